import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PurchasesAndPrimeur1795773960841 implements MigrationInterface {
  name = 'PurchasesAndPrimeur1795773960841';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `primeur_campaigns` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `name` varchar(120) NOT NULL, `productId` int NOT NULL, `vintageId` int NOT NULL, `formatId` int NOT NULL, `unitHt` bigint NOT NULL DEFAULT '0', `prices` text NOT NULL, `vatRateBp` int NOT NULL, `depositBp` int NOT NULL, `opensOn` varchar(10) NOT NULL, `closesOn` varchar(10) NOT NULL, `deliveryOn` varchar(10) NULL, `status` varchar(12) NOT NULL, `warehouseId` int NULL, `bottledAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_primeur_campaigns_shop_status` (`shopId`, `status`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `primeur_quotas` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `campaignId` int NOT NULL, `clientId` int NULL, `typology` varchar(24) NULL, `quantity` int NOT NULL, `subscribed` int NOT NULL DEFAULT '0', INDEX `idx_primeur_quotas_campaign` (`campaignId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `primeur_subscriptions` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `campaignId` int NOT NULL, `clientId` int NOT NULL, `quotaId` int NOT NULL, `quantity` int NOT NULL, `unitHt` bigint NOT NULL DEFAULT '0', `status` varchar(12) NOT NULL, `channel` varchar(12) NOT NULL, `depositInvoiceId` int NULL, `depositNumber` varchar(40) NULL, `balanceInvoiceId` int NULL, `balanceNumber` varchar(40) NULL, `movementId` int NULL, `createdById` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_primeur_subscriptions_shop_client` (`shopId`, `clientId`), INDEX `idx_primeur_subscriptions_campaign` (`campaignId`, `status`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `supplier_invoices` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `supplierId` int NOT NULL, `orderId` int NOT NULL, `number` varchar(40) NOT NULL, `issuedOn` varchar(10) NOT NULL, `dueOn` varchar(10) NOT NULL, `totalHt` bigint NOT NULL DEFAULT '0', `totalVat` bigint NOT NULL DEFAULT '0', `totalTtc` bigint NOT NULL DEFAULT '0', `paid` bigint NOT NULL DEFAULT '0', `status` varchar(12) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_supplier_invoices_order` (`orderId`), INDEX `idx_supplier_invoices_shop_due` (`shopId`, `status`, `dueOn`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `supplier_payments` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `invoiceId` int NOT NULL, `amount` bigint NOT NULL DEFAULT '0', `paidOn` varchar(10) NOT NULL, `reference` varchar(64) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_supplier_payments_invoice` (`invoiceId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `purchase_orders` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `number` varchar(20) NOT NULL, `supplierId` int NOT NULL, `status` varchar(16) NOT NULL, `warehouseId` int NOT NULL, `expectedOn` varchar(10) NULL, `notes` text NULL, `totalHt` bigint NOT NULL DEFAULT '0', `totalTtc` bigint NOT NULL DEFAULT '0', `sentAt` datetime NULL, `createdById` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_purchase_orders_number` (`shopId`, `number`), INDEX `idx_purchase_orders_shop_supplier` (`shopId`, `supplierId`), INDEX `idx_purchase_orders_shop_status` (`shopId`, `status`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `purchase_order_lines` (`id` int NOT NULL AUTO_INCREMENT, `orderId` int NOT NULL, `position` int NOT NULL, `productId` int NOT NULL, `vintageId` int NOT NULL, `formatId` int NOT NULL, `label` varchar(200) NOT NULL, `quantity` int NOT NULL, `received` int NOT NULL DEFAULT '0', `unitHt` bigint NOT NULL DEFAULT '0', `vatRateBp` int NOT NULL, INDEX `idx_purchase_order_lines_order` (`orderId`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `suppliers` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `name` varchar(120) NOT NULL, `siret` varchar(14) NULL, `vatNumber` varchar(20) NULL, `contactName` varchar(120) NULL, `email` varchar(254) NULL, `phone` varchar(30) NULL, `street` varchar(255) NULL, `zipcode` varchar(10) NULL, `city` varchar(100) NULL, `country` varchar(2) NOT NULL DEFAULT 'FR', `paymentTerms` varchar(24) NULL, `accountingCode` varchar(20) NULL, `supplies` text NOT NULL, `notes` text NULL, `archivedAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_suppliers_shop_name` (`shopId`, `name`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `purchase_receipts` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `orderId` int NOT NULL, `warehouseId` int NOT NULL, `receivedOn` varchar(10) NOT NULL, `deliveryNote` varchar(64) NULL, `overConfirmed` tinyint NOT NULL DEFAULT 0, `invoiceId` int NULL, `createdById` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_purchase_receipts_shop` (`shopId`, `receivedOn`), INDEX `idx_purchase_receipts_order` (`orderId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `purchase_receipt_lines` (`id` int NOT NULL AUTO_INCREMENT, `receiptId` int NOT NULL, `orderLineId` int NOT NULL, `quantity` int NOT NULL, `excess` int NOT NULL DEFAULT '0', `movementId` int NOT NULL, INDEX `idx_purchase_receipt_lines_receipt` (`receiptId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_purchase_receipt_lines_receipt` ON `purchase_receipt_lines`");
    await queryRunner.query("DROP TABLE `purchase_receipt_lines`");
    await queryRunner.query("DROP INDEX `idx_purchase_receipts_order` ON `purchase_receipts`");
    await queryRunner.query("DROP INDEX `idx_purchase_receipts_shop` ON `purchase_receipts`");
    await queryRunner.query("DROP TABLE `purchase_receipts`");
    await queryRunner.query("DROP INDEX `idx_suppliers_shop_name` ON `suppliers`");
    await queryRunner.query("DROP TABLE `suppliers`");
    await queryRunner.query("DROP INDEX `idx_purchase_order_lines_order` ON `purchase_order_lines`");
    await queryRunner.query("DROP TABLE `purchase_order_lines`");
    await queryRunner.query("DROP INDEX `idx_purchase_orders_shop_status` ON `purchase_orders`");
    await queryRunner.query("DROP INDEX `idx_purchase_orders_shop_supplier` ON `purchase_orders`");
    await queryRunner.query("DROP INDEX `uq_purchase_orders_number` ON `purchase_orders`");
    await queryRunner.query("DROP TABLE `purchase_orders`");
    await queryRunner.query("DROP INDEX `idx_supplier_payments_invoice` ON `supplier_payments`");
    await queryRunner.query("DROP TABLE `supplier_payments`");
    await queryRunner.query("DROP INDEX `idx_supplier_invoices_shop_due` ON `supplier_invoices`");
    await queryRunner.query("DROP INDEX `idx_supplier_invoices_order` ON `supplier_invoices`");
    await queryRunner.query("DROP TABLE `supplier_invoices`");
    await queryRunner.query("DROP INDEX `idx_primeur_subscriptions_campaign` ON `primeur_subscriptions`");
    await queryRunner.query("DROP INDEX `idx_primeur_subscriptions_shop_client` ON `primeur_subscriptions`");
    await queryRunner.query("DROP TABLE `primeur_subscriptions`");
    await queryRunner.query("DROP INDEX `idx_primeur_quotas_campaign` ON `primeur_quotas`");
    await queryRunner.query("DROP TABLE `primeur_quotas`");
    await queryRunner.query("DROP INDEX `idx_primeur_campaigns_shop_status` ON `primeur_campaigns`");
    await queryRunner.query("DROP TABLE `primeur_campaigns`");
  }
}
