import { BadRequestException, Injectable } from '@nestjs/common';
import { In, Not, type EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { formatMoney, sumCents, vatRateBasisPoints, type Locale } from '@cuvee/kernel';
import { Database, type RequestContext } from '@cuvee/platform';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { DocumentsService, lineFailure, type DraftInput } from '../documents/documents.service.js';
import type { BillingDocumentDetailDto } from '../documents/dto/billing-document.dto.js';
import type { DepositInputDto, SourceRefDto } from '../documents/dto/document-input.dto.js';
import { clientOf } from '../documents/parties.js';
import { depositAmountOf, DepositAmountError, depositLines } from '../domain/deposits.js';
import {
  billLines,
  documentTotals,
  InvalidLineError,
  type BillableLine,
} from '../domain/document-amounts.js';
import { BillableSources, type BillableBatch } from '../ports/billable-sources.js';
import { fiscalSettingsOf } from '../settings/billing-settings.service.js';

const DEPOSIT: ['deposit'] = ['deposit'];

/**
 * Deposit invoices (acomptes, ADR 0016) asked on a sale — an accepted quote, orders — as a percent or an
 * amount TTC spread over the sale's VAT rates, or a free amount at one rate. The final invoice deducts
 * them (InvoicesService).
 */
@Injectable()
export class DepositInvoicesService {
  constructor(
    private readonly database: Database,
    private readonly documents: DocumentsService,
    private readonly sources: BillableSources,
  ) {}

  async create(ctx: RequestContext, input: DepositInputDto): Promise<BillingDocumentDetailDto> {
    const { shopId, userId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const batch: BillableBatch | null = input.source
        ? await this.sources.get(input.source.kind).load(manager, shopId, input.source.ids, {
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

  issue(ctx: RequestContext, id: number): Promise<BillingDocumentDetailDto> {
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
}

function depositLabel(locale: Locale, percent: number | undefined, references: readonly string[]): string {
  const on = references.length ? ` — ${references.join(', ')}` : '';
  if (locale === 'en') return `Deposit${percent !== undefined ? ` of ${percent} %` : ''}${on}`;
  return `Acompte${percent !== undefined ? ` de ${String(percent).replace('.', ',')} %` : ''}${on}`;
}
