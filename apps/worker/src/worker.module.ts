import { Module, type DynamicModule } from '@nestjs/common';
import { AccountingModule } from '@cuvee/accounting';
import { AnalyticsModule } from '@cuvee/analytics';
import { CatalogueModule } from '@cuvee/catalogue';
import { CrmModule } from '@cuvee/crm';
import { IamModule } from '@cuvee/iam';
import { MarketingModule } from '@cuvee/marketing';
import { schema } from '@cuvee/migrations';
import { PartnersModule } from '@cuvee/partners';
import { PurchasesModule } from '@cuvee/purchases';
import { SalesModule } from '@cuvee/sales';
import { PlatformModule, type AppConfig } from '@cuvee/platform';
import {
  CustomsWiringModule,
  MessagingWiringModule,
  SalesWiringModule,
  StockWiringModule,
} from '@cuvee/relays';
import { ReservationsModule } from '@cuvee/reservations';
import { WorkerProbe } from './worker-probe.js';

/** The contexts whose job processors this process runs; no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        PlatformModule.forRoot({ config, schema, processJobs: true }),
        IamModule,
        // Their import and export definitions run here when jobs go through Redis.
        CatalogueModule,
        CrmModule,
        // Stock with its relays: a stock import run here notifies low stock and follows out-of-stock.
        StockWiringModule,
        // Wine tourism: the booking mails and reminders (reservations.send-reminders).
        ReservationsModule,
        // Sales with billing (SalesModule imports BillingModule): the PDF renders of billing's
        // documents (billing.render-pdf) and the export definitions (orders, invoices).
        SalesModule,
        // The mail telling the owner of a shop front's order (a queued event handler).
        SalesWiringModule,
        // Purchases: mailing a sent purchase order's PDF to its supplier (purchases.mail-order).
        PurchasesModule,
        // The books: a document issued or a payment recorded here is posted in its transaction.
        AccountingModule,
        // The reports' read models: written where documents are issued; the rebuild job (analytics.rebuild-sales-facts).
        AnalyticsModule,
        // Customs: the capsules of a purchase receipt entering the CRD ledger (a queued event handler).
        CustomsWiringModule,
        // Marketing: preparing and sending the campaigns (marketing.send-campaign).
        MarketingModule,
        // Messaging: the mails and notifications of a message (messaging.message-posted), the purge of
        // unused attachments, the news of bookings, payments, imports and exports.
        MessagingWiringModule,
        // Partners: the webhook fan-out (queued event handlers) and each delivery's tries.
        PartnersModule,
      ],
      // Liveness and metrics on WORKER_PORT, when set.
      providers: [WorkerProbe],
    };
  }
}
