import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { AccountingModule } from '@cuvee/accounting';
import { AnalyticsModule, SalesBackfill } from '@cuvee/analytics';
import { CatalogueModule } from '@cuvee/catalogue';
import { CrmModule } from '@cuvee/crm';
import { IamModule } from '@cuvee/iam';
import { MarketingModule } from '@cuvee/marketing';
import { MessagingModule } from '@cuvee/messaging';
import { schema } from '@cuvee/migrations';
import { PartnersModule } from '@cuvee/partners';
import { PrimeurModule } from '@cuvee/primeur';
import { PurchasesModule } from '@cuvee/purchases';
import { OrderSweeper, SalesModule } from '@cuvee/sales';
import { PlatformModule, RecurringJobs, type AppConfig } from '@cuvee/platform';
import {
  CustomsWiringModule,
  IframesWiringModule,
  MessagingWiringModule,
  ReservationsWiringModule,
  SalesWiringModule,
  StockWiringModule,
} from '@cuvee/relays';
import { ReservationsModule } from '@cuvee/reservations';
import { StorefrontModule } from '@cuvee/storefront';
import { TillModule } from '@cuvee/till';
import { CaptchaController } from './captcha/captcha.controller.js';
import { HealthController } from './health/health.controller.js';
import { MessageAttachmentsController } from './messaging/attachments.controller.js';
import { DownloadsController } from './operations/downloads.controller.js';
import { ExportsController } from './operations/exports.controller.js';
import { AuditEntriesController } from './operations/audit-entries.controller.js';
import { ImportsController } from './operations/imports.controller.js';
import { SyncController } from './operations/sync.controller.js';
import { MaintenanceController } from './operations/maintenance.controller.js';
import { RELAY_TASK_REMINDERS, TaskRemindersRelay } from './reminders/task-reminders.relay.js';

/** The composition root: the platform, then one module per bounded context. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: { processJobs: boolean; modules: Type[] }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ config, schema, processJobs: options.processJobs }),
        IamModule,
        MessagingModule,
        CatalogueModule,
        // The shop's own pages (builders) and the widgets embedded on producers' sites.
        StorefrontModule,
        // The iframes' products and events checked against the catalogue and wine tourism.
        IframesWiringModule,
        CrmModule,
        StockWiringModule,
        // Wine tourism; sales calls its booking desk at checkout (ADR 0034); its bookings on the calendar.
        ReservationsModule,
        ReservationsWiringModule,
        // Sales, with billing (@cuvee/billing's BillingModule, which SalesModule imports and re-exports).
        SalesModule,
        // The till of the sales points (builds on sales).
        TillModule,
        // The DRM and the CRD capsule ledger (reads the stock ledger), with the capsules received.
        CustomsWiringModule,
        // The owner told of the shop front's orders (notification centre and mail).
        SalesWiringModule,
        // What conversations are about; bookings, payments, imports and exports told as notifications.
        MessagingWiringModule,
        // Buying (suppliers, purchase orders, receipts) and selling en primeur.
        PurchasesModule,
        PrimeurModule,
        // The books: journals fed by billing's documents and payments, the FEC.
        AccountingModule,
        // The reports: read models fed by billing's documents in their issuing transaction.
        AnalyticsModule,
        // Client lists, email models and campaigns over the CRM's clients.
        MarketingModule,
        // Webhooks for partners' programs (API keys are iam's).
        PartnersModule,
        ...options.modules,
      ],
      controllers: [
        HealthController,
        CaptchaController,
        MaintenanceController,
        DownloadsController,
        ImportsController,
        SyncController,
        ExportsController,
        AuditEntriesController,
        MessageAttachmentsController,
      ],
      providers: [
        TaskRemindersRelay,
        // The orders' sweep runs on a timer in API processes only (not in the worker nor the CLI).
        OrderSweeper,
        // After an upgrade, the shops whose sales have no read models yet are rebuilt (API processes only).
        SalesBackfill,
        // The `@Recurring` jobs (reminders, retention) are enqueued by API processes.
        RecurringJobs,
        // Every api replica relays (claims are atomic); tests call relay() themselves.
        { provide: RELAY_TASK_REMINDERS, useValue: config.nodeEnv !== 'test' },
      ],
    };
  }
}
