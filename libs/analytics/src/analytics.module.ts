import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
// The agents' page and dashboard.
import { AgentSales } from './agents/agent-sales.service.js';
import { AgentsReportController } from './agents/agents-report.controller.js';
import { CommissionRule, PaidAmount } from './commissions/commission-rule.entity.js';
import { CommissionRulesController } from './commissions/commission-rules.controller.js';
import { CommissionRulesService } from './commissions/commission-rules.service.js';
import { CommissionsReports } from './commissions/commissions-report.service.js';
import { CommissionsController } from './commissions/commissions.controller.js';
import { PaidAmountsFeed } from './commissions/paid-amounts-feed.js';
import { DailySales, SalesFact } from './facts/sales-fact.entity.js';
import { SalesFeed } from './facts/sales-feed.js';
import { SalesRebuild } from './facts/sales-rebuild.js';
import { RebuildSalesFactsJob } from './jobs/rebuild-sales-facts.job.js';
import { AnalyticsReports } from './reports/analytics-reports.service.js';
import { AnalyticsController } from './reports/analytics.controller.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const analyticsEntities = [SalesFact, DailySales, CommissionRule, PaidAmount];

/**
 * Analytics: read models of the sales and payments fed by billing's issued documents and recorded
 * payments in their own transaction, the reports over them and their files, the agents' commissions
 * and their rules, the rebuild job (docs/analytics.md, ADR 0077, ADR 0079). Every process that
 * issues documents imports it, so that no issue misses its facts.
 */
@Module({
  imports: [TypeOrmModule.forFeature(analyticsEntities)],
  controllers: [
    AnalyticsController,
    CommissionsController,
    CommissionRulesController,
    // The agents' page and dashboard.
    AgentsReportController,
  ],
  providers: [
    SalesFeed,
    PaidAmountsFeed,
    SalesRebuild,
    RebuildSalesFactsJob,
    AnalyticsReports,
    CommissionsReports,
    CommissionRulesService,
    // The agents' page and dashboard.
    AgentSales,
  ],
  exports: [SalesRebuild],
})
export class AnalyticsModule {}
