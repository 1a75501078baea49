import { BadRequestException, HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { failure, parisDateOf, SHIPPABLE_ORDER_STATUSES } from '@cuvee/kernel';
import { Database, lockedRow, type RequestContext } from '@cuvee/platform';
import { checkShipment, shippedUnits, type ShipmentRefusal } from '../domain/order-shipments.js';
import { orderLineLabel } from '../domain/order-invoicing.js';
import { Order, OrderLine } from '../orders/order.entity.js';
import { OrderQueries } from '../orders/order-queries.service.js';
import { assertNotImported, failureException } from '../sales-errors.js';
import type { OrderShipmentsDto, OrderShipmentDto, OrderShipmentInputDto } from './dto/shipment.dto.js';
import { OrderShipment } from './order-shipment.entity.js';

/**
 * An order shipped in several deliveries (ADR 0074): each shipment records the units it took of the
 * order's lines, checked against what is left to ship while the order's row is held, so two shipments
 * recorded at once never take the same bottle twice. Invoicing them is billing's `shipments` source.
 */
@Injectable()
export class OrderShipments {
  constructor(
    private readonly database: Database,
    private readonly queries: OrderQueries,
  ) {}

  /** The order's shipments and, per line, what was ordered, shipped, invoiced and is left. */
  async list(ctx: RequestContext, orderId: number): Promise<OrderShipmentsDto> {
    const order = await this.queries.find(ctx, orderId);
    return this.view(this.database.dataSource.manager, order);
  }

  async create(ctx: RequestContext, orderId: number, dto: OrderShipmentInputDto): Promise<OrderShipmentsDto> {
    const seen = await this.queries.find(ctx, orderId);
    assertNotImported(seen);
    return this.database.transaction(async (manager) => {
      // Held until commit: a second shipment of this order waits and then sees this one.
      const order = (await lockedRow(manager, Order, { id: seen.id, shopId: seen.shopId }))!;
      if (!SHIPPABLE_ORDER_STATUSES.includes(order.status))
        throw failureException(
          failure('sales.shipmentBeforeValidation', { number: order.number }),
          HttpStatus.CONFLICT,
        );
      const [lines, shipments] = await this.rowsOf(manager, order.id);
      const checked = checkShipment(lines, shippedUnits(shipments), dto.lines);
      if (!checked.ok) throw refusal(checked.refusal, order, lines);
      await manager.getRepository(OrderShipment).insert({
        shopId: order.shopId,
        orderId: order.id,
        position: shipments.reduce((last, shipment) => Math.max(last, shipment.position), 0) + 1,
        shippedOn: dto.shippedOn ?? parisDateOf(new Date()),
        trackingNumber: dto.trackingNumber?.trim() || null,
        lines: [...checked.units].map(([lineId, quantity]) => ({ lineId, quantity })),
        invoiceId: null,
        invoiceNumber: null,
        creditApplied: 0,
        paymentApplied: 0,
        createdById: ctx.user?.userId ?? null,
      });
      return this.view(manager, order);
    });
  }

  private async view(manager: EntityManager, order: Order): Promise<OrderShipmentsDto> {
    const [lines, shipments] = await this.rowsOf(manager, order.id);
    const labels = new Map(lines.map((line) => [line.id, orderLineLabel(line)]));
    const shipped = shippedUnits(shipments);
    const invoiced = shippedUnits(shipments.filter((shipment) => shipment.invoiceId !== null));
    return {
      shipments: shipments.map((shipment) => shipmentView(shipment, labels)),
      lines: lines.map((line) => ({
        lineId: line.id,
        label: labels.get(line.id)!,
        ordered: line.quantity,
        shipped: shipped.get(line.id) ?? 0,
        invoiced: invoiced.get(line.id) ?? 0,
        left: line.quantity - (shipped.get(line.id) ?? 0),
      })),
      invoicing: order.shipmentsInvoiced > 0 ? 'perShipment' : order.status === 'invoiced' ? 'whole' : 'none',
    };
  }

  private rowsOf(manager: EntityManager, orderId: number): Promise<[OrderLine[], OrderShipment[]]> {
    return Promise.all([
      manager.getRepository(OrderLine).find({ where: { orderId }, order: { position: 'ASC' } }),
      manager.getRepository(OrderShipment).find({ where: { orderId }, order: { position: 'ASC' } }),
    ]);
  }
}

function shipmentView(shipment: OrderShipment, labels: ReadonlyMap<number, string>): OrderShipmentDto {
  return {
    id: shipment.id,
    orderId: shipment.orderId,
    position: shipment.position,
    shippedOn: shipment.shippedOn,
    trackingNumber: shipment.trackingNumber,
    lines: shipment.lines.map((line) => ({
      lineId: line.lineId,
      label: labels.get(line.lineId) ?? '',
      quantity: line.quantity,
    })),
    invoiceId: shipment.invoiceId,
    invoiceNumber: shipment.invoiceNumber,
    createdAt: shipment.createdAt,
  };
}

function refusal(refused: ShipmentRefusal, order: Order, lines: readonly OrderLine[]): BadRequestException {
  switch (refused.reason) {
    case 'empty':
      return new BadRequestException('sales.shipmentEmpty');
    case 'unknownLine':
      return new BadRequestException({
        message: 'sales.shipmentUnknownLine',
        params: { line: refused.lineId, number: order.number },
      });
    case 'lineTwice':
      return new BadRequestException({
        message: 'sales.shipmentLineTwice',
        params: { line: refused.lineId },
      });
    case 'tooMany': {
      const line = lines.find((row) => row.id === refused.lineId)!;
      return new BadRequestException({
        message: 'sales.shipmentTooMany',
        params: { product: orderLineLabel(line), asked: refused.asked, left: refused.left },
      });
    }
  }
}
