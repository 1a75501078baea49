import { BadRequestException, NotFoundException } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import { shopWarehouse, Warehouse } from '@cuvee/stock';
import { Supplier } from '../suppliers/supplier.entity.js';
import type { PurchaseOrderDetailDto, PurchaseOrderDto, ReceiptDto } from './dto/purchase-order.dto.js';
import { PurchaseOrder, PurchaseOrderLine } from './purchase-order.entity.js';
import { PurchaseReceipt, PurchaseReceiptLine } from './purchase-receipt.entity.js';

/* Reading purchase orders as the API answers them, shared by the orders' and the receipts' services. */

/** A purchase order of the shop, else 404. */
export async function shopOrder(manager: EntityManager, shopId: number, id: number): Promise<PurchaseOrder> {
  const order = await manager.getRepository(PurchaseOrder).findOneBy({ id, shopId });
  if (!order) throw new NotFoundException('error.notFound');
  return order;
}

/** The warehouse named, else the default one: where an order's goods are expected. */
export async function orderWarehouse(
  manager: EntityManager,
  shopId: number,
  id: number | undefined,
): Promise<number> {
  if (id !== undefined) return (await shopWarehouse(manager, shopId, id)).id;
  const fallback = await manager.getRepository(Warehouse).findOne({
    where: { shopId, archivedAt: IsNull(), isDefault: true },
  });
  if (!fallback) throw new BadRequestException({ message: ['purchases.noWarehouse'] });
  return fallback.id;
}

export function pricedOf(line: Pick<PurchaseOrderLine, 'quantity' | 'unitHt' | 'vatRateBp'>) {
  return { quantity: line.quantity, unitHt: line.unitHt, vatRate: line.vatRateBp / 100 };
}

export async function summaries(
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
