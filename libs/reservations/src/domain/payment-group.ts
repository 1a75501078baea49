import { failure, formatMoney, type Cents, type ValidationFailure } from '@cuvee/kernel';

/*
 * A payment group (docs/reservations.md "Payment groups"), framework-free: a booking taken in the back
 * office split between several payers, each an address and a share in cents; the shares add up to the
 * booking's total, and the booking waits until every payer has paid.
 */

export interface PayerShare {
  readonly email: string;
  readonly amount: Cents;
}

export const MAX_PAYERS = 30;

/** What keeps these shares from splitting a total (empty: they do). */
export function paymentGroupFailures(totalTtc: Cents, payers: readonly PayerShare[]): ValidationFailure[] {
  const found: ValidationFailure[] = [];
  if (payers.length < 2 || payers.length > MAX_PAYERS)
    found.push(failure('reservations.payersCount', { max: String(MAX_PAYERS) }));
  if (payers.some((payer) => !Number.isSafeInteger(payer.amount) || payer.amount <= 0))
    found.push(failure('reservations.payerAmount'));
  const emails = new Set(payers.map((payer) => payer.email.trim().toLowerCase()));
  if (emails.size !== payers.length) found.push(failure('reservations.payerTwice'));
  const sum = payers.reduce((total, payer) => total + payer.amount, 0);
  if (sum !== totalTtc)
    found.push(
      failure('reservations.payersSum', {
        sum: formatMoney(sum, 'fr'),
        total: formatMoney(totalTtc, 'fr'),
      }),
    );
  return found;
}
