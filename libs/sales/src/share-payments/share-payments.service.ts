import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { failure } from '@cuvee/kernel';
import { AppConfig, encodeFailure } from '@cuvee/platform';
import { PaymentShareDesk, type PayableShare } from '@cuvee/reservations';
import { PaymentGateway } from '../payments/payment-gateway.js';
import { allowedReturnUrl } from '../payments/return-url.js';
import { paymentFailed } from '../sales-errors.js';
import type { ShareCardInputDto, ShareCardResultDto, ShareValidate3dsDto } from './dto/share-payment.dto.js';

/**
 * A payer of a group booking pays their share by card from their page (ADR 0037), with the card
 * provider the checkout uses: an imprint (3-D Secure when the bank asks), then at once a capture of the
 * share. Reservations keeps the share's state (PaymentShareDesk); the claim before the capture makes
 * one capture per share, whatever the tries.
 */
@Injectable()
export class SharePayments {
  constructor(
    private readonly desk: PaymentShareDesk,
    private readonly payments: PaymentGateway,
    private readonly config: AppConfig,
  ) {}

  async pay(
    token: string,
    input: ShareCardInputDto,
    origin: string | undefined,
  ): Promise<ShareCardResultDto> {
    const share = await this.desk.payable(token);
    if (!allowedReturnUrl(input.returnUrl, origin, this.config.corsOrigins))
      throw new BadRequestException({ message: [encodeFailure(failure('sales.returnUrlNotAllowed'))] });
    const result = await this.payments.provider.imprint({
      orderRef: `share-${share.payerId}`,
      paymentMethod: input.paymentMethod,
      returnUrl: input.returnUrl,
      // Each try its own key: a payer may try another card after a refusal.
      idempotencyKey: `share-imprint:${share.payerId}:${randomUUID()}`,
    });
    if (result.status === 'declined') throw paymentFailed();
    await this.desk.attachImprint(share.payerId, result.imprintId);
    if (result.status === 'requiresAction') return { paid: false, redirectUrl: result.redirectUrl };
    await this.capture(share, result.imprintId);
    return { paid: true, redirectUrl: null };
  }

  /** Back from 3-D Secure: the imprint of the payer's last try, approved, is captured. */
  async complete3ds(token: string, input: ShareValidate3dsDto): Promise<ShareCardResultDto> {
    const share = await this.desk.payable(token);
    const pending = await this.desk.imprintOf(token);
    if (pending?.imprintId !== input.imprint) throw new NotFoundException('error.notFound');
    const result = await this.payments.provider.completeAuthentication(input.imprint, input.approved);
    if (result.status !== 'succeeded') {
      await this.payments.releaseQuietly(input.imprint);
      throw paymentFailed();
    }
    await this.capture(share, input.imprint);
    return { paid: true, redirectUrl: null };
  }

  private async capture(share: PayableShare, imprintId: string): Promise<void> {
    if (!(await this.desk.claim(share.payerId, imprintId))) {
      await this.payments.releaseQuietly(imprintId);
      throw new ConflictException({ message: 'reservations.payerAlreadyPaid' });
    }
    let result: Awaited<ReturnType<PaymentGateway['provider']['capture']>>;
    try {
      result = await this.payments.provider.capture({
        imprintId,
        amount: share.amount,
        idempotencyKey: `share-capture:${share.payerId}:${imprintId}`,
      });
    } catch (error) {
      await this.desk.giveBack(share.payerId);
      throw error;
    }
    if (result.status === 'declined') {
      await this.desk.giveBack(share.payerId);
      await this.payments.releaseQuietly(imprintId);
      throw paymentFailed();
    }
    await this.desk.settle(share.payerId, result.captureId, new Date());
  }
}
