import { Injectable } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import { BillingDocument } from '@cuvee/billing';
import { Client, crmScope, Task } from '@cuvee/crm';
import { addDays, parisDateOf, parisDayStart, type TaskActivityType } from '@cuvee/kernel';
import { Database, type RequestContext } from '@cuvee/platform';
import { Order } from '../orders/order.entity.js';
import type { TourClientDto, TourVisitDto } from './dto/tour.dto.js';

/** The tasks met at a client's: a visit, a tasting. */
export const VISIT_TYPES: readonly TaskActivityType[] = ['visit', 'tasting'];
/** More than a day holds; the screen lists no more. */
const MAX_VISITS = 50;
const LAST_ORDERS = 3;
/** Orders never placed or abandoned are not the client's history. */
const UNPLACED = ['draft', 'aborted'];

/**
 * The caller's visits of the day (Paris), in time order, each with its client's card, last orders and
 * open quotes: one answer for the phone on the road instead of a request per visit. A client the caller
 * does not see (CRM's scope: agents their own clients) shows no card.
 */
@Injectable()
export class TourOfTheDay {
  constructor(private readonly database: Database) {}

  async today(ctx: RequestContext, now = new Date()): Promise<TourVisitDto[]> {
    const scope = crmScope(ctx);
    const manager = this.database.dataSource.manager;
    const day = parisDateOf(now);
    const tasks = await manager
      .getRepository(Task)
      .createQueryBuilder('t')
      .where('t.shopId = :shopId AND t.assigneeId = :me', { shopId: scope.shopId, me: scope.userId })
      .andWhere('t.activityType IN (:...types)', { types: VISIT_TYPES })
      .andWhere('t.dueAt >= :from AND t.dueAt < :to', {
        from: parisDayStart(day),
        to: parisDayStart(addDays(day, 1)),
      })
      .orderBy('t.dueAt', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .limit(MAX_VISITS)
      .getMany();
    const clientIds = [...new Set(tasks.flatMap((task) => task.clientId ?? []))];
    const clients = new Map(
      (clientIds.length
        ? await manager.getRepository(Client).findBy({ shopId: scope.shopId, id: In(clientIds) })
        : []
      )
        .filter((client) => scope.allClients || client.agentId === scope.userId)
        .map((client) => [client.id, client]),
    );
    const visible = [...clients.keys()];
    const [orders, quotes] = await Promise.all([
      this.lastOrders(manager, scope.shopId, visible),
      this.openQuotes(manager, scope.shopId, visible, day),
    ]);
    return tasks.map((task) => {
      const client = task.clientId === null ? undefined : clients.get(task.clientId);
      return {
        taskId: task.id,
        title: task.title,
        description: task.description,
        activityType: task.activityType,
        dueAt: task.dueAt,
        durationMinutes: task.durationMinutes,
        done: task.done,
        client: client ? cardOf(client) : null,
        lastOrders: client ? (orders.get(client.id) ?? []) : [],
        openQuotes: client ? (quotes.get(client.id) ?? []) : [],
      };
    });
  }

  /** Each client's last orders, one indexed read per client (shop, client, created). */
  private async lastOrders(
    manager: EntityManager,
    shopId: number,
    clientIds: readonly number[],
  ): Promise<Map<number, TourVisitDto['lastOrders']>> {
    const entries = await Promise.all(
      clientIds.map(async (clientId) => {
        const orders = await manager
          .getRepository(Order)
          .createQueryBuilder('o')
          .select(['o.id', 'o.number', 'o.createdAt', 'o.status', 'o.totalHT'])
          .where("o.shopId = :shopId AND o.clientId = :clientId AND o.kind = 'order'", { shopId, clientId })
          .andWhere('o.status NOT IN (:...unplaced)', { unplaced: UNPLACED })
          .orderBy('o.createdAt', 'DESC')
          .addOrderBy('o.id', 'DESC')
          .limit(LAST_ORDERS)
          .getMany();
        return [
          clientId,
          orders.map(({ id, number, createdAt, status, totalHT }) => ({
            id,
            number,
            createdAt,
            status,
            totalHT,
          })),
        ] as const;
      }),
    );
    return new Map(entries);
  }

  /** Quotes sent and still waiting for the client's answer: not decided, not replaced, not expired. */
  private async openQuotes(
    manager: EntityManager,
    shopId: number,
    clientIds: readonly number[],
    day: string,
  ): Promise<Map<number, TourVisitDto['openQuotes']>> {
    const byClient = new Map<number, TourVisitDto['openQuotes']>();
    if (clientIds.length === 0) return byClient;
    const quotes = await manager.getRepository(BillingDocument).find({
      where: { shopId, kind: 'quote', status: 'generated', supersededAt: IsNull(), clientId: In(clientIds) },
      order: { issueDate: 'DESC', id: 'DESC' },
    });
    for (const quote of quotes) {
      if (quote.validUntil !== null && quote.validUntil < day) continue;
      byClient.set(quote.clientId, [
        ...(byClient.get(quote.clientId) ?? []),
        { id: quote.id, number: quote.number, validUntil: quote.validUntil, totalHt: quote.totalHt },
      ]);
    }
    return byClient;
  }
}

function cardOf(client: Client): TourClientDto {
  return {
    id: client.id,
    displayName: client.displayName,
    address: client.deliveryAddress ?? client.billingAddress,
    phone: client.phone ?? client.mobile,
    email: client.email,
  };
}
