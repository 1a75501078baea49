import type { DirectDebitRequest, DirectDebitResult } from '@cuvee/billing';
import type { Cents } from '@cuvee/kernel';
import {
  PaymentIdempotencyError,
  type CaptureRequest,
  type CaptureResult,
  type DeclineReason,
  type ImprintRequest,
  type ImprintResult,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
} from './payment-provider.js';

/*
 * A card provider that runs in the process, with no network: development, demos, tests and the
 * benchmark use it. It keeps the protocol of a real provider (0 € imprint, optional 3-D Secure step,
 * capture on validation, release, refunds of a capture, idempotency keys) and its answers depend only on the test card,
 * so a scenario is reproducible. State lives in memory: one instance per API process.
 */

export type SandboxCardBehaviour =
  /** Imprint and capture succeed. */
  | 'success'
  /** The imprint is declined (cardDeclined). */
  | 'declined'
  /** The imprint is declined (expiredCard). */
  | 'expired'
  /** The imprint succeeds, the capture is declined (insufficientFunds): the validation fails. */
  | 'captureDeclined'
  /** The imprint needs 3-D Secure; it succeeds when the holder approves. */
  | 'threeDSecure'
  /** The imprint needs 3-D Secure, which always fails (authenticationFailed). */
  | 'threeDSecureFails'
  /**
   * Imprint and capture succeed; the first refund tried on the capture is declined (refundDeclined),
   * the next ones pass: a refund's failure, then its retry.
   */
  | 'refundFailsOnce';

/** The test cards (any future expiry, any 3-digit CVV), as docs/sales.md lists them. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxCardBehaviour>> = {
  '4242424242424242': 'success',
  '4000000000000002': 'declined',
  '4000000000000069': 'expired',
  '4000000000009995': 'captureDeclined',
  '4000000000003220': 'threeDSecure',
  '4000000000003063': 'threeDSecureFails',
  '4000000000005126': 'refundFailsOnce',
};

/**
 * The test IBANs of direct debits (docs/billing.md "SEPA direct debit"); any other valid IBAN is
 * collected. FR76 3000 1007 9412 3456 7890 185 is rejected (insufficientFunds) the first time a
 * debit of its mandate is presented and collected the next: a failure, then its retry.
 */
export const SANDBOX_TEST_IBANS: Readonly<Record<string, 'debitFailsOnce'>> = {
  FR7630001007941234567890185: 'debitFailsOnce',
};

interface SandboxCapture {
  readonly amount: Cents;
  readonly behaviour: SandboxCardBehaviour;
  refunded: Cents;
  refundTries: number;
}

type ProviderResult = ImprintResult | CaptureResult | RefundResult | DirectDebitResult;

type ImprintState = 'awaitingAuthentication' | 'ready' | 'declined' | 'captured' | 'released';

interface SandboxImprint {
  readonly id: string;
  readonly behaviour: SandboxCardBehaviour;
  state: ImprintState;
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly imprints = new Map<string, SandboxImprint>();
  /** Answers already given, by operation and idempotency key, with the request they answered. */
  private readonly answered = new Map<string, { request: string; result: ProviderResult }>();
  private readonly captures = new Map<string, SandboxCapture>();
  /** Debits presented so far, by mandate reference. */
  private readonly debitTries = new Map<string, number>();
  private sequence = 0;

  async imprint(request: ImprintRequest): Promise<ImprintResult> {
    return this.once('imprint', request.idempotencyKey, request, () => this.newImprint(request));
  }

  async completeAuthentication(imprintId: string, holderApproved: boolean): Promise<ImprintResult> {
    const imprint = this.imprints.get(imprintId);
    if (!imprint) return { status: 'declined', imprintId: null, reason: 'imprintNotUsable' };
    if (imprint.state === 'awaitingAuthentication') {
      const passes = holderApproved && imprint.behaviour === 'threeDSecure';
      imprint.state = passes ? 'ready' : 'declined';
    }
    // A second call answers the outcome of the first, as a provider's status lookup would.
    return imprint.state === 'ready' || imprint.state === 'captured'
      ? { status: 'succeeded', imprintId }
      : { status: 'declined', imprintId, reason: 'authenticationFailed' };
  }

  async capture(request: CaptureRequest): Promise<CaptureResult> {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
      throw new RangeError(`A capture needs a positive amount in cents, got ${request.amount}`);
    }
    return this.once('capture', request.idempotencyKey, request, () => this.newCapture(request));
  }

  async release(imprintId: string): Promise<void> {
    const imprint = this.imprints.get(imprintId);
    if (imprint && imprint.state !== 'captured') imprint.state = 'released';
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
      throw new RangeError(`A refund needs a positive amount in cents, got ${request.amount}`);
    }
    return this.once('refund', request.idempotencyKey, request, () => this.newRefund(request));
  }

  async debit(request: DirectDebitRequest): Promise<DirectDebitResult> {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
      throw new RangeError(`A debit needs a positive amount in cents, got ${request.amount}`);
    }
    return this.once('debit', request.idempotencyKey, request, () => this.newDebit(request));
  }

  /** What was refunded of a capture so far (tests check that a replayed refund moved nothing more). */
  refundedOf(captureId: string): Cents {
    return (this.captures.get(captureId)?.refunded ?? 0) as Cents;
  }

  private newImprint(request: ImprintRequest): ImprintResult {
    const digits = request.paymentMethod.replace(/[\s-]/g, '');
    const behaviour = Object.hasOwn(SANDBOX_TEST_CARDS, digits) ? SANDBOX_TEST_CARDS[digits] : undefined;
    // Anything but a test card is refused, as a test-mode provider refuses real cards.
    if (behaviour === undefined) {
      return { status: 'declined', imprintId: null, reason: 'invalidCard' };
    }
    const id = this.nextId('imp');
    const imprint: SandboxImprint = { id, behaviour, state: 'ready' };
    this.imprints.set(id, imprint);
    const declined = (reason: DeclineReason): ImprintResult => {
      imprint.state = 'declined';
      return { status: 'declined', imprintId: id, reason };
    };
    switch (behaviour) {
      case 'declined':
        return declined('cardDeclined');
      case 'expired':
        return declined('expiredCard');
      case 'threeDSecure':
      case 'threeDSecureFails': {
        imprint.state = 'awaitingAuthentication';
        const separator = request.returnUrl.includes('?') ? '&' : '?';
        return {
          status: 'requiresAction',
          imprintId: id,
          redirectUrl: `${request.returnUrl}${separator}imprint=${encodeURIComponent(id)}`,
        };
      }
      case 'success':
      case 'captureDeclined':
      case 'refundFailsOnce':
        return { status: 'succeeded', imprintId: id };
    }
  }

  private newCapture(request: CaptureRequest): CaptureResult {
    const imprint = this.imprints.get(request.imprintId);
    if (!imprint || imprint.state !== 'ready') return { status: 'declined', reason: 'imprintNotUsable' };
    if (imprint.behaviour === 'captureDeclined') return { status: 'declined', reason: 'insufficientFunds' };
    imprint.state = 'captured';
    const captureId = this.nextId('cap');
    this.captures.set(captureId, {
      amount: request.amount,
      behaviour: imprint.behaviour,
      refunded: 0 as Cents,
      refundTries: 0,
    });
    return { status: 'succeeded', captureId, amount: request.amount as Cents };
  }

  private newRefund(request: RefundRequest): RefundResult {
    const capture = this.captures.get(request.captureId);
    if (!capture) return { status: 'declined', reason: 'captureNotRefundable' };
    capture.refundTries += 1;
    if (capture.behaviour === 'refundFailsOnce' && capture.refundTries === 1)
      return { status: 'declined', reason: 'refundDeclined' };
    if (request.amount > capture.amount - capture.refunded)
      return { status: 'declined', reason: 'refundAboveCaptured' };
    capture.refunded = (capture.refunded + request.amount) as Cents;
    return { status: 'succeeded', refundId: this.nextId('ref'), amount: request.amount };
  }

  private newDebit(request: DirectDebitRequest): DirectDebitResult {
    const tries = (this.debitTries.get(request.mandateReference) ?? 0) + 1;
    this.debitTries.set(request.mandateReference, tries);
    if (SANDBOX_TEST_IBANS[request.iban] === 'debitFailsOnce' && tries === 1)
      return { status: 'declined', reason: 'insufficientFunds' };
    return { status: 'succeeded', debitId: this.nextId('dbt') };
  }

  private once<R extends ProviderResult>(operation: string, key: string, request: object, run: () => R): R {
    const slot = `${operation}:${key}`;
    const fingerprint = JSON.stringify(request);
    const previous = this.answered.get(slot);
    if (previous) {
      if (previous.request !== fingerprint) throw new PaymentIdempotencyError(key);
      return previous.result as R;
    }
    const result = run();
    this.answered.set(slot, { request: fingerprint, result });
    return result;
  }

  private nextId(kind: 'imp' | 'cap' | 'ref' | 'dbt'): string {
    this.sequence += 1;
    return `sbx_${kind}_${String(this.sequence).padStart(6, '0')}`;
  }
}
