import type { DirectDebitRequest, DirectDebitResult } from '@cuvee/billing';
import { failure, type Cents, type PaymentStatus, type ValidationFailure } from '@cuvee/kernel';

/*
 * The payment-provider port: at order time the card is only
 * imprinted for 0 € (a setup that may need a 3-D Secure step); the real debit is a capture when the
 * producer validates the order; a credit note sends it back, in full or in parts, as refunds of the
 * capture (ADR 0075). It also presents SEPA direct debits of invoices under a client's mandate, which
 * billing schedules (ADR 0076). A real provider (card acquirer, SEPA, wallet) plugs in behind this
 * port; the sandbox provider runs the same protocol locally. Calls are idempotent by key, as the
 * providers' own APIs are: the same key and request answer the same result, another request under
 * a used key is refused (PaymentIdempotencyError).
 */

export const DECLINE_REASONS = [
  /** The bank refused the card. */
  'cardDeclined',
  'insufficientFunds',
  'expiredCard',
  /** Not a card number (Luhn, length) or not a card the provider knows. */
  'invalidCard',
  /** The holder failed or refused the 3-D Secure step. */
  'authenticationFailed',
  /** Capture of an imprint that is unknown, not yet authenticated, released or already captured. */
  'imprintNotUsable',
  /** A refund the bank or the provider refused (it may pass when tried again). */
  'refundDeclined',
  /** A refund above what is left of the capture (refunded elsewhere, or asked too much): nothing moved. */
  'refundAboveCaptured',
  /** A refund of a capture the provider does not know. */
  'captureNotRefundable',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export interface ImprintRequest {
  /** The order's reference, shown in the bank statement and the provider's back office. */
  readonly orderRef: string;
  /**
   * The card as the provider's front component hands it over (an opaque token for real providers;
   * a test card number for the sandbox). Never a card number stored by us.
   */
  readonly paymentMethod: string;
  /** Where the 3-D Secure page sends the buyer back (the shop's /validate3ds route). */
  readonly returnUrl: string;
  readonly idempotencyKey: string;
}

export type ImprintResult =
  /** The card is imprinted (0 €): it can be captured later. */
  | { readonly status: 'succeeded'; readonly imprintId: string }
  /** The bank wants a 3-D Secure step: send the buyer to redirectUrl, then complete it. */
  | { readonly status: 'requiresAction'; readonly imprintId: string; readonly redirectUrl: string }
  | { readonly status: 'declined'; readonly imprintId: string | null; readonly reason: DeclineReason };

export interface CaptureRequest {
  readonly imprintId: string;
  /** The order's TTC at validation, in cents, > 0. */
  readonly amount: Cents;
  readonly idempotencyKey: string;
}

export type CaptureResult =
  | { readonly status: 'succeeded'; readonly captureId: string; readonly amount: Cents }
  | { readonly status: 'declined'; readonly reason: DeclineReason };

export interface RefundRequest {
  /** The capture the money goes back from. */
  readonly captureId: string;
  /** In cents, > 0, at most what is left of the capture. */
  readonly amount: Cents;
  readonly idempotencyKey: string;
}

export type RefundResult =
  | { readonly status: 'succeeded'; readonly refundId: string; readonly amount: Cents }
  | { readonly status: 'declined'; readonly reason: DeclineReason };

export interface PaymentProvider {
  /** Stored with each payment, so a capture goes back to the provider that imprinted. */
  readonly name: string;
  /** A 0 € imprint of the card at order time. */
  imprint(request: ImprintRequest): Promise<ImprintResult>;
  /** The outcome of the 3-D Secure step, once the buyer is back on /validate3ds. */
  completeAuthentication(imprintId: string, holderApproved: boolean): Promise<ImprintResult>;
  /** The real debit, when the producer validates. */
  capture(request: CaptureRequest): Promise<CaptureResult>;
  /** Gives the imprint up (order refused, cancelled, aborted); releasing twice is harmless. */
  release(imprintId: string): Promise<void>;
  /**
   * Sends money of a capture back to the card (a credit note of a card order): in full or in parts,
   * never more than is left of the capture, which the provider refuses (`refundAboveCaptured`).
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Presents a SEPA direct debit to the client's bank under its mandate; the answer is the bank's
   * (collected, or rejected with a reason).
   */
  debit(request: DirectDebitRequest): Promise<DirectDebitResult>;
}

/** The key was used before with another request (the provider's 422 / 409 equivalents). */
export class PaymentIdempotencyError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`Idempotency key ${idempotencyKey} was used with another request`);
    this.name = 'PaymentIdempotencyError';
  }
}

/** The payment status an answer of the provider leads to (kernel PAYMENT_STATUSES). */
export function paymentStatusOf(result: ImprintResult | CaptureResult): PaymentStatus {
  if (result.status === 'requiresAction') return 'requiresAction';
  if (result.status === 'declined') return 'error';
  return 'captureId' in result ? 'paid' : 'scheduled';
}

/** What the buyer or the producer reads when the provider declines (whatever the reason). */
export function failureOfDecline(result: ImprintResult | CaptureResult): ValidationFailure | null {
  if (result.status === 'declined') return failure('error.paymentFailed');
  if (result.status === 'requiresAction') return failure('sales.authenticationRequired');
  return null;
}
