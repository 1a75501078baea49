import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { parseDateInput, parisDateOf, vatRateBasisPoints } from '@cuvee/kernel';
import {
  Database,
  fetchPage,
  JOB_QUEUE,
  parseListQuery,
  type ListDefinition,
  type JobQueue,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { resolveKey, StockLedger, StockLevel, Warehouse } from '@cuvee/stock';
import {
  canMove,
  purchaseOrderNumber,
  purchaseTotals,
  suggestedQuantities,
  type ManualMove,
  type PurchaseOrderStatus,
} from '../domain/purchase-rules.js';
import { MAIL_ORDER_JOB, type MailPurchaseOrderPayload } from '../jobs/mail-purchase-order.job.js';
import { shopSupplier } from '../suppliers/suppliers.service.js';
import type {
  PurchaseOrderDetailDto,
  PurchaseOrderDto,
  PurchaseOrderInputDto,
  SuggestedLineDto,
} from './dto/purchase-order.dto.js';
import { PurchaseOrderDocuments } from './purchase-order-documents.js';
import { detail, orderWarehouse, pricedOf, shopOrder, summaries } from './purchase-order-views.js';
import { PurchaseOrder, PurchaseOrderLine } from './purchase-order.entity.js';

const ORDER_LIST: ListDefinition = {
  resource: 'purchase-orders',
  sortable: {
    id: 'po.id',
    number: 'po.number',
    status: 'po.status',
    totalHt: 'po.totalHt',
    expectedOn: 'po.expectedOn',
    createdAt: 'po.createdAt',
  },
  filters: {
    id: { kind: 'equals', column: 'po.id', type: 'number' },
    supplierId: { kind: 'equals', column: 'po.supplierId', type: 'number' },
    status: { kind: 'equals', column: 'po.status', type: 'string' },
    warehouseId: { kind: 'equals', column: 'po.warehouseId', type: 'number' },
    q: { kind: 'search', columns: ['po.number', 'po.notes'] },
  },
  defaultSort: ['createdAt', 'DESC'],
  idColumn: 'po.id',
};

const DEFAULT_VAT_RATE = 20;

/**
 * Purchase orders (/dashboard/purchases): drafts, sending (the PDF mailed by a job), cancelling and
 * closing, and the suggested order from low stock. Receipts are ReceiptsService's.
 */
@Injectable()
export class PurchaseOrdersService {
  constructor(
    private readonly database: Database,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly documents: PurchaseOrderDocuments,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<PurchaseOrderDto>> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const builder = manager
      .getRepository(PurchaseOrder)
      .createQueryBuilder('po')
      .where('po.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, ORDER_LIST), ORDER_LIST);
    return { ...page, rows: await summaries(manager, page.rows) };
  }

  async pdf(ctx: RequestContext, id: number): Promise<{ number: string; pdf: Buffer }> {
    const { shopId } = shopScope(ctx);
    await shopOrder(this.database.dataSource.manager, shopId, id);
    return this.documents.pdf(shopId, id, ctx.locale);
  }

  async get(ctx: RequestContext, id: number): Promise<PurchaseOrderDetailDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    return detail(manager, await shopOrder(manager, shopId, id));
  }

  async create(ctx: RequestContext, input: PurchaseOrderInputDto): Promise<PurchaseOrderDetailDto> {
    const { shopId, userId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      await shopSupplier(manager, shopId, input.supplierId);
      const warehouseId = await orderWarehouse(manager, shopId, input.warehouseId);
      const repository = manager.getRepository(PurchaseOrder);
      const order = await repository.save(
        repository.create({
          shopId,
          // The number comes from the row's id, unique without a counter to lock.
          number: `tmp-${randomUUID().slice(0, 12)}`,
          supplierId: input.supplierId,
          status: 'draft',
          warehouseId,
          expectedOn: input.expectedOn ? parseDateInput(input.expectedOn) : null,
          notes: input.notes?.trim() || null,
          sentAt: null,
          createdById: userId,
        }),
      );
      order.number = purchaseOrderNumber(Number(parisDateOf(new Date()).slice(0, 4)), order.id);
      await this.writeLines(manager, shopId, order, input);
      return detail(manager, order);
    });
  }

  /** A draft's supplier, warehouse, dates and lines (replaced whole). */
  async update(
    ctx: RequestContext,
    id: number,
    input: PurchaseOrderInputDto,
  ): Promise<PurchaseOrderDetailDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const order = await shopOrder(manager, shopId, id);
      if (order.status !== 'draft')
        throw new ConflictException({ message: 'purchases.notDraft', params: { number: order.number } });
      await shopSupplier(manager, shopId, input.supplierId);
      order.supplierId = input.supplierId;
      order.warehouseId = await orderWarehouse(manager, shopId, input.warehouseId ?? order.warehouseId);
      if (input.expectedOn !== undefined)
        order.expectedOn = input.expectedOn ? parseDateInput(input.expectedOn) : null;
      if (input.notes !== undefined) order.notes = input.notes?.trim() || null;
      await manager.getRepository(PurchaseOrderLine).delete({ orderId: order.id });
      await this.writeLines(manager, shopId, order, input);
      return detail(manager, order);
    });
  }

  /**
   * send (draft → sent: a job then mails its PDF to the supplier), cancel (before anything came in),
   * close (once received).
   */
  async move(ctx: RequestContext, id: number, move: ManualMove): Promise<PurchaseOrderDetailDto> {
    const { shopId } = shopScope(ctx);
    const moved = await this.database.transaction(async (manager) => {
      const order = await shopOrder(manager, shopId, id);
      if (!canMove(order.status, move))
        throw new ConflictException({
          message: MOVE_REFUSALS[move],
          params: { number: order.number, status: order.status },
        });
      const status: PurchaseOrderStatus =
        move === 'send' ? 'sent' : move === 'cancel' ? 'cancelled' : 'closed';
      const changed = await manager
        .getRepository(PurchaseOrder)
        .update({ id, status: order.status }, { status, ...(move === 'send' ? { sentAt: new Date() } : {}) });
      // Moved meanwhile by another request: this one's view of it is stale.
      if (!changed.affected)
        throw new ConflictException({ message: MOVE_REFUSALS[move], params: { number: order.number } });
      return detail(manager, await shopOrder(manager, shopId, id));
    });
    if (move === 'send') {
      const payload: MailPurchaseOrderPayload = { shopId, orderId: id, locale: ctx.locale };
      await this.queue.add(MAIL_ORDER_JOB, payload, { jobId: `purchases-mail-order-${id}` });
    }
    return moved;
  }

  /** What to order again: the levels under their low-stock threshold, brought back to twice it. */
  async suggested(ctx: RequestContext): Promise<SuggestedLineDto[]> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const levels = await manager
      .getRepository(StockLevel)
      .createQueryBuilder('level')
      .innerJoin(Warehouse, 'w', 'w.id = level.warehouseId AND w.archivedAt IS NULL')
      .where('level.shopId = :shopId AND level.lowThreshold IS NOT NULL', { shopId })
      .andWhere('level.onHand - level.reserved - level.allocated < level.lowThreshold')
      .getMany();
    const wanted = suggestedQuantities(
      levels.map((level) => ({
        ...level,
        available: level.onHand - level.reserved - level.allocated,
        lowThreshold: level.lowThreshold!,
      })),
    );
    const ledger = new StockLedger(manager, shopId);
    return Promise.all(
      wanted.map(async (line) => ({ ...line, label: await ledger.label({ ...line, warehouseId: 0 }) })),
    );
  }

  private async writeLines(
    manager: EntityManager,
    shopId: number,
    order: PurchaseOrder,
    input: PurchaseOrderInputDto,
  ): Promise<void> {
    const ledger = new StockLedger(manager, shopId);
    const lines: PurchaseOrderLine[] = [];
    for (const [position, line] of input.lines.entries()) {
      const key = await resolveKey(manager, shopId, { ...line, warehouseId: order.warehouseId });
      lines.push(
        manager.getRepository(PurchaseOrderLine).create({
          orderId: order.id,
          position,
          productId: key.productId,
          vintageId: key.vintageId,
          formatId: key.formatId,
          label: line.label?.trim() || (await ledger.label(key)),
          quantity: line.quantity,
          received: 0,
          unitHt: line.unitHt,
          vatRateBp: vatRateBasisPoints(line.vatRate ?? DEFAULT_VAT_RATE),
        }),
      );
    }
    await manager.getRepository(PurchaseOrderLine).save(lines);
    const totals = purchaseTotals(lines.map(pricedOf));
    order.totalHt = totals.totalHt;
    order.totalTtc = totals.totalTtc;
    await manager.getRepository(PurchaseOrder).save(order);
  }
}

const MOVE_REFUSALS = {
  send: 'purchases.cannotSend',
  cancel: 'purchases.cannotCancel',
  close: 'purchases.cannotClose',
} as const;
