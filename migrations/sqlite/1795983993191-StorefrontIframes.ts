import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StorefrontIframes1795983993191 implements MigrationInterface {
  name = 'StorefrontIframes1795983993191';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"storefront_iframe_settings\" (\"shopId\" integer PRIMARY KEY NOT NULL, \"origins\" text NOT NULL, \"theme\" text NOT NULL, \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE TABLE \"storefront_iframes\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"name\" varchar(120) NOT NULL, \"kind\" varchar(16) NOT NULL, \"productIds\" text NOT NULL, \"filter\" text NOT NULL, \"eventId\" integer, \"theme\" text NOT NULL, \"origins\" text NOT NULL, \"enabled\" boolean NOT NULL DEFAULT (1), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_storefront_iframes_shop_name\" ON \"storefront_iframes\" (\"shopId\", \"name\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_storefront_iframes_shop_name\"");
    await queryRunner.query("DROP TABLE \"storefront_iframes\"");
    await queryRunner.query("DROP TABLE \"storefront_iframe_settings\"");
  }
}
