import { Module } from '@nestjs/common';
import { CustomsModule } from '@cuvee/customs';
import { CapsuleReceiptsRelay } from './capsule-receipts.relay.js';

/** The customs context and what the application connects to it: capsules received from suppliers. */
@Module({
  imports: [CustomsModule],
  providers: [CapsuleReceiptsRelay],
})
export class CustomsWiringModule {}
