import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderRefundsAndPaymentsOut1795945908600 implements MigrationInterface {
  name = 'OrderRefundsAndPaymentsOut1795945908600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `order_refunds` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `orderId` int NOT NULL, `creditNoteId` int NOT NULL, `creditNoteNumber` varchar(40) NOT NULL, `amount` bigint NOT NULL DEFAULT '0', `status` varchar(12) NOT NULL, `failureReason` varchar(32) NULL, `attempts` int NOT NULL DEFAULT '1', `idempotencyKey` varchar(64) NOT NULL, `providerRefundId` varchar(100) NULL, `paymentId` int NULL, `refundedAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_order_refunds_shop_status` (`shopId`, `status`, `createdAt`), INDEX `idx_order_refunds_order` (`orderId`, `createdAt`), UNIQUE INDEX `uq_order_refunds_credit_note` (`creditNoteId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `billing_payments` ADD `direction` varchar(3) NOT NULL DEFAULT 'in'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `billing_payments` DROP COLUMN `direction`");
    await queryRunner.query("DROP INDEX `uq_order_refunds_credit_note` ON `order_refunds`");
    await queryRunner.query("DROP INDEX `idx_order_refunds_order` ON `order_refunds`");
    await queryRunner.query("DROP INDEX `idx_order_refunds_shop_status` ON `order_refunds`");
    await queryRunner.query("DROP TABLE `order_refunds`");
  }
}
