import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Messaging1795382817206 implements MigrationInterface {
  name = 'Messaging1795382817206';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"downloads\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"userId\" integer NOT NULL, \"name\" varchar(191) NOT NULL, \"url\" varchar(1000) NOT NULL, \"handedOutAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_downloads_user_pending\" ON \"downloads\" (\"userId\", \"handedOutAt\") ");
    await queryRunner.query("CREATE TABLE \"maintenance\" (\"id\" integer PRIMARY KEY NOT NULL, \"banner\" boolean NOT NULL DEFAULT (0), \"page\" boolean NOT NULL DEFAULT (0), \"startDate\" datetime, \"endDate\" datetime, \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE TABLE \"notifications\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"userId\" integer NOT NULL, \"shopId\" integer, \"type\" varchar(40) NOT NULL, \"content\" varchar(500) NOT NULL, \"redirectLink\" varchar(500), \"seen\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_notifications_user_seen\" ON \"notifications\" (\"userId\", \"seen\") ");
    await queryRunner.query("CREATE INDEX \"idx_notifications_user_created\" ON \"notifications\" (\"userId\", \"createdAt\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_notifications_user_created\"");
    await queryRunner.query("DROP INDEX \"idx_notifications_user_seen\"");
    await queryRunner.query("DROP TABLE \"notifications\"");
    await queryRunner.query("DROP TABLE \"maintenance\"");
    await queryRunner.query("DROP INDEX \"idx_downloads_user_pending\"");
    await queryRunner.query("DROP TABLE \"downloads\"");
  }
}
