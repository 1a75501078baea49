import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ApiKeysRateLimitsWebhooks1795786700562 implements MigrationInterface {
  name = 'ApiKeysRateLimitsWebhooks1795786700562';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `rate_limit_windows` (`bucket` varchar(191) NOT NULL, `windowIndex` int NOT NULL, `hits` int NOT NULL, PRIMARY KEY (`bucket`, `windowIndex`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `api_keys` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `createdByUserId` int NOT NULL, `name` varchar(100) NOT NULL, `start` varchar(20) NOT NULL, `secretHash` varchar(64) NOT NULL, `permissions` text NOT NULL, `expiresAt` datetime NULL, `revokedAt` datetime NULL, `lastUsedAt` datetime NULL, `createdAt` datetime NOT NULL, UNIQUE INDEX `uq_api_keys_hash` (`secretHash`), INDEX `idx_api_keys_shop` (`shopId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `webhook_subscriptions` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `url` varchar(500) NOT NULL, `description` varchar(255) NULL, `events` text NOT NULL, `secret` varchar(80) NOT NULL, `status` varchar(10) NOT NULL, `consecutiveFailures` int NOT NULL, `pausedAt` datetime NULL, `createdAt` datetime NOT NULL, INDEX `idx_webhook_subscriptions_shop` (`shopId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `webhook_deliveries` (`id` int NOT NULL AUTO_INCREMENT, `uid` varchar(36) NOT NULL, `shopId` int NOT NULL, `subscriptionId` int NOT NULL, `eventType` varchar(40) NOT NULL, `eventKey` varchar(64) NOT NULL, `body` text NOT NULL, `status` varchar(10) NOT NULL, `attempts` int NOT NULL, `replays` int NOT NULL, `lastStatusCode` int NULL, `deliveredAt` datetime NULL, `createdAt` datetime NOT NULL, UNIQUE INDEX `uq_webhook_deliveries_uid` (`uid`), INDEX `idx_webhook_deliveries_shop` (`shopId`, `createdAt`), UNIQUE INDEX `uq_webhook_deliveries_event` (`subscriptionId`, `eventKey`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `webhook_attempts` (`id` int NOT NULL AUTO_INCREMENT, `deliveryId` int NOT NULL, `shopId` int NOT NULL, `attempt` int NOT NULL, `statusCode` int NULL, `response` varchar(1000) NULL, `error` varchar(500) NULL, `durationMs` int NOT NULL, `createdAt` datetime NOT NULL, INDEX `idx_webhook_attempts_delivery` (`deliveryId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_webhook_attempts_delivery` ON `webhook_attempts`");
    await queryRunner.query("DROP TABLE `webhook_attempts`");
    await queryRunner.query("DROP INDEX `uq_webhook_deliveries_event` ON `webhook_deliveries`");
    await queryRunner.query("DROP INDEX `idx_webhook_deliveries_shop` ON `webhook_deliveries`");
    await queryRunner.query("DROP INDEX `uq_webhook_deliveries_uid` ON `webhook_deliveries`");
    await queryRunner.query("DROP TABLE `webhook_deliveries`");
    await queryRunner.query("DROP INDEX `idx_webhook_subscriptions_shop` ON `webhook_subscriptions`");
    await queryRunner.query("DROP TABLE `webhook_subscriptions`");
    await queryRunner.query("DROP INDEX `idx_api_keys_shop` ON `api_keys`");
    await queryRunner.query("DROP INDEX `uq_api_keys_hash` ON `api_keys`");
    await queryRunner.query("DROP TABLE `api_keys`");
    await queryRunner.query("DROP TABLE `rate_limit_windows`");
  }
}
