import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DirectDebits } from '@cuvee/billing';
import type { PaymentProvider } from './payment-provider.js';

/** The card provider of this deployment: the sandbox unless a real one is provided under this token. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/**
 * The card provider as the orders use it, and as billing presents SEPA debits through it (ADR 0076). Releasing an imprint is best effort: an imprint nobody
 * captures lapses at the provider anyway, so a failed release is logged, never fatal.
 */
@Injectable()
export class PaymentGateway implements OnModuleInit {
  private readonly logger = new Logger(PaymentGateway.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) readonly provider: PaymentProvider,
    private readonly directDebits: DirectDebits,
  ) {}

  onModuleInit(): void {
    this.directDebits.register({ debit: (request) => this.provider.debit(request) });
  }

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
