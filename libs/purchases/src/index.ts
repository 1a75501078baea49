// Public surface of @cuvee/purchases: the module and its tables, the events it publishes, its rules.
export { PurchasesModule, purchasesEntities } from './purchases.module.js';
export { Supplier } from './suppliers/supplier.entity.js';
export { PurchaseOrder, PurchaseOrderLine } from './orders/purchase-order.entity.js';
export { PurchaseReceipt, PurchaseReceiptLine } from './orders/purchase-receipt.entity.js';
export { SupplierInvoice, SupplierPayment } from './invoices/supplier-invoice.entity.js';
// What purchases tells the other contexts (docs/architecture.md "Events").
export {
  GoodsReceivedEvent,
  type GoodsReceivedFields,
  type ReceivedLine,
} from './events/goods-received.event.js';
export {
  SupplierInvoiceRecordedEvent,
  type SupplierInvoiceRecordedFields,
} from './events/supplier-invoice-recorded.event.js';
export {
  SupplierPaymentRecordedEvent,
  type SupplierPaymentRecordedFields,
} from './events/supplier-payment-recorded.event.js';
export * from './domain/purchase-rules.js';
export { seedPurchasesDemo } from './demo/purchases-demo-seed.js';
