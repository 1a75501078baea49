import { In, type EntityManager } from 'typeorm';
import {
  CLIENT_REFERENCE_COLUMNS,
  clientReferenceMissing,
  findClients,
  type Client,
  type ClientReference,
} from '@cuvee/crm';
import {
  compareIsoDates,
  failure,
  RECOVERY_FEE_CENTS,
  type IsoDate,
  type ValidationFailure,
} from '@cuvee/kernel';
import {
  cells,
  insertRows,
  OperationError,
  type BatchOutcome,
  type EventBus,
  type ImportColumn,
  type ImportDefinition,
  type ImportRow,
  type ImportScope,
  type JournalEntry,
  type RowRejection,
} from '@cuvee/platform';
import { ClientCredit } from '../credits/client-credit.entity.js';
import { BillingDocumentLine } from '../documents/billing-document-line.entity.js';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { legalContentOf, today } from '../documents/documents.service.js';
import { buyerOf, sellerOf } from '../documents/parties.js';
import { DOCUMENT_LABELS } from '../domain/document-kinds.js';
import type { BillingSettings } from '../domain/billing-settings.js';
import { legalHashOf, type SellerIdentity } from '../domain/legal-content.js';
import { periodOf } from '../domain/numbering.js';
import {
  OPENING_KINDS,
  openingAmounts,
  openingUsed,
  parseVatRate,
  seriesCouldDraw,
  type OpeningAmounts,
  type OpeningInput,
  type OpeningKind,
} from '../domain/opening-balances.js';
import { settlementStatus } from '../domain/settlement.js';
import { OpeningBalanceRecordedEvent } from '../events/opening-balance-recorded.event.js';
import { OpeningBalanceRevertedEvent } from '../events/opening-balance-reverted.event.js';
import { PaymentAllocation } from '../payments/payment.entity.js';
import { BillingSettingsService, fiscalSettingsOf } from '../settings/billing-settings.service.js';

/*
 * The opening outstandings import (ADR 0069): one row per invoice a producer's former software left
 * unpaid, or per credit note (a client balance) not yet used, with its original number, dates, client
 * (found in the CRM, never created), amounts and what was already paid. Each becomes an issued document
 * marked imported: no number drawn from Cuvée's series, no PDF, no sale in the books (an opening entry
 * instead, posted by accounting from OpeningBalanceRecordedEvent); it is owed, reminded, paid and
 * lettered like any invoice, and a credit note's balance becomes the client's credit. The outstandings
 * export writes the same headers, so it imports back.
 */

export interface OpenInvoiceRow extends ClientReference, Record<string, unknown> {
  kind?: OpeningKind;
  number: string;
  issueDate: IsoDate;
  dueDate?: IsoDate;
  ttc: number;
  ht?: number;
  vat?: number;
  vatRate?: number;
  paid?: number;
  label?: string;
}

const KIND_NAMES: Record<OpeningKind, string[]> = {
  invoice: ['facture', 'invoice', 'fa'],
  deposit: ["facture d'acompte", 'acompte', 'deposit invoice', 'deposit'],
  creditNote: ["facture d'avoir", 'avoir', 'credit note', 'credit', 'av'],
};

export const OPEN_INVOICE_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'kind',
    label: { fr: 'Type', en: 'Type' },
    synonyms: ['type de document', 'type de pièce', 'document type', 'kind'],
    parse: cells.oneOf(
      OPENING_KINDS.map((kind) => ({
        value: kind,
        names: [...KIND_NAMES[kind], DOCUMENT_LABELS[kind].fr, DOCUMENT_LABELS[kind].en],
      })),
    ),
    help: {
      fr: 'Facture (par défaut si vide), Acompte ou Avoir. Un avoir est un solde en faveur du client : ce qui en reste devient son crédit.',
      en: "Invoice (the default when empty), Deposit or Credit note. A credit note is a balance in the client's favour: what is left of it becomes the client's credit.",
    },
    example: 'Facture',
  },
  {
    field: 'number',
    label: { fr: 'Numéro', en: 'Number' },
    synonyms: [
      'n facture',
      'numéro de facture',
      'numero facture',
      'n pièce',
      'numéro de pièce',
      'invoice number',
      'document number',
    ],
    required: true,
    parse: (text) => ({ value: text.slice(0, 40) }),
    help: {
      fr: "Le numéro d'origine, tel que votre ancien logiciel l'a donné. Il est gardé tel quel : il ne doit être ni celui d'un document de Cuvée, ni de la forme des numéros que Cuvée donnera (changez sinon le préfixe de la série dans les réglages).",
      en: 'The original number, as your former software gave it. It is kept as is: it must be neither that of a Cuvée document nor shaped like the numbers Cuvée will give (otherwise change the series prefix in the settings).',
    },
    example: 'FA-2025-0412',
  },
  {
    field: 'issueDate',
    label: { fr: 'Date', en: 'Date' },
    synonyms: ['date de facture', "date d'émission", 'date du document', 'invoice date', 'issue date'],
    required: true,
    parse: cells.date(),
    help: {
      fr: 'La date du document : JJ/MM/AAAA ou AAAA-MM-JJ.',
      en: 'The document date: DD/MM/YYYY or YYYY-MM-DD.',
    },
    example: '15/11/2025',
  },
  {
    field: 'dueDate',
    label: { fr: 'Échéance', en: 'Due date' },
    synonyms: ["date d'échéance", 'echeance', 'due', 'due on'],
    parse: cells.date(),
    help: {
      fr: "La date d'échéance (JJ/MM/AAAA) : elle décide des relances et de l'ancienneté. Vide : la date du document. Ignorée pour un avoir.",
      en: 'The due date (DD/MM/YYYY): it drives reminders and ageing. Empty: the document date. Ignored for a credit note.',
    },
    example: '15/12/2025',
  },
  ...CLIENT_REFERENCE_COLUMNS,
  {
    field: 'ttc',
    label: { fr: 'Montant TTC', en: 'Total incl. VAT' },
    synonyms: ['total ttc', 'ttc', 'montant', 'total', 'amount', 'total amount', 'gross amount'],
    required: true,
    parse: cells.cents(),
    help: {
      fr: "Le total TTC du document en euros (virgule ou point). Un avoir peut s'écrire en négatif.",
      en: 'The total of the document including VAT, in euros (comma or point). A credit note may be written negative.',
    },
    example: '1 440,00',
  },
  {
    field: 'ht',
    label: { fr: 'Montant HT', en: 'Total excl. VAT' },
    synonyms: ['total ht', 'ht', 'net amount', 'amount excl vat'],
    parse: cells.cents(),
    help: {
      fr: 'Le total HT en euros (droits compris). Vide : le TTC moins la TVA, ou tiré du taux.',
      en: 'The total excluding VAT, in euros (duties included). Empty: the total less the VAT, or worked out from the rate.',
    },
    example: '1 200,00',
  },
  {
    field: 'vat',
    label: { fr: 'TVA', en: 'VAT' },
    synonyms: ['montant tva', 'total tva', 'vat amount', 'tax'],
    parse: cells.cents(),
    help: {
      fr: 'Le montant de TVA en euros. Donnez au moins le HT, la TVA ou le taux ; HT + TVA doivent faire le TTC.',
      en: 'The VAT amount in euros. Give at least the amount excluding VAT, the VAT or the rate; both must add up to the total.',
    },
    example: '240,00',
  },
  {
    field: 'vatRate',
    label: { fr: 'Taux de TVA', en: 'VAT rate' },
    synonyms: ['taux tva', 'taux', 'vat rate', 'tax rate'],
    parse: (text) => {
      const bp = parseVatRate(text);
      return bp === null ? { failure: failure('imports.vatRate') } : { value: bp };
    },
    help: {
      fr: "Le taux en pourcentage : 20, 10, 5,5, 2,1 ou 0. Vide : reconnu d'après le HT et la TVA. Un document à plusieurs taux : son taux principal.",
      en: 'The rate in percent: 20, 10, 5.5, 2.1 or 0. Empty: recognised from the amounts. A document with several rates: its main rate.',
    },
    example: '20',
  },
  {
    field: 'paid',
    label: { fr: 'Déjà réglé', en: 'Already paid' },
    synonyms: ['montant réglé', 'réglé', 'payé', 'montant payé', 'paid', 'amount paid', 'déjà utilisé'],
    parse: cells.cents(),
    help: {
      fr: "Ce que le client a déjà payé (pour un avoir : ce qui en a déjà été utilisé), en euros. Vide : rien. Le reste est l'encours repris.",
      en: 'What the client already paid (for a credit note: what was already used of it), in euros. Empty: nothing. The rest is the outstanding brought over.',
    },
    example: '400,00',
  },
  {
    field: 'label',
    label: { fr: 'Libellé', en: 'Label' },
    synonyms: ['objet', 'désignation', 'description', 'commentaire', 'label'],
    parse: (text) => ({ value: text.slice(0, 255) }),
    help: {
      fr: 'Ce que le document concernait, affiché sur sa ligne. Vide : « Facture importée » et son numéro.',
      en: 'What the document was about, shown on its line. Empty: "Imported invoice" and its number.',
    },
    example: 'Commande de novembre, 120 bouteilles',
  },
];

/** The amounts of a row as the domain reads them (cells left empty stay absent). */
function amountsInput(values: OpenInvoiceRow): OpeningInput {
  return {
    kind: values.kind ?? 'invoice',
    ttc: values.ttc,
    ...(values.ht !== undefined ? { ht: values.ht } : {}),
    ...(values.vat !== undefined ? { vat: values.vat } : {}),
    ...(values.vatRate !== undefined ? { vatRateBp: values.vatRate } : {}),
    ...(values.paid !== undefined ? { paid: values.paid } : {}),
  };
}

/** A checked row's amounts (validate refused the rows where they do not add up). */
const amountsOf = (values: OpenInvoiceRow) => openingAmounts(amountsInput(values)) as OpeningAmounts;

const numberKey = (number: string) => number.toLowerCase();

/** What a document records of a row, to tell a row imported again unchanged from another one. */
function sameDocument(document: BillingDocument, kind: OpeningKind, clientId: number, row: OpenInvoiceRow) {
  const amounts = amountsOf(row);
  return (
    document.kind === kind &&
    document.clientId === clientId &&
    document.issueDate === row.issueDate &&
    document.totalTtc === amounts.ttc &&
    document.totalHt === amounts.ht &&
    document.totalVat === amounts.vat
  );
}

/** A document a batch writes, its one line, and what is left of it to settle. */
interface Opening {
  document: BillingDocument;
  line: Partial<BillingDocumentLine>;
  remaining: number;
}

/** The shop's series that could give a number from today on, per kind: refused, so an issue never meets it. */
async function seriesGuard(manager: EntityManager, shopId: number, settings: BillingSettingsService) {
  const billing = await settings.billingOf(shopId, manager);
  const fiscal = (await fiscalSettingsOf(manager, [shopId])).get(shopId)!;
  const day = today();
  return {
    billing,
    drawnBy(number: string): string | null {
      const kind = OPENING_KINDS.find((series) =>
        seriesCouldDraw(number, billing.series[series], periodOf(day, billing.series[series], fiscal)),
      );
      return kind ? billing.series[kind].prefix || '""' : null;
    },
  };
}

/**
 * The shop's documents already carrying one of these numbers, as the engine's unique index compares them
 * (MySQL ignores case), by number in lower case.
 */
async function documentsNumbered(
  manager: EntityManager,
  shopId: number,
  numbers: readonly string[],
): Promise<Map<string, BillingDocument>> {
  const found = numbers.length
    ? await manager
        .getRepository(BillingDocument)
        .findBy({ shopId, kind: In([...OPENING_KINDS]), number: In([...new Set(numbers)]) })
    : [];
  return new Map(found.map((document) => [numberKey(document.number!), document]));
}

/** The issued document a row records, marked imported, with its one line and its hash. */
function openingOf(
  scope: ImportScope,
  kind: OpeningKind,
  values: OpenInvoiceRow,
  client: Client,
  shop: { seller: SellerIdentity; billing: BillingSettings },
): Opening {
  const amounts = amountsOf(values);
  const document = Object.assign(new BillingDocument(), {
    shopId: scope.shopId,
    kind,
    status:
      kind === 'creditNote'
        ? 'completed'
        : settlementStatus({
            totalTtc: amounts.ttc,
            netToPay: amounts.ttc,
            outstanding: amounts.remaining,
            creditedTotal: 0,
          }),
    number: values.number,
    period: null,
    counter: null,
    clientId: client.id,
    buyer: buyerOf(client),
    seller: shop.seller,
    terms: {
      paymentDelay: shop.billing.paymentDelay,
      penaltyRate: shop.billing.penaltyRate,
      recoveryFee: RECOVERY_FEE_CENTS,
      earlyPaymentDiscount: shop.billing.earlyPaymentDiscount,
    },
    issueDate: values.issueDate,
    dueDate: kind === 'creditNote' ? null : (values.dueDate ?? values.issueDate),
    validUntil: null,
    paymentDelay: shop.billing.paymentDelay,
    locale: 'fr',
    references: [],
    sourceKind: null,
    sourceIds: null,
    rootId: null,
    version: 1,
    supersededAt: null,
    correctsId: null,
    correctedNumber: null,
    returnWarehouseId: null,
    deductions: [],
    deductedOnId: null,
    totalHt: amounts.ht,
    totalDuties: 0,
    totalVat: amounts.vat,
    totalTtc: amounts.ttc,
    totalDiscountHt: 0,
    depositsTtc: 0,
    netToPay: amounts.ttc,
    vatBreakdown: [{ vatRateBp: amounts.vatRateBp, base: amounts.ht, vat: amounts.vat }],
    paid: kind === 'creditNote' ? 0 : amounts.paid,
    credited: 0,
    outstanding: kind === 'creditNote' ? 0 : amounts.remaining,
    notes: null,
    issuedAt: new Date(),
    issuedById: scope.userId,
    sentAt: null,
    decidedAt: null,
    orderId: null,
    createdById: scope.userId,
    importId: scope.importId,
  } satisfies Omit<BillingDocument, 'id' | 'hash' | 'createdAt' | 'updatedAt'>);
  // One line carries the amounts as the former software gave them, at the document's rate.
  const documentLine = Object.assign(new BillingDocumentLine(), {
    shopId: scope.shopId,
    position: 1,
    kind: 'product',
    productId: null,
    vintageId: null,
    formatId: null,
    label: values.label ?? `${DOCUMENT_LABELS[kind].fr} importée ${values.number}`.slice(0, 255),
    quantity: 1,
    listUnitHt: amounts.ht,
    discountBp: 0,
    unitHt: amounts.ht,
    unitDuties: 0,
    vatRateBp: amounts.vatRateBp,
    unitVat: amounts.vat,
    ht: amounts.ht,
    duties: 0,
    vat: amounts.vat,
    ttc: amounts.ttc,
    discountHt: 0,
    family: null,
    eq75: 0,
    sourcePosition: null,
  });
  document.hash = legalHashOf(legalContentOf(document, [documentLine]));
  return { document, line: documentLine, remaining: amounts.remaining };
}

/**
 * The opening outstandings import. Permission: billOrder (it records invoices). Its revert takes every
 * document back or none: refused once one of them was paid, credited or its credit used since.
 */
export function openInvoicesImport(
  events: EventBus,
  settings: BillingSettingsService,
): ImportDefinition<OpenInvoiceRow> {
  return {
    kind: 'openInvoices',
    label: { fr: 'Encours clients (factures impayées, avoirs)', en: 'Open invoices and client balances' },
    permission: 'billOrder',
    columns: OPEN_INVOICE_COLUMNS,
    atomicRevert: true,

    validate(values) {
      const problems: { field?: string; failure: ValidationFailure }[] = [...clientReferenceMissing(values)];
      const amounts = openingAmounts(amountsInput(values));
      if ('failure' in amounts) problems.push(amounts);
      if (
        values.kind !== 'creditNote' &&
        values.dueDate !== undefined &&
        compareIsoDates(values.dueDate, values.issueDate) < 0
      )
        problems.push({
          field: 'dueDate',
          failure: failure('billing.openingDueBeforeIssue', {
            dueDate: values.dueDate,
            issueDate: values.issueDate,
          }),
        });
      return problems;
    },

    key: (values) => numberKey(values.number),

    async writeBatch(manager, rows, scope): Promise<BatchOutcome> {
      const rejected: RowRejection[] = [];
      const guard = await seriesGuard(manager, scope.shopId, settings);
      const clients = await findClients(
        manager,
        scope.shopId,
        rows.map((row) => row.values),
      );
      const existing = await documentsNumbered(
        manager,
        scope.shopId,
        rows.map((row) => row.values.number),
      );
      const seller = await sellerOf(manager, scope.shopId, guard.billing);
      const openings: Opening[] = [];
      let skipped = 0;
      rows.forEach(({ line, values }: ImportRow<OpenInvoiceRow>, index) => {
        const client = clients[index]!;
        if (!('id' in client)) {
          rejected.push({ line, field: client.field, failure: client.failure });
          return;
        }
        const kind = values.kind ?? 'invoice';
        const same = existing.get(numberKey(values.number));
        if (same) {
          if (same.importId !== null && sameDocument(same, kind, client.id, values)) skipped++;
          else
            rejected.push({
              line,
              field: 'number',
              failure:
                same.importId === null
                  ? failure('billing.openingNumberTaken', { number: values.number })
                  : failure('billing.openingNumberImported', {
                      number: values.number,
                      importId: same.importId,
                    }),
            });
          return;
        }
        const series = guard.drawnBy(values.number);
        if (series !== null) {
          rejected.push({
            line,
            field: 'number',
            failure: failure('billing.openingNumberInSeries', { number: values.number, series }),
          });
          return;
        }
        openings.push(openingOf(scope, kind, values, client, { seller, billing: guard.billing }));
      });

      const ids = await insertRows(
        manager,
        BillingDocument,
        openings.map((opening) => opening.document),
      );
      const changes: JournalEntry[] = [];
      ids.forEach((id, index) => {
        openings[index]!.document.id = id;
        openings[index]!.line.documentId = id;
        changes.push({ entity: 'document', entityId: String(id), action: 'created' });
      });
      await insertRows(
        manager,
        BillingDocumentLine,
        openings.map((opening) => opening.line),
      );
      const notes = openings.filter((opening) => opening.document.kind === 'creditNote');
      const creditIds = await insertRows(
        manager,
        ClientCredit,
        notes.map(({ document, remaining }) => ({
          shopId: scope.shopId,
          clientId: document.clientId,
          origin: 'creditNote' as const,
          documentId: document.id,
          paymentId: null,
          label: `Avoir importé ${document.number}`.slice(0, 255),
          amount: remaining,
          remaining,
          status: 'full' as const,
          cancelledAt: null,
          createdById: scope.userId,
        })),
      );
      for (const id of creditIds) changes.push({ entity: 'credit', entityId: String(id), action: 'created' });
      const importedOn = today();
      for (const { document, remaining } of openings)
        await events.publish(
          new OpeningBalanceRecordedEvent({
            shopId: scope.shopId,
            documentId: document.id,
            kind: document.kind as OpeningKind,
            number: document.number!,
            clientId: document.clientId,
            issueDate: document.issueDate!,
            importedOn,
            amount: remaining,
          }),
        );
      return { created: openings.length, updated: 0, skipped, changes, rejected };
    },

    async revert(manager, changes, scope) {
      const idsOf = (entity: string) =>
        changes.filter((change) => change.entity === entity).map((change) => Number(change.entityId));
      const creditIds = idsOf('credit');
      const documentIds = idsOf('document');
      // A page of the journal may hold a credit note's credit without its document: each is checked here.
      const credits = creditIds.length
        ? await manager.getRepository(ClientCredit).findBy({ id: In(creditIds), shopId: scope.shopId })
        : [];
      const documents = documentIds.length
        ? await manager
            .getRepository(BillingDocument)
            .find({ where: { id: In(documentIds), shopId: scope.shopId }, order: { id: 'ASC' } })
        : [];
      const ids = documents.map((document) => document.id);
      const [allocations, creditNotes] = ids.length
        ? await Promise.all([
            manager.getRepository(PaymentAllocation).findBy({ documentId: In(ids) }),
            manager.getRepository(BillingDocument).findBy({ shopId: scope.shopId, correctsId: In(ids) }),
          ])
        : [[], []];
      const usedCredit = credits.find((credit) => openingUsed({ allocations: 0, creditNotes: 0, credit }));
      const usedDocument = documents.find((document) =>
        openingUsed({
          allocations: allocations.filter((allocation) => allocation.documentId === document.id).length,
          creditNotes: creditNotes.filter((note) => note.correctsId === document.id).length,
          credit: null,
        }),
      );
      const used = usedCredit
        ? await manager.getRepository(BillingDocument).findOneBy({ id: usedCredit.documentId! })
        : usedDocument;
      if (usedCredit || usedDocument)
        throw new OperationError('billing.openingRevertTouched', {
          importId: scope.importId,
          number: used?.number ?? '',
        });
      if (credits.length)
        await manager.getRepository(ClientCredit).delete({ id: In(credits.map((credit) => credit.id)) });
      if (!ids.length) return;
      const revertedOn = today();
      for (const document of documents)
        await events.publish(
          new OpeningBalanceRevertedEvent({
            shopId: scope.shopId,
            documentId: document.id,
            number: document.number!,
            revertedOn,
          }),
        );
      await manager.getRepository(BillingDocumentLine).delete({ documentId: In(ids) });
      await manager.getRepository(BillingDocument).delete({ id: In(ids), shopId: scope.shopId });
    },
  };
}
