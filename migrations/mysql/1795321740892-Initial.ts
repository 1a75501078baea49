import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795321740892 implements MigrationInterface {
  name = 'Initial1795321740892';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `jobs` (`id` int NOT NULL AUTO_INCREMENT, `dedupKey` varchar(191) NULL, `name` varchar(100) NOT NULL, `payload` text NOT NULL, `status` varchar(16) NOT NULL, `attempts` int NOT NULL DEFAULT '0', `maxAttempts` int NOT NULL, `progress` int NOT NULL DEFAULT '0', `result` text NULL, `error` text NULL, `runAt` datetime NOT NULL, `lockedBy` varchar(64) NULL, `lockedUntil` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_jobs_dedup_key` (`dedupKey`), INDEX `idx_jobs_status_run_at` (`status`, `runAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `shop_members` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `userId` int NOT NULL, `role` varchar(16) NOT NULL, `typology` varchar(32) NOT NULL DEFAULT 'public', `blocked` tinyint NOT NULL DEFAULT 0, `authorizations` text NULL, INDEX `idx_shop_members_user` (`userId`), UNIQUE INDEX `uq_shop_members_shop_user` (`shopId`, `userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `shops` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(32) NOT NULL, `urlShop` varchar(100) NOT NULL, `name` varchar(150) NOT NULL, `businessType` varchar(16) NOT NULL, `contactEmail` varchar(191) NULL, `ownerId` int NOT NULL, `settings` text NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_shops_url_shop` (`urlShop`), UNIQUE INDEX `IDX_da5c5ea63faff39450f03e9b06` (`code`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `users` (`id` int NOT NULL AUTO_INCREMENT, `username` varchar(100) NOT NULL, `email` varchar(191) NOT NULL, `firstname` varchar(100) NOT NULL DEFAULT '', `lastname` varchar(100) NOT NULL DEFAULT '', `phone` varchar(32) NULL, `role` varchar(16) NOT NULL, `isPro` tinyint NOT NULL DEFAULT 0, `passwordHash` varchar(255) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_fe0bb3f6520ee0469504521e71` (`username`), UNIQUE INDEX `IDX_97672ac88f789774dd47f7c8be` (`email`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_97672ac88f789774dd47f7c8be` ON `users`");
    await queryRunner.query("DROP INDEX `IDX_fe0bb3f6520ee0469504521e71` ON `users`");
    await queryRunner.query("DROP TABLE `users`");
    await queryRunner.query("DROP INDEX `IDX_da5c5ea63faff39450f03e9b06` ON `shops`");
    await queryRunner.query("DROP INDEX `uq_shops_url_shop` ON `shops`");
    await queryRunner.query("DROP TABLE `shops`");
    await queryRunner.query("DROP INDEX `uq_shop_members_shop_user` ON `shop_members`");
    await queryRunner.query("DROP INDEX `idx_shop_members_user` ON `shop_members`");
    await queryRunner.query("DROP TABLE `shop_members`");
    await queryRunner.query("DROP INDEX `idx_jobs_status_run_at` ON `jobs`");
    await queryRunner.query("DROP INDEX `uq_jobs_dedup_key` ON `jobs`");
    await queryRunner.query("DROP TABLE `jobs`");
  }
}
