import type { Cents } from '../money.js';

/*
 * Client credit a seller chooses to spend on an order (docs/sales.md): the rule the API applies when
 * the order is saved and the back office's form shows while it is typed.
 */

/** Why a chosen credit amount cannot be spent: above what the client holds, or above the order's TTC. */
export type ChosenCreditFailure = 'sales.creditAboveAvailable' | 'sales.creditAboveTotal';

/** What the client holds is said first; a total not known yet (null) is not checked. */
export function chosenCreditFailure(
  amount: Cents,
  available: Cents,
  totalTtc: Cents | null,
): ChosenCreditFailure | null {
  if (amount > available) return 'sales.creditAboveAvailable';
  if (totalTtc !== null && amount > totalTtc) return 'sales.creditAboveTotal';
  return null;
}
