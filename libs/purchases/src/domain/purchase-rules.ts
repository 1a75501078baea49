import { failure, sumCents, vatOfHt, type Cents, type ValidationFailure } from '@cuvee/kernel';

/*
 * The rules of buying, framework-free (docs/purchases.md). A purchase order moves
 * draft → sent → partlyReceived → received → invoiced → closed, or is cancelled before anything
 * arrived; its receipts count what came in, line by line; the supplier's invoices are recorded against
 * receipts.
 */

export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'sent',
  'partlyReceived',
  'received',
  'invoiced',
  'closed',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** What the goods are, to list a supplier's trade and sort orders. */
export const SUPPLY_KINDS = [
  'bottles',
  'corks',
  'capsules',
  'cartons',
  'labels',
  'bulkWine',
  'other',
] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

export function supplyKind(value: unknown): ValidationFailure | null {
  return (SUPPLY_KINDS as readonly unknown[]).includes(value)
    ? null
    : failure('validation.unknownValue', { value: String(value) });
}

/** The moves a person makes by hand; receipts and invoices move the rest. */
const MANUAL_MOVES: Readonly<Record<'send' | 'cancel' | 'close', readonly PurchaseOrderStatus[]>> = {
  send: ['draft'],
  // Once goods came in, the order is finished by receiving, invoicing and closing, never cancelled.
  cancel: ['draft', 'sent'],
  close: ['received', 'invoiced'],
};
export type ManualMove = keyof typeof MANUAL_MOVES;

export function canMove(status: PurchaseOrderStatus, move: ManualMove): boolean {
  return MANUAL_MOVES[move].includes(status);
}

/** An order takes receipts once sent and until everything came in. */
export function canReceive(status: PurchaseOrderStatus): boolean {
  return status === 'sent' || status === 'partlyReceived';
}

/** Supplier invoices are recorded once something was received, and while the order is not closed. */
export function canInvoice(status: PurchaseOrderStatus): boolean {
  return status === 'partlyReceived' || status === 'received' || status === 'invoiced';
}

export interface LineQuantities {
  readonly ordered: number;
  readonly received: number;
}

/** After a receipt: partly received while any line still waits for goods, else received. */
export function statusAfterReceipt(lines: readonly LineQuantities[]): 'partlyReceived' | 'received' {
  return lines.every((line) => line.received >= line.ordered) ? 'received' : 'partlyReceived';
}

/** After an invoice: an order fully received and fully invoiced is invoiced; else it keeps its status. */
export function statusAfterInvoice(
  status: PurchaseOrderStatus,
  receiptsLeftToInvoice: number,
): PurchaseOrderStatus {
  return status === 'received' && receiptsLeftToInvoice === 0 ? 'invoiced' : status;
}

export interface ReceiptLineCheck {
  /** What the line still waits for (never negative). */
  readonly outstanding: number;
  /** What this receipt brings beyond it. */
  readonly excess: number;
}

/** A received quantity against its line: what it fills, and what goes beyond the order. */
export function checkReceiptLine(line: LineQuantities, quantity: number): ReceiptLineCheck {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new RangeError('quantity must be > 0');
  const outstanding = Math.max(0, line.ordered - line.received);
  return { outstanding, excess: Math.max(0, quantity - outstanding) };
}

export interface PricedLine {
  readonly quantity: number;
  readonly unitHt: Cents;
  /** VAT rate in percent (20, 5.5). */
  readonly vatRate: number;
}

export interface PurchaseTotals {
  readonly totalHt: Cents;
  readonly totalVat: Cents;
  readonly totalTtc: Cents;
}

/** One VAT rate of a purchase: its base and the VAT on it. */
export interface RateTotals {
  /** Percent (20, 5.5). */
  readonly vatRate: number;
  readonly ht: Cents;
  readonly vat: Cents;
}

/** HT per rate, VAT per rate on the rate's base (rounded once per rate, as invoices do), rates in first-seen order. */
export function purchaseRates(lines: readonly PricedLine[]): RateTotals[] {
  const byRate = new Map<number, Cents>();
  for (const line of lines)
    byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.quantity * line.unitHt);
  return [...byRate].map(([vatRate, ht]) => ({ vatRate, ht, vat: vatOfHt(ht, vatRate) }));
}

/** The totals of the rates' rows: what an order or invoice shows. */
export function purchaseTotals(lines: readonly PricedLine[]): PurchaseTotals {
  const rates = purchaseRates(lines);
  const totalHt = sumCents(rates.map((rate) => rate.ht));
  const totalVat = sumCents(rates.map((rate) => rate.vat));
  return { totalHt, totalVat, totalTtc: totalHt + totalVat };
}

/** HT per kind of line (the catalogue's product kind), for the purchases accounts they go to. */
export function htByKind(lines: readonly (PricedLine & { readonly kind: string })[]): Record<string, Cents> {
  const byKind: Record<string, Cents> = {};
  for (const line of lines) byKind[line.kind] = (byKind[line.kind] ?? 0) + line.quantity * line.unitHt;
  return byKind;
}

export const SUPPLIER_INVOICE_STATUSES = ['unpaid', 'partlyPaid', 'paid'] as const;
export type SupplierInvoiceStatus = (typeof SUPPLIER_INVOICE_STATUSES)[number];

/** How much of an invoice is paid, in words. */
export function invoiceStatusOf(totalTtc: Cents, paid: Cents): SupplierInvoiceStatus {
  if (paid <= 0) return 'unpaid';
  return paid >= totalTtc ? 'paid' : 'partlyPaid';
}

/** A payment may settle at most what is left to pay. */
export function paymentFits(totalTtc: Cents, paid: Cents, amount: Cents): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && paid + amount <= totalTtc;
}

export interface LowLevel {
  readonly productId: number;
  readonly vintageId: number;
  readonly formatId: number;
  readonly available: number;
  readonly lowThreshold: number;
}

/**
 * A suggested order from low stock: each level under its threshold, summed per product × vintage ×
 * format over the warehouses, asks what brings it back to twice the threshold (a margin until the
 * next order); levels at or above the threshold ask nothing.
 */
export function suggestedQuantities(
  levels: readonly LowLevel[],
): { productId: number; vintageId: number; formatId: number; quantity: number }[] {
  const wanted = new Map<
    string,
    { productId: number; vintageId: number; formatId: number; quantity: number }
  >();
  for (const level of levels) {
    if (level.available >= level.lowThreshold) continue;
    const quantity = 2 * level.lowThreshold - Math.max(0, level.available);
    const key = `${level.productId}|${level.vintageId}|${level.formatId}`;
    const current = wanted.get(key);
    if (current) current.quantity += quantity;
    else
      wanted.set(key, {
        productId: level.productId,
        vintageId: level.vintageId,
        formatId: level.formatId,
        quantity,
      });
  }
  return [...wanted.values()];
}

/** "BC-2026-0007": the shop's purchase order number of a year. */
export function purchaseOrderNumber(year: number, counter: number): string {
  return `BC-${year}-${String(counter).padStart(4, '0')}`;
}
