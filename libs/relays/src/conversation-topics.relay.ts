import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BillingDocument } from '@cuvee/billing';
import { Client } from '@cuvee/crm';
import { ConversationTopics, type TopicQuery } from '@cuvee/messaging';
import { Database } from '@cuvee/platform';
import { Reservation } from '@cuvee/reservations';
import { Order } from '@cuvee/sales';

const LABEL_MAX = 120;

/**
 * What a conversation may be about, checked for messaging (ConversationTopics), which may not use sales,
 * reservations or billing: the buyer's own order, booking or sent quote in that shop, and how it reads.
 * Anything else reads as missing, so the conversation answers 404.
 */
@Injectable()
export class ConversationTopicsRelay implements OnModuleInit {
  constructor(
    private readonly topics: ConversationTopics,
    private readonly database: Database,
  ) {}

  onModuleInit(): void {
    this.topics.register('order', (query) => this.order(query));
    this.topics.register('booking', (query) => this.booking(query));
    this.topics.register('quote', (query) => this.quote(query));
  }

  private async order({ shopId, buyerUserId, id }: TopicQuery): Promise<string | null> {
    const order = await this.database.dataSource
      .getRepository(Order)
      .findOne({ where: { id, shopId }, select: { id: true, number: true, buyerId: true } });
    if (!order || (buyerUserId !== null && order.buyerId !== buyerUserId)) return null;
    return `Commande ${order.number}`.slice(0, LABEL_MAX);
  }

  private async booking({ shopId, buyerUserId, id }: TopicQuery): Promise<string | null> {
    const booking = await this.database.dataSource.getRepository(Reservation).findOne({
      where: { id, shopId },
      select: { id: true, eventTitle: true, startsAt: true, buyerId: true },
    });
    if (!booking || (buyerUserId !== null && booking.buyerId !== buyerUserId)) return null;
    const day = booking.startsAt.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
    return `Réservation ${booking.eventTitle} du ${day}`.slice(0, LABEL_MAX);
  }

  /** A quote once sent (it has its number): a draft is the shop's alone. */
  private async quote({ shopId, buyerUserId, id }: TopicQuery): Promise<string | null> {
    const manager = this.database.dataSource.manager;
    const quote = await manager.getRepository(BillingDocument).findOne({
      where: { id, shopId, kind: 'quote' },
      select: { id: true, number: true, clientId: true },
    });
    if (!quote?.number) return null;
    if (buyerUserId !== null) {
      const client = await manager
        .getRepository(Client)
        .findOne({ where: { id: quote.clientId, shopId }, select: { id: true, userId: true } });
      if (client?.userId !== buyerUserId) return null;
    }
    return `Devis ${quote.number}`.slice(0, LABEL_MAX);
  }
}
