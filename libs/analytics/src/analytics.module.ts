import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivitiesReports } from './activity-reports/activities-report.service.js';
import { ActivityReportsController } from './activity-reports/activity-reports.controller.js';
import { CampaignsReports } from './activity-reports/campaigns-report.service.js';
import { ReservationsReports } from './activity-reports/reservations-report.service.js';
import { AgentSales } from './agents/agent-sales.service.js';
import { AgentsReportController } from './agents/agents-report.controller.js';
import { BudgetLine } from './budget/budget-line.entity.js';
import { BudgetController } from './budget/budget.controller.js';
import { BudgetService } from './budget/budget.service.js';
import { Objective } from './objectives/objective.entity.js';
import { ObjectivesController, ObjectivesReportController } from './objectives/objectives.controller.js';
import { ObjectivesReports } from './objectives/objectives-report.service.js';
import { ObjectivesService } from './objectives/objectives.service.js';
import { CommissionRule, PaidAmount } from './commissions/commission-rule.entity.js';
import { CommissionRulesController } from './commissions/commission-rules.controller.js';
import { CommissionRulesService } from './commissions/commission-rules.service.js';
import { CommissionsReports } from './commissions/commissions-report.service.js';
import { CommissionsController } from './commissions/commissions.controller.js';
import { PaidAmountsFeed } from './commissions/paid-amounts-feed.js';
import { CustomReportsController } from './custom-reports/custom-reports.controller.js';
import { CustomReports } from './custom-reports/custom-reports.service.js';
import { SavedReport } from './custom-reports/saved-report.entity.js';
import { SavedReportsController } from './custom-reports/saved-reports.controller.js';
import { SavedReportsService } from './custom-reports/saved-reports.service.js';
import { DailySales, SalesFact } from './facts/sales-fact.entity.js';
import { SalesFeed } from './facts/sales-feed.js';
import { SalesRebuild } from './facts/sales-rebuild.js';
import { RebuildSalesFactsJob } from './jobs/rebuild-sales-facts.job.js';
import { AnalyticsReports } from './reports/analytics-reports.service.js';
import { AnalyticsController } from './reports/analytics.controller.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const analyticsEntities = [
  SalesFact,
  DailySales,
  CommissionRule,
  PaidAmount,
  SavedReport,
  Objective,
  BudgetLine,
];

/**
 * Analytics: read models of the sales and payments fed by billing's issued documents and recorded
 * payments in their own transaction, the reports over them and their files, the agents' commissions
 * and their rules, the objectives and the budget, the custom reports users save and share, the
 * activity, campaign and reservation reports, the agents' figures, the rebuild job (docs/analytics.md, ADR
 * 0077 and 0079 to 0083). Every process that issues documents imports it, so that no issue misses its facts.
 */
@Module({
  imports: [TypeOrmModule.forFeature(analyticsEntities)],
  controllers: [
    AnalyticsController,
    CommissionsController,
    CommissionRulesController,
    CustomReportsController,
    SavedReportsController,
    ActivityReportsController,
    ObjectivesController,
    ObjectivesReportController,
    BudgetController,
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
    CustomReports,
    SavedReportsService,
    ActivitiesReports,
    CampaignsReports,
    ReservationsReports,
    ObjectivesService,
    ObjectivesReports,
    BudgetService,
    AgentSales,
  ],
  exports: [SalesRebuild],
})
export class AnalyticsModule {}
