import { Injectable, Logger } from '@nestjs/common';
import { In } from 'typeorm';
import { BillingDocument, BillingDocumentLine, CreditNotesService } from '@cuvee/billing';
import { Shop } from '@cuvee/iam';
import type { Locale } from '@cuvee/kernel';
import { Database, OnEvent, type RequestContext } from '@cuvee/platform';
import { BookingDesk, ReservationCancelledEvent } from '@cuvee/reservations';
import { creditedPositions, linesOfBooking, paymentStatusAfterCredit } from '../domain/booking-credit.js';
import { BOOKING_LINE_TYPES } from './booking-cancellations.js';
import { Order, OrderLine } from './order.entity.js';

/**
 * A booking cancelled once its order was invoiced is given back by a credit note (ADR 0016) on that
 * invoice, for the booking's own lines — its rates and its tourist tax — whatever else the order holds.
 * The credit note is the shop's document: it is written and issued in the name of the shop's owner,
 * whoever cancelled. The order's payment status then follows its invoice (paymentStatusAfterCredit).
 */
@Injectable()
export class BookingCredits {
  private readonly logger = new Logger(BookingCredits.name);

  constructor(
    private readonly database: Database,
    private readonly bookingDesk: BookingDesk,
    private readonly creditNotes: CreditNotesService,
  ) {}

  @OnEvent(ReservationCancelledEvent)
  async creditBooking(cancelled: ReservationCancelledEvent): Promise<void> {
    if (cancelled.orderId === null) return;
    const manager = this.database.dataSource.manager;
    const order = await manager
      .getRepository(Order)
      .findOneBy({ id: cancelled.orderId, shopId: cancelled.shopId });
    if (!order?.invoiceId) return;
    const invoice = await manager
      .getRepository(BillingDocument)
      .findOneBy({ id: order.invoiceId, shopId: order.shopId });
    if (!invoice?.number) return;
    const orderLines = await manager
      .getRepository(OrderLine)
      .findBy({ orderId: order.id, productType: In(BOOKING_LINE_TYPES) });
    const bookings = await this.bookingDesk.ofOrder(manager, order.shopId, order.id);
    const lines = linesOfBooking(
      orderLines,
      bookings.map((booking) => ({ id: booking.id, rateLines: booking.rates.length })),
      cancelled.reservationId,
    );
    const invoiceLines = await manager
      .getRepository(BillingDocumentLine)
      .find({ where: { documentId: invoice.id }, order: { position: 'ASC' } });
    const credited = creditedPositions(lines, invoiceLines);
    if (!credited.length) {
      this.logger.warn(`Booking ${cancelled.reservationId}: no line of invoice ${invoice.number} to credit`);
      return;
    }
    const ctx = await this.ownerContext(order.shopId, invoice.locale);
    const note = await this.creditNotes.create(ctx, {
      invoiceId: invoice.id,
      mode: 'lines',
      lines: credited,
    });
    await this.creditNotes.issue(ctx, note.id);
    const after = await manager.getRepository(BillingDocument).findOneByOrFail({ id: invoice.id });
    const paymentStatus = paymentStatusAfterCredit(after.status, order.paymentStatus);
    if (paymentStatus !== null)
      await manager.getRepository(Order).update({ id: order.id, shopId: order.shopId }, { paymentStatus });
  }

  /** The shop's owner, as billing's services expect a caller. */
  private async ownerContext(shopId: number, locale: Locale): Promise<RequestContext> {
    const shop = await this.database.dataSource.manager.getRepository(Shop).findOneByOrFail({ id: shopId });
    return {
      correlationId: `booking-credit-${shopId}`,
      locale,
      user: {
        userId: shop.ownerId,
        role: 'owner',
        shopId,
        access: { role: 'owner', blocked: false, authorizations: null },
        permissions: [],
        integrations: [],
        sessionId: '',
      },
    };
  }
}
