import { In, IsNull, MoreThan, Not, type EntityManager } from 'typeorm';
import { centsToDecimalString, statusLabel } from '@cuvee/kernel';
import { keysetPages, type ExportDefinition, type ExportScope } from '@cuvee/platform';
import { BillingDocumentLine } from '../documents/billing-document-line.entity.js';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { DOCUMENT_LABELS, type DocumentKind } from '../domain/document-kinds.js';

/** Invoices, deposit invoices and credit notes: the documents under legal numbering. */
const EXPORTED: DocumentKind[] = ['invoice', 'deposit', 'creditNote'];
/** Documents read at a time for the lines sheet (a document has at most 1 000 lines). */
const DOCUMENTS_PER_PAGE = 100;

const euros = (cents: number) => centsToDecimalString(cents);

/** The shop's issued invoices a page at a time in id order (keyset, index shopId + id); drafts have no number. */
function issuedPages(
  manager: EntityManager,
  scope: ExportScope,
  size: number,
): AsyncGenerator<BillingDocument> {
  return keysetPages(
    (after, take) =>
      manager.getRepository(BillingDocument).find({
        where: { shopId: scope.shopId, id: MoreThan(after), kind: In(EXPORTED), number: Not(IsNull()) },
        order: { id: 'ASC' },
        take,
      }),
    (document) => document.id,
    size,
  );
}

/**
 * The invoices export: a zip of `factures` (one row per issued invoice, deposit invoice
 * or credit note: number, dates, buyer as printed, totals in euros, what is paid, credited and still
 * owed) and `lignes` (each document line). Drafts are not invoices yet and are left out.
 */
export const invoicesExport: ExportDefinition = {
  kind: 'invoices',
  label: { fr: 'Factures, acomptes et avoirs', en: 'Invoices, deposits and credit notes' },
  permission: 'seeAllOrder',
  sheets: [
    {
      name: 'factures',
      columns: [
        { key: 'number', header: { fr: 'Numéro', en: 'Number' } },
        { key: 'kind', header: { fr: 'Type', en: 'Kind' } },
        { key: 'issueDate', header: { fr: 'Date', en: 'Date' } },
        { key: 'dueDate', header: { fr: 'Échéance', en: 'Due date' } },
        { key: 'status', header: { fr: 'Statut', en: 'Status' } },
        { key: 'clientId', header: { fr: 'Identifiant client', en: 'Client id' } },
        { key: 'buyer', header: { fr: 'Client', en: 'Client' } },
        { key: 'buyerVatNumber', header: { fr: 'N° TVA client', en: 'Client VAT number' } },
        { key: 'references', header: { fr: 'Références', en: 'References' } },
        { key: 'corrects', header: { fr: 'Facture corrigée', en: 'Corrected invoice' } },
        { key: 'totalHt', header: { fr: 'Total HT', en: 'Total excl. VAT' } },
        { key: 'totalDuties', header: { fr: 'Droits', en: 'Duties' } },
        { key: 'totalVat', header: { fr: 'TVA', en: 'VAT' } },
        { key: 'totalTtc', header: { fr: 'Total TTC', en: 'Total incl. VAT' } },
        { key: 'depositsTtc', header: { fr: 'Acomptes déduits', en: 'Deposits deducted' } },
        { key: 'netToPay', header: { fr: 'Net à payer', en: 'Net to pay' } },
        { key: 'paid', header: { fr: 'Réglé', en: 'Paid' } },
        { key: 'credited', header: { fr: 'Avoirs', en: 'Credited' } },
        { key: 'outstanding', header: { fr: 'Reste dû', en: 'Outstanding' } },
      ],
      count: (manager, scope) =>
        manager
          .getRepository(BillingDocument)
          .countBy({ shopId: scope.shopId, kind: In(EXPORTED), number: Not(IsNull()) }),
      rows: (manager, scope) => {
        const documents = issuedPages(manager, scope, 1000);
        const locale = scope.locale;
        return (async function* () {
          for await (const document of documents)
            yield {
              number: document.number,
              kind: DOCUMENT_LABELS[document.kind][locale],
              issueDate: document.issueDate,
              dueDate: document.dueDate,
              status: statusLabel('legalDocument', document.status, locale),
              clientId: document.clientId,
              buyer: document.buyer.name,
              buyerVatNumber: document.buyer.vatNumber,
              references: document.references.join(', '),
              corrects: document.correctedNumber,
              totalHt: euros(document.totalHt),
              totalDuties: euros(document.totalDuties),
              totalVat: euros(document.totalVat),
              totalTtc: euros(document.totalTtc),
              depositsTtc: euros(document.depositsTtc),
              netToPay: euros(document.netToPay),
              paid: euros(document.paid),
              credited: euros(document.credited),
              outstanding: euros(document.outstanding),
            };
        })();
      },
    },
    {
      name: 'lignes',
      columns: [
        { key: 'number', header: { fr: 'Document', en: 'Document' } },
        { key: 'position', header: { fr: 'Ligne', en: 'Line' } },
        { key: 'kind', header: { fr: 'Nature', en: 'Kind' } },
        { key: 'productId', header: { fr: 'Identifiant article', en: 'Product id' } },
        { key: 'label', header: { fr: 'Désignation', en: 'Description' } },
        { key: 'quantity', header: { fr: 'Quantité', en: 'Quantity' } },
        { key: 'unitHt', header: { fr: 'Prix unitaire HT', en: 'Unit price excl. VAT' } },
        { key: 'discount', header: { fr: 'Remise %', en: 'Discount %' } },
        { key: 'vatRate', header: { fr: 'Taux de TVA', en: 'VAT rate' } },
        { key: 'ht', header: { fr: 'Total HT', en: 'Total excl. VAT' } },
        { key: 'duties', header: { fr: 'Droits', en: 'Duties' } },
        { key: 'vat', header: { fr: 'TVA', en: 'VAT' } },
        { key: 'ttc', header: { fr: 'Total TTC', en: 'Total incl. VAT' } },
      ],
      rows: (manager, scope) => {
        const documents = issuedPages(manager, scope, DOCUMENTS_PER_PAGE);
        return (async function* () {
          let page: BillingDocument[] = [];
          const flush = async function* () {
            const numbers = new Map(page.map((document) => [document.id, document.number]));
            const lines = await manager.getRepository(BillingDocumentLine).find({
              where: { documentId: In([...numbers.keys()]) },
              order: { documentId: 'ASC', position: 'ASC' },
            });
            page = [];
            for (const line of lines)
              yield {
                number: numbers.get(line.documentId),
                position: line.position,
                kind: line.kind,
                productId: line.productId,
                label: line.label,
                quantity: line.quantity,
                unitHt: euros(line.unitHt),
                discount: line.discountBp / 100,
                vatRate: line.vatRateBp / 100,
                ht: euros(line.ht),
                duties: euros(line.duties),
                vat: euros(line.vat),
                ttc: euros(line.ttc),
              };
          };
          for await (const document of documents) {
            page.push(document);
            if (page.length === DOCUMENTS_PER_PAGE) yield* flush();
          }
          if (page.length) yield* flush();
        })();
      },
    },
  ],
};
