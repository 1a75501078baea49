import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795321740892 implements MigrationInterface {
  name = 'Initial1795321740892';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"jobs\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"dedupKey\" varchar(191), \"name\" varchar(100) NOT NULL, \"payload\" text NOT NULL, \"status\" varchar(16) NOT NULL, \"attempts\" integer NOT NULL DEFAULT (0), \"maxAttempts\" integer NOT NULL, \"progress\" integer NOT NULL DEFAULT (0), \"result\" text, \"error\" text, \"runAt\" datetime NOT NULL, \"lockedBy\" varchar(64), \"lockedUntil\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_jobs_dedup_key\" ON \"jobs\" (\"dedupKey\") ");
    await queryRunner.query("CREATE INDEX \"idx_jobs_status_run_at\" ON \"jobs\" (\"status\", \"runAt\") ");
    await queryRunner.query("CREATE TABLE \"shop_members\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"userId\" integer NOT NULL, \"role\" varchar(16) NOT NULL, \"typology\" varchar(32) NOT NULL DEFAULT ('public'), \"blocked\" boolean NOT NULL DEFAULT (0), \"authorizations\" text)");
    await queryRunner.query("CREATE INDEX \"idx_shop_members_user\" ON \"shop_members\" (\"userId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shop_members_shop_user\" ON \"shop_members\" (\"shopId\", \"userId\") ");
    await queryRunner.query("CREATE TABLE \"shops\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(32) NOT NULL, \"urlShop\" varchar(100) NOT NULL, \"name\" varchar(150) NOT NULL, \"businessType\" varchar(16) NOT NULL, \"contactEmail\" varchar(191), \"ownerId\" integer NOT NULL, \"settings\" text NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"UQ_da5c5ea63faff39450f03e9b06d\" UNIQUE (\"code\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shops_url_shop\" ON \"shops\" (\"urlShop\") ");
    await queryRunner.query("CREATE TABLE \"users\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"username\" varchar(100) NOT NULL, \"email\" varchar(191) NOT NULL, \"firstname\" varchar(100) NOT NULL DEFAULT (''), \"lastname\" varchar(100) NOT NULL DEFAULT (''), \"phone\" varchar(32), \"role\" varchar(16) NOT NULL, \"isPro\" boolean NOT NULL DEFAULT (0), \"passwordHash\" varchar(255) NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"UQ_fe0bb3f6520ee0469504521e710\" UNIQUE (\"username\"), CONSTRAINT \"UQ_97672ac88f789774dd47f7c8be3\" UNIQUE (\"email\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"users\"");
    await queryRunner.query("DROP INDEX \"uq_shops_url_shop\"");
    await queryRunner.query("DROP TABLE \"shops\"");
    await queryRunner.query("DROP INDEX \"uq_shop_members_shop_user\"");
    await queryRunner.query("DROP INDEX \"idx_shop_members_user\"");
    await queryRunner.query("DROP TABLE \"shop_members\"");
    await queryRunner.query("DROP INDEX \"idx_jobs_status_run_at\"");
    await queryRunner.query("DROP INDEX \"uq_jobs_dedup_key\"");
    await queryRunner.query("DROP TABLE \"jobs\"");
  }
}
