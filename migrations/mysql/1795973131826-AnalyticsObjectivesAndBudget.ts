import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsObjectivesAndBudget1795973131826 implements MigrationInterface {
  name = 'AnalyticsObjectivesAndBudget1795973131826';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `analytics_budget_lines` (`shopId` int NOT NULL, `year` int NOT NULL, `month` int NOT NULL, `category` varchar(24) NOT NULL, `amount` bigint NOT NULL DEFAULT '0', PRIMARY KEY (`shopId`, `year`, `month`, `category`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `analytics_objectives` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `scope` varchar(12) NOT NULL, `userId` int NULL, `measure` varchar(12) NOT NULL, `period` varchar(8) NOT NULL, `startsOn` varchar(10) NOT NULL, `endsOn` varchar(10) NOT NULL, `target` bigint NOT NULL DEFAULT '0', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_analytics_objectives_shop_starts` (`shopId`, `startsOn`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `analytics_sales_facts` ADD `sellerId` int NOT NULL DEFAULT '0'");
    // The facts written before know no seller: emptied, the API's start-up backfill rebuilds them (and the
    // shop's other read models) from billing, with it (docs/analytics.md "Rebuilding").
    await queryRunner.query('DELETE FROM `analytics_sales_facts`');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `analytics_sales_facts` DROP COLUMN `sellerId`");
    await queryRunner.query("DROP INDEX `idx_analytics_objectives_shop_starts` ON `analytics_objectives`");
    await queryRunner.query("DROP TABLE `analytics_objectives`");
    await queryRunner.query("DROP TABLE `analytics_budget_lines`");
  }
}
