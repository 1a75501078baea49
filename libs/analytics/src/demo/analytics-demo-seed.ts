import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { BillingDocument, Payment } from '@cuvee/billing';
import { DEMO_SHOP_CODE, Shop, ShopMember } from '@cuvee/iam';
import { addDays, daysInMonth, formatIsoDate, parisDateOf } from '@cuvee/kernel';
import { BudgetLine } from '../budget/budget-line.entity.js';
import { allocationsOf, recordPaidAmounts } from '../commissions/paid-amounts-feed.js';
import { BUDGET_CATEGORIES, MONTHS } from '../domain/budget.js';
import { elapsedShare } from '../domain/objectives.js';
import { sameDayLastYear, type Period } from '../domain/periods.js';
import { DailySales } from '../facts/sales-fact.entity.js';
import { recordSales } from '../facts/sales-feed.js';
import { Objective } from '../objectives/objective.entity.js';

/**
 * The demo's reports: billing's and sales' demos write their invoices without issuing them through the
 * service, so no event fed the read models; the demo invoices, credit notes and payments are recorded
 * here (idempotent: what is recorded is skipped). Then a few objectives and this year's budget, from
 * those sales, so that their pages show something.
 */
export async function seedAnalyticsDemo(manager: EntityManager): Promise<void> {
  const shop = await manager.getRepository(Shop).findOneBy({ code: DEMO_SHOP_CODE });
  if (!shop) return;
  const documents = await manager.getRepository(BillingDocument).find({
    where: { shopId: shop.id, kind: In(['invoice', 'creditNote']), number: Not(IsNull()) },
    select: { id: true },
    order: { id: 'ASC' },
  });
  await recordSales(
    manager,
    shop.id,
    documents.map((document) => document.id),
  );
  const payments = await manager.getRepository(Payment).find({
    where: { shopId: shop.id },
    select: { id: true, receivedOn: true },
    order: { id: 'ASC' },
  });
  await recordPaidAmounts(manager, shop.id, await allocationsOf(manager, payments));
  await seedGoalsDemo(manager, shop.id);
}

/**
 * The demo's objectives and this year's budget, once (docs/analytics.md "Objectives", "Budget"), sized
 * on the demo's own sales so that the pages read like a shop's: some objectives ahead, some behind, a
 * budget close to the months' average.
 */
async function seedGoalsDemo(manager: EntityManager, shopId: number): Promise<void> {
  const today = parisDateOf(new Date());
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const sumOf = async (days: Period, column: 'ht' | 'bottles', agentId?: number) => {
    const sum = manager
      .getRepository(DailySales)
      .createQueryBuilder('s')
      .select(`COALESCE(SUM(s.${column}), 0)`, 'value')
      .where('s.shopId = :shopId AND s.day BETWEEN :from AND :to', { shopId, ...days });
    if (agentId !== undefined) sum.andWhere('s.agentId = :agentId', { agentId });
    return Number((await sum.getRawOne<{ value: string | number }>())?.value ?? 0);
  };

  const objectives = manager.getRepository(Objective);
  if (!(await objectives.existsBy({ shopId }))) {
    const first = (m: number) => formatIsoDate({ year, month: m, day: 1 });
    const last = (m: number) => formatIsoDate({ year, month: m, day: daysInMonth(year, m) });
    const quarter = Math.floor((month - 1) / 3) * 3 + 1;
    const periods = {
      year: { from: first(1), to: last(12) },
      quarter: { from: first(quarter), to: last(quarter + 2) },
      month: { from: first(month), to: last(month) },
    };
    /** What the period's pace so far leads to, times `factor` (below 1: ahead; above: behind). */
    const target = async (
      kind: keyof typeof periods,
      column: 'ht' | 'bottles',
      factor: number,
      agentId?: number,
    ) => {
      const days = periods[kind];
      const projected = (await sumOf(days, column, agentId)) / elapsedShare(days, today);
      return Math.max(column === 'ht' ? 10_000 : 12, Math.round((projected * factor) / 100) * 100);
    };
    const agent = await manager.getRepository(ShopMember).findOneBy({ shopId, role: 'agent' });
    const of = (kind: keyof typeof periods) => ({
      period: kind,
      startsOn: periods[kind].from,
      endsOn: periods[kind].to,
    });
    const shop = { scope: 'shop' as const, userId: null };
    await objectives.insert([
      { shopId, ...shop, measure: 'revenue', ...of('year'), target: await target('year', 'ht', 0.9) },
      { shopId, ...shop, measure: 'newClients', ...of('quarter'), target: 5 },
      ...(agent
        ? [
            {
              shopId,
              scope: 'agent' as const,
              userId: agent.userId,
              measure: 'revenue' as const,
              ...of('quarter'),
              target: await target('quarter', 'ht', 1.25, agent.userId),
            },
            {
              shopId,
              scope: 'agent' as const,
              userId: agent.userId,
              measure: 'bottles' as const,
              ...of('month'),
              target: await target('month', 'bottles', 0.8, agent.userId),
            },
          ]
        : []),
    ]);
  }

  // The budget: each channel's monthly average of the last twelve months, 5 % up, December doubled.
  const lines = manager.getRepository(BudgetLine);
  if (!(await lines.existsBy({ shopId, year }))) {
    const twelveMonths = { from: addDays(sameDayLastYear(today), 1), to: today };
    const byChannel = await manager
      .getRepository(DailySales)
      .createQueryBuilder('s')
      .select('s.channel', 'channel')
      .addSelect('SUM(s.ht)', 'ht')
      .where('s.shopId = :shopId AND s.day BETWEEN :from AND :to', { shopId, ...twelveMonths })
      .groupBy('s.channel')
      .getRawMany<{ channel: string; ht: string | number }>();
    const cells = MONTHS.flatMap((m) =>
      byChannel.map((row) => ({
        shopId,
        year,
        month: m,
        category: row.channel,
        // To the euro.
        amount: Math.round(((Number(row.ht) / 12) * 1.05 * (m === 12 ? 2 : 1)) / 100) * 100,
      })),
    ).filter((cell) => BUDGET_CATEGORIES.includes(cell.category as never) && cell.amount > 0);
    if (cells.length) await lines.insert(cells);
  }
}
