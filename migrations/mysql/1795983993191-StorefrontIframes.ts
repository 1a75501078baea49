import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StorefrontIframes1795983993191 implements MigrationInterface {
  name = 'StorefrontIframes1795983993191';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `storefront_iframe_settings` (`shopId` int NOT NULL, `origins` text NOT NULL, `theme` text NOT NULL, `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (`shopId`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `storefront_iframes` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `name` varchar(120) NOT NULL, `kind` varchar(16) NOT NULL, `productIds` text NOT NULL, `filter` text NOT NULL, `eventId` int NULL, `theme` text NOT NULL, `origins` text NOT NULL, `enabled` tinyint NOT NULL DEFAULT 1, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_storefront_iframes_shop_name` (`shopId`, `name`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_storefront_iframes_shop_name` ON `storefront_iframes`");
    await queryRunner.query("DROP TABLE `storefront_iframes`");
    await queryRunner.query("DROP TABLE `storefront_iframe_settings`");
  }
}
