import { Injectable } from '@nestjs/common';
import { In, Not } from 'typeorm';
import { Database, OnEvent } from '@cuvee/platform';
import { BookingDesk, ReservationCancelledEvent } from '@cuvee/reservations';
import { Order, OrderLine } from './order.entity.js';
import { OrderLifecycle } from './order-lifecycle.service.js';

/** The order lines a booking writes (reservation-lines.ts): no catalogue product. */
export const BOOKING_LINE_TYPES = ['reservation', 'touristTax'];

/**
 * A booking cancelled (by the buyer within the delay, or by the shop) leaves its order: when the order
 * is still pending and holds nothing else — no product, no other booking — it is cancelled too, so its
 * card imprint is released and nothing is captured for a visit that will not happen. A validated or
 * invoiced order keeps its lines: the invoice's credit note gives the booking back (BookingCredits).
 */
@Injectable()
export class BookingCancellations {
  constructor(
    private readonly database: Database,
    private readonly lifecycle: OrderLifecycle,
    private readonly bookingDesk: BookingDesk,
  ) {}

  @OnEvent(ReservationCancelledEvent)
  async followOrder(cancelled: ReservationCancelledEvent): Promise<void> {
    if (cancelled.orderId === null) return;
    const manager = this.database.dataSource.manager;
    const order = await manager
      .getRepository(Order)
      .findOneBy({ id: cancelled.orderId, shopId: cancelled.shopId });
    if (order?.status !== 'pending') return;
    const products = await manager
      .getRepository(OrderLine)
      .countBy({ orderId: order.id, productType: Not(In(BOOKING_LINE_TYPES)) });
    if (products > 0 || (await this.bookingDesk.heldBy(manager, order.shopId, order.id)) > 0) return;
    await this.lifecycle.cancelEmptied(order);
  }
}
