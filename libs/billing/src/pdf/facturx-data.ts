import type { ShopBank } from '@cuvee/iam';
import { formatMoney, legalMentionLines } from '@cuvee/kernel';
import type { FacturxDocument, FacturxKind } from '../domain/facturx.js';
import type { PdfDocumentData } from './document-pdf.js';

/**
 * The Factur-X content of an issued document, from what its PDF draws (so both say the same): the
 * mentions in French, as EN 16931 notes; the shop's default bank for the transfer instructions, or the
 * mandate an invoice is debited with (ADR 0076).
 */
export function facturxOf(
  data: PdfDocumentData & { kind: FacturxKind; number: string; issueDate: string },
  banks: readonly ShopBank[],
): FacturxDocument {
  const bank = banks.find((b) => b.default) ?? banks[0] ?? null;
  return {
    kind: data.kind,
    number: data.number,
    issueDate: data.issueDate,
    dueDate: data.dueDate,
    seller: data.seller,
    buyer: data.buyer,
    terms: data.terms,
    references: data.references,
    correctedNumber: data.correctedNumber,
    lines: data.lines,
    totals: { ...data.totals, depositsTtc: data.totals.totalTtc - data.totals.netToPay },
    bank: bank?.rib.trim() ? { iban: bank.rib, bic: bank.bic ?? null } : null,
    directDebit: data.directDebit ?? null,
    mentions: legalMentionLines(
      {
        kind: data.kind,
        notes: data.notes,
        paymentDelay: data.terms.paymentDelay,
        dueDate: data.dueDate,
        penaltyRate: data.terms.penaltyRate,
        recoveryFee: data.terms.recoveryFee,
        earlyPaymentDiscount: data.terms.earlyPaymentDiscount,
        chargesVat: data.seller.chargesVat,
        totalDuties: data.totals.totalDuties,
        footer: null,
      },
      'fr',
      { money: (cents) => formatMoney(cents, 'fr') },
    ),
  };
}
