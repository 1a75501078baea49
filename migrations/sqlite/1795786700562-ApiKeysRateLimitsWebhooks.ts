import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ApiKeysRateLimitsWebhooks1795786700562 implements MigrationInterface {
  name = 'ApiKeysRateLimitsWebhooks1795786700562';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"rate_limit_windows\" (\"bucket\" varchar(191) NOT NULL, \"windowIndex\" integer NOT NULL, \"hits\" integer NOT NULL, PRIMARY KEY (\"bucket\", \"windowIndex\"))");
    await queryRunner.query("CREATE TABLE \"api_keys\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"createdByUserId\" integer NOT NULL, \"name\" varchar(100) NOT NULL, \"start\" varchar(20) NOT NULL, \"secretHash\" varchar(64) NOT NULL, \"permissions\" text NOT NULL, \"expiresAt\" datetime, \"revokedAt\" datetime, \"lastUsedAt\" datetime, \"createdAt\" datetime NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_api_keys_hash\" ON \"api_keys\" (\"secretHash\") ");
    await queryRunner.query("CREATE INDEX \"idx_api_keys_shop\" ON \"api_keys\" (\"shopId\") ");
    await queryRunner.query("CREATE TABLE \"webhook_subscriptions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"url\" varchar(500) NOT NULL, \"description\" varchar(255), \"events\" text NOT NULL, \"secret\" varchar(80) NOT NULL, \"status\" varchar(10) NOT NULL, \"consecutiveFailures\" integer NOT NULL, \"pausedAt\" datetime, \"createdAt\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"idx_webhook_subscriptions_shop\" ON \"webhook_subscriptions\" (\"shopId\") ");
    await queryRunner.query("CREATE TABLE \"webhook_deliveries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"uid\" varchar(36) NOT NULL, \"shopId\" integer NOT NULL, \"subscriptionId\" integer NOT NULL, \"eventType\" varchar(40) NOT NULL, \"eventKey\" varchar(64) NOT NULL, \"body\" text NOT NULL, \"status\" varchar(10) NOT NULL, \"attempts\" integer NOT NULL, \"replays\" integer NOT NULL, \"lastStatusCode\" integer, \"deliveredAt\" datetime, \"createdAt\" datetime NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_webhook_deliveries_uid\" ON \"webhook_deliveries\" (\"uid\") ");
    await queryRunner.query("CREATE INDEX \"idx_webhook_deliveries_shop\" ON \"webhook_deliveries\" (\"shopId\", \"createdAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_webhook_deliveries_event\" ON \"webhook_deliveries\" (\"subscriptionId\", \"eventKey\") ");
    await queryRunner.query("CREATE TABLE \"webhook_attempts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"deliveryId\" integer NOT NULL, \"shopId\" integer NOT NULL, \"attempt\" integer NOT NULL, \"statusCode\" integer, \"response\" varchar(1000), \"error\" varchar(500), \"durationMs\" integer NOT NULL, \"createdAt\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"idx_webhook_attempts_delivery\" ON \"webhook_attempts\" (\"deliveryId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_webhook_attempts_delivery\"");
    await queryRunner.query("DROP TABLE \"webhook_attempts\"");
    await queryRunner.query("DROP INDEX \"uq_webhook_deliveries_event\"");
    await queryRunner.query("DROP INDEX \"idx_webhook_deliveries_shop\"");
    await queryRunner.query("DROP INDEX \"uq_webhook_deliveries_uid\"");
    await queryRunner.query("DROP TABLE \"webhook_deliveries\"");
    await queryRunner.query("DROP INDEX \"idx_webhook_subscriptions_shop\"");
    await queryRunner.query("DROP TABLE \"webhook_subscriptions\"");
    await queryRunner.query("DROP INDEX \"idx_api_keys_shop\"");
    await queryRunner.query("DROP INDEX \"uq_api_keys_hash\"");
    await queryRunner.query("DROP TABLE \"api_keys\"");
    await queryRunner.query("DROP TABLE \"rate_limit_windows\"");
  }
}
