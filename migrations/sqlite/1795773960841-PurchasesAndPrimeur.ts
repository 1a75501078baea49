import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PurchasesAndPrimeur1795773960841 implements MigrationInterface {
  name = 'PurchasesAndPrimeur1795773960841';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"primeur_campaigns\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"name\" varchar(120) NOT NULL, \"productId\" integer NOT NULL, \"vintageId\" integer NOT NULL, \"formatId\" integer NOT NULL, \"unitHt\" bigint NOT NULL DEFAULT (0), \"prices\" text NOT NULL, \"vatRateBp\" integer NOT NULL, \"depositBp\" integer NOT NULL, \"opensOn\" varchar(10) NOT NULL, \"closesOn\" varchar(10) NOT NULL, \"deliveryOn\" varchar(10), \"status\" varchar(12) NOT NULL, \"warehouseId\" integer, \"bottledAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_primeur_campaigns_shop_status\" ON \"primeur_campaigns\" (\"shopId\", \"status\") ");
    await queryRunner.query("CREATE TABLE \"primeur_quotas\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"campaignId\" integer NOT NULL, \"clientId\" integer, \"typology\" varchar(24), \"quantity\" integer NOT NULL, \"subscribed\" integer NOT NULL DEFAULT (0))");
    await queryRunner.query("CREATE INDEX \"idx_primeur_quotas_campaign\" ON \"primeur_quotas\" (\"campaignId\") ");
    await queryRunner.query("CREATE TABLE \"primeur_subscriptions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"campaignId\" integer NOT NULL, \"clientId\" integer NOT NULL, \"quotaId\" integer NOT NULL, \"quantity\" integer NOT NULL, \"unitHt\" bigint NOT NULL DEFAULT (0), \"status\" varchar(12) NOT NULL, \"channel\" varchar(12) NOT NULL, \"depositInvoiceId\" integer, \"depositNumber\" varchar(40), \"balanceInvoiceId\" integer, \"balanceNumber\" varchar(40), \"movementId\" integer, \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_primeur_subscriptions_shop_client\" ON \"primeur_subscriptions\" (\"shopId\", \"clientId\") ");
    await queryRunner.query("CREATE INDEX \"idx_primeur_subscriptions_campaign\" ON \"primeur_subscriptions\" (\"campaignId\", \"status\") ");
    await queryRunner.query("CREATE TABLE \"supplier_invoices\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"supplierId\" integer NOT NULL, \"orderId\" integer NOT NULL, \"number\" varchar(40) NOT NULL, \"issuedOn\" varchar(10) NOT NULL, \"dueOn\" varchar(10) NOT NULL, \"totalHt\" bigint NOT NULL DEFAULT (0), \"totalVat\" bigint NOT NULL DEFAULT (0), \"totalTtc\" bigint NOT NULL DEFAULT (0), \"paid\" bigint NOT NULL DEFAULT (0), \"status\" varchar(12) NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_supplier_invoices_order\" ON \"supplier_invoices\" (\"orderId\") ");
    await queryRunner.query("CREATE INDEX \"idx_supplier_invoices_shop_due\" ON \"supplier_invoices\" (\"shopId\", \"status\", \"dueOn\") ");
    await queryRunner.query("CREATE TABLE \"supplier_payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"invoiceId\" integer NOT NULL, \"amount\" bigint NOT NULL DEFAULT (0), \"paidOn\" varchar(10) NOT NULL, \"reference\" varchar(64), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_supplier_payments_invoice\" ON \"supplier_payments\" (\"invoiceId\") ");
    await queryRunner.query("CREATE TABLE \"purchase_orders\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"number\" varchar(20) NOT NULL, \"supplierId\" integer NOT NULL, \"status\" varchar(16) NOT NULL, \"warehouseId\" integer NOT NULL, \"expectedOn\" varchar(10), \"notes\" text, \"totalHt\" bigint NOT NULL DEFAULT (0), \"totalTtc\" bigint NOT NULL DEFAULT (0), \"sentAt\" datetime, \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_purchase_orders_number\" ON \"purchase_orders\" (\"shopId\", \"number\") ");
    await queryRunner.query("CREATE INDEX \"idx_purchase_orders_shop_supplier\" ON \"purchase_orders\" (\"shopId\", \"supplierId\") ");
    await queryRunner.query("CREATE INDEX \"idx_purchase_orders_shop_status\" ON \"purchase_orders\" (\"shopId\", \"status\") ");
    await queryRunner.query("CREATE TABLE \"purchase_order_lines\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"orderId\" integer NOT NULL, \"position\" integer NOT NULL, \"productId\" integer NOT NULL, \"vintageId\" integer NOT NULL, \"formatId\" integer NOT NULL, \"label\" varchar(200) NOT NULL, \"quantity\" integer NOT NULL, \"received\" integer NOT NULL DEFAULT (0), \"unitHt\" bigint NOT NULL DEFAULT (0), \"vatRateBp\" integer NOT NULL)");
    await queryRunner.query("CREATE INDEX \"idx_purchase_order_lines_order\" ON \"purchase_order_lines\" (\"orderId\", \"position\") ");
    await queryRunner.query("CREATE TABLE \"suppliers\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"name\" varchar(120) NOT NULL, \"siret\" varchar(14), \"vatNumber\" varchar(20), \"contactName\" varchar(120), \"email\" varchar(254), \"phone\" varchar(30), \"street\" varchar(255), \"zipcode\" varchar(10), \"city\" varchar(100), \"country\" varchar(2) NOT NULL DEFAULT ('FR'), \"paymentTerms\" varchar(24), \"accountingCode\" varchar(20), \"supplies\" text NOT NULL, \"notes\" text, \"archivedAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_suppliers_shop_name\" ON \"suppliers\" (\"shopId\", \"name\") ");
    await queryRunner.query("CREATE TABLE \"purchase_receipts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"orderId\" integer NOT NULL, \"warehouseId\" integer NOT NULL, \"receivedOn\" varchar(10) NOT NULL, \"deliveryNote\" varchar(64), \"overConfirmed\" boolean NOT NULL DEFAULT (0), \"invoiceId\" integer, \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_purchase_receipts_shop\" ON \"purchase_receipts\" (\"shopId\", \"receivedOn\") ");
    await queryRunner.query("CREATE INDEX \"idx_purchase_receipts_order\" ON \"purchase_receipts\" (\"orderId\") ");
    await queryRunner.query("CREATE TABLE \"purchase_receipt_lines\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"receiptId\" integer NOT NULL, \"orderLineId\" integer NOT NULL, \"quantity\" integer NOT NULL, \"excess\" integer NOT NULL DEFAULT (0), \"movementId\" integer NOT NULL)");
    await queryRunner.query("CREATE INDEX \"idx_purchase_receipt_lines_receipt\" ON \"purchase_receipt_lines\" (\"receiptId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_purchase_receipt_lines_receipt\"");
    await queryRunner.query("DROP TABLE \"purchase_receipt_lines\"");
    await queryRunner.query("DROP INDEX \"idx_purchase_receipts_order\"");
    await queryRunner.query("DROP INDEX \"idx_purchase_receipts_shop\"");
    await queryRunner.query("DROP TABLE \"purchase_receipts\"");
    await queryRunner.query("DROP INDEX \"idx_suppliers_shop_name\"");
    await queryRunner.query("DROP TABLE \"suppliers\"");
    await queryRunner.query("DROP INDEX \"idx_purchase_order_lines_order\"");
    await queryRunner.query("DROP TABLE \"purchase_order_lines\"");
    await queryRunner.query("DROP INDEX \"idx_purchase_orders_shop_status\"");
    await queryRunner.query("DROP INDEX \"idx_purchase_orders_shop_supplier\"");
    await queryRunner.query("DROP INDEX \"uq_purchase_orders_number\"");
    await queryRunner.query("DROP TABLE \"purchase_orders\"");
    await queryRunner.query("DROP INDEX \"idx_supplier_payments_invoice\"");
    await queryRunner.query("DROP TABLE \"supplier_payments\"");
    await queryRunner.query("DROP INDEX \"idx_supplier_invoices_shop_due\"");
    await queryRunner.query("DROP INDEX \"idx_supplier_invoices_order\"");
    await queryRunner.query("DROP TABLE \"supplier_invoices\"");
    await queryRunner.query("DROP INDEX \"idx_primeur_subscriptions_campaign\"");
    await queryRunner.query("DROP INDEX \"idx_primeur_subscriptions_shop_client\"");
    await queryRunner.query("DROP TABLE \"primeur_subscriptions\"");
    await queryRunner.query("DROP INDEX \"idx_primeur_quotas_campaign\"");
    await queryRunner.query("DROP TABLE \"primeur_quotas\"");
    await queryRunner.query("DROP INDEX \"idx_primeur_campaigns_shop_status\"");
    await queryRunner.query("DROP TABLE \"primeur_campaigns\"");
  }
}
