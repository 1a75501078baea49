import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogueCrmImports1795390621153 implements MigrationInterface {
  name = 'CatalogueCrmImports1795390621153';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `import_row_errors` (`id` int NOT NULL AUTO_INCREMENT, `importId` int NOT NULL, `line` int NOT NULL, `column` varchar(191) NULL, `value` varchar(500) NULL, `code` varchar(100) NOT NULL, `params` text NULL, INDEX `idx_import_row_errors_import_line` (`importId`, `line`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `import_changes` (`id` int NOT NULL AUTO_INCREMENT, `importId` int NOT NULL, `entity` varchar(64) NOT NULL, `entityId` varchar(64) NOT NULL, `action` varchar(16) NOT NULL, `before` text NULL, INDEX `idx_import_changes_import` (`importId`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `imports` (`id` int NOT NULL AUTO_INCREMENT, `kind` varchar(50) NOT NULL, `shopId` int NOT NULL, `userId` int NULL, `locale` varchar(2) NOT NULL DEFAULT 'fr', `fileName` varchar(255) NOT NULL, `fileKey` varchar(255) NOT NULL, `format` varchar(8) NOT NULL, `encoding` varchar(16) NULL, `delimiter` varchar(1) NULL, `status` varchar(16) NOT NULL, `dryRun` tinyint NOT NULL DEFAULT 0, `strict` tinyint NOT NULL DEFAULT 0, `mapping` text NULL, `columns` text NOT NULL, `totalRows` int NULL, `processedRows` int NOT NULL DEFAULT '0', `created` int NOT NULL DEFAULT '0', `updated` int NOT NULL DEFAULT '0', `skipped` int NOT NULL DEFAULT '0', `failed` int NOT NULL DEFAULT '0', `progress` int NOT NULL DEFAULT '0', `errorReportKey` varchar(255) NULL, `errorCode` varchar(100) NULL, `errorParams` text NULL, `jobId` varchar(64) NULL, `startedAt` datetime NULL, `finishedAt` datetime NULL, `revertRequestedAt` datetime NULL, `revertedAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_imports_shop_kind` (`shopId`, `kind`), INDEX `idx_imports_shop_status` (`shopId`, `status`), INDEX `idx_imports_shop_created` (`shopId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `exports` (`id` int NOT NULL AUTO_INCREMENT, `kind` varchar(50) NOT NULL, `shopId` int NOT NULL, `userId` int NULL, `locale` varchar(2) NOT NULL DEFAULT 'fr', `format` varchar(8) NOT NULL, `status` varchar(16) NOT NULL, `progress` int NOT NULL DEFAULT '0', `rowCount` int NOT NULL DEFAULT '0', `fileName` varchar(191) NOT NULL, `fileKey` varchar(255) NULL, `errorCode` varchar(100) NULL, `errorParams` text NULL, `jobId` varchar(64) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `finishedAt` datetime NULL, INDEX `idx_exports_shop_user_created` (`shopId`, `userId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `product_formats` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `productId` int NOT NULL, `position` int NOT NULL, `container` varchar(16) NOT NULL, `unity` varchar(16) NOT NULL, `unityValue` double NOT NULL, `eq75` double NOT NULL, `weight` double NULL, `packing` varchar(16) NULL, `packingQuantity` int NULL, `price` bigint NOT NULL DEFAULT '0', `discountPrice` text NOT NULL, `discountAdd` text NOT NULL, `typologies` text NOT NULL, `visuals` text NOT NULL, `ean` varchar(14) NULL, UNIQUE INDEX `uq_product_formats_shop_ean` (`shopId`, `ean`), INDEX `idx_product_formats_ean` (`ean`), INDEX `idx_product_formats_product` (`productId`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `product_promotions` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `productId` int NOT NULL, `formatId` int NOT NULL, `name` varchar(100) NULL, `type` varchar(8) NOT NULL, `amount` bigint NOT NULL, `activation` varchar(16) NOT NULL, `threshold` bigint NOT NULL, `start` varchar(10) NULL, `end` varchar(10) NULL, INDEX `idx_product_promotions_product` (`productId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `product_vintages` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `productId` int NOT NULL, `position` int NOT NULL, `name` varchar(20) NOT NULL, `legal` text NULL, `advanced` text NOT NULL, `lots` text NOT NULL, INDEX `idx_product_vintages_product` (`productId`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `products` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `slug` varchar(100) NOT NULL, `productType` varchar(16) NOT NULL, `name` varchar(150) NOT NULL, `precision` varchar(150) NULL, `type` varchar(32) NULL, `color` varchar(16) NULL, `gamme` varchar(100) NULL, `appellation` varchar(150) NULL, `category` int NULL, `quality` varchar(16) NULL, `grapes` text NOT NULL, `alcohol` double NULL, `ingredients` text NULL, `allergens` text NULL, `nutrition` text NULL, `labels` text NOT NULL, `country` varchar(2) NULL, `vatType` varchar(8) NOT NULL, `status` varchar(12) NOT NULL, `description` text NULL, `wrapping` tinyint NOT NULL DEFAULT 0, `wrappingPrice` bigint NOT NULL DEFAULT '0', `components` text NOT NULL, `visuals` text NOT NULL, `hiddenMask` int NOT NULL DEFAULT '0', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_products_shop_color` (`shopId`, `color`), INDEX `idx_products_shop_type` (`shopId`, `type`), INDEX `idx_products_shop_updated` (`shopId`, `updatedAt`), INDEX `idx_products_shop_appellation` (`shopId`, `appellation`), INDEX `idx_products_shop_kind_name` (`shopId`, `productType`, `name`), INDEX `idx_products_shop_status_name` (`shopId`, `status`, `name`), INDEX `idx_products_shop_name` (`shopId`, `name`), UNIQUE INDEX `uq_products_shop_slug` (`shopId`, `slug`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `product_words` (`productId` int NOT NULL, `word` varchar(40) NOT NULL, `shopId` int NOT NULL, INDEX `idx_product_words_shop_word` (`shopId`, `word`), PRIMARY KEY (`productId`, `word`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `client_contacts` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `clientId` int NOT NULL, `position` int NOT NULL DEFAULT '0', `firstname` varchar(100) NULL, `lastname` varchar(100) NOT NULL, `role` varchar(100) NULL, `email` varchar(191) NULL, `phone` varchar(20) NULL, INDEX `idx_client_contacts_client` (`clientId`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `client_events` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `clientId` int NOT NULL, `kind` varchar(24) NOT NULL, `text` text NULL, `data` text NULL, `authorId` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_client_events_client_created` (`clientId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `opportunities` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `clientId` int NOT NULL, `stageId` int NOT NULL, `title` varchar(150) NOT NULL, `amountCents` bigint NOT NULL DEFAULT '0', `expectedCloseDate` varchar(10) NULL, `ownerId` int NOT NULL, `probability` int NOT NULL, `closedAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_opportunities_client` (`clientId`), INDEX `idx_opportunities_shop_owner` (`shopId`, `ownerId`), INDEX `idx_opportunities_shop_stage` (`shopId`, `stageId`, `expectedCloseDate`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `tasks` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `title` varchar(200) NOT NULL, `description` text NULL, `activityType` varchar(24) NOT NULL, `priority` varchar(8) NOT NULL DEFAULT 'medium', `dueAt` datetime NOT NULL, `durationMinutes` int NULL, `remindAt` datetime NULL, `remindedAt` datetime NULL, `assigneeId` int NOT NULL, `clientId` int NULL, `opportunityId` int NULL, `done` tinyint NOT NULL DEFAULT 0, `doneAt` datetime NULL, `createdById` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_tasks_reminder` (`remindedAt`, `remindAt`), INDEX `idx_tasks_client_due` (`clientId`, `dueAt`), INDEX `idx_tasks_shop_assignee_due` (`shopId`, `assigneeId`, `dueAt`), INDEX `idx_tasks_shop_due` (`shopId`, `dueAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `client_tags` (`clientId` int NOT NULL, `tag` varchar(50) NOT NULL, `shopId` int NOT NULL, INDEX `idx_client_tags_shop_tag` (`shopId`, `tag`, `clientId`), PRIMARY KEY (`clientId`, `tag`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `client_words` (`clientId` int NOT NULL, `word` varchar(40) NOT NULL, `shopId` int NOT NULL, INDEX `idx_client_words_shop_word` (`shopId`, `word`, `clientId`), PRIMARY KEY (`clientId`, `word`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `clients` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `isPro` tinyint NOT NULL DEFAULT 0, `civility` varchar(16) NULL, `firstname` varchar(100) NULL, `lastname` varchar(100) NULL, `businessName` varchar(150) NULL, `businessReason` varchar(150) NULL, `displayName` varchar(200) NOT NULL, `email` varchar(191) NULL, `phone` varchar(20) NULL, `mobile` varchar(20) NULL, `siret` varchar(14) NULL, `vatNumber` varchar(20) NULL, `exciseNumber` varchar(20) NULL, `typology` varchar(32) NOT NULL DEFAULT 'public', `billingAddress` text NULL, `deliveryAddress` text NULL, `department` varchar(3) NULL, `notes` text NULL, `paymentDelay` varchar(24) NULL, `paymentType` varchar(16) NULL, `accountingCode` varchar(32) NULL, `agentId` int NULL, `marketingConsent` tinyint NOT NULL DEFAULT 0, `marketingConsentAt` datetime NULL, `userId` int NULL, `pipe` varchar(16) NULL, `convertedAt` datetime NULL, `archived` tinyint NOT NULL DEFAULT 0, `createdById` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_clients_shop_user` (`shopId`, `userId`), INDEX `idx_clients_shop_mobile` (`shopId`, `mobile`), INDEX `idx_clients_shop_phone` (`shopId`, `phone`), INDEX `idx_clients_shop_siret` (`shopId`, `siret`), INDEX `idx_clients_shop_email` (`shopId`, `email`), INDEX `idx_clients_shop_created` (`shopId`, `createdAt`), INDEX `idx_clients_shop_pipe_name` (`shopId`, `pipe`, `displayName`), INDEX `idx_clients_shop_department_name` (`shopId`, `department`, `displayName`), INDEX `idx_clients_shop_agent_name` (`shopId`, `agentId`, `displayName`), INDEX `idx_clients_shop_typology_name` (`shopId`, `typology`, `displayName`), INDEX `idx_clients_shop_archived_name` (`shopId`, `archived`, `displayName`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `opportunity_stages` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `key` varchar(40) NOT NULL, `name` varchar(60) NOT NULL, `position` int NOT NULL, `probability` int NOT NULL, `outcome` varchar(8) NOT NULL DEFAULT 'open', INDEX `idx_opportunity_stages_shop_position` (`shopId`, `position`), UNIQUE INDEX `uq_opportunity_stages_shop_key` (`shopId`, `key`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_opportunity_stages_shop_key` ON `opportunity_stages`");
    await queryRunner.query("DROP INDEX `idx_opportunity_stages_shop_position` ON `opportunity_stages`");
    await queryRunner.query("DROP TABLE `opportunity_stages`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_archived_name` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_typology_name` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_agent_name` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_department_name` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_pipe_name` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_created` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_email` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_siret` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_phone` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_mobile` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_user` ON `clients`");
    await queryRunner.query("DROP TABLE `clients`");
    await queryRunner.query("DROP INDEX `idx_client_words_shop_word` ON `client_words`");
    await queryRunner.query("DROP TABLE `client_words`");
    await queryRunner.query("DROP INDEX `idx_client_tags_shop_tag` ON `client_tags`");
    await queryRunner.query("DROP TABLE `client_tags`");
    await queryRunner.query("DROP INDEX `idx_tasks_shop_due` ON `tasks`");
    await queryRunner.query("DROP INDEX `idx_tasks_shop_assignee_due` ON `tasks`");
    await queryRunner.query("DROP INDEX `idx_tasks_client_due` ON `tasks`");
    await queryRunner.query("DROP INDEX `idx_tasks_reminder` ON `tasks`");
    await queryRunner.query("DROP TABLE `tasks`");
    await queryRunner.query("DROP INDEX `idx_opportunities_shop_stage` ON `opportunities`");
    await queryRunner.query("DROP INDEX `idx_opportunities_shop_owner` ON `opportunities`");
    await queryRunner.query("DROP INDEX `idx_opportunities_client` ON `opportunities`");
    await queryRunner.query("DROP TABLE `opportunities`");
    await queryRunner.query("DROP INDEX `idx_client_events_client_created` ON `client_events`");
    await queryRunner.query("DROP TABLE `client_events`");
    await queryRunner.query("DROP INDEX `idx_client_contacts_client` ON `client_contacts`");
    await queryRunner.query("DROP TABLE `client_contacts`");
    await queryRunner.query("DROP INDEX `idx_product_words_shop_word` ON `product_words`");
    await queryRunner.query("DROP TABLE `product_words`");
    await queryRunner.query("DROP INDEX `uq_products_shop_slug` ON `products`");
    await queryRunner.query("DROP INDEX `idx_products_shop_name` ON `products`");
    await queryRunner.query("DROP INDEX `idx_products_shop_status_name` ON `products`");
    await queryRunner.query("DROP INDEX `idx_products_shop_kind_name` ON `products`");
    await queryRunner.query("DROP INDEX `idx_products_shop_appellation` ON `products`");
    await queryRunner.query("DROP INDEX `idx_products_shop_updated` ON `products`");
    await queryRunner.query("DROP INDEX `idx_products_shop_type` ON `products`");
    await queryRunner.query("DROP INDEX `idx_products_shop_color` ON `products`");
    await queryRunner.query("DROP TABLE `products`");
    await queryRunner.query("DROP INDEX `idx_product_vintages_product` ON `product_vintages`");
    await queryRunner.query("DROP TABLE `product_vintages`");
    await queryRunner.query("DROP INDEX `idx_product_promotions_product` ON `product_promotions`");
    await queryRunner.query("DROP TABLE `product_promotions`");
    await queryRunner.query("DROP INDEX `idx_product_formats_product` ON `product_formats`");
    await queryRunner.query("DROP INDEX `idx_product_formats_ean` ON `product_formats`");
    await queryRunner.query("DROP INDEX `uq_product_formats_shop_ean` ON `product_formats`");
    await queryRunner.query("DROP TABLE `product_formats`");
    await queryRunner.query("DROP INDEX `idx_exports_shop_user_created` ON `exports`");
    await queryRunner.query("DROP TABLE `exports`");
    await queryRunner.query("DROP INDEX `idx_imports_shop_created` ON `imports`");
    await queryRunner.query("DROP INDEX `idx_imports_shop_status` ON `imports`");
    await queryRunner.query("DROP INDEX `idx_imports_shop_kind` ON `imports`");
    await queryRunner.query("DROP TABLE `imports`");
    await queryRunner.query("DROP INDEX `idx_import_changes_import` ON `import_changes`");
    await queryRunner.query("DROP TABLE `import_changes`");
    await queryRunner.query("DROP INDEX `idx_import_row_errors_import_line` ON `import_row_errors`");
    await queryRunner.query("DROP TABLE `import_row_errors`");
  }
}
