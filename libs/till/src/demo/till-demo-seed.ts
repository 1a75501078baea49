import type { EntityManager } from 'typeorm';
import { billLines, type LinePricer } from '@cuvee/billing';
import { Product, ProductFormat } from '@cuvee/catalogue';
import { DEMO_SHOP_CODE, Shop, User } from '@cuvee/iam';
import { addDays, parisDateOf, parisDayStart, type ClientTypology } from '@cuvee/kernel';
import { SalesPoint } from '@cuvee/sales';
import { closureOf, ZERO_GRAND_TOTALS } from '../domain/closure.js';
import { priceTicket, type TicketLineInput, type TicketPayment } from '../domain/ticket.js';
import { cancellationTotals, type Totals } from '../domain/totals.js';
import { TillChain } from '../records/till-chain.js';
import { TillHead } from '../records/till-record.entity.js';
import { moveTicketStock } from '../records/till-stock.js';

const MINUTE = 60_000;

/**
 * Yesterday at the demo shop's « Caveau du domaine »: a 150 € float, three tickets (cash with change,
 * card, cheque), the card one cancelled, and the day's Z with the cash counted 1 € short, all in the
 * sales point's chain, priced at its price list by the sales pricer. The bottles leave the sales
 * point's warehouse as a real ticket's do, and the cancelled ones come back. Idempotent: a sales point
 * with a chain is left alone.
 */
export async function seedTillDemo(manager: EntityManager, pricer: LinePricer): Promise<void> {
  const shop = await manager.getRepository(Shop).findOneBy({ code: DEMO_SHOP_CODE });
  if (!shop) return;
  const point = await manager
    .getRepository(SalesPoint)
    .findOneBy({ shopId: shop.id, name: 'Caveau du domaine' });
  if (!point || (await manager.getRepository(TillHead).existsBy({ salesPointId: point.id }))) return;
  const owner = await manager.getRepository(User).findOneByOrFail({ email: 'proprietaire@cuvee.demo' });
  const line = async (
    name: string,
    quantity: number,
    discount = 0,
  ): Promise<TicketLineInput & { productId: number; formatId: number; vintageName: null }> => {
    const product = await manager.getRepository(Product).findOneByOrFail({ shopId: shop.id, name });
    const format = await manager
      .getRepository(ProductFormat)
      .findOneOrFail({ where: { productId: product.id }, order: { position: 'ASC' } });
    const [billable] = await pricer.price(manager, {
      shopId: shop.id,
      // A sales point sells at one of the shop's price lists, named as a client typology is.
      client: { typology: point.typology as ClientTypology },
      lines: [{ productId: product.id, formatId: format.id, quantity: 1 }],
      locale: 'fr',
    });
    const [billed] = billLines([billable!]);
    return {
      label: billed!.label,
      quantity,
      unitTtc: billed!.ttc,
      vatRate: billed!.vatRateBp / 100,
      discount,
      productId: product.id,
      formatId: format.id,
      vintageName: null,
    };
  };

  const chain = await TillChain.lock(manager, shop.id, point.id);
  // Yesterday's session in Paris, from 10:00: its Z closes yesterday whatever the hour the demo is
  // seeded, and today stays open at the till.
  const yesterday = addDays(parisDateOf(new Date()), -1);
  let at = parisDayStart(yesterday).getTime() + 10 * 60 * MINUTE;
  const next = () => new Date((at += 17 * MINUTE));
  const userId = owner.id;
  await chain.append(
    { kind: 'float', totalTtc: 0, data: { amount: 15_000, reason: 'Ouverture' }, userId },
    next(),
  );
  const sales: { sequence: number; totals: Totals }[] = [];
  const sell = async (lines: Awaited<ReturnType<typeof line>>[], pay: (total: number) => TicketPayment[]) => {
    const total = lines.reduce((sum, l) => sum + l.quantity * l.unitTtc - l.discount, 0);
    const priced = priceTicket(lines, 0, pay(total));
    if (!priced.ok) throw new Error(`Demo till ticket refused: ${priced.failure.key}`);
    const { ticket } = priced;
    const record = await chain.append(
      {
        kind: 'ticket',
        totalTtc: ticket.totals.ttc,
        data: {
          lines: ticket.lines,
          discount: 0,
          payments: ticket.payments,
          change: ticket.change,
          totals: ticket.totals,
          clientId: null,
          takenAt: null,
        },
        userId,
      },
      next(),
    );
    sales.push({ sequence: record.sequence, totals: ticket.totals });
    await moveTicketStock(manager, point, lines, { direction: 'out', reference: record.reference, userId });
    return { record, lines };
  };
  await sell(
    [await line('Chinon Les Demoiselles', 2), await line('Touraine Clos des Fées', 1, 100)],
    (total) => [{ method: 'cash', amount: Math.ceil(total / 1000) * 1000 }],
  );
  const { record: card, lines: cardLines } = await sell([await line('Rosé de Loire', 3)], (total) => [
    { method: 'cb', amount: total },
  ]);
  await sell([await line('Crémant de Loire Brut', 1)], (total) => [{ method: 'check', amount: total }]);
  const refund = cancellationTotals(sales[1]!.totals);
  const cancellation = await chain.append(
    {
      kind: 'cancellation',
      totalTtc: refund.ttc,
      data: {
        cancels: card.sequence,
        cancelsReference: card.reference,
        totals: refund,
        reason: 'Le client a changé d’avis',
      },
      userId,
      cancelsSequence: card.sequence,
    },
    next(),
  );
  sales.push({ sequence: cancellation.sequence, totals: refund });
  await moveTicketStock(manager, point, cardLines, {
    direction: 'back',
    reference: cancellation.reference,
    userId,
  });
  const moves = { float: 15_000, cashIn: 0, cashOut: 0 };
  const counted = moves.float + sales.reduce((sum, s) => sum + (s.totals.byPayment.cash ?? 0), 0) - 100;
  const closedAt = next();
  const key = parisDateOf(closedAt);
  const body = closureOf({
    period: 'day',
    key,
    covered: sales,
    previousGrandTotals: ZERO_GRAND_TOTALS,
    cash: { moves, counted },
  });
  await chain.append(
    { kind: 'closure', totalTtc: body.totals.ttc, data: body, userId, closureKey: `day:${key}` },
    closedAt,
  );
}
