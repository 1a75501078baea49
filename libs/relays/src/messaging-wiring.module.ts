import { Module } from '@nestjs/common';
import { MessagingModule } from '@cuvee/messaging';
import { ReservationsModule } from '@cuvee/reservations';
import { SalesModule } from '@cuvee/sales';
import { ConversationTopicsRelay } from './conversation-topics.relay.js';
import { OperationNewsRelay } from './operation-news.relay.js';
import { ShopNewsRelay } from './shop-news.relay.js';

/**
 * Messaging and what the application connects to it: what conversations may be about (orders,
 * bookings, quotes) and the news of bookings, payments, imports and exports for the notification centre.
 */
@Module({
  imports: [MessagingModule, SalesModule, ReservationsModule],
  providers: [ConversationTopicsRelay, ShopNewsRelay, OperationNewsRelay],
})
export class MessagingWiringModule {}
