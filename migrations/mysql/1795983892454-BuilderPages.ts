import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BuilderPages1795983892454 implements MigrationInterface {
  name = 'BuilderPages1795983892454';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `storefront_builder_pages` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `place` varchar(40) NULL, `draft` text NOT NULL, `published` text NULL, `publishedAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_storefront_builder_pages_shop_place` (`shopId`, `place`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_storefront_builder_pages_shop_place` ON `storefront_builder_pages`");
    await queryRunner.query("DROP TABLE `storefront_builder_pages`");
  }
}
