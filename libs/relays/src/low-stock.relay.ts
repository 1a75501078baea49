import { Injectable } from '@nestjs/common';
import { Shop } from '@cuvee/iam';
import { messageText } from '@cuvee/kernel';
import { NotificationsService } from '@cuvee/messaging';
import { Database, OnEvent } from '@cuvee/platform';
import { LowStockEvent } from '@cuvee/stock';

/**
 * A low-stock alert becomes a notification for the shop's owner. Stock may not depend on
 * messaging, so the composition root connects the two. Notifications are stored in French, the
 * product's first language, like the other notifications of the centre.
 */
@Injectable()
export class LowStockRelay {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly database: Database,
  ) {}

  @OnEvent(LowStockEvent)
  async notifyOwner(alert: LowStockEvent): Promise<void> {
    const shop = await this.database.dataSource
      .getRepository(Shop)
      .findOne({ where: { id: alert.shopId }, select: { id: true, ownerId: true } });
    if (!shop) return;
    await this.notifications.notify([
      {
        userId: shop.ownerId,
        shopId: alert.shopId,
        type: 'stock',
        content: messageText('stock.lowStock', 'fr', {
          product: alert.product,
          warehouse: alert.warehouse,
          available: alert.available,
        }),
        redirectLink: `/dashboard/stocks/${alert.levelId}`,
      },
    ]);
  }
}
