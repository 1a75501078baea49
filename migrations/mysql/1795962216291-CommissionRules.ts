import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CommissionRules1795962216291 implements MigrationInterface {
  name = 'CommissionRules1795962216291';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `analytics_commission_rules` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `agentId` int NOT NULL, `basis` varchar(8) NOT NULL, `defaultRateBp` int NOT NULL, `typologyRates` text NOT NULL, `productRates` text NOT NULL, `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_analytics_commission_rules_shop_agent` (`shopId`, `agentId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `analytics_paid_amounts` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `paymentId` int NOT NULL, `documentId` int NOT NULL, `day` varchar(10) NOT NULL, `amount` bigint NOT NULL DEFAULT '0', `paidBefore` bigint NOT NULL DEFAULT '0', `due` bigint NOT NULL DEFAULT '0', INDEX `idx_analytics_paid_amounts_document` (`documentId`), INDEX `idx_analytics_paid_amounts_shop_day` (`shopId`, `day`, `documentId`), UNIQUE INDEX `uq_analytics_paid_amounts_payment_document` (`paymentId`, `documentId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_analytics_paid_amounts_payment_document` ON `analytics_paid_amounts`");
    await queryRunner.query("DROP INDEX `idx_analytics_paid_amounts_shop_day` ON `analytics_paid_amounts`");
    await queryRunner.query("DROP INDEX `idx_analytics_paid_amounts_document` ON `analytics_paid_amounts`");
    await queryRunner.query("DROP TABLE `analytics_paid_amounts`");
    await queryRunner.query("DROP INDEX `uq_analytics_commission_rules_shop_agent` ON `analytics_commission_rules`");
    await queryRunner.query("DROP TABLE `analytics_commission_rules`");
  }
}
