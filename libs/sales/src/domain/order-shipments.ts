/*
 * An order shipped in several deliveries (ADR 0074): each shipment takes some units of the order's
 * lines, never more than are left to ship, and can be invoiced on its own. Pure: the shipments
 * service loads the rows and calls this.
 */

/** A placed line as shipments count it. */
export interface ShippableLine {
  readonly id: number;
  readonly quantity: number;
}

/** Units by order line id. */
export type UnitsByLine = ReadonlyMap<number, number>;

/** The units of each line the shipments given took. */
export function shippedUnits(
  shipments: readonly { readonly lines: readonly { lineId: number; quantity: number }[] }[],
): Map<number, number> {
  const units = new Map<number, number>();
  for (const shipment of shipments)
    for (const { lineId, quantity } of shipment.lines) units.set(lineId, (units.get(lineId) ?? 0) + quantity);
  return units;
}

/** What is left to ship of each line (ordered less shipped), in the order's line order. */
export function unitsLeft(
  lines: readonly ShippableLine[],
  shipped: UnitsByLine,
): { lineId: number; left: number }[] {
  return lines.map((line) => ({ lineId: line.id, left: line.quantity - (shipped.get(line.id) ?? 0) }));
}

/** Every unit of every line is shipped. */
export function fullyShipped(lines: readonly ShippableLine[], shipped: UnitsByLine): boolean {
  return unitsLeft(lines, shipped).every(({ left }) => left <= 0);
}

/** Why a shipment's units are refused. */
export type ShipmentRefusal =
  | { readonly reason: 'empty' }
  | { readonly reason: 'unknownLine'; readonly lineId: number }
  | { readonly reason: 'lineTwice'; readonly lineId: number }
  | { readonly reason: 'tooMany'; readonly lineId: number; readonly asked: number; readonly left: number };

/**
 * The units of a new shipment, checked against the order's lines and what earlier shipments took:
 * each line named once, a whole number of units from 1 to what is left, at least one line. Answers
 * the units by line, or the first refusal.
 */
export function checkShipment(
  lines: readonly ShippableLine[],
  shipped: UnitsByLine,
  asked: readonly { lineId: number; quantity: number }[],
): { ok: true; units: Map<number, number> } | { ok: false; refusal: ShipmentRefusal } {
  const left = new Map(unitsLeft(lines, shipped).map((row) => [row.lineId, row.left]));
  const units = new Map<number, number>();
  for (const { lineId, quantity } of asked) {
    if (!left.has(lineId)) return { ok: false, refusal: { reason: 'unknownLine', lineId } };
    if (units.has(lineId)) return { ok: false, refusal: { reason: 'lineTwice', lineId } };
    const available = left.get(lineId)!;
    if (quantity > available)
      return { ok: false, refusal: { reason: 'tooMany', lineId, asked: quantity, left: available } };
    if (quantity > 0) units.set(lineId, quantity);
  }
  if (units.size === 0) return { ok: false, refusal: { reason: 'empty' } };
  return { ok: true, units };
}

/** Money an order received before it was invoiced, by kind (cents). */
export interface ReceivedMoney {
  readonly credit: number;
  readonly payment: number;
}

/**
 * What one invoice of an order invoiced per shipment takes of the money the order received
 * (ADR 0074): its client credit first, then its card or offline payment, each up to what the invoice
 * still asks, less what earlier invoices of the order took (`given`). The order's last invoice takes
 * all that is left: billing turns a payment's surplus into client credit and gives unspent credit back.
 */
export function receivedForInvoice(
  received: ReceivedMoney,
  given: ReceivedMoney,
  asked: number,
  last: boolean,
): ReceivedMoney {
  const take = (left: number, room: number) => Math.max(0, last ? left : Math.min(left, room));
  const credit = take(received.credit - given.credit, asked);
  return { credit, payment: take(received.payment - given.payment, asked - credit) };
}
