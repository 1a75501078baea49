import { In, IsNull, MoreThan, Not, type EntityManager } from 'typeorm';
import { Client } from '@cuvee/crm';
import { centsToDecimalString, type Locale } from '@cuvee/kernel';
import { keysetPages, type ExportDefinition, type ExportScope } from '@cuvee/platform';
import { ClientCredit } from '../credits/client-credit.entity.js';
import { BillingDocumentLine } from '../documents/billing-document-line.entity.js';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { DOCUMENT_LABELS } from '../domain/document-kinds.js';
import { OPEN_STATUSES } from '../domain/settlement.js';
import { OPEN_INVOICE_COLUMNS } from './open-invoices-import.js';

/** Documents read at a time: their clients, credits and lines are loaded together. */
const PAGE = 500;

const euros = (cents: number) => centsToDecimalString(cents);

/** The shop's documents that may still be open: invoices and deposits owed, and every issued credit note. */
function candidatePages(manager: EntityManager, scope: ExportScope): AsyncGenerator<BillingDocument> {
  return keysetPages(
    (after, take) =>
      manager.getRepository(BillingDocument).find({
        where: [
          {
            shopId: scope.shopId,
            id: MoreThan(after),
            kind: In(['invoice', 'deposit']),
            status: In([...OPEN_STATUSES]),
            outstanding: MoreThan(0),
          },
          { shopId: scope.shopId, id: MoreThan(after), kind: 'creditNote', number: Not(IsNull()) },
        ],
        order: { id: 'ASC' },
        take,
      }),
    (document) => document.id,
    PAGE,
  );
}

/** The rate a document is written back with: its only one, else the one of its largest base. */
function mainRate(document: BillingDocument): number {
  const rows = [...document.vatBreakdown].sort((a, b) => b.base - a.base);
  return (rows[0]?.vatRateBp ?? 0) / 100;
}

/** One open document as the import reads it; null for a credit note whose credit is spent. */
function rowOf(
  document: BillingDocument,
  client: Client | undefined,
  creditLeft: number,
  label: string,
  locale: Locale,
): Record<string, unknown> | null {
  const note = document.kind === 'creditNote';
  if (note && creditLeft <= 0) return null;
  return {
    kind: DOCUMENT_LABELS[document.kind][locale],
    number: document.number,
    issueDate: document.issueDate,
    dueDate: document.dueDate,
    clientEmail: client?.email ?? null,
    clientSiret: client?.siret ?? null,
    clientAccountingCode: client?.accountingCode ?? null,
    ttc: euros(document.totalTtc),
    // HT with the duties, so that HT + VAT is the total again.
    ht: euros(document.totalTtc - document.totalVat),
    vat: euros(document.totalVat),
    vatRate: mainRate(document),
    paid: euros(document.totalTtc - (note ? creditLeft : document.outstanding)),
    label,
  };
}

/**
 * The outstandings export (ADR 0069): every document still open — invoices and deposit invoices owed,
 * credit notes whose credit is left — with the opening outstandings import's headers, so that it imports
 * back (into another shop, or this one: unchanged). A document with several rates is written with its
 * main rate; an imported one with its own label, one made here with its kind and number.
 */
export const openInvoicesExport: ExportDefinition = {
  kind: 'openInvoices',
  label: { fr: 'Encours clients (factures impayées, avoirs)', en: 'Open invoices and client balances' },
  permission: 'seeAllPayment',
  sheets: [
    {
      name: 'encours',
      columns: OPEN_INVOICE_COLUMNS.map((column) => ({ key: column.field, header: column.label })),
      rows: (manager, scope) => {
        const documents = candidatePages(manager, scope);
        return (async function* () {
          let page: BillingDocument[] = [];
          const flush = async function* () {
            const ids = page.map((document) => document.id);
            const clientIds = [...new Set(page.map((document) => document.clientId))];
            const [clients, credits, lines] = await Promise.all([
              manager.getRepository(Client).findBy({ shopId: scope.shopId, id: In(clientIds) }),
              manager.getRepository(ClientCredit).findBy({
                shopId: scope.shopId,
                documentId: In(ids),
                status: In(['full', 'partial']),
              }),
              manager.getRepository(BillingDocumentLine).findBy({
                documentId: In(page.filter((document) => document.importId !== null).map((d) => d.id)),
              }),
            ]);
            const byClient = new Map(clients.map((client) => [client.id, client]));
            const current = page;
            page = [];
            for (const document of current) {
              const left = credits
                .filter((credit) => credit.documentId === document.id)
                .reduce((sum, credit) => sum + credit.remaining, 0);
              // An imported document keeps its own label; one made here is named by its kind and number.
              const label =
                lines.find((line) => line.documentId === document.id)?.label ??
                `${DOCUMENT_LABELS[document.kind][scope.locale]} ${document.number}`;
              const row = rowOf(document, byClient.get(document.clientId), left, label, scope.locale);
              if (row) yield row;
            }
          };
          for await (const document of documents) {
            page.push(document);
            if (page.length === PAGE) yield* flush();
          }
          if (page.length) yield* flush();
        })();
      },
    },
  ],
};
