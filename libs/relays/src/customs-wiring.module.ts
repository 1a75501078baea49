import { Module } from '@nestjs/common';
import { CustomsModule } from '@cuvee/customs';
import { CapsuleReceiptsRelay } from './capsule-receipts.relay.js';
import { SaleDestinationsRelay } from './sale-destinations.relay.js';

/**
 * The customs context and what the application connects to it: capsules received from suppliers, and
 * where the orders' sales were delivered.
 */
@Module({
  imports: [CustomsModule],
  providers: [CapsuleReceiptsRelay, SaleDestinationsRelay],
})
export class CustomsWiringModule {}
