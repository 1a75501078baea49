import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Marketing1795786921220 implements MigrationInterface {
  name = 'Marketing1795786921220';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `campaign_deliveries` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `campaignId` int NOT NULL, `clientId` int NOT NULL, `email` varchar(191) NOT NULL, `token` varchar(32) NOT NULL, `subject` varchar(200) NOT NULL, `html` text NOT NULL, `text` text NOT NULL, `status` varchar(10) NOT NULL, `claim` varchar(40) NULL, `messageId` varchar(191) NOT NULL, `attempts` int NOT NULL DEFAULT '0', `sentAt` datetime NULL, `error` varchar(500) NULL, `unsubscribedAt` datetime NULL, INDEX `idx_campaign_deliveries_shop_client` (`shopId`, `clientId`), UNIQUE INDEX `uq_campaign_deliveries_token` (`token`), INDEX `idx_campaign_deliveries_status` (`campaignId`, `status`, `id`), UNIQUE INDEX `uq_campaign_deliveries_client` (`campaignId`, `clientId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `marketing_lists` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `name` varchar(120) NOT NULL, `kind` varchar(10) NOT NULL, `filter` text NULL, `archived` tinyint NOT NULL DEFAULT 0, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_marketing_lists_shop_name` (`shopId`, `archived`, `name`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `marketing_list_members` (`listId` int NOT NULL, `clientId` int NOT NULL, `shopId` int NOT NULL, INDEX `idx_marketing_list_members_client` (`shopId`, `clientId`), PRIMARY KEY (`listId`, `clientId`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `marketing_settings` (`shopId` int NOT NULL, `senderName` varchar(120) NOT NULL, `senderEmail` varchar(191) NOT NULL, `replyTo` varchar(191) NULL, `footer` text NOT NULL, `unsubscribeText` varchar(200) NOT NULL, `ratePerSecond` int NOT NULL DEFAULT '20', `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (`shopId`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `email_models` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `name` varchar(120) NOT NULL, `kind` varchar(10) NOT NULL, `subject` varchar(200) NOT NULL, `html` text NOT NULL, `blocks` text NOT NULL, `archived` tinyint NOT NULL DEFAULT 0, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_email_models_shop_name` (`shopId`, `archived`, `name`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `campaigns` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `name` varchar(120) NOT NULL, `subject` varchar(200) NOT NULL, `modelId` int NOT NULL, `listIds` text NOT NULL, `senderName` varchar(120) NOT NULL, `senderEmail` varchar(191) NOT NULL, `status` varchar(12) NOT NULL, `scheduledAt` datetime NULL, `startedAt` datetime NULL, `finishedAt` datetime NULL, `total` int NOT NULL DEFAULT '0', `prepared` tinyint NOT NULL DEFAULT 0, `preparedUpTo` int NOT NULL DEFAULT '0', `createdById` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_campaigns_shop_status` (`shopId`, `status`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_campaigns_shop_status` ON `campaigns`");
    await queryRunner.query("DROP TABLE `campaigns`");
    await queryRunner.query("DROP INDEX `idx_email_models_shop_name` ON `email_models`");
    await queryRunner.query("DROP TABLE `email_models`");
    await queryRunner.query("DROP TABLE `marketing_settings`");
    await queryRunner.query("DROP INDEX `idx_marketing_list_members_client` ON `marketing_list_members`");
    await queryRunner.query("DROP TABLE `marketing_list_members`");
    await queryRunner.query("DROP INDEX `idx_marketing_lists_shop_name` ON `marketing_lists`");
    await queryRunner.query("DROP TABLE `marketing_lists`");
    await queryRunner.query("DROP INDEX `uq_campaign_deliveries_client` ON `campaign_deliveries`");
    await queryRunner.query("DROP INDEX `idx_campaign_deliveries_status` ON `campaign_deliveries`");
    await queryRunner.query("DROP INDEX `uq_campaign_deliveries_token` ON `campaign_deliveries`");
    await queryRunner.query("DROP INDEX `idx_campaign_deliveries_shop_client` ON `campaign_deliveries`");
    await queryRunner.query("DROP TABLE `campaign_deliveries`");
  }
}
