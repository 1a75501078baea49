import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsSavedReports1795973149203 implements MigrationInterface {
  name = 'AnalyticsSavedReports1795973149203';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"analytics_saved_reports\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"ownerId\" integer NOT NULL, \"name\" varchar(120) NOT NULL, \"shared\" boolean NOT NULL DEFAULT (0), \"measure\" varchar(12) NOT NULL, \"dimensions\" text NOT NULL, \"filters\" text NOT NULL, \"chart\" varchar(8) NOT NULL, \"preset\" varchar(16) NOT NULL, \"periodFrom\" varchar(10), \"periodTo\" varchar(10), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_analytics_saved_reports_shop_shared\" ON \"analytics_saved_reports\" (\"shopId\", \"shared\") ");
    await queryRunner.query("CREATE INDEX \"idx_analytics_saved_reports_shop_owner\" ON \"analytics_saved_reports\" (\"shopId\", \"ownerId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_analytics_saved_reports_shop_owner\"");
    await queryRunner.query("DROP INDEX \"idx_analytics_saved_reports_shop_shared\"");
    await queryRunner.query("DROP TABLE \"analytics_saved_reports\"");
  }
}
