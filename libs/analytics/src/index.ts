// Public surface of @cuvee/analytics: the module and its tables, the rebuild (job, service, the API's
// start-up backfill), the demo data and the framework-free rules.
export { AnalyticsModule, analyticsEntities } from './analytics.module.js';
export { DailySales, SalesFact } from './facts/sales-fact.entity.js';
export { CommissionRule, PaidAmount } from './commissions/commission-rule.entity.js';
export { SavedReport } from './custom-reports/saved-report.entity.js';
export { SalesRebuild } from './facts/sales-rebuild.js';
export { SalesBackfill } from './facts/sales-backfill.js';
export {
  REBUILD_SALES_FACTS_JOB,
  RebuildSalesFactsJob,
  type RebuildSalesFactsPayload,
} from './jobs/rebuild-sales-facts.job.js';
export { seedAnalyticsDemo } from './demo/analytics-demo-seed.js';
export * from './domain/index.js';
export { Objective } from './objectives/objective.entity.js';
export { BudgetLine } from './budget/budget-line.entity.js';
