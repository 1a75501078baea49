import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsSavedReports1795973149203 implements MigrationInterface {
  name = 'AnalyticsSavedReports1795973149203';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `analytics_saved_reports` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `ownerId` int NOT NULL, `name` varchar(120) NOT NULL, `shared` tinyint NOT NULL DEFAULT 0, `measure` varchar(12) NOT NULL, `dimensions` text NOT NULL, `filters` text NOT NULL, `chart` varchar(8) NOT NULL, `preset` varchar(16) NOT NULL, `periodFrom` varchar(10) NULL, `periodTo` varchar(10) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_analytics_saved_reports_shop_shared` (`shopId`, `shared`), INDEX `idx_analytics_saved_reports_shop_owner` (`shopId`, `ownerId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_analytics_saved_reports_shop_owner` ON `analytics_saved_reports`");
    await queryRunner.query("DROP INDEX `idx_analytics_saved_reports_shop_shared` ON `analytics_saved_reports`");
    await queryRunner.query("DROP TABLE `analytics_saved_reports`");
  }
}
