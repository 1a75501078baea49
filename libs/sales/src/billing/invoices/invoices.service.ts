import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { formatMoney, sumCents, vatRateBasisPoints, type Locale } from '@cuvee/kernel';
import { Database, type ListQueryDto, type Page, type RequestContext } from '@cuvee/platform';
import { StockLedger, Warehouse } from '@cuvee/stock';
import { ClientCreditsService } from '../credits/client-credits.service.js';
import { BillableLinesBuilder } from '../documents/billable-lines.js';
import { BillingDocumentLine } from '../documents/billing-document-line.entity.js';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { billedOf, DocumentsService, lineFailure, type DraftInput } from '../documents/documents.service.js';
import type { BillingDocumentDetailDto, BillingDocumentDto } from '../documents/dto/billing-document.dto.js';
import type {
  CreditNoteInputDto,
  DepositInputDto,
  InvoiceInputDto,
  SourceRefDto,
} from '../documents/dto/document-input.dto.js';
import { clientOf } from '../documents/parties.js';
import {
  creditableRemaining,
  creditedQuantities,
  creditNoteLines,
  CreditRequestError,
  settleCreditNote,
  type CreditRequest,
} from '../domain/credit-notes.js';
import { depositAmountOf, DepositAmountError, depositLines } from '../domain/deposits.js';
import {
  billLines,
  documentTotals,
  InvalidLineError,
  type BillableLine,
  type DepositDeduction,
} from '../domain/document-amounts.js';
import type { DocumentKind } from '../domain/document-kinds.js';
import { settlementStatus } from '../domain/settlement.js';
import { PaymentsService } from '../payments/payments.service.js';
import { BillableSources, type BillableBatch, type BillableSource } from '../ports/billable-sources.js';
import { BillingSettingsService, fiscalSettingsOf } from '../settings/billing-settings.service.js';

const INVOICE: ['invoice'] = ['invoice'];
const DEPOSIT: ['deposit'] = ['deposit'];
const CREDIT_NOTE: ['creditNote'] = ['creditNote'];
/** What a credit note may correct. */
const CREDITABLE: DocumentKind[] = ['invoice', 'deposit'];

/**
 * Invoices (direct, subType=bill, or from a billable source: accepted quotes, later orders), deposit
 * invoices on a sale, and credit notes against an issued invoice (ADR 0016). Drafts are free; issuing
 * goes through DocumentsService.issue, with each kind's effects inside the same transaction.
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly database: Database,
    private readonly documents: DocumentsService,
    private readonly lines: BillableLinesBuilder,
    private readonly settings: BillingSettingsService,
    private readonly sources: BillableSources,
    private readonly credits: ClientCreditsService,
    private readonly payments: PaymentsService,
  ) {}

  list(ctx: RequestContext, kind: DocumentKind, query: ListQueryDto): Promise<Page<BillingDocumentDto>> {
    return this.documents.list(ctx, [kind], query);
  }

  get(ctx: RequestContext, kind: DocumentKind, id: number): Promise<BillingDocumentDetailDto> {
    return this.documents.get(ctx, id, [kind]);
  }

  remove(ctx: RequestContext, kind: DocumentKind, id: number): Promise<BillingDocumentDto> {
    return this.documents.removeDraft(ctx, id, [kind]);
  }

  // ---- Invoices

  async createInvoice(ctx: RequestContext, input: InvoiceInputDto): Promise<BillingDocumentDetailDto> {
    const { shopId, userId } = shopScope(ctx);
    return this.database.transaction(async (manager) =>
      this.documents.detail(manager, await this.writeInvoice(manager, shopId, userId, input, null)),
    );
  }

  async updateInvoice(
    ctx: RequestContext,
    id: number,
    input: InvoiceInputDto,
  ): Promise<BillingDocumentDetailDto> {
    const { shopId, userId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const invoice = await this.documents.find(manager, shopId, id, INVOICE);
      this.documents.assertDraft(invoice);
      return this.documents.detail(manager, await this.writeInvoice(manager, shopId, userId, input, invoice));
    });
  }

  /**
   * Invoices a source at once (an order of subType bill): the draft from the source, then its issue.
   * Drafting and issuing are two transactions; a draft left by a failed issue is deleted again.
   */
  async invoiceSource(ctx: RequestContext, source: SourceRefDto): Promise<BillingDocumentDetailDto> {
    const draft = await this.createInvoice(ctx, { source });
    try {
      return await this.issueInvoice(ctx, draft.id);
    } catch (error) {
      await this.documents.removeDraft(ctx, draft.id, INVOICE).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Issues a final invoice: its source is told first (a quote invoiced twice, an order not ready:
   * refused; orders become invoiced), its deposits are marked deducted, then what the source already
   * received (a captured card, client credit spent on an order) is recorded as its payments.
   */
  issueInvoice(ctx: RequestContext, id: number): Promise<BillingDocumentDetailDto> {
    const { userId } = shopScope(ctx);
    return this.documents.issue(ctx, id, INVOICE, async (manager, invoice) => {
      const received =
        invoice.sourceKind && invoice.sourceIds
          ? await this.source(invoice.sourceKind).invoiced(manager, invoice.shopId, invoice.sourceIds, {
              id: invoice.id,
              kind: invoice.kind,
              number: invoice.number!,
            })
          : [];
      for (const deduction of invoice.deductions) {
        const marked = await manager
          .getRepository(BillingDocument)
          .update(
            { id: deduction.documentId, shopId: invoice.shopId, deductedOnId: IsNull() },
            { deductedOnId: invoice.id },
          );
        if (!marked.affected)
          throw new BadRequestException({
            message: 'billing.depositNotDeductible',
            params: { number: deduction.number },
          });
      }
      // What the source took beyond what the invoice still asks (deposits paid besides): a payment's
      // surplus becomes client credit; credit spent beyond it simply goes back to the client.
      let left = invoice.outstanding;
      for (const payment of received) {
        let { amount, creditSourceRef } = payment;
        if (payment.type === 'credit' && creditSourceRef && amount > left) {
          await this.credits.release(manager, invoice.shopId, creditSourceRef);
          amount = left;
          creditSourceRef = undefined;
        }
        if (amount <= 0) continue;
        const allocated = Math.min(amount, left);
        await this.payments.recordIn(
          manager,
          invoice.shopId,
          userId,
          {
            clientId: invoice.clientId,
            type: payment.type,
            amount,
            receivedOn: payment.receivedOn,
            reference: payment.reference,
            allocations: allocated > 0 ? [{ documentId: invoice.id, amount: allocated }] : [],
            creditSourceRef,
          },
          ctx.locale,
        );
        left -= allocated;
      }
    });
  }

  private async writeInvoice(
    manager: EntityManager,
    shopId: number,
    userId: number,
    input: InvoiceInputDto,
    existing: BillingDocument | null,
  ): Promise<BillingDocument> {
    const { billing } = await this.settings.of(shopId, manager);
    const sourceRef: SourceRefDto | null =
      input.source ??
      (existing?.sourceKind ? { kind: existing.sourceKind, ids: existing.sourceIds ?? [] } : null);
    const locale = input.locale ?? existing?.locale ?? 'fr';
    const batch = sourceRef
      ? await this.source(sourceRef.kind).load(manager, shopId, sourceRef.ids, { purpose: 'invoice', locale })
      : null;
    const clientId = batch?.clientId ?? input.clientId ?? existing?.clientId;
    if (
      clientId === undefined ||
      (batch && input.clientId !== undefined && input.clientId !== batch.clientId)
    )
      throw new BadRequestException('billing.clientUnknown');
    const client = await clientOf(manager, shopId, clientId);
    const sourceCount = batch?.lines.length ?? 0;
    // Typed lines (all of a direct invoice; those after the source's own otherwise): new ones, or the draft's.
    const typed: BillableLine[] = input.lines
      ? await this.lines.build(manager, shopId, client, input.lines, { locale })
      : existing
        ? (await this.documents.lines(manager, existing.id)).slice(sourceCount).map((line) => billedOf(line))
        : [];
    const deductions = await this.deductions(
      manager,
      shopId,
      client.id,
      sourceRef,
      input.depositIds ?? null,
      existing,
    );
    return this.documents.saveDraft(
      manager,
      shopId,
      userId,
      {
        kind: 'invoice',
        clientId: client.id,
        lines: [...(batch?.lines ?? []), ...typed],
        paymentDelay:
          input.paymentDelay ??
          batch?.paymentDelay ??
          existing?.paymentDelay ??
          client.paymentDelay ??
          billing.paymentDelay,
        locale,
        references: [
          ...(batch?.references ?? []),
          ...(input.references ?? (existing ? existing.references.slice(batch?.references.length ?? 0) : [])),
        ],
        notes: input.notes !== undefined ? input.notes : (existing?.notes ?? null),
        sourceKind: sourceRef?.kind ?? null,
        sourceIds: sourceRef?.ids ?? null,
        deductions,
      },
      existing,
    );
  }

  /**
   * The issued deposit invoices a final invoice takes off: those asked on the same source (not yet
   * deducted), plus those named. Each must be the same client's, issued and not deducted elsewhere.
   */
  private async deductions(
    manager: EntityManager,
    shopId: number,
    clientId: number,
    source: SourceRefDto | null,
    named: readonly number[] | null,
    existing: BillingDocument | null,
  ): Promise<DepositDeduction[]> {
    const deposits = new Map<number, BillingDocument>();
    if (source) {
      const candidates = await manager.getRepository(BillingDocument).find({
        where: {
          shopId,
          kind: 'deposit',
          clientId,
          sourceKind: source.kind,
          deductedOnId: IsNull(),
          status: Not(In(['pending', 'cancelled'])),
        },
      });
      for (const deposit of candidates)
        if (deposit.sourceIds?.some((id) => source.ids.includes(id))) deposits.set(deposit.id, deposit);
    }
    const ids = named ?? existing?.deductions.map((d) => d.documentId) ?? [];
    for (const deposit of await this.documents.byIds(manager, shopId, ids)) deposits.set(deposit.id, deposit);
    const missing = ids.find((id) => !deposits.has(id));
    if (missing !== undefined) throw new NotFoundException('error.notFound');
    return [...deposits.values()]
      .sort((a, b) => a.id - b.id)
      .map((deposit) => {
        if (
          deposit.kind !== 'deposit' ||
          !deposit.number ||
          deposit.clientId !== clientId ||
          deposit.deductedOnId !== null
        )
          throw new BadRequestException({
            message: 'billing.depositNotDeductible',
            params: { number: deposit.number ?? `#${deposit.id}` },
          });
        return {
          documentId: deposit.id,
          number: deposit.number,
          ht: deposit.totalHt + deposit.totalDuties,
          vat: deposit.totalVat,
          ttc: deposit.totalTtc,
        };
      });
  }

  private source(kind: string): BillableSource {
    const source = this.sources.get(kind);
    if (!source)
      throw new BadRequestException({ message: 'billing.sourceUnavailable', params: { source: kind } });
    return source;
  }

  // ---- Deposit invoices

  async createDeposit(ctx: RequestContext, input: DepositInputDto): Promise<BillingDocumentDetailDto> {
    const { shopId, userId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const batch: BillableBatch | null = input.source
        ? await this.source(input.source.kind).load(manager, shopId, input.source.ids, {
            purpose: 'deposit',
            locale: input.locale ?? 'fr',
          })
        : null;
      const client = await clientOf(manager, shopId, batch?.clientId ?? input.clientId ?? -1);
      const request =
        input.percent !== undefined ? { percent: input.percent } : { amount: input.amount ?? 0 };
      const label = input.label?.trim() || depositLabel(ctx.locale, input.percent, batch?.references ?? []);
      let lines: BillableLine[];
      try {
        if (batch) {
          const sale = documentTotals(billLines(batch.lines));
          const already = await this.depositedOn(manager, shopId, input.source!);
          lines = depositLines(depositAmountOf(request, sale.totalTtc, already), sale.vatBreakdown, label);
        } else {
          if (input.percent !== undefined) throw new DepositAmountError(0);
          const amount = depositAmountOf(request, input.amount ?? 0, 0);
          const vatRateBp = vatRateBasisPoints(input.vatRate ?? (await this.standardRate(manager, shopId)));
          lines = depositLines(amount, [{ vatRateBp, base: amount, vat: 0 }], label);
        }
      } catch (error) {
        if (error instanceof DepositAmountError)
          throw new BadRequestException({
            message: 'billing.depositAmount',
            params: { maximum: formatMoney(error.maximum, ctx.locale) },
          });
        if (error instanceof InvalidLineError) throw lineFailure(error);
        throw error;
      }
      const draft: DraftInput = {
        kind: 'deposit',
        clientId: client.id,
        lines,
        paymentDelay: input.paymentDelay ?? 'atOrder',
        locale: input.locale ?? 'fr',
        references: [...(batch?.references ?? []), ...(input.references ?? [])],
        notes: input.notes ?? null,
        sourceKind: input.source?.kind ?? null,
        sourceIds: input.source?.ids ?? null,
      };
      return this.documents.detail(manager, await this.documents.saveDraft(manager, shopId, userId, draft));
    });
  }

  issueDeposit(ctx: RequestContext, id: number): Promise<BillingDocumentDetailDto> {
    return this.documents.issue(ctx, id, DEPOSIT);
  }

  /** TTC of the deposits already asked on a source (issued, not cancelled). */
  private async depositedOn(manager: EntityManager, shopId: number, source: SourceRefDto): Promise<number> {
    const deposits = await manager.getRepository(BillingDocument).find({
      where: { shopId, kind: 'deposit', sourceKind: source.kind, status: Not(In(['pending', 'cancelled'])) },
      select: { id: true, totalTtc: true, credited: true, sourceIds: true },
    });
    return sumCents(
      deposits
        .filter((d) => d.sourceIds?.some((id) => source.ids.includes(id)))
        .map((d) => d.totalTtc - d.credited),
    );
  }

  private async standardRate(manager: EntityManager, shopId: number): Promise<number> {
    const fiscal = (await fiscalSettingsOf(manager, [shopId])).get(shopId)!;
    return fiscal.hasTVA ? fiscal.vatRate.standard : 0;
  }

  // ---- Credit notes

  async createCreditNote(ctx: RequestContext, input: CreditNoteInputDto): Promise<BillingDocumentDetailDto> {
    const { shopId, userId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const invoice = await this.documents.find(manager, shopId, input.invoiceId, CREDITABLE);
      if (!invoice.number) throw new BadRequestException('billing.invoiceNotIssued');
      if (input.returnWarehouseId != null) {
        const warehouse = await manager
          .getRepository(Warehouse)
          .findOneBy({ id: input.returnWarehouseId, shopId, archivedAt: IsNull() });
        if (!warehouse) throw new BadRequestException('billing.returnWarehouseNeeded');
      }
      const { remaining, credited } = await this.creditState(manager, invoice, null);
      if (remaining <= 0)
        throw new BadRequestException({
          message: 'billing.creditNothingLeft',
          params: { number: invoice.number },
        });
      const request: CreditRequest =
        input.mode === 'full'
          ? { mode: 'full' }
          : input.mode === 'lines'
            ? { mode: 'lines', lines: input.lines ?? [] }
            : {
                mode: 'amount',
                amountTtc: input.amount ?? 0,
                label: input.label?.trim() || creditLabel(ctx.locale, invoice.number),
              };
      const invoiceLines = (await this.documents.lines(manager, invoice.id)).map(billedOf);
      let creditLines;
      try {
        creditLines = creditNoteLines(invoiceLines, invoice.vatBreakdown, credited, request);
      } catch (error) {
        if (!(error instanceof CreditRequestError)) throw error;
        const position =
          request.mode === 'lines'
            ? request.lines.find((l) => !invoiceLines.some((i) => i.position === l.position))?.position
            : undefined;
        throw new BadRequestException(
          error.reason === 'unknownLine'
            ? { message: 'billing.creditUnknownLine', params: { position: position ?? 0 } }
            : error.reason === 'amount'
              ? 'billing.creditAmount'
              : error.reason === 'empty'
                ? { message: 'billing.creditNothingLeft', params: { number: invoice.number } }
                : 'billing.creditLineQuantity',
        );
      }
      this.assertWithinRemaining(
        ctx.locale,
        invoice,
        remaining,
        documentTotals(billLines(creditLines.map((l) => l.line))).totalTtc,
      );
      const note = await this.documents.saveDraft(manager, shopId, userId, {
        kind: 'creditNote',
        clientId: invoice.clientId,
        lines: creditLines.map((l) => l.line),
        sourcePositions: creditLines.map((l) => l.sourcePosition),
        paymentDelay: invoice.paymentDelay,
        locale: input.locale ?? invoice.locale,
        references: [],
        notes: input.notes ?? null,
        correctsId: invoice.id,
        correctedNumber: invoice.number,
        returnWarehouseId: input.returnWarehouseId ?? null,
      });
      return this.documents.detail(manager, note);
    });
  }

  /**
   * Issues a credit note: checked again against what is left to credit (another one may have been
   * issued since the draft), then it lowers what the client owes on the invoice, the rest becomes
   * client credit, and returned goods go back to stock — all in the numbering transaction.
   */
  issueCreditNote(ctx: RequestContext, id: number): Promise<BillingDocumentDetailDto> {
    const { userId } = shopScope(ctx);
    return this.documents.issue(ctx, id, CREDIT_NOTE, async (manager, note, lines) => {
      const invoice = await this.documents.find(manager, note.shopId, note.correctsId!, CREDITABLE);
      const { remaining } = await this.creditState(manager, invoice, note.id);
      this.assertWithinRemaining(ctx.locale, invoice, remaining, note.totalTtc);
      const { onInvoice, toClientCredit } = settleCreditNote(invoice.outstanding, note.totalTtc);
      const creditedTotal = invoice.credited + note.totalTtc;
      const outstanding = invoice.outstanding - onInvoice;
      const changed = await manager.getRepository(BillingDocument).update(
        { id: invoice.id, outstanding: invoice.outstanding },
        {
          credited: creditedTotal,
          outstanding,
          status: settlementStatus({
            totalTtc: invoice.totalTtc,
            netToPay: invoice.netToPay,
            outstanding,
            creditedTotal,
          }),
        },
      );
      if (!changed.affected) throw new ConflictException('error.conflict');
      await manager
        .getRepository(BillingDocument)
        .update({ id: note.id }, { status: 'completed', outstanding: 0 });
      if (toClientCredit > 0)
        await this.credits.grant(manager, {
          shopId: note.shopId,
          clientId: note.clientId,
          origin: 'creditNote',
          documentId: note.id,
          paymentId: null,
          label: `${ctx.locale === 'fr' ? 'Avoir' : 'Credit note'} ${note.number}`,
          amount: toClientCredit,
          createdById: userId,
        });
      if (note.returnWarehouseId !== null) await this.returnGoods(manager, note, lines, userId);
    });
  }

  private async returnGoods(
    manager: EntityManager,
    note: BillingDocument,
    lines: BillingDocumentLine[],
    userId: number,
  ): Promise<void> {
    const ledger = new StockLedger(manager, note.shopId);
    for (const line of lines) {
      if (line.kind !== 'product' || line.productId === null || line.formatId === null) continue;
      const level = await ledger.ensureLevel({
        warehouseId: note.returnWarehouseId!,
        productId: line.productId,
        vintageId: line.vintageId ?? 0,
        formatId: line.formatId,
      });
      await ledger.move(level, 'return', line.quantity, {
        userId,
        sourceRef: `credit-note:${note.number}`,
        reason: `Avoir ${note.number} (facture ${note.correctedNumber})`,
      });
    }
  }

  /** What is left to credit on an invoice and the quantities already credited, from its issued credit notes. */
  private async creditState(
    manager: EntityManager,
    invoice: BillingDocument,
    excludeId: number | null,
  ): Promise<{ remaining: number; credited: Map<number, number> }> {
    const notes = await manager.getRepository(BillingDocument).find({
      where: {
        shopId: invoice.shopId,
        kind: 'creditNote',
        correctsId: invoice.id,
        status: Not('pending'),
        ...(excludeId ? { id: Not(excludeId) } : {}),
      },
      select: { id: true, totalTtc: true },
    });
    const noteLines = notes.length
      ? await manager
          .getRepository(BillingDocumentLine)
          .find({ where: { documentId: In(notes.map((n) => n.id)) } })
      : [];
    return {
      remaining: creditableRemaining(
        invoice.totalTtc,
        notes.map((n) => n.totalTtc),
      ),
      credited: creditedQuantities([{ lines: noteLines }]),
    };
  }

  private assertWithinRemaining(
    locale: Locale,
    invoice: BillingDocument,
    remaining: number,
    amount: number,
  ): void {
    if (amount > remaining)
      throw new BadRequestException({
        message: 'billing.creditAboveRemaining',
        params: {
          amount: formatMoney(amount, locale),
          number: invoice.number!,
          remaining: formatMoney(remaining, locale),
        },
      });
  }
}

function depositLabel(locale: Locale, percent: number | undefined, references: readonly string[]): string {
  const on = references.length ? ` — ${references.join(', ')}` : '';
  if (locale === 'en') return `Deposit${percent !== undefined ? ` of ${percent} %` : ''}${on}`;
  return `Acompte${percent !== undefined ? ` de ${String(percent).replace('.', ',')} %` : ''}${on}`;
}

function creditLabel(locale: Locale, number: string): string {
  return locale === 'en'
    ? `Commercial discount on invoice ${number}`
    : `Geste commercial sur la facture ${number}`;
}
