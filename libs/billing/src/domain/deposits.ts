import { percentOf, vatOfHt, roundQuotient, splitProportionally, type Cents } from '@cuvee/kernel';
import type { BillableLine, VatBreakdownRow } from './document-amounts.js';

/*
 * Deposit invoices (factures d'acompte): an advance on a sale whose VAT is due when the advance is
 * received (CGI art. 269-2-a), so the deposit invoice carries VAT at the sale's rates. The amount
 * asked (TTC, or a percent of the sale's TTC) is spread over the sale's VAT rates in proportion to
 * their TTC, in whole cents that add up (largest remainder); each share becomes one line.
 */

export type DepositRequest = { readonly percent: number } | { readonly amount: Cents };

export class DepositAmountError extends RangeError {
  constructor(readonly maximum: Cents) {
    super(`A deposit must be more than 0 and at most ${maximum}`);
  }
}

/** The deposit asked, TTC: a percent of the basis rounded once, or an amount; never above what is left. */
export function depositAmountOf(request: DepositRequest, basisTtc: Cents, alreadyDeposited: Cents): Cents {
  const left = basisTtc - alreadyDeposited;
  const amount = 'percent' in request ? percentOf(basisTtc, request.percent) : request.amount;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
    throw new DepositAmountError(Math.max(0, left));
  return amount;
}

/**
 * The HT whose TTC (HT + VAT rounded once) is exactly `ttc` when one exists, else the nearest: the
 * rounding of htFromTtc can land one cent off, so its neighbours are tried too.
 */
export function htForExactTtc(ttc: Cents, vatRateBp: number): Cents {
  const estimate = roundQuotient(ttc * 10_000, 10_000 + vatRateBp);
  const candidates = [estimate, estimate - 1, estimate + 1].filter((ht) => (ttc >= 0 ? ht >= 0 : ht <= 0));
  const gap = (ht: Cents) => Math.abs(ht + vatOfHt(ht, vatRateBp / 100) - ttc);
  return candidates.reduce((best, ht) => (gap(ht) < gap(best) ? ht : best), candidates[0] ?? 0);
}

/** One deposit line per VAT rate of the basis, labelled by the caller (e.g. "Acompte 30 % — devis D-12"). */
export function depositLines(
  amountTtc: Cents,
  basis: readonly Pick<VatBreakdownRow, 'vatRateBp' | 'base' | 'vat'>[],
  label: string,
): BillableLine[] {
  const weights = basis.map((row) => row.base + row.vat);
  const shares = splitProportionally(amountTtc, weights);
  return basis
    .map((row, index) => ({ row, share: shares[index]! }))
    .filter(({ share }) => share > 0)
    .map(({ row, share }) => {
      const ht = htForExactTtc(share, row.vatRateBp);
      return {
        kind: 'deposit' as const,
        productId: null,
        vintageId: null,
        formatId: null,
        label,
        quantity: 1,
        listUnitHt: ht,
        discountBp: 0,
        unitHt: ht,
        unitDuties: 0,
        vatRateBp: row.vatRateBp,
        family: null,
        eq75: 0,
      };
    });
}
