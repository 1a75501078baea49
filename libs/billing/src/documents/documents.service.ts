import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { In, IsNull, Not, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import {
  compareIsoDates,
  dueDate,
  isIsoDate,
  parisDateOf,
  type IsoDate,
  type LegalDocumentStatus,
  type Locale,
} from '@cuvee/kernel';
import {
  Database,
  EventBus,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type ListRequest,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import {
  billLines,
  documentTotals,
  InvalidLineError,
  type BillableLine,
  type BilledLine,
  type DepositDeduction,
} from '../domain/document-amounts.js';
import { isInvoiceKind, type DocumentKind } from '../domain/document-kinds.js';
import { DocumentIssuedEvent } from '../events/document-issued.event.js';
import { OPENING_KINDS } from '../domain/opening-balances.js';
import { OPEN_STATUSES } from '../domain/settlement.js';
import {
  legalHashOf,
  legalLineOf,
  MENTION_LABELS,
  missingMentions,
  type BuyerIdentity,
  type LegalContent,
  type SellerIdentity,
} from '../domain/legal-content.js';
import { paymentTermsOf } from '../domain/billing-settings.js';
import { formatDocumentNumber, periodOf, quoteVersionNumber } from '../domain/numbering.js';
import { NumberingService } from '../numbering/numbering.service.js';
import { BillingSettingsService, fiscalSettingsOf } from '../settings/billing-settings.service.js';
import { VentilationService } from '../ventilation/ventilation.service.js';
import { BillingDocumentLine } from './billing-document-line.entity.js';
import { BillingDocument } from './billing-document.entity.js';
import type {
  BillingDocumentDetailDto,
  BillingDocumentDto,
  DocumentLineDto,
} from './dto/billing-document.dto.js';
import { buyerOf, clientOf, sellerOf } from './parties.js';

export const DOCUMENTS_LIST: ListDefinition = {
  resource: 'billing-documents',
  sortable: {
    id: 'd.id',
    number: 'd.number',
    issueDate: 'd.issueDate',
    dueDate: 'd.dueDate',
    totalTtc: 'd.totalTtc',
    outstanding: 'd.outstanding',
    status: 'd.status',
    createdAt: 'd.createdAt',
  },
  filters: {
    id: { kind: 'equals', column: 'd.id', type: 'number' },
    clientId: { kind: 'equals', column: 'd.clientId', type: 'number' },
    status: { kind: 'equals', column: 'd.status', type: 'string' },
    kind: { kind: 'equals', column: 'd.kind', type: 'string' },
    number: { kind: 'equals', column: 'd.number', type: 'string' },
    issueDate: { kind: 'equals', column: 'd.issueDate', type: 'string' },
    correctsId: { kind: 'equals', column: 'd.correctsId', type: 'number' },
    rootId: { kind: 'equals', column: 'd.rootId', type: 'number' },
    q: { kind: 'search', columns: ['d.number', 'd.buyer'] },
    // Ranges, "overdue" and "latest" are applied by extraFilters (their column here is only for the whitelist).
    from: { kind: 'equals', column: 'd.issueDate', type: 'string' },
    to: { kind: 'equals', column: 'd.issueDate', type: 'string' },
    dueFrom: { kind: 'equals', column: 'd.dueDate', type: 'string' },
    dueTo: { kind: 'equals', column: 'd.dueDate', type: 'string' },
    overdue: { kind: 'equals', column: 'd.dueDate', type: 'boolean' },
    latest: { kind: 'equals', column: 'd.supersededAt', type: 'boolean' },
    imported: { kind: 'equals', column: 'd.importId', type: 'boolean' },
  },
  defaultSort: ['id', 'DESC'],
  idColumn: 'd.id',
};

/** What a draft is made of; the service computes every amount. */
export interface DraftInput {
  kind: DocumentKind;
  clientId: number;
  lines: readonly BillableLine[];
  /** Credit notes: the invoice line each line gives back. */
  sourcePositions?: readonly (number | null)[];
  paymentDelay: BillingDocument['paymentDelay'];
  locale: BillingDocument['locale'];
  references: string[];
  notes: string | null;
  sourceKind?: string | null;
  sourceIds?: number[] | null;
  validUntil?: IsoDate | null;
  deductions?: DepositDeduction[];
  correctsId?: number | null;
  correctedNumber?: string | null;
  returnWarehouseId?: number | null;
  rootId?: number | null;
  version?: number;
}

/** The day documents are dated: today in Europe/Paris. */
export function today(): IsoDate {
  return parisDateOf(new Date());
}

/** A domain refusal of a line, as the API says it. */
export function lineFailure(error: InvalidLineError): BadRequestException {
  const key = {
    quantity: 'billing.lineQuantity',
    price: 'billing.linePrice',
    discount: 'billing.lineDiscount',
    vatRate: 'billing.lineVatRate',
    duties: 'billing.lineDuties',
    label: 'billing.lineLabel',
  } as const;
  return new BadRequestException({ message: key[error.reason], params: { position: error.position } });
}

/**
 * The engine under quotes, invoices, deposits and credit notes: drafts, the issuing transaction
 * (number, frozen parties and terms, hash; ADR 0016), views and lists. The kind-specific services
 * decide what goes in; this one guarantees how it is written.
 */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly database: Database,
    private readonly numbering: NumberingService,
    private readonly settings: BillingSettingsService,
    private readonly events: EventBus,
    private readonly ventilation: VentilationService,
  ) {}

  // ---- Reading

  async list(
    ctx: RequestContext,
    kinds: readonly DocumentKind[] | null,
    query: ListQueryDto,
  ): Promise<Page<BillingDocumentDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource
      .getRepository(BillingDocument)
      .createQueryBuilder('d')
      .where('d.shopId = :shopId', { shopId });
    if (kinds) builder.andWhere('d.kind IN (:...kinds)', { kinds });
    const definition = { ...DOCUMENTS_LIST, resource: resourceOf(kinds) };
    const request = parseListQuery(query, definition);
    extraFilters(builder, request);
    const page = await fetchPage(builder, request, definition);
    return { ...page, rows: page.rows.map((document) => this.summary(document)) };
  }

  /** The shop's document of one of these kinds, else 404 (another shop's, or another kind's). */
  async find(
    manager: EntityManager,
    shopId: number,
    id: number,
    kinds: readonly DocumentKind[] | null = null,
  ): Promise<BillingDocument> {
    const document = await manager.getRepository(BillingDocument).findOneBy({ id, shopId });
    if (!document || (kinds && !kinds.includes(document.kind))) throw new NotFoundException('error.notFound');
    return document;
  }

  async get(
    ctx: RequestContext,
    id: number,
    kinds: readonly DocumentKind[] | null,
  ): Promise<BillingDocumentDetailDto> {
    const manager = this.database.dataSource.manager;
    return this.detail(manager, await this.find(manager, shopScope(ctx).shopId, id, kinds));
  }

  async lines(manager: EntityManager, documentId: number): Promise<BillingDocumentLine[]> {
    return manager
      .getRepository(BillingDocumentLine)
      .find({ where: { documentId }, order: { position: 'ASC' } });
  }

  /** The lines of several documents in one query, by document, each in its printed order. */
  async linesByDocument(
    manager: EntityManager,
    documentIds: readonly number[],
  ): Promise<Map<number, BillingDocumentLine[]>> {
    const byDocument = new Map<number, BillingDocumentLine[]>(documentIds.map((id) => [id, []]));
    if (documentIds.length === 0) return byDocument;
    const lines = await manager
      .getRepository(BillingDocumentLine)
      .find({ where: { documentId: In([...documentIds]) }, order: { documentId: 'ASC', position: 'ASC' } });
    for (const line of lines) byDocument.get(line.documentId)?.push(line);
    return byDocument;
  }

  async detail(manager: EntityManager, document: BillingDocument): Promise<BillingDocumentDetailDto> {
    const lines = await this.lines(manager, document.id);
    return {
      ...this.summary(document),
      seller: document.seller,
      terms: document.terms,
      hash: document.hash,
      lines: lines.map(lineView),
    };
  }

  summary(document: BillingDocument): BillingDocumentDto {
    return {
      id: document.id,
      kind: document.kind,
      status: document.status,
      number: document.number,
      clientId: document.clientId,
      buyer: document.buyer,
      issueDate: document.issueDate,
      dueDate: document.dueDate,
      validUntil: document.validUntil,
      expired:
        document.kind === 'quote' &&
        document.validUntil !== null &&
        compareIsoDates(document.validUntil, today()) < 0,
      paymentDelay: document.paymentDelay,
      locale: document.locale,
      references: document.references,
      sourceKind: document.sourceKind,
      sourceIds: document.sourceIds,
      rootId: document.rootId,
      version: document.version,
      superseded: document.supersededAt !== null,
      correctsId: document.correctsId,
      correctedNumber: document.correctedNumber,
      returnWarehouseId: document.returnWarehouseId,
      deductions: document.deductions,
      deductedOnId: document.deductedOnId,
      totalHt: document.totalHt,
      totalDuties: document.totalDuties,
      totalVat: document.totalVat,
      totalTtc: document.totalTtc,
      totalDiscountHt: document.totalDiscountHt,
      depositsTtc: document.depositsTtc,
      netToPay: document.netToPay,
      vatBreakdown: document.vatBreakdown,
      paid: document.paid,
      credited: document.credited,
      outstanding: document.outstanding,
      notes: document.notes,
      issuedAt: document.issuedAt,
      sentAt: document.sentAt,
      decidedAt: document.decidedAt,
      orderId: document.orderId,
      imported: document.importId !== null,
      importId: document.importId,
      createdAt: document.createdAt,
    };
  }

  // ---- Drafts

  /** Prices the lines and writes the draft (a new one, or over `existing`, lines replaced). */
  async saveDraft(
    manager: EntityManager,
    shopId: number,
    userId: number | null,
    input: DraftInput,
    existing: BillingDocument | null = null,
  ): Promise<BillingDocument> {
    if (input.lines.length === 0) throw new BadRequestException('billing.emptyDocument');
    let billed: BilledLine[];
    try {
      billed = billLines(input.lines);
    } catch (error) {
      if (error instanceof InvalidLineError) throw lineFailure(error);
      throw error;
    }
    const totals = documentTotals(billed, input.deductions ?? []);
    if (totals.totalTtc < 0 || totals.netToPay < 0) throw new BadRequestException('billing.negativeTotal');
    const client = await clientOf(manager, shopId, input.clientId);
    const repository = manager.getRepository(BillingDocument);
    const fields: Partial<BillingDocument> = {
      shopId,
      kind: input.kind,
      status: 'pending',
      clientId: client.id,
      buyer: buyerOf(client),
      paymentDelay: input.paymentDelay,
      locale: input.locale,
      references: input.references,
      notes: input.notes,
      sourceKind: input.sourceKind ?? null,
      sourceIds: input.sourceIds ?? null,
      validUntil: input.validUntil ?? null,
      deductions: input.deductions ?? [],
      correctsId: input.correctsId ?? null,
      correctedNumber: input.correctedNumber ?? null,
      returnWarehouseId: input.returnWarehouseId ?? null,
      rootId: input.rootId ?? null,
      version: input.version ?? 1,
      ...totals,
      vatBreakdown: [...totals.vatBreakdown],
      paid: 0,
      credited: 0,
      outstanding: totals.netToPay,
    };
    let document: BillingDocument;
    if (existing) {
      await repository.update({ id: existing.id, status: 'pending' }, fields);
      document = { ...existing, ...fields } as BillingDocument;
      await manager.getRepository(BillingDocumentLine).delete({ documentId: existing.id });
    } else {
      document = await repository.save(
        repository.create({
          ...fields,
          number: null,
          period: null,
          counter: null,
          seller: null,
          terms: null,
          issueDate: null,
          dueDate: null,
          supersededAt: null,
          deductedOnId: null,
          hash: null,
          issuedAt: null,
          issuedById: null,
          sentAt: null,
          decidedAt: null,
          orderId: null,
          createdById: userId,
          importId: null,
        }),
      );
    }
    await manager.getRepository(BillingDocumentLine).insert(
      billed.map((line, index) => ({
        ...lineColumns(line),
        shopId,
        documentId: document.id,
        sourcePosition: input.sourcePositions?.[index] ?? null,
      })),
    );
    return document;
  }

  /** Drafts only: an issued document is never edited nor deleted (409, nothing changed). */
  assertDraft(document: BillingDocument): void {
    if (document.status !== 'pending' || document.number !== null)
      throw new ConflictException({
        message: 'billing.issuedImmutable',
        params: { number: document.number ?? '' },
      });
  }

  async removeDraft(
    ctx: RequestContext,
    id: number,
    kinds: readonly DocumentKind[],
  ): Promise<BillingDocumentDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const document = await this.find(manager, shopId, id, kinds);
      this.assertDraft(document);
      const view = this.summary(document);
      await manager.getRepository(BillingDocumentLine).delete({ documentId: id });
      await manager.getRepository(BillingDocument).delete({ id, status: 'pending' });
      return view;
    });
  }

  // ---- Issuing

  /**
   * Numbers a draft and freezes it, in one transaction: the shop's settings and identity, the
   * client's current identity, the counter of its series, the legal content's hash; then `after`
   * (the kind's own effects: settlement, stock, sources) and the in-transaction handlers of
   * `DocumentIssuedEvent`, still inside. Any
   * failure rolls the whole back, the number with it. Quotes take a number at their first sending
   * (versions keep the root's), other kinds at issue.
   */
  async issue(
    ctx: RequestContext,
    id: number,
    kinds: readonly DocumentKind[],
    after: (
      manager: EntityManager,
      document: BillingDocument,
      lines: BillingDocumentLine[],
    ) => Promise<void> = async () => {},
  ): Promise<BillingDocumentDetailDto> {
    const { shopId, userId } = shopScope(ctx);
    const draft = await this.find(this.database.dataSource.manager, shopId, id, kinds);
    this.assertDraft(draft);
    const issueDate = today();
    const billing = await this.settings.billingOf(shopId);
    const fiscal = (await fiscalSettingsOf(this.database.dataSource.manager, [shopId])).get(shopId)!;
    const series = billing.series[draft.kind];
    const period = periodOf(issueDate, series, fiscal);
    const drawsNumber = draft.kind !== 'quote' || draft.version <= 1;
    if (drawsNumber) await this.numbering.prepare(shopId, draft.kind, period);

    return this.database.transaction(async (manager) => {
      const document = await this.find(manager, shopId, id, kinds);
      this.assertDraft(document);
      const settings = await this.settings.billingOf(shopId, manager);
      const seller = await sellerOf(manager, shopId, settings);
      const buyer = buyerOf(await clientOf(manager, shopId, document.clientId));
      if (isInvoiceKind(document.kind)) assertMentions(seller, buyer, ctx.locale);
      const lines = await this.lines(manager, document.id);

      let number: string;
      let counter: number | null = null;
      if (drawsNumber) {
        counter = await this.numbering.next(manager, shopId, document.kind, period);
        number = formatDocumentNumber(series, period, counter);
      } else {
        const root = await this.find(manager, shopId, document.rootId!, ['quote']);
        number = quoteVersionNumber(root.number!, document.version);
      }
      // An imported document keeps its original number: the series must not give it again (ADR 0069).
      // Refused before anything is written, the counter rolled back with the rest.
      if (
        isInvoiceKind(document.kind) &&
        (await manager
          .getRepository(BillingDocument)
          .existsBy({ shopId, kind: In([...OPENING_KINDS]), number, importId: Not(IsNull()) }))
      )
        throw new ConflictException({ message: 'billing.numberTakenByImport', params: { number } });
      const terms = paymentTermsOf(settings, document.kind, document.paymentDelay);
      const due =
        document.kind === 'quote' || document.kind === 'creditNote'
          ? null
          : dueDate(issueDate, document.paymentDelay);
      const issued: BillingDocument = {
        ...document,
        number,
        period: drawsNumber ? period : null,
        counter,
        seller,
        buyer,
        terms,
        issueDate,
        dueDate: due,
        status: 'generated',
        issuedAt: new Date(),
        issuedById: userId,
      };
      issued.hash = legalHashOf(legalContentOf(issued, lines));
      const changed = await manager.getRepository(BillingDocument).update(
        { id: document.id, status: 'pending' },
        {
          number,
          period: issued.period,
          counter,
          seller,
          buyer,
          terms,
          issueDate,
          dueDate: due,
          status: 'generated' as LegalDocumentStatus,
          issuedAt: issued.issuedAt,
          issuedById: userId,
          hash: issued.hash,
        },
      );
      // Two issues of the same draft at once: the second finds it issued and gives its number back.
      if (!changed.affected)
        throw new ConflictException({ message: 'billing.issuedImmutable', params: { number } });
      await after(manager, issued, lines);
      if (isInvoiceKind(issued.kind)) await this.ventilation.recordDocument(manager, issued, lines);
      await this.events.publish(
        new DocumentIssuedEvent({ shopId, documentId: issued.id, kind: issued.kind, number }),
      );
      return this.detail(manager, await this.find(manager, shopId, id));
    });
  }

  /**
   * Refuses (400, the missing mentions named) to invoice a client while a mandatory mention of the
   * seller or of the client is missing — what issuing would refuse, asked before (an order billed at
   * once checks it before it is placed).
   */
  async assertInvoiceable(
    manager: EntityManager,
    shopId: number,
    clientId: number,
    locale: Locale,
  ): Promise<void> {
    const billing = await this.settings.billingOf(shopId, manager);
    assertMentions(
      await sellerOf(manager, shopId, billing),
      buyerOf(await clientOf(manager, shopId, clientId)),
      locale,
    );
  }

  /** Documents of the shop by id, in one query (for lists of references). */
  async byIds(manager: EntityManager, shopId: number, ids: readonly number[]): Promise<BillingDocument[]> {
    if (ids.length === 0) return [];
    return manager.getRepository(BillingDocument).findBy({ shopId, id: In([...ids]) });
  }
}

/**
 * The list's date filters (both ends included, 'YYYY-MM-DD'): from/to on the issue day, dueFrom/dueTo
 * on the due day; overdue=true keeps what is still owed past its due day (the outstandings' rule:
 * due yesterday or before); latest=true leaves out the quote versions a later one replaced; imported
 * keeps the documents an import of opening outstandings brought (true) or those made here (false).
 * Taken out of the request so fetchPage does not read them as equalities.
 */
function extraFilters(builder: SelectQueryBuilder<BillingDocument>, request: ListRequest): void {
  const bounds = [
    ['from', 'd.issueDate', '>='],
    ['to', 'd.issueDate', '<='],
    ['dueFrom', 'd.dueDate', '>='],
    ['dueTo', 'd.dueDate', '<='],
  ] as const;
  for (const [key, column, operator] of bounds) {
    const value = request.filter[key];
    delete request.filter[key];
    if (value === undefined) continue;
    if (!isIsoDate(value)) throw new BadRequestException('error.invalidListQuery');
    builder.andWhere(`${column} ${operator} :${key}`, { [key]: value });
  }
  const overdue = request.filter.overdue;
  delete request.filter.overdue;
  if (overdue === true)
    builder
      .andWhere('d.status IN (:...openStatuses)', { openStatuses: [...OPEN_STATUSES] })
      .andWhere('d.outstanding > 0')
      .andWhere('d.dueDate < :today', { today: today() });
  const latest = request.filter.latest;
  delete request.filter.latest;
  if (latest === true) builder.andWhere('d.supersededAt IS NULL');
  const imported = request.filter.imported;
  delete request.filter.imported;
  if (imported !== undefined) builder.andWhere(imported ? 'd.importId IS NOT NULL' : 'd.importId IS NULL');
}

function assertMentions(seller: SellerIdentity, buyer: BuyerIdentity, locale: Locale): void {
  const missing = missingMentions(seller, buyer);
  if (missing.length)
    throw new BadRequestException({
      message: 'billing.missingMentions',
      params: { mentions: missing.map((mention) => MENTION_LABELS[mention][locale]).join(', ') },
    });
}

function resourceOf(kinds: readonly DocumentKind[] | null): string {
  if (!kinds || kinds.length !== 1) return 'billing-documents';
  return { quote: 'quotes', invoice: 'invoices', deposit: 'deposit-invoices', creditNote: 'credit-notes' }[
    kinds[0]!
  ];
}

/** The legal content of an issued document, from its stored row and lines (what the hash covers). */
export function legalContentOf(
  document: BillingDocument,
  lines: readonly BillingDocumentLine[],
): LegalContent {
  return {
    kind: document.kind,
    number: document.number!,
    issueDate: document.issueDate!,
    dueDate: document.dueDate,
    locale: document.locale,
    seller: document.seller!,
    buyer: document.buyer,
    terms: document.terms!,
    references: document.references,
    correctedNumber: document.correctedNumber,
    notes: document.notes,
    lines: lines.map(legalLineOf),
    deductions: document.deductions,
    totals: {
      totalHt: document.totalHt,
      totalDuties: document.totalDuties,
      totalVat: document.totalVat,
      totalTtc: document.totalTtc,
      totalDiscountHt: document.totalDiscountHt,
      vatBreakdown: document.vatBreakdown,
      depositsTtc: document.depositsTtc,
      netToPay: document.netToPay,
    },
  };
}

function lineColumns(
  line: BilledLine,
): Omit<BillingDocumentLine, 'id' | 'shopId' | 'documentId' | 'sourcePosition'> {
  return { ...legalLineOf(line), discountHt: line.discountHt, family: line.family, eq75: line.eq75 };
}

export function lineView(line: BillingDocumentLine): DocumentLineDto {
  return { ...legalLineOf(line), discountHt: line.discountHt, sourcePosition: line.sourcePosition };
}

/** A stored line back as a billable line (to invoice a quote's lines, to credit an invoice's). */
export function billableOf(line: BillingDocumentLine): BillableLine {
  return {
    kind: line.kind,
    productId: line.productId,
    vintageId: line.vintageId,
    formatId: line.formatId,
    label: line.label,
    quantity: line.quantity,
    listUnitHt: line.listUnitHt,
    discountBp: line.discountBp,
    unitHt: line.unitHt,
    unitDuties: line.unitDuties,
    vatRateBp: line.vatRateBp,
    unitVat: line.unitVat,
    family: line.family,
    eq75: line.eq75,
  };
}

/** A stored line as the domain's billed line (credit notes read the invoice's). */
export function billedOf(line: BillingDocumentLine): BilledLine {
  const { position, unitHt, unitVat, ht, duties, vat, ttc, discountHt } = line;
  return { ...billableOf(line), position, unitHt, unitVat, ht, duties, vat, ttc, discountHt };
}
