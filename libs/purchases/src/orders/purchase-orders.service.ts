import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { In, IsNull, type EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { parseDateInput, parisDateOf, vatRateBasisPoints } from '@cuvee/kernel';
import {
  Database,
  EventBus,
  fetchPage,
  JOB_QUEUE,
  lockedRow,
  parseListQuery,
  type ListDefinition,
  type JobQueue,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { resolveKey, shopWarehouse, StockLedger, StockLevel, Warehouse } from '@cuvee/stock';
import {
  canMove,
  canReceive,
  checkReceiptLine,
  purchaseOrderNumber,
  purchaseTotals,
  statusAfterReceipt,
  suggestedQuantities,
  type ManualMove,
  type PurchaseOrderStatus,
} from '../domain/purchase-rules.js';
import { GoodsReceivedEvent, type ReceivedLine } from '../events/goods-received.event.js';
import { MAIL_ORDER_JOB, type MailPurchaseOrderPayload } from '../jobs/mail-purchase-order.job.js';
import { shopSupplier } from '../suppliers/suppliers.service.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import type {
  PurchaseOrderDetailDto,
  PurchaseOrderDto,
  PurchaseOrderInputDto,
  ReceiptDto,
  ReceiptInputDto,
  SuggestedLineDto,
} from './dto/purchase-order.dto.js';
import { PurchaseOrderDocuments } from './purchase-order-documents.js';
import { PurchaseOrder, PurchaseOrderLine } from './purchase-order.entity.js';
import { PurchaseReceipt, PurchaseReceiptLine } from './purchase-receipt.entity.js';

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

/** A purchase order of the shop, else 404. */
export async function shopOrder(manager: EntityManager, shopId: number, id: number): Promise<PurchaseOrder> {
  const order = await manager.getRepository(PurchaseOrder).findOneBy({ id, shopId });
  if (!order) throw new NotFoundException('error.notFound');
  return order;
}

/**
 * Purchase orders (/dashboard/purchases): drafts, sending, cancelling and closing, and receipts that
 * enter the goods into a warehouse as purchase movements of the stock ledger, in the same transaction;
 * GoodsReceivedEvent tells the others once it committed.
 */
@Injectable()
export class PurchaseOrdersService {
  constructor(
    private readonly database: Database,
    private readonly events: EventBus,
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
      const warehouseId = await this.warehouseOf(manager, shopId, input.warehouseId);
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
      order.warehouseId = await this.warehouseOf(manager, shopId, input.warehouseId ?? order.warehouseId);
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

  /**
   * A receipt: each line enters the chosen warehouse as a purchase movement. More than a line still
   * waits for is refused unless `confirmOver` says so (then recorded as excess). The order's lines are
   * read under lock, so two receipts at once count each other.
   */
  async receive(ctx: RequestContext, id: number, input: ReceiptInputDto): Promise<PurchaseOrderDetailDto> {
    const { shopId, userId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const ledger = new StockLedger(manager, shopId);
      const order = await lockedRow(manager, PurchaseOrder, { id, shopId });
      if (!order) throw new NotFoundException('error.notFound');
      if (!canReceive(order.status))
        throw new ConflictException({
          message: 'purchases.cannotReceive',
          params: { number: order.number, status: order.status },
        });
      const warehouseId = await this.warehouseOf(manager, shopId, input.warehouseId ?? order.warehouseId);
      const receivedOn = input.receivedOn ? parseDateInput(input.receivedOn)! : parisDateOf(new Date());
      const lines = await manager.getRepository(PurchaseOrderLine).findBy({ orderId: order.id });
      const byId = new Map(lines.map((line) => [line.id, line]));
      const receipts = manager.getRepository(PurchaseReceipt);
      const receipt = await receipts.save(
        receipts.create({
          shopId,
          orderId: order.id,
          warehouseId,
          receivedOn,
          deliveryNote: input.deliveryNote?.trim() || null,
          overConfirmed: input.confirmOver === true,
          invoiceId: null,
          createdById: userId,
        }),
      );
      const sourceRef = `purchase:${order.number}/${receipt.id}`;
      const received: ReceivedLine[] = [];
      let over = false;
      for (const entry of input.lines) {
        const line = byId.get(entry.orderLineId);
        if (!line)
          throw new BadRequestException({
            message: 'purchases.unknownLine',
            params: { number: order.number },
          });
        const { excess } = checkReceiptLine(
          { ordered: line.quantity, received: line.received },
          entry.quantity,
        );
        if (excess > 0 && input.confirmOver !== true)
          throw new ConflictException({
            message: 'purchases.overReceipt',
            params: { excess, label: line.label },
          });
        over ||= excess > 0;
        line.received += entry.quantity;
        const level = await ledger.ensureLevel({
          warehouseId,
          productId: line.productId,
          vintageId: line.vintageId,
          formatId: line.formatId,
        });
        const movement = await ledger.move(level, 'purchase', entry.quantity, {
          userId,
          sourceRef,
          reason: input.deliveryNote ?? null,
        });
        await manager.getRepository(PurchaseReceiptLine).insert({
          receiptId: receipt.id,
          orderLineId: line.id,
          quantity: entry.quantity,
          excess,
          movementId: movement.id,
        });
        received.push({
          productId: line.productId,
          vintageId: line.vintageId,
          formatId: line.formatId,
          label: line.label,
          quantity: entry.quantity,
          movementId: movement.id,
        });
      }
      if (!over && receipt.overConfirmed) await receipts.update({ id: receipt.id }, { overConfirmed: false });
      for (const line of byId.values())
        await manager.getRepository(PurchaseOrderLine).update({ id: line.id }, { received: line.received });
      const status = statusAfterReceipt(
        lines.map((line) => ({ ordered: line.quantity, received: line.received })),
      );
      await manager.getRepository(PurchaseOrder).update({ id: order.id }, { status });
      for (const event of await ledger.events()) await this.events.publish(event);
      await this.events.publish(
        new GoodsReceivedEvent({
          shopId,
          receiptId: receipt.id,
          orderId: order.id,
          orderNumber: order.number,
          supplierId: order.supplierId,
          warehouseId,
          receivedOn,
          lines: received,
        }),
      );
      return detail(manager, { ...order, status });
    });
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

  private async warehouseOf(manager: EntityManager, shopId: number, id: number | undefined): Promise<number> {
    if (id !== undefined) return (await shopWarehouse(manager, shopId, id)).id;
    const fallback = await manager.getRepository(Warehouse).findOne({
      where: { shopId, archivedAt: IsNull(), isDefault: true },
    });
    if (!fallback) throw new BadRequestException({ message: ['purchases.noWarehouse'] });
    return fallback.id;
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

export function pricedOf(line: Pick<PurchaseOrderLine, 'quantity' | 'unitHt' | 'vatRateBp'>) {
  return { quantity: line.quantity, unitHt: line.unitHt, vatRate: line.vatRateBp / 100 };
}

async function summaries(
  manager: EntityManager,
  orders: readonly PurchaseOrder[],
): Promise<PurchaseOrderDto[]> {
  const ids = [...new Set(orders.map((order) => order.supplierId))];
  const suppliers = ids.length ? await manager.getRepository(Supplier).findBy({ id: In(ids) }) : [];
  const names = new Map(suppliers.map((supplier) => [supplier.id, supplier.name]));
  return orders.map((order) => ({
    id: order.id,
    number: order.number,
    supplierId: order.supplierId,
    supplierName: names.get(order.supplierId) ?? '',
    status: order.status,
    warehouseId: order.warehouseId,
    expectedOn: order.expectedOn,
    totalHt: order.totalHt,
    totalTtc: order.totalTtc,
    sentAt: order.sentAt,
    createdAt: order.createdAt,
  }));
}

export async function receiptsOf(manager: EntityManager, orderId: number): Promise<ReceiptDto[]> {
  const receipts = await manager
    .getRepository(PurchaseReceipt)
    .find({ where: { orderId }, order: { id: 'ASC' } });
  const lines = receipts.length
    ? await manager
        .getRepository(PurchaseReceiptLine)
        .find({ where: { receiptId: In(receipts.map((r) => r.id)) }, order: { id: 'ASC' } })
    : [];
  return receipts.map((receipt) => ({
    id: receipt.id,
    warehouseId: receipt.warehouseId,
    receivedOn: receipt.receivedOn,
    deliveryNote: receipt.deliveryNote,
    overConfirmed: receipt.overConfirmed,
    invoiceId: receipt.invoiceId,
    lines: lines
      .filter((line) => line.receiptId === receipt.id)
      .map(({ orderLineId, quantity, excess, movementId }) => ({
        orderLineId,
        quantity,
        excess,
        movementId,
      })),
  }));
}

export async function detail(manager: EntityManager, order: PurchaseOrder): Promise<PurchaseOrderDetailDto> {
  const [summary] = await summaries(manager, [order]);
  const lines = await manager
    .getRepository(PurchaseOrderLine)
    .find({ where: { orderId: order.id }, order: { position: 'ASC' } });
  return {
    ...summary!,
    notes: order.notes,
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      vintageId: line.vintageId,
      formatId: line.formatId,
      label: line.label,
      quantity: line.quantity,
      received: line.received,
      unitHt: line.unitHt,
      vatRate: line.vatRateBp / 100,
    })),
    receipts: await receiptsOf(manager, order.id),
  };
}
