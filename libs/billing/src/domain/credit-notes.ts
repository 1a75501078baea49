import { splitProportionally, sumCents, type Cents } from '@cuvee/kernel';
import type { BillableLine, BilledLine, VatBreakdownRow } from './document-amounts.js';
import { htForExactTtc } from './deposits.js';

/*
 * Credit notes (factures d'avoir) correct an issued invoice: in full, by lines and quantities (goods
 * sent back), or by an amount (a commercial gesture) spread over the invoice's VAT rates. They never
 * credit more than what is left of the invoice; when issued, they first lower what the client still
 * owes on it, and what the client had already paid beyond that becomes client credit (ADR 0016).
 */

export type CreditRequest =
  | { readonly mode: 'full' }
  | {
      readonly mode: 'lines';
      readonly lines: readonly { readonly position: number; readonly quantity: number }[];
    }
  | { readonly mode: 'amount'; readonly amountTtc: Cents; readonly label: string };

export class CreditRequestError extends RangeError {
  constructor(readonly reason: 'unknownLine' | 'quantity' | 'amount' | 'empty') {
    super(`Invalid credit request: ${reason}`);
  }
}

/** A line of a credit note and the invoice line it gives back (null for an amount). */
export interface CreditLine {
  readonly line: BillableLine;
  readonly sourcePosition: number | null;
}

/** What earlier credit notes already took from each line of the invoice (quantity by position). */
export type CreditedQuantities = ReadonlyMap<number, number>;

function copyOf(line: BilledLine, quantity: number): BillableLine {
  return {
    kind: line.kind,
    productId: line.productId,
    vintageId: line.vintageId,
    formatId: line.formatId,
    label: line.label,
    quantity,
    listUnitHt: line.listUnitHt,
    discountBp: line.discountBp,
    unitHt: line.unitHt,
    unitDuties: line.unitDuties,
    vatRateBp: line.vatRateBp,
    // Given back at the invoice's own unit VAT.
    unitVat: line.unitVat,
    family: line.family,
    eq75: line.eq75,
  };
}

/**
 * The lines of the credit note, at the invoice's own unit prices. Full: what no earlier credit note
 * took. Lines: the quantities asked, each at most what is left on that line. Amount: one line per VAT
 * rate of the invoice, in proportion to its TTC.
 */
export function creditNoteLines(
  invoiceLines: readonly BilledLine[],
  invoiceBreakdown: readonly VatBreakdownRow[],
  credited: CreditedQuantities,
  request: CreditRequest,
): CreditLine[] {
  const left = (line: BilledLine) => line.quantity - (credited.get(line.position) ?? 0);
  let lines: CreditLine[];
  if (request.mode === 'full') {
    lines = invoiceLines
      .filter((line) => left(line) > 0)
      .map((line) => ({ line: copyOf(line, left(line)), sourcePosition: line.position }));
  } else if (request.mode === 'lines') {
    lines = request.lines.map((asked) => {
      const line = invoiceLines.find((candidate) => candidate.position === asked.position);
      if (!line) throw new CreditRequestError('unknownLine');
      if (!Number.isSafeInteger(asked.quantity) || asked.quantity <= 0 || asked.quantity > left(line))
        throw new CreditRequestError('quantity');
      return { line: copyOf(line, asked.quantity), sourcePosition: line.position };
    });
  } else {
    if (!Number.isSafeInteger(request.amountTtc) || request.amountTtc <= 0)
      throw new CreditRequestError('amount');
    const shares = splitProportionally(
      request.amountTtc,
      invoiceBreakdown.map((row) => Math.max(0, row.base + row.vat)),
    );
    lines = invoiceBreakdown
      .map((row, index) => ({ row, share: shares[index]! }))
      .filter(({ share }) => share > 0)
      .map(({ row, share }) => {
        const ht = htForExactTtc(share, row.vatRateBp);
        const line: BillableLine = {
          kind: 'service',
          productId: null,
          vintageId: null,
          formatId: null,
          label: request.label,
          quantity: 1,
          listUnitHt: ht,
          discountBp: 0,
          unitHt: ht,
          unitDuties: 0,
          vatRateBp: row.vatRateBp,
          family: null,
          eq75: 0,
        };
        return { line, sourcePosition: null };
      });
  }
  if (lines.length === 0) throw new CreditRequestError('empty');
  return lines;
}

/** Quantities already credited per invoice line, from the lines of earlier credit notes. */
export function creditedQuantities(
  creditNotes: readonly {
    readonly lines: readonly { readonly sourcePosition: number | null; readonly quantity: number }[];
  }[],
): Map<number, number> {
  const taken = new Map<number, number>();
  for (const note of creditNotes)
    for (const line of note.lines)
      if (line.sourcePosition !== null)
        taken.set(line.sourcePosition, (taken.get(line.sourcePosition) ?? 0) + line.quantity);
  return taken;
}

/** What may still be credited on an invoice: its TTC less the credit notes already issued against it. */
export function creditableRemaining(invoiceTtc: Cents, issuedCreditNotesTtc: readonly Cents[]): Cents {
  return Math.max(0, invoiceTtc - sumCents(issuedCreditNotesTtc));
}

/** How an issued credit note settles: first what the client still owes on the invoice, the rest to client credit. */
export function settleCreditNote(
  invoiceOutstanding: Cents,
  creditTtc: Cents,
): { onInvoice: Cents; toClientCredit: Cents } {
  const onInvoice = Math.min(Math.max(0, invoiceOutstanding), creditTtc);
  return { onInvoice, toClientCredit: creditTtc - onInvoice };
}
