import { Injectable } from '@nestjs/common';
import { messageText } from '@cuvee/kernel';
import { NotificationsService } from '@cuvee/messaging';
import { Database, OnEvent } from '@cuvee/platform';
import { LowStockEvent } from '@cuvee/stock';
import { shopOwnerOf } from './shop-owner.js';

/**
 * A low-stock alert is told to the shop's owner, as their preferences for `stock` say (the centre by
 * default, a mail when chosen). Stock may not depend on messaging, so the composition root connects
 * the two. Notifications are stored in French, the product's first language, like the other
 * notifications of the centre.
 */
@Injectable()
export class LowStockRelay {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly database: Database,
  ) {}

  @OnEvent(LowStockEvent)
  async notifyOwner(alert: LowStockEvent): Promise<void> {
    const owner = await shopOwnerOf(this.database, alert.shopId);
    if (!owner) return;
    const content = messageText('stock.lowStock', 'fr', {
      product: alert.product,
      warehouse: alert.warehouse,
      available: alert.available,
    });
    await this.notifications.notify([
      {
        userId: owner.user.id,
        shopId: alert.shopId,
        type: 'stock',
        content,
        redirectLink: `/dashboard/stocks/${alert.levelId}`,
        mail: { subject: `Stock bas — ${alert.product}`, paragraphs: [content], button: 'Voir le stock' },
      },
    ]);
  }
}
