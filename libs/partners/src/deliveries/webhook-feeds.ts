import { Injectable } from '@nestjs/common';
import { DocumentIssuedEvent, SettlementChangedEvent } from '@cuvee/billing';
import type { WebhookEventType } from '@cuvee/kernel';
import { type DomainEvent, OnEvent } from '@cuvee/platform';
import { ReservationBookedEvent, ReservationCancelledEvent } from '@cuvee/reservations';
import { OrderPlacedEvent } from '@cuvee/sales';
import { LowStockEvent } from '@cuvee/stock';
import { WebhookDispatcher } from './webhook-dispatcher.js';

/**
 * The events of the bus that reach webhooks, each under the name partners see. Queued: they run after
 * the publisher's commit, in the worker with Redis, and are retried; the fan-out is idempotent.
 */
@Injectable()
export class WebhookFeeds {
  constructor(private readonly dispatcher: WebhookDispatcher) {}

  @OnEvent(OrderPlacedEvent, { delivery: 'queued' })
  orderPlaced(event: OrderPlacedEvent): Promise<unknown> {
    return this.feed('order.placed', event);
  }

  @OnEvent(DocumentIssuedEvent, { delivery: 'queued' })
  documentIssued(event: DocumentIssuedEvent): Promise<unknown> {
    return this.feed('document.issued', event);
  }

  @OnEvent(SettlementChangedEvent, { delivery: 'queued' })
  settlementChanged(event: SettlementChangedEvent): Promise<unknown> {
    return this.feed('settlement.changed', event);
  }

  @OnEvent(LowStockEvent, { delivery: 'queued' })
  lowStock(event: LowStockEvent): Promise<unknown> {
    return this.feed('stock.low', event);
  }

  @OnEvent(ReservationBookedEvent, { delivery: 'queued' })
  reservationBooked(event: ReservationBookedEvent): Promise<unknown> {
    return this.feed('reservation.booked', event);
  }

  @OnEvent(ReservationCancelledEvent, { delivery: 'queued' })
  reservationCancelled(event: ReservationCancelledEvent): Promise<unknown> {
    return this.feed('reservation.cancelled', event);
  }

  /** The event's own fields are the delivery's `data`; the shop and the instant frame it. */
  private feed(type: WebhookEventType, event: DomainEvent): Promise<unknown> {
    const data = JSON.parse(JSON.stringify(event)) as Record<string, unknown>;
    delete data.shopId;
    delete data.occurredAt;
    return this.dispatcher.fanOut(type, event.shopId, event.occurredAt, data);
  }
}
