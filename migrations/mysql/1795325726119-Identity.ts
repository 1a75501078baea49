import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1795325726119 implements MigrationInterface {
  name = 'Identity1795325726119';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `account_tokens` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `purpose` varchar(16) NOT NULL, `tokenHash` varchar(64) NOT NULL, `expiresAt` datetime NOT NULL, `usedAt` datetime NULL, `createdAt` datetime NOT NULL, UNIQUE INDEX `uq_account_tokens_hash` (`tokenHash`), INDEX `idx_account_tokens_user` (`userId`, `purpose`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `sessions` (`id` int NOT NULL AUTO_INCREMENT, `familyId` varchar(36) NOT NULL, `userId` int NOT NULL, `tokenHash` varchar(64) NOT NULL, `expiresAt` datetime NOT NULL, `revokedAt` datetime NULL, `replacedBy` int NULL, `userAgent` varchar(255) NULL, `ip` varchar(64) NULL, `createdAt` datetime NOT NULL, UNIQUE INDEX `uq_sessions_token_hash` (`tokenHash`), INDEX `idx_sessions_user` (`userId`), INDEX `idx_sessions_family` (`familyId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `login_attempts` (`id` int NOT NULL AUTO_INCREMENT, `kind` varchar(8) NOT NULL, `key` varchar(191) NOT NULL, `createdAt` datetime NOT NULL, INDEX `idx_login_attempts_created` (`createdAt`), INDEX `idx_login_attempts_key` (`kind`, `key`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `shop_members` ADD `reportsToUserId` int NULL");
    await queryRunner.query("ALTER TABLE `shop_members` ADD `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6)");
    await queryRunner.query("ALTER TABLE `shops` ADD `refId` varchar(64) NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `editedShop` text NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `typologies` text NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `formats` text NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `banks` text NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `business` text NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `paymentsList` text NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `integrations` text NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `cardProviderAccountId` varchar(100) NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `cardProviderActive` tinyint NOT NULL DEFAULT 0");
    await queryRunner.query("ALTER TABLE `shops` ADD `online` tinyint NOT NULL DEFAULT 0");
    await queryRunner.query("ALTER TABLE `shops` ADD `blocked` tinyint NOT NULL DEFAULT 0");
    await queryRunner.query("ALTER TABLE `users` ADD `business` text NULL");
    await queryRunner.query("ALTER TABLE `users` ADD `masterAccountId` int NULL");
    await queryRunner.query("ALTER TABLE `users` ADD `scope` text NULL");
    await queryRunner.query("ALTER TABLE `users` ADD `cart` text NULL");
    await queryRunner.query("ALTER TABLE `users` ADD `deliveryAddress` text NULL");
    await queryRunner.query("ALTER TABLE `users` ADD `billingAddress` text NULL");
    await queryRunner.query("ALTER TABLE `users` ADD `validatedAt` datetime NULL");
    await queryRunner.query("ALTER TABLE `users` ADD `blocked` tinyint NOT NULL DEFAULT 0");
    await queryRunner.query("CREATE INDEX `idx_shop_members_shop_role` ON `shop_members` (`shopId`, `role`)");
    await queryRunner.query("CREATE INDEX `idx_shops_owner` ON `shops` (`ownerId`)");
    await queryRunner.query("CREATE INDEX `idx_users_master_account` ON `users` (`masterAccountId`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_users_master_account` ON `users`");
    await queryRunner.query("DROP INDEX `idx_shops_owner` ON `shops`");
    await queryRunner.query("DROP INDEX `idx_shop_members_shop_role` ON `shop_members`");
    await queryRunner.query("ALTER TABLE `users` DROP COLUMN `blocked`");
    await queryRunner.query("ALTER TABLE `users` DROP COLUMN `validatedAt`");
    await queryRunner.query("ALTER TABLE `users` DROP COLUMN `billingAddress`");
    await queryRunner.query("ALTER TABLE `users` DROP COLUMN `deliveryAddress`");
    await queryRunner.query("ALTER TABLE `users` DROP COLUMN `cart`");
    await queryRunner.query("ALTER TABLE `users` DROP COLUMN `scope`");
    await queryRunner.query("ALTER TABLE `users` DROP COLUMN `masterAccountId`");
    await queryRunner.query("ALTER TABLE `users` DROP COLUMN `business`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `blocked`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `online`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `cardProviderActive`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `cardProviderAccountId`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `integrations`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `paymentsList`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `business`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `banks`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `formats`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `typologies`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `editedShop`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `refId`");
    await queryRunner.query("ALTER TABLE `shop_members` DROP COLUMN `createdAt`");
    await queryRunner.query("ALTER TABLE `shop_members` DROP COLUMN `reportsToUserId`");
    await queryRunner.query("DROP INDEX `idx_login_attempts_key` ON `login_attempts`");
    await queryRunner.query("DROP INDEX `idx_login_attempts_created` ON `login_attempts`");
    await queryRunner.query("DROP TABLE `login_attempts`");
    await queryRunner.query("DROP INDEX `idx_sessions_family` ON `sessions`");
    await queryRunner.query("DROP INDEX `idx_sessions_user` ON `sessions`");
    await queryRunner.query("DROP INDEX `uq_sessions_token_hash` ON `sessions`");
    await queryRunner.query("DROP TABLE `sessions`");
    await queryRunner.query("DROP INDEX `idx_account_tokens_user` ON `account_tokens`");
    await queryRunner.query("DROP INDEX `uq_account_tokens_hash` ON `account_tokens`");
    await queryRunner.query("DROP TABLE `account_tokens`");
  }
}
