import { Module } from '@nestjs/common';
import { MessagingModule } from '@cuvee/messaging';
import { SalesModule } from '@cuvee/sales';
import { OrderPlacedRelay } from './order-placed.relay.js';

/** The sales context and what the application connects to it: the owner told of the shop's orders. */
@Module({
  imports: [SalesModule, MessagingModule],
  providers: [OrderPlacedRelay],
})
export class SalesWiringModule {}
