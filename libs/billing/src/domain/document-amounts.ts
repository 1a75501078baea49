import { roundQuotient, sumCents, vatOfHt, type Cents } from '@cuvee/kernel';

/*
 * The amounts of a sales document, from its billable lines. The rule is the catalogue's (ADR 0010):
 * per unit, the price after the line discount is rounded once, VAT on (unit HT + duties) is rounded
 * once, then every line amount is the unit amount × quantity and totals are plain sums. So an invoice
 * made from an order's snapshot lines says, to the cent, what the order said; and HT + duties + VAT
 * = TTC holds for every line, every rate and the document (ADR 0016).
 */

export const LINE_KINDS = ['product', 'service', 'shipping', 'discount', 'deposit'] as const;
/** product: from the catalogue; service: a free line; shipping; discount: a negative line; deposit: an advance. */
export type LineKind = (typeof LINE_KINDS)[number];

const BP = 10_000;

/**
 * One line to bill, whatever it comes from: a direct invoice (catalogue or free lines), an accepted
 * quote, or an order's snapshot (the BillableSource port). Amounts are cents, rates basis points.
 */
export interface BillableLine {
  readonly kind: LineKind;
  readonly productId: number | null;
  readonly vintageId: number | null;
  readonly formatId: number | null;
  readonly label: string;
  /** A positive whole number of units. */
  readonly quantity: number;
  /** Unit price HT before the line discount, excluding duties. */
  readonly listUnitHt: Cents;
  /** Line discount in basis points (1 000 = 10 %), 0 to 10 000. */
  readonly discountBp: number;
  /**
   * The unit price HT after every discount when the source priced it itself (catalogue tiers and
   * promotions, an order's snapshot); else listUnitHt less the discount, rounded once.
   */
  readonly unitHt?: Cents | null;
  /** Excise + CSS per unit, in the VAT base (CGI art. 267). */
  readonly unitDuties: Cents;
  /**
   * The VAT of one unit when the source computed it itself (an order's snapshot: a custom tax outside
   * the VAT base, a promotion's VAT clamped at 0); else VAT on (unit HT + duties), rounded once.
   */
  readonly unitVat?: Cents | null;
  /** VAT rate in basis points (2 000 = 20 %, 550 = 5.5 %); 0 without VAT. */
  readonly vatRateBp: number;
  /** Product family (kernel product type: wine, champagne, beer…) for ventilation; null for others. */
  readonly family: string | null;
  /** 75 cl bottles one unit is worth (delivery notes count packages); 0 for what fills no package. */
  readonly eq75: number;
}

export interface BilledLine extends BillableLine {
  readonly position: number;
  readonly unitHt: Cents;
  readonly unitVat: Cents;
  /** unitHt × quantity. */
  readonly ht: Cents;
  readonly duties: Cents;
  readonly vat: Cents;
  /** ht + duties + vat. */
  readonly ttc: Cents;
  /** What the line discount took off: (listUnitHt − unitHt) × quantity. */
  readonly discountHt: Cents;
}

export interface VatBreakdownRow {
  readonly vatRateBp: number;
  /** HT + duties of the rate: the VAT base. */
  readonly base: Cents;
  readonly vat: Cents;
}

/** An issued deposit invoice taken off a final invoice. */
export interface DepositDeduction {
  readonly documentId: number;
  readonly number: string;
  readonly ht: Cents;
  readonly vat: Cents;
  readonly ttc: Cents;
}

export interface DocumentTotals {
  /** Sum of line HT (discount lines included), excluding duties. */
  readonly totalHt: Cents;
  readonly totalDuties: Cents;
  readonly totalVat: Cents;
  readonly totalTtc: Cents;
  readonly totalDiscountHt: Cents;
  readonly vatBreakdown: readonly VatBreakdownRow[];
  readonly depositsTtc: Cents;
  /** totalTtc − deposits already invoiced: what this document asks to be paid. */
  readonly netToPay: Cents;
}

export class InvalidLineError extends RangeError {
  constructor(
    readonly position: number,
    readonly reason: 'quantity' | 'price' | 'discount' | 'vatRate' | 'duties' | 'label',
  ) {
    super(`Line ${position}: invalid ${reason}`);
  }
}

function checkLine(line: BillableLine, position: number): void {
  if (!line.label.trim()) throw new InvalidLineError(position, 'label');
  if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0)
    throw new InvalidLineError(position, 'quantity');
  const negativeAllowed = line.kind === 'discount';
  const priceOk = (value: number) =>
    Number.isSafeInteger(value) && (negativeAllowed ? value <= 0 : value >= 0);
  if (
    !priceOk(line.listUnitHt) ||
    (line.unitHt != null && !priceOk(line.unitHt)) ||
    (line.unitVat != null && !priceOk(line.unitVat))
  )
    throw new InvalidLineError(position, 'price');
  if (!Number.isInteger(line.discountBp) || line.discountBp < 0 || line.discountBp > BP)
    throw new InvalidLineError(position, 'discount');
  if (!Number.isInteger(line.vatRateBp) || line.vatRateBp < 0 || line.vatRateBp >= BP)
    throw new InvalidLineError(position, 'vatRate');
  if (!Number.isSafeInteger(line.unitDuties) || line.unitDuties < 0)
    throw new InvalidLineError(position, 'duties');
}

/** The unit price after the line discount, rounded once (or the source's own when it gave one). */
export function discountedUnitHt(line: Pick<BillableLine, 'listUnitHt' | 'discountBp' | 'unitHt'>): Cents {
  if (line.unitHt != null) return line.unitHt;
  return roundQuotient(line.listUnitHt * (BP - line.discountBp), BP);
}

/** Prices every line (positions from 1, in the given order). Throws InvalidLineError on bad input. */
export function billLines(lines: readonly BillableLine[]): BilledLine[] {
  return lines.map((line, index) => {
    const position = index + 1;
    checkLine(line, position);
    const unitHt = discountedUnitHt(line);
    const unitVat = line.unitVat ?? vatOfHt(unitHt + line.unitDuties, line.vatRateBp / 100);
    const q = line.quantity;
    return {
      ...line,
      label: line.label.trim(),
      position,
      unitHt,
      unitVat,
      ht: unitHt * q,
      duties: line.unitDuties * q,
      vat: unitVat * q,
      ttc: (unitHt + line.unitDuties + unitVat) * q,
      discountHt: (line.listUnitHt - unitHt) * q,
    };
  });
}

/** VAT base and VAT per rate, highest rate first (sums of lines: no rounding here). */
export function vatBreakdownOf(
  lines: readonly Pick<BilledLine, 'vatRateBp' | 'ht' | 'duties' | 'vat'>[],
): VatBreakdownRow[] {
  const rows = new Map<number, { base: Cents; vat: Cents }>();
  for (const line of lines) {
    const row = rows.get(line.vatRateBp) ?? { base: 0, vat: 0 };
    rows.set(line.vatRateBp, { base: row.base + line.ht + line.duties, vat: row.vat + line.vat });
  }
  return [...rows.entries()].sort(([a], [b]) => b - a).map(([vatRateBp, row]) => ({ vatRateBp, ...row }));
}

export function documentTotals(
  lines: readonly BilledLine[],
  deductions: readonly DepositDeduction[] = [],
): DocumentTotals {
  const totalHt = sumCents(lines.map((l) => l.ht));
  const totalDuties = sumCents(lines.map((l) => l.duties));
  const totalVat = sumCents(lines.map((l) => l.vat));
  const totalTtc = totalHt + totalDuties + totalVat;
  const depositsTtc = sumCents(deductions.map((d) => d.ttc));
  return {
    totalHt,
    totalDuties,
    totalVat,
    totalTtc,
    totalDiscountHt: sumCents(lines.map((l) => l.discountHt)),
    vatBreakdown: vatBreakdownOf(lines),
    depositsTtc,
    netToPay: totalTtc - depositsTtc,
  };
}
