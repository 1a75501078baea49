import { BillingPersonalData } from './privacy/billing-personal-data.js';
import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { ClientLinks, CrmModule } from '@cuvee/crm';
import { ExportRegistry } from '@cuvee/platform';
import { BillingSettingsController } from './settings/billing-settings.controller.js';
import { BillingSettingsRecord } from './settings/billing-settings.entity.js';
import { BillingSettingsService } from './settings/billing-settings.service.js';
import { ClientCreditsController } from './credits/client-credits.controller.js';
import { ClientCredit, ClientCreditUse } from './credits/client-credit.entity.js';
import { ClientCreditsService } from './credits/client-credits.service.js';
import { BillingDocumentLine } from './documents/billing-document-line.entity.js';
import { BillingDocument } from './documents/billing-document.entity.js';
import { BillingDocumentsController } from './documents/billing-documents.controller.js';
import { BuyerDocumentsController } from './documents/buyer-documents.controller.js';
import { BuyerDocumentsService } from './documents/buyer-documents.service.js';
import { DocumentsService } from './documents/documents.service.js';
import { BillingIntegrityController } from './integrity/billing-integrity.controller.js';
import { BillingIntegrityService } from './integrity/billing-integrity.js';
import {
  CreditNotesController,
  DepositInvoicesController,
  InvoicesController,
} from './invoices/invoices.controller.js';
import { BillingImportExport } from './imports/billing-import-export.js';
import { invoicesExport } from './invoices/invoices-export.js';
import { CreditNotesService } from './invoices/credit-notes.service.js';
import { DepositInvoicesService } from './invoices/deposit-invoices.service.js';
import { InvoicesService } from './invoices/invoices.service.js';
import { BillingSequence } from './numbering/billing-sequence.entity.js';
import { NumberingService } from './numbering/numbering.service.js';
import { BankDeposit, Payment, PaymentAllocation } from './payments/payment.entity.js';
import { BankDepositsController, PaymentsController } from './payments/payments.controller.js';
import { BankDepositsService } from './payments/bank-deposits.service.js';
import { OutstandingsService } from './payments/outstandings.service.js';
import { PaymentsService } from './payments/payments.service.js';
import { CreditNoteRefunds } from './payments/credit-note-refunds.js';
import { DocumentRender } from './pdf/document-render.entity.js';
import { RenderPdfJob } from './jobs/render-pdf.job.js';
import { CollectDueSepaDebitsJob } from './jobs/collect-due-sepa-debits.job.js';
import { CollectSepaDebitJob } from './jobs/collect-sepa-debit.job.js';
import { SepaDebit } from './mandates/sepa-debit.entity.js';
import { SepaDebitsController, SepaMandatesController } from './mandates/sepa-mandates.controller.js';
import { SepaDebitsService } from './mandates/sepa-debits.service.js';
import { SepaMandate } from './mandates/sepa-mandate.entity.js';
import { SepaMandatesService } from './mandates/sepa-mandates.service.js';
import { DirectDebits } from './ports/direct-debits.js';
import { DocumentRendersService } from './pdf/renders.service.js';
import { BillableSources } from './ports/billable-sources.js';
import { LinePricing } from './ports/line-pricing.js';
import { QuoteConversions } from './ports/quote-conversion.js';
import { QuotesController } from './quotes/quotes.controller.js';
import { QuotesService } from './quotes/quotes.service.js';
import { Ventilation } from './ventilation/ventilation.entity.js';
import { VentilationController } from './ventilation/ventilation.controller.js';
import { VentilationService } from './ventilation/ventilation.service.js';

/** Every table of billing, for the schema package (migrations/schema.ts). */
export const billingEntities = [
  BillingDocument,
  BillingDocumentLine,
  BillingSequence,
  Payment,
  PaymentAllocation,
  BankDeposit,
  ClientCredit,
  ClientCreditUse,
  Ventilation,
  BillingSettingsRecord,
  DocumentRender,
  SepaMandate,
  SepaDebit,
];

/** The CRM asks before deleting or merging a client: documents name it (ADR 0012). */
@Injectable()
class BillingClientLinks implements OnModuleInit {
  constructor(private readonly links: ClientLinks) {}

  onModuleInit(): void {
    this.links.register({
      name: 'billing',
      countDocuments: (manager: EntityManager, shopId: number, clientId: number) =>
        manager.getRepository(BillingDocument).countBy({ shopId, clientId }),
      // The buyer printed on an issued document stays as it was; only the CRM reference moves.
      moveClient: async (
        manager: EntityManager,
        shopId: number,
        fromClientId: number,
        toClientId: number,
      ) => {
        for (const entity of [BillingDocument, Payment, ClientCredit, Ventilation, SepaMandate, SepaDebit])
          await manager
            .getRepository(entity)
            .update({ shopId, clientId: fromClientId }, { clientId: toClientId });
      },
    });
  }
}

/**
 * The billing context: quotes, invoices, deposit invoices, credit notes, legal numbering and
 * immutability (ADR 0016), payments received, bank deposits, client credits, outstandings and
 * reminders, ventilation (ADR 0017), PDFs by a job, the billing and accounting settings, and the
 * invoices export. Other contexts take part through its ports: BillableSources (what to invoice),
 * QuoteConversions (quote → order), LinePricing (the prices of catalogue lines), DirectDebits (SEPA debits presented by the payment
 * provider) and ClientCreditsService.spend (credit on orders). Sales fills the first four; billing never imports
 * sales.
 */
@Module({
  imports: [TypeOrmModule.forFeature(billingEntities), CrmModule],
  controllers: [
    QuotesController,
    InvoicesController,
    DepositInvoicesController,
    CreditNotesController,
    BillingDocumentsController,
    BuyerDocumentsController,
    PaymentsController,
    BankDepositsController,
    ClientCreditsController,
    VentilationController,
    BillingSettingsController,
    BillingIntegrityController,
    SepaMandatesController,
    SepaDebitsController,
  ],
  providers: [
    // Its share of a client's personal data: issued documents kept, quotes and drafts anonymised (ADR 0066).
    BillingPersonalData,
    BillableSources,
    QuoteConversions,
    LinePricing,
    BillingSettingsService,
    NumberingService,
    VentilationService,
    DocumentsService,
    ClientCreditsService,
    DocumentRendersService,
    BuyerDocumentsService,
    RenderPdfJob,
    QuotesService,
    InvoicesService,
    DepositInvoicesService,
    CreditNotesService,
    PaymentsService,
    // Money sent back on a credit note by the context that sends it (sales' card refunds, ADR 0075).
    CreditNoteRefunds,
    BankDepositsService,
    OutstandingsService,
    BillingIntegrityService,
    BillingClientLinks,
    // The opening outstandings import and the outstandings export (ADR 0069).
    BillingImportExport,
    // SEPA mandates and the invoices collected with them; sales plugs the payment provider in (ADR 0076).
    DirectDebits,
    SepaMandatesService,
    SepaDebitsService,
    CollectSepaDebitJob,
    CollectDueSepaDebitsJob,
  ],
  exports: [
    BillableSources,
    QuoteConversions,
    LinePricing,
    ClientCreditsService,
    DocumentsService,
    InvoicesService,
    DepositInvoicesService,
    CreditNotesService,
    CreditNoteRefunds,
    BillingIntegrityService,
    DirectDebits,
  ],
})
export class BillingModule implements OnModuleInit {
  constructor(private readonly exports: ExportRegistry) {}

  onModuleInit(): void {
    this.exports.register(invoicesExport);
  }
}
