import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ShopFront1795594746748 implements MigrationInterface {
  name = 'ShopFront1795594746748';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_shops_owner\"");
    await queryRunner.query("DROP INDEX \"uq_shops_url_shop\"");
    await queryRunner.query("CREATE TABLE \"temporary_shops\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(32) NOT NULL, \"urlShop\" varchar(100) NOT NULL, \"name\" varchar(150) NOT NULL, \"businessType\" varchar(16) NOT NULL, \"contactEmail\" varchar(191), \"ownerId\" integer NOT NULL, \"settings\" text NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"refId\" varchar(64), \"editedShop\" text, \"typologies\" text, \"formats\" text, \"banks\" text, \"business\" text, \"paymentsList\" text, \"integrations\" text, \"cardProviderAccountId\" varchar(100), \"cardProviderActive\" boolean NOT NULL DEFAULT (0), \"online\" boolean NOT NULL DEFAULT (0), \"blocked\" boolean NOT NULL DEFAULT (0), \"headerStyle\" text, \"tabs\" text, CONSTRAINT \"UQ_da5c5ea63faff39450f03e9b06d\" UNIQUE (\"code\"))");
    await queryRunner.query("INSERT INTO \"temporary_shops\"(\"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"settings\", \"createdAt\", \"updatedAt\", \"refId\", \"editedShop\", \"typologies\", \"formats\", \"banks\", \"business\", \"paymentsList\", \"integrations\", \"cardProviderAccountId\", \"cardProviderActive\", \"online\", \"blocked\") SELECT \"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"settings\", \"createdAt\", \"updatedAt\", \"refId\", \"editedShop\", \"typologies\", \"formats\", \"banks\", \"business\", \"paymentsList\", \"integrations\", \"cardProviderAccountId\", \"cardProviderActive\", \"online\", \"blocked\" FROM \"shops\"");
    await queryRunner.query("DROP TABLE \"shops\"");
    await queryRunner.query("ALTER TABLE \"temporary_shops\" RENAME TO \"shops\"");
    await queryRunner.query("CREATE INDEX \"idx_shops_owner\" ON \"shops\" (\"ownerId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shops_url_shop\" ON \"shops\" (\"urlShop\") ");
    await queryRunner.query("CREATE INDEX \"idx_shops_online_blocked_name\" ON \"shops\" (\"online\", \"blocked\", \"name\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_shops_online_blocked_name\"");
    await queryRunner.query("DROP INDEX \"uq_shops_url_shop\"");
    await queryRunner.query("DROP INDEX \"idx_shops_owner\"");
    await queryRunner.query("ALTER TABLE \"shops\" RENAME TO \"temporary_shops\"");
    await queryRunner.query("CREATE TABLE \"shops\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(32) NOT NULL, \"urlShop\" varchar(100) NOT NULL, \"name\" varchar(150) NOT NULL, \"businessType\" varchar(16) NOT NULL, \"contactEmail\" varchar(191), \"ownerId\" integer NOT NULL, \"settings\" text NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"refId\" varchar(64), \"editedShop\" text, \"typologies\" text, \"formats\" text, \"banks\" text, \"business\" text, \"paymentsList\" text, \"integrations\" text, \"cardProviderAccountId\" varchar(100), \"cardProviderActive\" boolean NOT NULL DEFAULT (0), \"online\" boolean NOT NULL DEFAULT (0), \"blocked\" boolean NOT NULL DEFAULT (0), CONSTRAINT \"UQ_da5c5ea63faff39450f03e9b06d\" UNIQUE (\"code\"))");
    await queryRunner.query("INSERT INTO \"shops\"(\"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"settings\", \"createdAt\", \"updatedAt\", \"refId\", \"editedShop\", \"typologies\", \"formats\", \"banks\", \"business\", \"paymentsList\", \"integrations\", \"cardProviderAccountId\", \"cardProviderActive\", \"online\", \"blocked\") SELECT \"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"settings\", \"createdAt\", \"updatedAt\", \"refId\", \"editedShop\", \"typologies\", \"formats\", \"banks\", \"business\", \"paymentsList\", \"integrations\", \"cardProviderAccountId\", \"cardProviderActive\", \"online\", \"blocked\" FROM \"temporary_shops\"");
    await queryRunner.query("DROP TABLE \"temporary_shops\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shops_url_shop\" ON \"shops\" (\"urlShop\") ");
    await queryRunner.query("CREATE INDEX \"idx_shops_owner\" ON \"shops\" (\"ownerId\") ");
  }
}
