import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsReadModels1795960276757 implements MigrationInterface {
  name = 'AnalyticsReadModels1795960276757';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `analytics_sales_facts` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `documentId` int NOT NULL, `position` int NOT NULL, `kind` varchar(12) NOT NULL, `day` varchar(10) NOT NULL, `clientId` int NOT NULL, `channel` varchar(12) NOT NULL, `typology` varchar(24) NOT NULL, `country` varchar(2) NOT NULL, `agentId` int NOT NULL, `productId` int NULL, `vintageId` int NULL, `formatId` int NULL, `quantity` int NOT NULL, `bottles` int NOT NULL, `eq75Milli` int NOT NULL, `ht` bigint NOT NULL DEFAULT '0', INDEX `idx_analytics_sales_facts_shop_client_kind_day` (`shopId`, `clientId`, `kind`, `day`), INDEX `idx_analytics_sales_facts_shop_day_client` (`shopId`, `day`, `clientId`, `kind`, `documentId`, `ht`), INDEX `idx_analytics_sales_facts_shop_day_product` (`shopId`, `day`, `productId`, `vintageId`, `formatId`), UNIQUE INDEX `uq_analytics_sales_facts_line` (`documentId`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `analytics_daily_sales` (`shopId` int NOT NULL, `day` varchar(10) NOT NULL, `channel` varchar(12) NOT NULL, `typology` varchar(24) NOT NULL, `country` varchar(2) NOT NULL, `agentId` int NOT NULL, `ht` bigint NOT NULL DEFAULT '0', `invoices` int NOT NULL DEFAULT '0', `creditNotes` int NOT NULL DEFAULT '0', `bottles` int NOT NULL DEFAULT '0', `eq75Milli` bigint NOT NULL DEFAULT '0', PRIMARY KEY (`shopId`, `day`, `channel`, `typology`, `country`, `agentId`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `analytics_daily_sales`");
    await queryRunner.query("DROP INDEX `uq_analytics_sales_facts_line` ON `analytics_sales_facts`");
    await queryRunner.query("DROP INDEX `idx_analytics_sales_facts_shop_day_product` ON `analytics_sales_facts`");
    await queryRunner.query("DROP INDEX `idx_analytics_sales_facts_shop_day_client` ON `analytics_sales_facts`");
    await queryRunner.query("DROP INDEX `idx_analytics_sales_facts_shop_client_kind_day` ON `analytics_sales_facts`");
    await queryRunner.query("DROP TABLE `analytics_sales_facts`");
  }
}
