import { Injectable } from '@nestjs/common';

/*
 * Collecting a SEPA direct debit (ADR 0076): billing holds the mandates and decides when to debit;
 * the payment provider presents the debit to the client's bank. The sales context plugs its payment
 * provider in here (billing never imports sales); without one (an application mounting billing
 * alone) debits stay scheduled and the job says the provider is unavailable.
 */

export const DIRECT_DEBIT_DECLINE_REASONS = [
  /** The client's bank returned the debit (no funds on the day): it may pass when tried again. */
  'insufficientFunds',
  /** The account is closed or blocked, or refuses direct debits. */
  'accountRejected',
  /** The bank does not know the mandate, or the client revoked it at the bank. */
  'mandateRefused',
] as const;
export type DirectDebitDeclineReason = (typeof DIRECT_DEBIT_DECLINE_REASONS)[number];

export interface DirectDebitRequest {
  /** The mandate's unique reference (RUM) and its signature day, as the bank checks them. */
  readonly mandateReference: string;
  readonly signedOn: string;
  /** The shop's creditor identifier (ICS). */
  readonly creditorId: string;
  readonly holder: string;
  readonly iban: string;
  readonly bic: string | null;
  /** SEPA sequence: first of a recurring mandate, a following one, or the single debit of a one-off mandate. */
  readonly sequence: 'first' | 'recurring' | 'oneOff';
  /** In cents, > 0. */
  readonly amount: number;
  /** The invoice number, in the client's bank statement. */
  readonly remittance: string;
  readonly idempotencyKey: string;
}

export type DirectDebitResult =
  | { readonly status: 'succeeded'; readonly debitId: string }
  | { readonly status: 'declined'; readonly reason: DirectDebitDeclineReason };

export interface DirectDebitCollector {
  /** Idempotent by key, as the providers' own APIs are. */
  debit(request: DirectDebitRequest): Promise<DirectDebitResult>;
}

@Injectable()
export class DirectDebits {
  private collector: DirectDebitCollector | null = null;

  register(collector: DirectDebitCollector): void {
    if (this.collector) throw new Error('A direct debit collector is already registered');
    this.collector = collector;
  }

  current(): DirectDebitCollector | null {
    return this.collector;
  }
}
