import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BuilderPages1795983892454 implements MigrationInterface {
  name = 'BuilderPages1795983892454';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"storefront_builder_pages\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"place\" varchar(40), \"draft\" text NOT NULL, \"published\" text, \"publishedAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_storefront_builder_pages_shop_place\" ON \"storefront_builder_pages\" (\"shopId\", \"place\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_storefront_builder_pages_shop_place\"");
    await queryRunner.query("DROP TABLE \"storefront_builder_pages\"");
  }
}
