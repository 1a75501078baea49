import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { BillingDocument } from '@cuvee/billing';
import { AppConfig, Database, JOB_QUEUE, type JobQueue } from '@cuvee/platform';
import { REBUILD_SALES_FACTS_JOB, type RebuildSalesFactsPayload } from '../jobs/rebuild-sales-facts.job.js';
import { SalesFact } from './sales-fact.entity.js';

/**
 * After an upgrade, the read models start empty while billing holds years of documents: at start, the
 * API enqueues the rebuild of every shop that has issued documents and no facts yet (one grouped read
 * of each table). The job id is the shop's, so replicas starting together add it once (docs/analytics.md).
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

  /** Enqueues the rebuild of every shop with issued sales and no facts; returns those shops. */
  async enqueue(): Promise<number[]> {
    const source = this.database.dataSource;
    const shopsOf = async (query: Promise<{ shopId: number | string }[]>) =>
      new Set((await query).map((row) => Number(row.shopId)));
    const recorded = await shopsOf(
      source
        .getRepository(SalesFact)
        .createQueryBuilder('f')
        .select('DISTINCT f.shopId', 'shopId')
        .getRawMany(),
    );
    const issued = await shopsOf(
      source
        .getRepository(BillingDocument)
        .createQueryBuilder('d')
        .select('DISTINCT d.shopId', 'shopId')
        .where('d.kind IN (:...kinds)', { kinds: ['invoice', 'creditNote'] })
        .andWhere('d.number IS NOT NULL')
        // Imported documents were sold before Cuvée: they count no sale (ADR 0069).
        .andWhere('d.importId IS NULL')
        .getRawMany(),
    );
    const missing = [...issued].filter((shopId) => !recorded.has(shopId)).sort((a, b) => a - b);
    for (const shopId of missing)
      await this.queue.add<RebuildSalesFactsPayload>(
        REBUILD_SALES_FACTS_JOB,
        { shopId },
        { jobId: `${REBUILD_SALES_FACTS_JOB}:${shopId}:backfill` },
      );
    return missing;
  }
}
