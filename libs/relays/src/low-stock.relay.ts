import { Injectable, type OnModuleInit } from '@nestjs/common';
import { In } from 'typeorm';
import { Shop } from '@cuvee/iam';
import { messageText } from '@cuvee/kernel';
import { NotificationsService } from '@cuvee/messaging';
import { Database } from '@cuvee/platform';
import { LowStockAlerts, type LowStockAlert } from '@cuvee/stock';

/**
 * Low-stock alerts become notifications for the shop's owner. Stock may not depend on
 * messaging, so the composition root connects the two. Notifications are stored in French, the
 * product's first language, like the other notifications of the centre.
 */
@Injectable()
export class LowStockRelay implements OnModuleInit {
  constructor(
    private readonly alerts: LowStockAlerts,
    private readonly notifications: NotificationsService,
    private readonly database: Database,
  ) {}

  onModuleInit(): void {
    this.alerts.register((alerts) => this.relay(alerts));
  }

  async relay(alerts: readonly LowStockAlert[]): Promise<void> {
    const shops = await this.database.dataSource.getRepository(Shop).find({
      where: { id: In([...new Set(alerts.map((a) => a.shopId))]) },
      select: { id: true, ownerId: true },
    });
    const owners = new Map(shops.map((shop) => [shop.id, shop.ownerId]));
    await this.notifications.notify(
      alerts
        .filter((alert) => owners.has(alert.shopId))
        .map((alert) => ({
          userId: owners.get(alert.shopId)!,
          shopId: alert.shopId,
          type: 'stock',
          content: messageText('stock.lowStock', 'fr', {
            product: alert.product,
            warehouse: alert.warehouse,
            available: alert.available,
          }),
          redirectLink: `/dashboard/stocks/${alert.levelId}`,
        })),
    );
  }
}
