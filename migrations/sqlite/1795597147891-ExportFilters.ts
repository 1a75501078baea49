import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExportFilters1795597147891 implements MigrationInterface {
  name = 'ExportFilters1795597147891';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_exports_shop_user_created\"");
    await queryRunner.query("CREATE TABLE \"temporary_exports\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"kind\" varchar(50) NOT NULL, \"shopId\" integer NOT NULL, \"userId\" integer, \"locale\" varchar(2) NOT NULL DEFAULT ('fr'), \"format\" varchar(8) NOT NULL, \"status\" varchar(16) NOT NULL, \"progress\" integer NOT NULL DEFAULT (0), \"rowCount\" integer NOT NULL DEFAULT (0), \"fileName\" varchar(191) NOT NULL, \"fileKey\" varchar(255), \"errorCode\" varchar(100), \"errorParams\" text, \"jobId\" varchar(64), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"finishedAt\" datetime, \"filter\" text)");
    await queryRunner.query("INSERT INTO \"temporary_exports\"(\"id\", \"kind\", \"shopId\", \"userId\", \"locale\", \"format\", \"status\", \"progress\", \"rowCount\", \"fileName\", \"fileKey\", \"errorCode\", \"errorParams\", \"jobId\", \"createdAt\", \"finishedAt\") SELECT \"id\", \"kind\", \"shopId\", \"userId\", \"locale\", \"format\", \"status\", \"progress\", \"rowCount\", \"fileName\", \"fileKey\", \"errorCode\", \"errorParams\", \"jobId\", \"createdAt\", \"finishedAt\" FROM \"exports\"");
    await queryRunner.query("DROP TABLE \"exports\"");
    await queryRunner.query("ALTER TABLE \"temporary_exports\" RENAME TO \"exports\"");
    await queryRunner.query("CREATE INDEX \"idx_exports_shop_user_created\" ON \"exports\" (\"shopId\", \"userId\", \"createdAt\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_exports_shop_user_created\"");
    await queryRunner.query("ALTER TABLE \"exports\" RENAME TO \"temporary_exports\"");
    await queryRunner.query("CREATE TABLE \"exports\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"kind\" varchar(50) NOT NULL, \"shopId\" integer NOT NULL, \"userId\" integer, \"locale\" varchar(2) NOT NULL DEFAULT ('fr'), \"format\" varchar(8) NOT NULL, \"status\" varchar(16) NOT NULL, \"progress\" integer NOT NULL DEFAULT (0), \"rowCount\" integer NOT NULL DEFAULT (0), \"fileName\" varchar(191) NOT NULL, \"fileKey\" varchar(255), \"errorCode\" varchar(100), \"errorParams\" text, \"jobId\" varchar(64), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"finishedAt\" datetime)");
    await queryRunner.query("INSERT INTO \"exports\"(\"id\", \"kind\", \"shopId\", \"userId\", \"locale\", \"format\", \"status\", \"progress\", \"rowCount\", \"fileName\", \"fileKey\", \"errorCode\", \"errorParams\", \"jobId\", \"createdAt\", \"finishedAt\") SELECT \"id\", \"kind\", \"shopId\", \"userId\", \"locale\", \"format\", \"status\", \"progress\", \"rowCount\", \"fileName\", \"fileKey\", \"errorCode\", \"errorParams\", \"jobId\", \"createdAt\", \"finishedAt\" FROM \"temporary_exports\"");
    await queryRunner.query("DROP TABLE \"temporary_exports\"");
    await queryRunner.query("CREATE INDEX \"idx_exports_shop_user_created\" ON \"exports\" (\"shopId\", \"userId\", \"createdAt\") ");
  }
}
