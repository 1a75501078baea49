import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DailySales, SalesFact } from './facts/sales-fact.entity.js';
import { SalesFeed } from './facts/sales-feed.js';
import { SalesRebuild } from './facts/sales-rebuild.js';
import { RebuildSalesFactsJob } from './jobs/rebuild-sales-facts.job.js';
import { AnalyticsReports } from './reports/analytics-reports.service.js';
import { AnalyticsController } from './reports/analytics.controller.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const analyticsEntities = [SalesFact, DailySales];

/**
 * Analytics: read models of the sales fed by billing's issued documents in their own transaction, the
 * reports over them and their files, the rebuild job (docs/analytics.md, ADR 0077). Every process that
 * issues documents imports it, so that no issue misses its facts.
 */
@Module({
  imports: [TypeOrmModule.forFeature(analyticsEntities)],
  controllers: [AnalyticsController],
  providers: [SalesFeed, SalesRebuild, RebuildSalesFactsJob, AnalyticsReports],
  exports: [SalesRebuild],
})
export class AnalyticsModule {}
