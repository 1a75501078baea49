import { Injectable } from '@nestjs/common';
import { formatMoney, messageText } from '@cuvee/kernel';
import { NotificationsService, type NewNotification } from '@cuvee/messaging';
import { Database, OnEvent } from '@cuvee/platform';
import { OrderPlacedEvent } from '@cuvee/sales';
import { shopOwnerOf } from './shop-owner.js';

/** Where the back office shows an order (its route table: /dashboard/orders/:id). */
const orderPage = (orderId: number) => `/dashboard/orders/${orderId}`;

/**
 * An order placed from the shop front is told to the shop's owner, as their preferences for `order`
 * say: a line of the notification centre and a mail, so no order waits unseen for validation. Sales may
 * not depend on messaging, so the composition root connects them. Both are written in French, the
 * product's first language, like the other notifications of the centre (users have no language of
 * their own yet).
 */
@Injectable()
export class OrderPlacedRelay {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly database: Database,
  ) {}

  @OnEvent(OrderPlacedEvent)
  async notifyOwner(order: OrderPlacedEvent): Promise<void> {
    const notification = await this.notificationOf(order);
    if (notification) await this.notifications.notify([notification], { channels: ['centre'] });
  }

  /** Queued (a mail is slow): sent by whichever process runs jobs, the worker when there is one. */
  @OnEvent(OrderPlacedEvent, { delivery: 'queued' })
  async mailOwner(order: OrderPlacedEvent): Promise<void> {
    const notification = await this.notificationOf(order);
    if (notification) await this.notifications.notify([notification], { channels: ['mail'] });
  }

  private async notificationOf(order: OrderPlacedEvent): Promise<NewNotification | null> {
    const owner = await shopOwnerOf(this.database, order.shopId);
    if (!owner) return null;
    return {
      userId: owner.user.id,
      shopId: order.shopId,
      type: 'order',
      content: summary(order),
      redirectLink: orderPage(order.orderId),
      mail: {
        subject: `Nouvelle commande ${order.number} — ${owner.shop.name}`,
        paragraphs: [
          `${summary(order)}.`,
          'Ouvrez-la pour la valider ou la refuser : le stock reste réservé en attendant.',
        ],
        button: 'Voir la commande',
      },
    };
  }
}

function summary(order: OrderPlacedEvent): string {
  return messageText('sales.orderPlaced', 'fr', {
    number: order.number,
    client: order.clientName,
    amount: formatMoney(order.totalTtc, 'fr'),
  });
}
