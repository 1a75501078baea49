import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { Database, type RequestContext } from '@cuvee/platform';
import { ClientCreditsService } from '../credits/client-credits.service.js';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { billedOf, DocumentsService } from '../documents/documents.service.js';
import type { BillingDocumentDetailDto } from '../documents/dto/billing-document.dto.js';
import type { InvoiceInputDto, SourceRefDto } from '../documents/dto/document-input.dto.js';
import { clientOf } from '../documents/parties.js';
import type { BillableLine, DepositDeduction } from '../domain/document-amounts.js';
import { PaymentsService } from '../payments/payments.service.js';
import { BillableSources } from '../ports/billable-sources.js';
import { LinePricing } from '../ports/line-pricing.js';
import { BillingSettingsService } from '../settings/billing-settings.service.js';

const INVOICE: ['invoice'] = ['invoice'];

/**
 * Invoices (direct, subType=bill, or from a billable source: accepted quotes, orders), with the
 * deposit invoices they deduct (ADR 0016). Drafts are free; issuing goes through DocumentsService.issue,
 * with the invoice's effects inside the same transaction. Deposit invoices are
 * DepositInvoicesService's, credit notes CreditNotesService's.
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly database: Database,
    private readonly documents: DocumentsService,
    private readonly pricing: LinePricing,
    private readonly settings: BillingSettingsService,
    private readonly sources: BillableSources,
    private readonly credits: ClientCreditsService,
    private readonly payments: PaymentsService,
  ) {}

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
          ? await this.sources.get(invoice.sourceKind).invoiced(manager, invoice.shopId, invoice.sourceIds, {
              id: invoice.id,
              kind: invoice.kind,
              number: invoice.number!,
              outstanding: invoice.outstanding,
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
    const billing = await this.settings.billingOf(shopId, manager);
    const sourceRef: SourceRefDto | null =
      input.source ??
      (existing?.sourceKind ? { kind: existing.sourceKind, ids: existing.sourceIds ?? [] } : null);
    const locale = input.locale ?? existing?.locale ?? 'fr';
    const batch = sourceRef
      ? await this.sources
          .get(sourceRef.kind)
          .load(manager, shopId, sourceRef.ids, { purpose: 'invoice', locale })
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
      ? await this.pricing.price(manager, { shopId, client, lines: input.lines, locale })
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
}
