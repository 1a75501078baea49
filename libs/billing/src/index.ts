// Public surface of @cuvee/billing: the Nest module and its tables, the ports other contexts fill
// (sales: what to invoice, quote → order, line prices), the services and DTOs they use, the
// framework-free rules, the integrity check and the demo data.
export { BillingModule, billingEntities } from './billing.module.js';
export {
  BillableSources,
  type BillableBatch,
  type BillableSource,
  type IssuedDocumentRef,
  type LoadOptions,
  type ReceivedPayment,
} from './ports/billable-sources.js';
export { QuoteConversions, type AcceptedQuote, type QuoteConversion } from './ports/quote-conversion.js';
export {
  DIRECT_DEBIT_DECLINE_REASONS,
  DirectDebits,
  type DirectDebitCollector,
  type DirectDebitDeclineReason,
  type DirectDebitRequest,
  type DirectDebitResult,
} from './ports/direct-debits.js';
export { SepaDebit, type SepaDebitStatus } from './mandates/sepa-debit.entity.js';
export { SepaMandate } from './mandates/sepa-mandate.entity.js';
export { COLLECT_DEBIT_JOB, COLLECT_DUE_DEBITS_JOB } from './mandates/sepa-debits.service.js';
export {
  LinePricing,
  type CartInput,
  type LinePricer,
  type LinePricingRequest,
} from './ports/line-pricing.js';
export { DocumentIssuedEvent, type DocumentIssuedFields } from './events/document-issued.event.js';
export { SettlementChangedEvent, type SettlementChangedFields } from './events/settlement-changed.event.js';
export { PaymentRecordedEvent, type PaymentRecordedFields } from './events/payment-recorded.event.js';
export { PaymentCancelledEvent, type PaymentCancelledFields } from './events/payment-cancelled.event.js';
export {
  OpeningBalanceRecordedEvent,
  type OpeningBalanceRecordedFields,
} from './events/opening-balance-recorded.event.js';
export {
  OpeningBalanceRevertedEvent,
  type OpeningBalanceRevertedFields,
} from './events/opening-balance-reverted.event.js';
export { ClientCreditsService } from './credits/client-credits.service.js';
export { ClientCredit, ClientCreditUse } from './credits/client-credit.entity.js';
export { billableOf, DocumentsService } from './documents/documents.service.js';
export { BillingDocument } from './documents/billing-document.entity.js';
export { BillingDocumentLine } from './documents/billing-document-line.entity.js';
export {
  CartProductDto,
  CartShippingDto,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
} from './documents/dto/cart-input.dto.js';
export { InvoicesService } from './invoices/invoices.service.js';
// Deposit invoices asked by another context on its own source (primeur: at subscription).
export { DepositInvoicesService } from './invoices/deposit-invoices.service.js';
// Credit notes another context issues on its own source's invoice (sales: a cancelled booking).
export { CreditNotesService } from './invoices/credit-notes.service.js';
// Money sent back on a credit note by another context (sales: a card refund, ADR 0075).
export { CreditNoteRefunds, type CreditNoteRefundPaid } from './payments/credit-note-refunds.js';
export { Payment, PaymentAllocation, type PaymentDirection } from './payments/payment.entity.js';
export { verifyBillingIntegrity, type IntegrityReportDto } from './integrity/billing-integrity.js';
export { renderDocumentPdf, type PdfDocumentData, type PdfLine } from './pdf/document-pdf.js';
export { issueDemoDocument, payDemoDocument, seedBillingDemo } from './demo/billing-demo-seed.js';
export {
  accountingSettingsOf,
  fiscalSettingsOf,
  type ShopFiscalSettings,
} from './settings/billing-settings.service.js';
export * from './domain/index.js';
