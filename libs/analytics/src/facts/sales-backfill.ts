import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { In, IsNull, Not } from 'typeorm';
import { BillingDocument } from '@cuvee/billing';
import { Shop } from '@cuvee/iam';
import { AppConfig, Database, JOB_QUEUE, type JobQueue } from '@cuvee/platform';
import { REBUILD_SALES_FACTS_JOB, type RebuildSalesFactsPayload } from '../jobs/rebuild-sales-facts.job.js';
import { SalesFact } from './sales-fact.entity.js';

/**
 * After an upgrade, the read models start empty while billing holds years of documents: at start, the
 * API enqueues the rebuild of every shop that has issued documents and no facts yet (two index lookups
 * a shop). The job id is the shop's, so replicas starting together add it once (docs/analytics.md).
 */
@Injectable()
export class SalesBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger(SalesBackfill.name);

  constructor(
    private readonly database: Database,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.nodeEnv === 'test') return;
    this.enqueue().catch((error: unknown) => this.logger.error(error));
  }

  async enqueue(): Promise<number[]> {
    const source = this.database.dataSource;
    const shops = await source.getRepository(Shop).find({ select: { id: true } });
    const missing: number[] = [];
    for (const { id: shopId } of shops) {
      if (await source.getRepository(SalesFact).existsBy({ shopId })) continue;
      const issued = await source.getRepository(BillingDocument).existsBy({
        shopId,
        kind: In(['invoice', 'creditNote']),
        number: Not(IsNull()),
        importId: IsNull(),
      });
      if (!issued) continue;
      await this.queue.add<RebuildSalesFactsPayload>(
        REBUILD_SALES_FACTS_JOB,
        { shopId },
        { jobId: `${REBUILD_SALES_FACTS_JOB}:${shopId}:backfill` },
      );
      missing.push(shopId);
    }
    return missing;
  }
}
