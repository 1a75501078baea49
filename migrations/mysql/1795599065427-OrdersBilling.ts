import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrdersBilling1795599065427 implements MigrationInterface {
  name = 'OrdersBilling1795599065427';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `orders` ADD `shippingVatRate` double NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `orders` ADD `creditAmount` bigint NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `orders` ADD `quoteId` int NULL");
    await queryRunner.query("ALTER TABLE `orders` ADD `invoiceId` int NULL");
    await queryRunner.query("ALTER TABLE `orders` ADD `invoiceNumber` varchar(32) NULL");
    await queryRunner.query("CREATE INDEX `idx_billing_client_credit_uses_source` ON `billing_client_credit_uses` (`shopId`, `sourceRef`)");
    await queryRunner.query("CREATE INDEX `idx_billing_client_credit_uses_payment` ON `billing_client_credit_uses` (`paymentId`)");
    await queryRunner.query("CREATE INDEX `idx_billing_documents_shop_id` ON `billing_documents` (`shopId`, `id`)");
    await queryRunner.query("CREATE UNIQUE INDEX `uq_orders_shop_quote` ON `orders` (`shopId`, `quoteId`)");
    await queryRunner.query("CREATE INDEX `idx_orders_shop_id` ON `orders` (`shopId`, `id`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_orders_shop_id` ON `orders`");
    await queryRunner.query("DROP INDEX `uq_orders_shop_quote` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_billing_documents_shop_id` ON `billing_documents`");
    await queryRunner.query("DROP INDEX `idx_billing_client_credit_uses_payment` ON `billing_client_credit_uses`");
    await queryRunner.query("DROP INDEX `idx_billing_client_credit_uses_source` ON `billing_client_credit_uses`");
    await queryRunner.query("ALTER TABLE `orders` DROP COLUMN `invoiceNumber`");
    await queryRunner.query("ALTER TABLE `orders` DROP COLUMN `invoiceId`");
    await queryRunner.query("ALTER TABLE `orders` DROP COLUMN `quoteId`");
    await queryRunner.query("ALTER TABLE `orders` DROP COLUMN `creditAmount`");
    await queryRunner.query("ALTER TABLE `orders` DROP COLUMN `shippingVatRate`");
  }
}
