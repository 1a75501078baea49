import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminAreaAndAgentShops1795984226110 implements MigrationInterface {
  name = 'AdminAreaAndAgentShops1795984226110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"platform_commission_changes\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"percent\" double NOT NULL, \"previousPercent\" double NOT NULL, \"changedAt\" datetime NOT NULL, \"changedByUserId\" integer)");
    await queryRunner.query("CREATE INDEX \"idx_platform_commission_changes_at\" ON \"platform_commission_changes\" (\"changedAt\") ");
    await queryRunner.query("DROP INDEX \"uq_sales_settings_shop\"");
    await queryRunner.query("CREATE TABLE \"temporary_sales_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"delivery\" text NOT NULL, \"promotions\" text NOT NULL, \"rules\" text NOT NULL, \"payments\" text NOT NULL, \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"temporary_sales_settings\"(\"id\", \"shopId\", \"delivery\", \"promotions\", \"rules\", \"payments\", \"updatedAt\") SELECT \"id\", \"shopId\", \"delivery\", \"promotions\", \"rules\", \"payments\", \"updatedAt\" FROM \"sales_settings\"");
    await queryRunner.query("DROP TABLE \"sales_settings\"");
    await queryRunner.query("ALTER TABLE \"temporary_sales_settings\" RENAME TO \"sales_settings\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_sales_settings_shop\" ON \"sales_settings\" (\"shopId\") ");
    await queryRunner.query("DROP INDEX \"idx_shops_owner\"");
    await queryRunner.query("DROP INDEX \"uq_shops_url_shop\"");
    await queryRunner.query("DROP INDEX \"idx_shops_online_blocked_name\"");
    await queryRunner.query("CREATE TABLE \"temporary_shops\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(32) NOT NULL, \"urlShop\" varchar(100) NOT NULL, \"name\" varchar(150) NOT NULL, \"businessType\" varchar(16) NOT NULL, \"contactEmail\" varchar(191), \"ownerId\" integer NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"refId\" varchar(64), \"editedShop\" text, \"business\" text, \"paymentsList\" text, \"integrations\" text, \"cardProviderAccountId\" varchar(100), \"cardProviderActive\" boolean NOT NULL DEFAULT (0), \"online\" boolean NOT NULL DEFAULT (0), \"blocked\" boolean NOT NULL DEFAULT (0), \"siret\" varchar(14), \"addedByAgentId\" integer, \"takeoverState\" varchar(16), \"takenOverAt\" datetime, CONSTRAINT \"UQ_da5c5ea63faff39450f03e9b06d\" UNIQUE (\"code\"))");
    await queryRunner.query("INSERT INTO \"temporary_shops\"(\"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"createdAt\", \"updatedAt\", \"refId\", \"editedShop\", \"business\", \"paymentsList\", \"integrations\", \"cardProviderAccountId\", \"cardProviderActive\", \"online\", \"blocked\") SELECT \"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"createdAt\", \"updatedAt\", \"refId\", \"editedShop\", \"business\", \"paymentsList\", \"integrations\", \"cardProviderAccountId\", \"cardProviderActive\", \"online\", \"blocked\" FROM \"shops\"");
    await queryRunner.query("DROP TABLE \"shops\"");
    await queryRunner.query("ALTER TABLE \"temporary_shops\" RENAME TO \"shops\"");
    await queryRunner.query("CREATE INDEX \"idx_shops_owner\" ON \"shops\" (\"ownerId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shops_url_shop\" ON \"shops\" (\"urlShop\") ");
    await queryRunner.query("CREATE INDEX \"idx_shops_online_blocked_name\" ON \"shops\" (\"online\", \"blocked\", \"name\") ");
    await queryRunner.query("DROP INDEX \"uq_products_shop_slug\"");
    await queryRunner.query("DROP INDEX \"idx_products_shop_name\"");
    await queryRunner.query("DROP INDEX \"idx_products_shop_status_name\"");
    await queryRunner.query("DROP INDEX \"idx_products_shop_kind_name\"");
    await queryRunner.query("DROP INDEX \"idx_products_shop_appellation\"");
    await queryRunner.query("DROP INDEX \"idx_products_shop_updated\"");
    await queryRunner.query("DROP INDEX \"idx_products_shop_type\"");
    await queryRunner.query("DROP INDEX \"idx_products_shop_color\"");
    await queryRunner.query("CREATE TABLE \"temporary_products\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"slug\" varchar(100) NOT NULL, \"productType\" varchar(16) NOT NULL, \"name\" varchar(150) NOT NULL, \"precision\" varchar(150), \"type\" varchar(32), \"color\" varchar(16), \"gamme\" varchar(100), \"appellation\" varchar(150), \"category\" integer, \"quality\" varchar(16), \"grapes\" text NOT NULL, \"alcohol\" double, \"ingredients\" text, \"allergens\" text, \"nutrition\" text, \"labels\" text NOT NULL, \"country\" varchar(2), \"vatType\" varchar(8) NOT NULL, \"status\" varchar(12) NOT NULL, \"description\" text, \"wrapping\" boolean NOT NULL DEFAULT (0), \"wrappingPrice\" bigint NOT NULL DEFAULT (0), \"components\" text NOT NULL, \"visuals\" text NOT NULL, \"hiddenMask\" integer NOT NULL DEFAULT (0), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"moderated\" boolean NOT NULL DEFAULT (0), \"moderationReason\" varchar(500), \"moderatedAt\" datetime)");
    await queryRunner.query("INSERT INTO \"temporary_products\"(\"id\", \"shopId\", \"slug\", \"productType\", \"name\", \"precision\", \"type\", \"color\", \"gamme\", \"appellation\", \"category\", \"quality\", \"grapes\", \"alcohol\", \"ingredients\", \"allergens\", \"nutrition\", \"labels\", \"country\", \"vatType\", \"status\", \"description\", \"wrapping\", \"wrappingPrice\", \"components\", \"visuals\", \"hiddenMask\", \"createdAt\", \"updatedAt\") SELECT \"id\", \"shopId\", \"slug\", \"productType\", \"name\", \"precision\", \"type\", \"color\", \"gamme\", \"appellation\", \"category\", \"quality\", \"grapes\", \"alcohol\", \"ingredients\", \"allergens\", \"nutrition\", \"labels\", \"country\", \"vatType\", \"status\", \"description\", \"wrapping\", \"wrappingPrice\", \"components\", \"visuals\", \"hiddenMask\", \"createdAt\", \"updatedAt\" FROM \"products\"");
    await queryRunner.query("DROP TABLE \"products\"");
    await queryRunner.query("ALTER TABLE \"temporary_products\" RENAME TO \"products\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_products_shop_slug\" ON \"products\" (\"shopId\", \"slug\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_shop_name\" ON \"products\" (\"shopId\", \"name\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_shop_status_name\" ON \"products\" (\"shopId\", \"status\", \"name\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_shop_kind_name\" ON \"products\" (\"shopId\", \"productType\", \"name\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_shop_appellation\" ON \"products\" (\"shopId\", \"appellation\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_shop_updated\" ON \"products\" (\"shopId\", \"updatedAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_shop_type\" ON \"products\" (\"shopId\", \"type\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_shop_color\" ON \"products\" (\"shopId\", \"color\") ");
    await queryRunner.query("CREATE INDEX \"idx_shops_added_by_agent\" ON \"shops\" (\"addedByAgentId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shops_siret\" ON \"shops\" (\"siret\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_moderated_id\" ON \"products\" (\"moderated\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_status_id\" ON \"products\" (\"status\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_status_created\" ON \"orders\" (\"status\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_created\" ON \"orders\" (\"createdAt\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_orders_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_status_created\"");
    await queryRunner.query("DROP INDEX \"idx_products_status_id\"");
    await queryRunner.query("DROP INDEX \"idx_products_moderated_id\"");
    await queryRunner.query("DROP INDEX \"uq_shops_siret\"");
    await queryRunner.query("DROP INDEX \"idx_shops_added_by_agent\"");
    await queryRunner.query("DROP INDEX \"idx_products_shop_color\"");
    await queryRunner.query("DROP INDEX \"idx_products_shop_type\"");
    await queryRunner.query("DROP INDEX \"idx_products_shop_updated\"");
    await queryRunner.query("DROP INDEX \"idx_products_shop_appellation\"");
    await queryRunner.query("DROP INDEX \"idx_products_shop_kind_name\"");
    await queryRunner.query("DROP INDEX \"idx_products_shop_status_name\"");
    await queryRunner.query("DROP INDEX \"idx_products_shop_name\"");
    await queryRunner.query("DROP INDEX \"uq_products_shop_slug\"");
    await queryRunner.query("ALTER TABLE \"products\" RENAME TO \"temporary_products\"");
    await queryRunner.query("CREATE TABLE \"products\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"slug\" varchar(100) NOT NULL, \"productType\" varchar(16) NOT NULL, \"name\" varchar(150) NOT NULL, \"precision\" varchar(150), \"type\" varchar(32), \"color\" varchar(16), \"gamme\" varchar(100), \"appellation\" varchar(150), \"category\" integer, \"quality\" varchar(16), \"grapes\" text NOT NULL, \"alcohol\" double, \"ingredients\" text, \"allergens\" text, \"nutrition\" text, \"labels\" text NOT NULL, \"country\" varchar(2), \"vatType\" varchar(8) NOT NULL, \"status\" varchar(12) NOT NULL, \"description\" text, \"wrapping\" boolean NOT NULL DEFAULT (0), \"wrappingPrice\" bigint NOT NULL DEFAULT (0), \"components\" text NOT NULL, \"visuals\" text NOT NULL, \"hiddenMask\" integer NOT NULL DEFAULT (0), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"products\"(\"id\", \"shopId\", \"slug\", \"productType\", \"name\", \"precision\", \"type\", \"color\", \"gamme\", \"appellation\", \"category\", \"quality\", \"grapes\", \"alcohol\", \"ingredients\", \"allergens\", \"nutrition\", \"labels\", \"country\", \"vatType\", \"status\", \"description\", \"wrapping\", \"wrappingPrice\", \"components\", \"visuals\", \"hiddenMask\", \"createdAt\", \"updatedAt\") SELECT \"id\", \"shopId\", \"slug\", \"productType\", \"name\", \"precision\", \"type\", \"color\", \"gamme\", \"appellation\", \"category\", \"quality\", \"grapes\", \"alcohol\", \"ingredients\", \"allergens\", \"nutrition\", \"labels\", \"country\", \"vatType\", \"status\", \"description\", \"wrapping\", \"wrappingPrice\", \"components\", \"visuals\", \"hiddenMask\", \"createdAt\", \"updatedAt\" FROM \"temporary_products\"");
    await queryRunner.query("DROP TABLE \"temporary_products\"");
    await queryRunner.query("CREATE INDEX \"idx_products_shop_color\" ON \"products\" (\"shopId\", \"color\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_shop_type\" ON \"products\" (\"shopId\", \"type\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_shop_updated\" ON \"products\" (\"shopId\", \"updatedAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_shop_appellation\" ON \"products\" (\"shopId\", \"appellation\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_shop_kind_name\" ON \"products\" (\"shopId\", \"productType\", \"name\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_shop_status_name\" ON \"products\" (\"shopId\", \"status\", \"name\") ");
    await queryRunner.query("CREATE INDEX \"idx_products_shop_name\" ON \"products\" (\"shopId\", \"name\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_products_shop_slug\" ON \"products\" (\"shopId\", \"slug\") ");
    await queryRunner.query("DROP INDEX \"idx_shops_online_blocked_name\"");
    await queryRunner.query("DROP INDEX \"uq_shops_url_shop\"");
    await queryRunner.query("DROP INDEX \"idx_shops_owner\"");
    await queryRunner.query("ALTER TABLE \"shops\" RENAME TO \"temporary_shops\"");
    await queryRunner.query("CREATE TABLE \"shops\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(32) NOT NULL, \"urlShop\" varchar(100) NOT NULL, \"name\" varchar(150) NOT NULL, \"businessType\" varchar(16) NOT NULL, \"contactEmail\" varchar(191), \"ownerId\" integer NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"refId\" varchar(64), \"editedShop\" text, \"business\" text, \"paymentsList\" text, \"integrations\" text, \"cardProviderAccountId\" varchar(100), \"cardProviderActive\" boolean NOT NULL DEFAULT (0), \"online\" boolean NOT NULL DEFAULT (0), \"blocked\" boolean NOT NULL DEFAULT (0), CONSTRAINT \"UQ_da5c5ea63faff39450f03e9b06d\" UNIQUE (\"code\"))");
    await queryRunner.query("INSERT INTO \"shops\"(\"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"createdAt\", \"updatedAt\", \"refId\", \"editedShop\", \"business\", \"paymentsList\", \"integrations\", \"cardProviderAccountId\", \"cardProviderActive\", \"online\", \"blocked\") SELECT \"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"createdAt\", \"updatedAt\", \"refId\", \"editedShop\", \"business\", \"paymentsList\", \"integrations\", \"cardProviderAccountId\", \"cardProviderActive\", \"online\", \"blocked\" FROM \"temporary_shops\"");
    await queryRunner.query("DROP TABLE \"temporary_shops\"");
    await queryRunner.query("CREATE INDEX \"idx_shops_online_blocked_name\" ON \"shops\" (\"online\", \"blocked\", \"name\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shops_url_shop\" ON \"shops\" (\"urlShop\") ");
    await queryRunner.query("CREATE INDEX \"idx_shops_owner\" ON \"shops\" (\"ownerId\") ");
    await queryRunner.query("DROP INDEX \"uq_sales_settings_shop\"");
    await queryRunner.query("ALTER TABLE \"sales_settings\" RENAME TO \"temporary_sales_settings\"");
    await queryRunner.query("CREATE TABLE \"sales_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"delivery\" text NOT NULL, \"promotions\" text NOT NULL, \"rules\" text NOT NULL, \"payments\" text NOT NULL, \"commissionPercent\" double NOT NULL DEFAULT (0), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"sales_settings\"(\"id\", \"shopId\", \"delivery\", \"promotions\", \"rules\", \"payments\", \"updatedAt\") SELECT \"id\", \"shopId\", \"delivery\", \"promotions\", \"rules\", \"payments\", \"updatedAt\" FROM \"temporary_sales_settings\"");
    await queryRunner.query("DROP TABLE \"temporary_sales_settings\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_sales_settings_shop\" ON \"sales_settings\" (\"shopId\") ");
    await queryRunner.query("DROP INDEX \"idx_platform_commission_changes_at\"");
    await queryRunner.query("DROP TABLE \"platform_commission_changes\"");
  }
}
