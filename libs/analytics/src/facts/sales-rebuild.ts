import { Injectable } from '@nestjs/common';
import { In, IsNull, MoreThan, Not } from 'typeorm';
import { BillingDocument, Payment } from '@cuvee/billing';
import { Database } from '@cuvee/platform';
import { PaidAmount } from '../commissions/commission-rule.entity.js';
import { allocationsOf, recordPaidAmounts } from '../commissions/paid-amounts-feed.js';
import { DailySales, SalesFact } from './sales-fact.entity.js';
import { recordSales } from './sales-feed.js';

/** Documents per transaction of a rebuild. */
export const REBUILD_BATCH = 500;

/**
 * Recomputes a shop's read models from billing's issued documents and payments (docs/analytics.md
 * "Rebuilding"): the tables emptied, then the documents in id order, a batch per transaction, through
 * the same fold as the issuing transaction, then the payments' allocations in payment order (what each
 * payment settled after the earlier ones). A document or payment recorded meanwhile is written by its own
 * transaction and skipped here, so nothing is counted twice; until the last batch the reports show part
 * of the history.
 */
@Injectable()
export class SalesRebuild {
  constructor(private readonly database: Database) {}

  async rebuild(
    shopId: number,
    progress: (percent: number) => Promise<void> = async () => {},
  ): Promise<number> {
    await this.database.transaction(async (manager) => {
      await manager.getRepository(SalesFact).delete({ shopId });
      await manager.getRepository(DailySales).delete({ shopId });
      await manager.getRepository(PaidAmount).delete({ shopId });
    });
    const documents = this.database.dataSource.getRepository(BillingDocument);
    const where = { shopId, kind: In(['invoice', 'creditNote']), number: Not(IsNull()), importId: IsNull() };
    const payments = this.database.dataSource.getRepository(Payment);
    const total = (await documents.countBy(where)) + (await payments.countBy({ shopId }));
    let done = 0;
    let recorded = 0;
    for (let after = 0; ;) {
      const batch = await documents.find({
        where: { ...where, id: MoreThan(after) },
        select: { id: true },
        order: { id: 'ASC' },
        take: REBUILD_BATCH,
      });
      if (batch.length === 0) break;
      const ids = batch.map((d) => d.id);
      recorded += await this.database.transaction((manager) => recordSales(manager, shopId, ids));
      after = ids.at(-1)!;
      done += ids.length;
      await progress(total === 0 ? 100 : Math.round((done / total) * 100));
    }
    for (let after = 0; ;) {
      const batch = await payments.find({
        where: { shopId, id: MoreThan(after) },
        select: { id: true, receivedOn: true },
        order: { id: 'ASC' },
        take: REBUILD_BATCH,
      });
      if (batch.length === 0) break;
      const allocations = await allocationsOf(this.database.dataSource.manager, batch);
      await this.database.transaction((manager) => recordPaidAmounts(manager, shopId, allocations));
      after = batch.at(-1)!.id;
      done += batch.length;
      await progress(total === 0 ? 100 : Math.round((done / total) * 100));
    }
    await progress(100);
    return recorded;
  }
}
