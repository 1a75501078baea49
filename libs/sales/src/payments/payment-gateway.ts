import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PaymentProvider } from './payment-provider.js';

/** The card provider of this deployment: the sandbox unless a real one is provided under this token. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/**
 * The card provider as the orders use it. Releasing an imprint is best effort: an imprint nobody
 * captures lapses at the provider anyway, so a failed release is logged, never fatal.
 */
@Injectable()
export class PaymentGateway {
  private readonly logger = new Logger(PaymentGateway.name);

  constructor(@Inject(PAYMENT_PROVIDER) readonly provider: PaymentProvider) {}

  async releaseQuietly(imprintId: string | null): Promise<void> {
    if (!imprintId) return;
    try {
      await this.provider.release(imprintId);
    } catch (error) {
      this.logger.warn(
        `Imprint ${imprintId} not released: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
