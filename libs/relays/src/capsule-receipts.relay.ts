import { Injectable } from '@nestjs/common';
import { CapsuleArticlesService } from '@cuvee/customs';
import { OnEvent } from '@cuvee/platform';
import { GoodsReceivedEvent } from '@cuvee/purchases';

/**
 * Capsules received from a supplier enter the CRD ledger (docs/customs.md "Capsule purchases"). Customs
 * may not depend on purchases, so the composition root hands it each committed receipt; customs keeps
 * the lines that are capsule articles and records each once.
 */
@Injectable()
export class CapsuleReceiptsRelay {
  constructor(private readonly articles: CapsuleArticlesService) {}

  // Queued: retried until recorded (each line records once), and never inside the receipt's transaction,
  // whose stock locks a validation takes in the other order.
  @OnEvent(GoodsReceivedEvent, { delivery: 'queued' })
  async recordCapsules(event: GoodsReceivedEvent): Promise<void> {
    await this.articles.receive({
      shopId: event.shopId,
      receiptId: event.receiptId,
      orderNumber: event.orderNumber,
      receivedOn: event.receivedOn,
      lines: event.lines,
    });
  }
}
