import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { shopScope } from '@cuvee/iam';
import { parseDateInput, parisDateOf } from '@cuvee/kernel';
import { Database, EventBus, lockedRow, type RequestContext } from '@cuvee/platform';
import { StockLedger } from '@cuvee/stock';
import { canReceive, checkReceiptLine, statusAfterReceipt } from '../domain/purchase-rules.js';
import { GoodsReceivedEvent, type ReceivedLine } from '../events/goods-received.event.js';
import type { PurchaseOrderDetailDto, ReceiptInputDto } from './dto/purchase-order.dto.js';
import { detail, orderWarehouse } from './purchase-order-views.js';
import { PurchaseOrder, PurchaseOrderLine } from './purchase-order.entity.js';
import { PurchaseReceipt, PurchaseReceiptLine } from './purchase-receipt.entity.js';

/**
 * Receipts of purchase orders: goods entering stock as purchase movements of the ledger, in the
 * receipt's transaction; GoodsReceivedEvent tells the others once it committed (ADR 0039).
 */
@Injectable()
export class ReceiptsService {
  constructor(
    private readonly database: Database,
    private readonly events: EventBus,
  ) {}

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
      const warehouseId = await orderWarehouse(manager, shopId, input.warehouseId ?? order.warehouseId);
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
}
