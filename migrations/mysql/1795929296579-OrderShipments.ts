import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderShipments1795929296579 implements MigrationInterface {
  name = 'OrderShipments1795929296579';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `order_shipments` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `orderId` int NOT NULL, `position` int NOT NULL, `shippedOn` varchar(10) NOT NULL, `trackingNumber` varchar(64) NULL, `lines` text NOT NULL, `invoiceId` int NULL, `invoiceNumber` varchar(40) NULL, `creditApplied` bigint NOT NULL DEFAULT '0', `paymentApplied` bigint NOT NULL DEFAULT '0', `createdById` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_order_shipments_shop_invoice` (`shopId`, `invoiceId`), UNIQUE INDEX `uq_order_shipments_order_position` (`orderId`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `orders` ADD `shipmentsInvoiced` int NOT NULL DEFAULT '0'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `orders` DROP COLUMN `shipmentsInvoiced`");
    await queryRunner.query("DROP INDEX `uq_order_shipments_order_position` ON `order_shipments`");
    await queryRunner.query("DROP INDEX `idx_order_shipments_shop_invoice` ON `order_shipments`");
    await queryRunner.query("DROP TABLE `order_shipments`");
  }
}
