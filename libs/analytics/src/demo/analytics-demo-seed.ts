import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { BillingDocument, Payment } from '@cuvee/billing';
import { DEMO_SHOP_CODE, Shop, ShopMember } from '@cuvee/iam';
import { addDays, daysInMonth, formatIsoDate, parisDateOf } from '@cuvee/kernel';
import { BudgetLine } from '../budget/budget-line.entity.js';
import { allocationsOf, recordPaidAmounts } from '../commissions/paid-amounts-feed.js';
import { BUDGET_CATEGORIES, MONTHS } from '../domain/budget.js';
import { sameDayLastYear } from '../domain/periods.js';
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

/** The demo's objectives and this year's budget, once (docs/analytics.md "Objectives", "Budget"). */
async function seedGoalsDemo(manager: EntityManager, shopId: number): Promise<void> {
  const today = parisDateOf(new Date());
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const twelveMonths = { from: addDays(sameDayLastYear(today), 1), to: today };
  const sales = await manager
    .getRepository(DailySales)
    .createQueryBuilder('s')
    .select('SUBSTR(s.day, 6, 2)', 'month')
    .addSelect('s.channel', 'channel')
    .addSelect('s.agentId', 'agentId')
    .addSelect('SUM(s.ht)', 'ht')
    .where('s.shopId = :shopId AND s.day BETWEEN :from AND :to', { shopId, ...twelveMonths })
    .groupBy('SUBSTR(s.day, 6, 2)')
    .addGroupBy('s.channel')
    .addGroupBy('s.agentId')
    .getRawMany<{ month: string; channel: string; agentId: number; ht: string | number }>();
  const total = (keep: (row: (typeof sales)[number]) => boolean) =>
    sales.filter(keep).reduce((sum, row) => sum + Number(row.ht), 0);
  /** To the hundred euros, at least `floor`. */
  const round = (cents: number, floor: number) => Math.max(floor, Math.round(cents / 10_000) * 10_000);

  const objectives = manager.getRepository(Objective);
  if (!(await objectives.existsBy({ shopId }))) {
    const agent = await manager.getRepository(ShopMember).findOneBy({ shopId, role: 'agent' });
    const quarter = Math.floor((month - 1) / 3) * 3 + 1;
    const first = (m: number) => formatIsoDate({ year, month: m, day: 1 });
    const last = (m: number) => formatIsoDate({ year, month: m, day: daysInMonth(year, m) });
    const rows = [
      {
        scope: 'shop',
        userId: null,
        measure: 'revenue',
        period: 'year',
        startsOn: first(1),
        endsOn: last(12),
        target: round(total(() => true) * 1.1, 5_000_000),
      },
      {
        scope: 'shop',
        userId: null,
        measure: 'newClients',
        period: 'quarter',
        startsOn: first(quarter),
        endsOn: last(quarter + 2),
        target: 12,
      },
      ...(agent
        ? [
            {
              scope: 'agent',
              userId: agent.userId,
              measure: 'revenue',
              period: 'quarter',
              startsOn: first(quarter),
              endsOn: last(quarter + 2),
              target: round((total((row) => Number(row.agentId) === agent.userId) / 4) * 1.1, 1_000_000),
            },
            {
              scope: 'agent',
              userId: agent.userId,
              measure: 'bottles',
              period: 'month',
              startsOn: first(month),
              endsOn: last(month),
              target: 240,
            },
          ]
        : []),
    ] as const;
    await objectives.insert(rows.map((row) => ({ shopId, ...row })));
  }

  // The budget: each month and channel of the last twelve months' sales, 5 % up.
  const lines = manager.getRepository(BudgetLine);
  if (!(await lines.existsBy({ shopId, year }))) {
    const cells = MONTHS.flatMap((m) =>
      BUDGET_CATEGORIES.map((category) => ({
        shopId,
        year,
        month: m,
        category,
        amount: round(total((row) => Number(row.month) === m && row.channel === category) * 1.05, 0),
      })),
    ).filter((cell) => cell.amount > 0);
    if (cells.length) await lines.insert(cells);
  }
}
