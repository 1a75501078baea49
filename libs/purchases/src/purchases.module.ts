import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SupplierInvoice, SupplierPayment } from './invoices/supplier-invoice.entity.js';
import { SupplierInvoicesController } from './invoices/supplier-invoices.controller.js';
import { SupplierInvoicesService } from './invoices/supplier-invoices.service.js';
import { SuppliersImportExport } from './imports/suppliers-import-export.js';
import { MailPurchaseOrderJob } from './jobs/mail-purchase-order.job.js';
import { PurchaseOrderDocuments } from './orders/purchase-order-documents.js';
import { PurchaseOrder, PurchaseOrderLine } from './orders/purchase-order.entity.js';
import { PurchaseOrdersController } from './orders/purchase-orders.controller.js';
import { PurchaseOrdersService } from './orders/purchase-orders.service.js';
import { PurchaseReceipt, PurchaseReceiptLine } from './orders/purchase-receipt.entity.js';
import { ReceiptsService } from './orders/receipts.service.js';
import { Supplier } from './suppliers/supplier.entity.js';
import { SuppliersController } from './suppliers/suppliers.controller.js';
import { SuppliersService } from './suppliers/suppliers.service.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const purchasesEntities = [
  Supplier,
  PurchaseOrder,
  PurchaseOrderLine,
  PurchaseReceipt,
  PurchaseReceiptLine,
  SupplierInvoice,
  SupplierPayment,
];

/**
 * Purchases: suppliers, purchase orders, receipts into the stock ledger (purchase movements, and
 * GoodsReceivedEvent once committed) and supplier invoices with their payments (docs/purchases.md).
 */
@Module({
  imports: [TypeOrmModule.forFeature(purchasesEntities)],
  controllers: [SuppliersController, PurchaseOrdersController, SupplierInvoicesController],
  providers: [
    SuppliersService,
    PurchaseOrdersService,
    ReceiptsService,
    SupplierInvoicesService,
    PurchaseOrderDocuments,
    MailPurchaseOrderJob,
    SuppliersImportExport,
  ],
})
export class PurchasesModule {}
