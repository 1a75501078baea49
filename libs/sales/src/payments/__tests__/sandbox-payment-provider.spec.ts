import { CARD_IMPRINT_CENTS, luhnValid, messageOf } from '@cuvee/kernel';
import {
  failureOfDecline,
  PaymentIdempotencyError,
  paymentStatusOf,
  type ImprintRequest,
} from '../payment-provider.js';
import {
  SANDBOX_TEST_CARDS,
  SANDBOX_TEST_IBANS,
  SandboxPaymentProvider,
} from '../sandbox-payment-provider.js';

const request = (card: string, key = `imprint-${card}`): ImprintRequest => ({
  orderRef: 'CMD-2026-0001',
  paymentMethod: card,
  returnUrl: 'https://shop.example/validate3ds',
  idempotencyKey: key,
});

describe('sandbox payment provider', () => {
  let provider: SandboxPaymentProvider;
  beforeEach(() => {
    provider = new SandboxPaymentProvider();
  });

  it('lists only Luhn-valid test cards, and takes a 0 € imprint', () => {
    for (const card of Object.keys(SANDBOX_TEST_CARDS)) expect(luhnValid(card)).toBe(true);
    expect(CARD_IMPRINT_CENTS).toBe(0);
  });

  it('imprints, then captures the amount on validation', async () => {
    const imprint = await provider.imprint(request('4242 4242 4242 4242'));
    expect(imprint).toEqual({ status: 'succeeded', imprintId: 'sbx_imp_000001' });
    expect(paymentStatusOf(imprint)).toBe('scheduled');
    const capture = await provider.capture({
      imprintId: 'sbx_imp_000001',
      amount: 10_703,
      idempotencyKey: 'cap-1',
    });
    expect(capture).toEqual({ status: 'succeeded', captureId: 'sbx_cap_000002', amount: 10_703 });
    expect(paymentStatusOf(capture)).toBe('paid');
    expect(failureOfDecline(capture)).toBeNull();
  });

  it('declines a declined card and an expired card at the imprint', async () => {
    const declined = await provider.imprint(request('4000000000000002'));
    expect(declined).toMatchObject({ status: 'declined', reason: 'cardDeclined' });
    expect(paymentStatusOf(declined)).toBe('error');
    expect(messageOf(failureOfDecline(declined)!, 'fr')).toBe(
      'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.',
    );
    expect(await provider.imprint(request('4000000000000069'))).toMatchObject({
      status: 'declined',
      reason: 'expiredCard',
    });
  });

  it('refuses anything but a test card, as a test-mode provider refuses real cards', async () => {
    expect(await provider.imprint(request('4970101234567899'))).toEqual({
      status: 'declined',
      imprintId: null,
      reason: 'invalidCard',
    });
    expect(await provider.imprint(request('1234'))).toMatchObject({ reason: 'invalidCard' });
  });

  it('imprints a card whose capture is then declined: the validation fails', async () => {
    const imprint = await provider.imprint(request('4000000000009995'));
    expect(imprint.status).toBe('succeeded');
    const capture = await provider.capture({
      imprintId: imprint.imprintId!,
      amount: 5000,
      idempotencyKey: 'cap',
    });
    expect(capture).toEqual({ status: 'declined', reason: 'insufficientFunds' });
    expect(failureOfDecline(capture)?.code).toBe('error.paymentFailed');
  });

  it('asks for 3-D Secure through /validate3ds, then succeeds when the holder approves', async () => {
    const imprint = await provider.imprint(request('4000000000003220'));
    expect(imprint).toEqual({
      status: 'requiresAction',
      imprintId: 'sbx_imp_000001',
      redirectUrl: 'https://shop.example/validate3ds?imprint=sbx_imp_000001',
    });
    expect(paymentStatusOf(imprint)).toBe('requiresAction');
    expect(failureOfDecline(imprint)?.code).toBe('sales.authenticationRequired');
    // Not capturable before the step.
    expect(
      await provider.capture({ imprintId: 'sbx_imp_000001', amount: 100, idempotencyKey: 'early' }),
    ).toEqual({
      status: 'declined',
      reason: 'imprintNotUsable',
    });
    expect(await provider.completeAuthentication('sbx_imp_000001', true)).toEqual({
      status: 'succeeded',
      imprintId: 'sbx_imp_000001',
    });
    // A second answer repeats the outcome.
    expect((await provider.completeAuthentication('sbx_imp_000001', false)).status).toBe('succeeded');
    expect(
      (await provider.capture({ imprintId: 'sbx_imp_000001', amount: 100, idempotencyKey: 'late' })).status,
    ).toBe('succeeded');
  });

  it('fails 3-D Secure when the holder refuses, and always for the failing card', async () => {
    const refused = await provider.imprint(request('4000000000003220'));
    expect(await provider.completeAuthentication(refused.imprintId!, false)).toMatchObject({
      status: 'declined',
      reason: 'authenticationFailed',
    });
    const failing = await provider.imprint(request('4000000000003063'));
    expect(await provider.completeAuthentication(failing.imprintId!, true)).toMatchObject({
      reason: 'authenticationFailed',
    });
    expect(await provider.completeAuthentication('unknown', true)).toMatchObject({
      reason: 'imprintNotUsable',
    });
  });

  it('captures an imprint once, and not after it is released', async () => {
    const a = await provider.imprint(request('4242424242424242', 'a'));
    await provider.capture({ imprintId: a.imprintId!, amount: 100, idempotencyKey: 'first' });
    expect(
      await provider.capture({ imprintId: a.imprintId!, amount: 100, idempotencyKey: 'second' }),
    ).toEqual({
      status: 'declined',
      reason: 'imprintNotUsable',
    });
    const b = await provider.imprint(request('4242424242424242', 'b'));
    await provider.release(b.imprintId!);
    await provider.release(b.imprintId!);
    expect(
      (await provider.capture({ imprintId: b.imprintId!, amount: 100, idempotencyKey: 'third' })).status,
    ).toBe('declined');
  });

  it('answers a replayed key with the same result, and refuses the key with another request', async () => {
    const first = await provider.imprint(request('4242424242424242', 'k'));
    expect(await provider.imprint(request('4242424242424242', 'k'))).toEqual(first);
    await expect(provider.imprint(request('4000000000000002', 'k'))).rejects.toThrow(PaymentIdempotencyError);
    const capture = { imprintId: first.imprintId!, amount: 2500, idempotencyKey: 'c' };
    const captured = await provider.capture(capture);
    expect(await provider.capture(capture)).toEqual(captured);
    await expect(provider.capture({ ...capture, amount: 2600 })).rejects.toThrow(PaymentIdempotencyError);
  });

  it('refuses to capture nothing', async () => {
    await expect(provider.capture({ imprintId: 'x', amount: 0, idempotencyKey: 'z' })).rejects.toThrow(
      RangeError,
    );
  });

  describe('refunds', () => {
    async function captured(card: string, amount: number): Promise<string> {
      const imprint = await provider.imprint(request(card));
      if (imprint.status !== 'succeeded') throw new Error('not imprinted');
      const capture = await provider.capture({
        imprintId: imprint.imprintId,
        amount,
        idempotencyKey: `c-${card}`,
      });
      if (capture.status !== 'succeeded') throw new Error('not captured');
      return capture.captureId;
    }

    it('refunds a capture in parts, never above what is left of it', async () => {
      const captureId = await captured('4242424242424242', 10_000);
      expect(await provider.refund({ captureId, amount: 3_000, idempotencyKey: 'r-1' })).toEqual({
        status: 'succeeded',
        refundId: expect.stringMatching(/^sbx_ref_/),
        amount: 3_000,
      });
      expect(await provider.refund({ captureId, amount: 7_001, idempotencyKey: 'r-2' })).toEqual({
        status: 'declined',
        reason: 'refundAboveCaptured',
      });
      expect(provider.refundedOf(captureId)).toBe(3_000);
      expect(await provider.refund({ captureId, amount: 7_000, idempotencyKey: 'r-3' })).toMatchObject({
        status: 'succeeded',
        amount: 7_000,
      });
      expect(provider.refundedOf(captureId)).toBe(10_000);
      expect(await provider.refund({ captureId, amount: 1, idempotencyKey: 'r-4' })).toMatchObject({
        reason: 'refundAboveCaptured',
      });
    });

    it('answers a replayed refund with its first answer and moves no money twice', async () => {
      const captureId = await captured('4242424242424242', 5_000);
      const first = await provider.refund({ captureId, amount: 2_000, idempotencyKey: 'same' });
      expect(await provider.refund({ captureId, amount: 2_000, idempotencyKey: 'same' })).toEqual(first);
      expect(provider.refundedOf(captureId)).toBe(2_000);
      await expect(provider.refund({ captureId, amount: 2_500, idempotencyKey: 'same' })).rejects.toThrow(
        PaymentIdempotencyError,
      );
    });

    it('declines the first refund of the refund-failing test card, then lets the next pass', async () => {
      const captureId = await captured('4000 0000 0000 5126', 4_000);
      expect(await provider.refund({ captureId, amount: 4_000, idempotencyKey: 'try-1' })).toEqual({
        status: 'declined',
        reason: 'refundDeclined',
      });
      expect(provider.refundedOf(captureId)).toBe(0);
      expect(await provider.refund({ captureId, amount: 4_000, idempotencyKey: 'try-2' })).toMatchObject({
        status: 'succeeded',
        amount: 4_000,
      });
    });

    it('declines a refund of an unknown capture and refuses an amount that is not positive cents', async () => {
      expect(await provider.refund({ captureId: 'nope', amount: 100, idempotencyKey: 'x' })).toEqual({
        status: 'declined',
        reason: 'captureNotRefundable',
      });
      await expect(provider.refund({ captureId: 'nope', amount: 0, idempotencyKey: 'y' })).rejects.toThrow(
        RangeError,
      );
    });
  });

  describe('SEPA direct debits (ADR 0076)', () => {
    const debit = (iban: string, idempotencyKey: string, amount = 8304) => ({
      mandateReference: `M-${iban}`,
      signedOn: '2026-11-02',
      creditorId: 'FR72ZZZ123456',
      holder: 'Cave du Centre',
      iban,
      bic: null,
      sequence: 'first' as const,
      amount,
      remittance: 'F2026-00001',
      idempotencyKey,
    });

    test('any IBAN but the test one is collected; the test one is rejected once, then collected', async () => {
      expect(await provider.debit(debit('FR7630006000011234567890189', 'd-1'))).toMatchObject({
        status: 'succeeded',
      });
      const [failing] = Object.keys(SANDBOX_TEST_IBANS);
      expect(await provider.debit(debit(failing!, 'd-2-1'))).toEqual({
        status: 'declined',
        reason: 'insufficientFunds',
      });
      expect(await provider.debit(debit(failing!, 'd-2-2'))).toMatchObject({ status: 'succeeded' });
    });

    test('the same key answers the first answer; another request under it is refused', async () => {
      const [failing] = Object.keys(SANDBOX_TEST_IBANS);
      const first = await provider.debit(debit(failing!, 'd-3'));
      expect(await provider.debit(debit(failing!, 'd-3'))).toEqual(first);
      await expect(provider.debit(debit(failing!, 'd-3', 100))).rejects.toThrow(PaymentIdempotencyError);
      await expect(provider.debit(debit(failing!, 'd-4', 0))).rejects.toThrow(RangeError);
    });
  });
});
