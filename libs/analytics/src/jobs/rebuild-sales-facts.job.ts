import { JobHandler, type Job, type JobContext } from '@cuvee/platform';
import { SalesRebuild } from '../facts/sales-rebuild.js';

export const REBUILD_SALES_FACTS_JOB = 'analytics.rebuild-sales-facts';

export interface RebuildSalesFactsPayload {
  shopId: number;
}

/** Recomputes a shop's sales facts and daily summary from billing (SalesRebuild), reporting progress; safe to run twice. */
@JobHandler(REBUILD_SALES_FACTS_JOB)
export class RebuildSalesFactsJob implements Job<RebuildSalesFactsPayload> {
  constructor(private readonly rebuild: SalesRebuild) {}

  async run(payload: RebuildSalesFactsPayload, job: JobContext<RebuildSalesFactsPayload>): Promise<unknown> {
    const documents = await this.rebuild.rebuild(payload.shopId, (percent) => job.updateProgress(percent));
    return { shopId: payload.shopId, documents };
  }
}
