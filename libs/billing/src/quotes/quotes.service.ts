import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { In, Not, type EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import {
  addDays,
  compareIsoDates,
  parseDateInput,
  statusLabel,
  type LegalDocumentStatus,
} from '@cuvee/kernel';
import { Database, type ListQueryDto, type Page, type RequestContext } from '@cuvee/platform';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { billableOf, DocumentsService, today } from '../documents/documents.service.js';
import type { BillingDocumentDetailDto, BillingDocumentDto } from '../documents/dto/billing-document.dto.js';
import type { QuoteInputDto, SendDocumentDto } from '../documents/dto/document-input.dto.js';
import { clientOf } from '../documents/parties.js';
import { checkDocumentTransition, QUOTE_TRANSITIONS } from '../domain/document-kinds.js';
import { DocumentRendersService, type RenderView } from '../pdf/renders.service.js';
import { BillableSources, type BillableBatch } from '../ports/billable-sources.js';
import { QuoteConversions } from '../ports/quote-conversion.js';
import { LinePricing } from '../ports/line-pricing.js';
import { BillingSettingsService } from '../settings/billing-settings.service.js';

const QUOTE: ['quote'] = ['quote'];

/**
 * Quotes (devis, /orders/quotes, /orders/add?subType=quote): drafts, a number at the first sending,
 * a new version when one already sent is edited (the old one is superseded and can no longer be
 * accepted), acceptance while valid (→ an order through the QuoteConversion port, when the orders
 * context provides one) or refusal. An accepted quote is a billable source ('quote') for deposits and
 * the final invoice.
 */
@Injectable()
export class QuotesService implements OnModuleInit {
  constructor(
    private readonly database: Database,
    private readonly documents: DocumentsService,
    private readonly pricing: LinePricing,
    private readonly settings: BillingSettingsService,
    private readonly renders: DocumentRendersService,
    private readonly conversions: QuoteConversions,
    private readonly sources: BillableSources,
  ) {}

  onModuleInit(): void {
    this.sources.register({
      kind: 'quote',
      label: { fr: 'devis', en: 'quotes' },
      load: (manager, shopId, ids) => this.billable(manager, shopId, ids),
      invoiced: async (manager, shopId, ids, document) => {
        await this.assertNotInvoiced(manager, shopId, ids, document.id);
        return [];
      },
    });
  }

  list(ctx: RequestContext, query: ListQueryDto): Promise<Page<BillingDocumentDto>> {
    return this.documents.list(ctx, QUOTE, query);
  }

  get(ctx: RequestContext, id: number): Promise<BillingDocumentDetailDto> {
    return this.documents.get(ctx, id, QUOTE);
  }

  async create(ctx: RequestContext, input: QuoteInputDto): Promise<BillingDocumentDetailDto> {
    const { shopId, userId } = shopScope(ctx);
    if (input.clientId === undefined) throw new BadRequestException('billing.clientUnknown');
    return this.database.transaction(async (manager) => {
      const draft = await this.write(manager, shopId, userId, input, null, { version: 1, rootId: null });
      await manager.getRepository(BillingDocument).update({ id: draft.id }, { rootId: draft.id });
      return this.documents.detail(manager, { ...draft, rootId: draft.id });
    });
  }

  /**
   * A draft is edited in place. A quote already sent gets a new version (a draft with the next
   * version number, same root), and the sent one is superseded. Accepted, refused or cancelled
   * quotes are final.
   */
  async update(ctx: RequestContext, id: number, input: QuoteInputDto): Promise<BillingDocumentDetailDto> {
    const { shopId, userId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const quote = await this.documents.find(manager, shopId, id, QUOTE);
      if (quote.status === 'pending') {
        const saved = await this.write(manager, shopId, userId, input, quote, {
          version: quote.version,
          rootId: quote.rootId,
        });
        return this.documents.detail(manager, saved);
      }
      if (quote.status !== 'generated' || quote.supersededAt)
        throw new ConflictException({
          message: quote.supersededAt ? 'billing.quoteSuperseded' : 'billing.quoteNotEditable',
          params: { status: statusLabel('legalDocument', quote.status, ctx.locale) },
        });
      const rootId = quote.rootId ?? quote.id;
      const last = await manager
        .getRepository(BillingDocument)
        .findOne({ where: { shopId, rootId }, order: { version: 'DESC' } });
      const version = (last?.version ?? quote.version) + 1;
      const next = await this.write(
        manager,
        shopId,
        userId,
        { ...fieldsOf(quote), ...input },
        null,
        { version, rootId },
        quote,
      );
      await manager.getRepository(BillingDocument).update({ id: quote.id }, { supersededAt: new Date() });
      return this.documents.detail(manager, next);
    });
  }

  remove(ctx: RequestContext, id: number): Promise<BillingDocumentDto> {
    return this.documents.removeDraft(ctx, id, QUOTE);
  }

  /** Numbers the quote at its first sending (versions keep the root's number), then mails its PDF. */
  async send(
    ctx: RequestContext,
    id: number,
    input: SendDocumentDto,
  ): Promise<{ documentId: number; number: string; render: RenderView }> {
    const { shopId } = shopScope(ctx);
    const quote = await this.documents.find(this.database.dataSource.manager, shopId, id, QUOTE);
    const number =
      quote.status === 'pending' ? (await this.documents.issue(ctx, id, QUOTE)).number! : quote.number!;
    const render = await this.renders.request(ctx, id, QUOTE, {
      variant: 'document',
      locale: input.locale,
      mail: { to: input.to ?? [], message: input.message },
    });
    return { documentId: id, number, render };
  }

  accept(ctx: RequestContext, id: number): Promise<BillingDocumentDetailDto> {
    return this.decide(ctx, id, 'completed');
  }

  refuse(ctx: RequestContext, id: number): Promise<BillingDocumentDetailDto> {
    return this.decide(ctx, id, 'rejected');
  }

  private async decide(
    ctx: RequestContext,
    id: number,
    to: LegalDocumentStatus,
  ): Promise<BillingDocumentDetailDto> {
    const { shopId, userId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const quote = await this.documents.find(manager, shopId, id, QUOTE);
      const expired = quote.validUntil !== null && compareIsoDates(quote.validUntil, today()) < 0;
      const check = checkDocumentTransition(
        QUOTE_TRANSITIONS,
        quote.status,
        to,
        { expired, superseded: quote.supersededAt !== null },
        ctx.locale,
      );
      if (!check.ok)
        throw new ConflictException({ message: check.failure.code, params: check.failure.params });
      const changed = await manager
        .getRepository(BillingDocument)
        .update({ id, status: quote.status }, { status: to, decidedAt: new Date() });
      if (!changed.affected) throw new ConflictException('error.conflict');
      let orderId: number | null = null;
      const conversion = this.conversions.current();
      if (to === 'completed' && conversion) {
        const lines = (await this.documents.lines(manager, id)).map(billableOf);
        ({ orderId } = await conversion.toOrder(
          manager,
          shopId,
          {
            id,
            number: quote.number!,
            clientId: quote.clientId,
            lines,
            references: quote.references,
            paymentDelay: quote.paymentDelay,
          },
          userId,
        ));
        if (orderId !== null) await manager.getRepository(BillingDocument).update({ id }, { orderId });
      }
      return this.documents.detail(manager, await this.documents.find(manager, shopId, id));
    });
  }

  private async write(
    manager: EntityManager,
    shopId: number,
    userId: number,
    input: QuoteInputDto,
    existing: BillingDocument | null,
    version: { version: number; rootId: number | null },
    linesFrom: BillingDocument | null = existing,
  ): Promise<BillingDocument> {
    const billing = await this.settings.billingOf(shopId, manager);
    const clientId = input.clientId ?? existing?.clientId ?? linesFrom?.clientId;
    const client = await clientOf(manager, shopId, clientId!);
    const locale = input.locale ?? existing?.locale ?? 'fr';
    const lines =
      input.lines || input.products
        ? await this.pricing.price(manager, {
            shopId,
            client,
            lines: input.lines ?? [],
            cart: input.products ? { products: input.products, shipping: input.shipping } : undefined,
            locale,
          })
        : linesFrom
          ? (await this.documents.lines(manager, linesFrom.id)).map(billableOf)
          : [];
    const validUntil =
      (input.validUntil !== undefined ? parseDateInput(input.validUntil) : null) ??
      existing?.validUntil ??
      addDays(today(), billing.quoteValidityDays);
    return this.documents.saveDraft(
      manager,
      shopId,
      userId,
      {
        kind: 'quote',
        clientId: client.id,
        lines,
        paymentDelay:
          input.paymentDelay ?? existing?.paymentDelay ?? client.paymentDelay ?? billing.paymentDelay,
        locale,
        references: input.references ?? existing?.references ?? [],
        notes: input.notes !== undefined ? input.notes : (existing?.notes ?? null),
        validUntil,
        ...version,
      },
      existing,
    );
  }

  /** The 'quote' billable source: accepted quotes of one client, their lines and numbers. */
  private async billable(
    manager: EntityManager,
    shopId: number,
    ids: readonly number[],
  ): Promise<BillableBatch> {
    const quotes = await this.documents.byIds(manager, shopId, ids);
    if (quotes.length !== new Set(ids).size || quotes.some((quote) => quote.kind !== 'quote'))
      throw new NotFoundException('error.notFound');
    if (quotes.some((quote) => quote.status !== 'completed'))
      throw new BadRequestException('billing.quoteNotAccepted');
    // An accepted quote that became an order is billed as that order (deposits and invoice).
    if (quotes.some((quote) => quote.orderId !== null))
      throw new BadRequestException('billing.quoteHasOrder');
    const clientIds = new Set(quotes.map((quote) => quote.clientId));
    if (clientIds.size !== 1) throw new BadRequestException('billing.clientUnknown');
    const byQuote = await this.documents.linesByDocument(
      manager,
      quotes.map((quote) => quote.id),
    );
    const lines = quotes.flatMap((quote) => byQuote.get(quote.id)!.map(billableOf));
    return {
      clientId: quotes[0]!.clientId,
      lines,
      references: quotes.map((quote) => `Devis ${quote.number}`),
      paymentDelay: quotes[0]!.paymentDelay,
    };
  }

  /** An accepted quote is invoiced once: a second final invoice of it is refused at issue. */
  private async assertNotInvoiced(
    manager: EntityManager,
    shopId: number,
    ids: readonly number[],
    invoiceId: number,
  ): Promise<void> {
    const issued = await manager.getRepository(BillingDocument).find({
      where: {
        shopId,
        kind: 'invoice',
        sourceKind: 'quote',
        id: Not(invoiceId),
        status: Not(In(['pending', 'cancelled'])),
      },
      select: { id: true, number: true, sourceIds: true },
    });
    const other = issued.find((invoice) => invoice.sourceIds?.some((id) => ids.includes(id)));
    if (other)
      throw new ConflictException({
        message: 'billing.alreadyInvoiced',
        params: { number: other.number ?? '' },
      });
  }
}

function fieldsOf(quote: BillingDocument): QuoteInputDto {
  return {
    clientId: quote.clientId,
    paymentDelay: quote.paymentDelay,
    locale: quote.locale,
    notes: quote.notes,
    references: quote.references,
    validUntil: quote.validUntil ?? undefined,
  };
}
