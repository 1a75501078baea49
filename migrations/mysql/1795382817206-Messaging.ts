import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Messaging1795382817206 implements MigrationInterface {
  name = 'Messaging1795382817206';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `downloads` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `name` varchar(191) NOT NULL, `url` varchar(1000) NOT NULL, `handedOutAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_downloads_user_pending` (`userId`, `handedOutAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `maintenance` (`id` int NOT NULL, `banner` tinyint NOT NULL DEFAULT 0, `page` tinyint NOT NULL DEFAULT 0, `startDate` datetime NULL, `endDate` datetime NULL, `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `notifications` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `shopId` int NULL, `type` varchar(40) NOT NULL, `content` varchar(500) NOT NULL, `redirectLink` varchar(500) NULL, `seen` tinyint NOT NULL DEFAULT 0, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_notifications_user_seen` (`userId`, `seen`), INDEX `idx_notifications_user_created` (`userId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_notifications_user_created` ON `notifications`");
    await queryRunner.query("DROP INDEX `idx_notifications_user_seen` ON `notifications`");
    await queryRunner.query("DROP TABLE `notifications`");
    await queryRunner.query("DROP TABLE `maintenance`");
    await queryRunner.query("DROP INDEX `idx_downloads_user_pending` ON `downloads`");
    await queryRunner.query("DROP TABLE `downloads`");
  }
}
