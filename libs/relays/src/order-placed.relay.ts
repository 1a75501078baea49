import { Injectable, Logger } from '@nestjs/common';
import { Shop, User } from '@cuvee/iam';
import { formatMoney, messageText } from '@cuvee/kernel';
import { NotificationsService } from '@cuvee/messaging';
import { AppConfig, composeMail, Database, MailSender, OnEvent } from '@cuvee/platform';
import { OrderPlacedEvent } from '@cuvee/sales';

/** Where the back office shows an order (its route table: /dashboard/orders/:id). */
const orderPage = (orderId: number) => `/dashboard/orders/${orderId}`;

/**
 * An order placed from the shop front is told to the shop's owner: a line of the notification centre
 * and a mail, so no order waits unseen for validation. Sales may not depend on messaging, so the
 * composition root connects them. Both are written in French, the product's first language, like
 * the other notifications of the centre (users have no language of their own yet).
 */
@Injectable()
export class OrderPlacedRelay {
  private readonly logger = new Logger(OrderPlacedRelay.name);

  constructor(
    private readonly notifications: NotificationsService,
    private readonly database: Database,
    private readonly mailer: MailSender,
    private readonly config: AppConfig,
  ) {}

  @OnEvent(OrderPlacedEvent)
  async notifyOwner(order: OrderPlacedEvent): Promise<void> {
    const owner = await this.ownerOf(order.shopId);
    if (!owner) return;
    await this.notifications.notify([
      {
        userId: owner.user.id,
        shopId: order.shopId,
        type: 'order',
        content: summary(order),
        redirectLink: orderPage(order.orderId),
      },
    ]);
  }

  /** Queued (a mail is slow): sent by whichever process runs jobs, the worker when there is one. */
  @OnEvent(OrderPlacedEvent, { delivery: 'queued' })
  async mailOwner(order: OrderPlacedEvent): Promise<void> {
    const owner = await this.ownerOf(order.shopId);
    if (!owner) return;
    const content = composeMail({
      subject: `Nouvelle commande ${order.number} — ${owner.shop.name}`,
      greeting: `Bonjour ${owner.user.firstname},`,
      paragraphs: [
        `${summary(order)}.`,
        'Ouvrez-la pour la valider ou la refuser : le stock reste réservé en attendant.',
      ],
      button: 'Voir la commande',
      link: `${this.config.publicUrl}${orderPage(order.orderId)}`,
    });
    try {
      await this.mailer.send({ to: owner.user.email, ...content });
    } catch (error) {
      // Logged, not retried: the notification centre already shows the order.
      this.logger.error(`Order mail for ${order.number} could not be sent: ${String(error)}`);
    }
  }

  private async ownerOf(shopId: number): Promise<{ shop: Shop; user: User } | null> {
    const manager = this.database.dataSource.manager;
    const shop = await manager
      .getRepository(Shop)
      .findOne({ where: { id: shopId }, select: { id: true, name: true, ownerId: true } });
    if (!shop) return null;
    const user = await manager
      .getRepository(User)
      .findOne({ where: { id: shop.ownerId }, select: { id: true, email: true, firstname: true } });
    return user ? { shop, user } : null;
  }
}

function summary(order: OrderPlacedEvent): string {
  return messageText('sales.orderPlaced', 'fr', {
    number: order.number,
    client: order.clientName,
    amount: formatMoney(order.totalTtc, 'fr'),
  });
}
