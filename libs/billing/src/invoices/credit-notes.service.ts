import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { formatMoney, type Locale } from '@cuvee/kernel';
import { Database, type RequestContext } from '@cuvee/platform';
import { StockLedger, Warehouse } from '@cuvee/stock';
import { ClientCreditsService } from '../credits/client-credits.service.js';
import { BillingDocumentLine } from '../documents/billing-document-line.entity.js';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { billedOf, DocumentsService } from '../documents/documents.service.js';
import type { BillingDocumentDetailDto } from '../documents/dto/billing-document.dto.js';
import type { CreditNoteInputDto } from '../documents/dto/document-input.dto.js';
import {
  creditableRemaining,
  creditedQuantities,
  creditNoteLines,
  CreditRequestError,
  settleCreditNote,
  type CreditRequest,
} from '../domain/credit-notes.js';
import { billLines, documentTotals } from '../domain/document-amounts.js';
import type { DocumentKind } from '../domain/document-kinds.js';
import { settlementStatus } from '../domain/settlement.js';

const CREDIT_NOTE: ['creditNote'] = ['creditNote'];
/** What a credit note may correct. */
const CREDITABLE: DocumentKind[] = ['invoice', 'deposit'];

/**
 * Credit notes (avoirs, ADR 0016) against an issued invoice or deposit invoice: in full, by lines and
 * quantities (goods back to a warehouse), or an amount. Issued, one lowers what the client owes on the
 * invoice, and what is left becomes client credit.
 */
@Injectable()
export class CreditNotesService {
  constructor(
    private readonly database: Database,
    private readonly documents: DocumentsService,
    private readonly credits: ClientCreditsService,
  ) {}

  async create(ctx: RequestContext, input: CreditNoteInputDto): Promise<BillingDocumentDetailDto> {
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
  issue(ctx: RequestContext, id: number): Promise<BillingDocumentDetailDto> {
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

function creditLabel(locale: Locale, number: string): string {
  return locale === 'en'
    ? `Commercial discount on invoice ${number}`
    : `Geste commercial sur la facture ${number}`;
}
