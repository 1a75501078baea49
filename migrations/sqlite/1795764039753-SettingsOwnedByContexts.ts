import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The shop's settings move from the shops table to the contexts that own them (ADR 0023): typologies,
 * formats and allRulesInEq75 to catalogue_settings; headerStyle, tabs and titleProducts to
 * shop_front_settings; autoOutOfStock and stockDisplay to stock_settings; hasTVA, vatRate, the fiscal
 * year start and banks to billing_settings. Every shop gets its rows, with its values or the defaults.
 * The new tables and columns are made first, filled from the shops, then the shops lose their columns.
 */

/** A key of the old `settings` JSON text, as SQL; SQLite reads a JSON boolean as 1 or 0. */
const key = (path: string) => `json_extract(s."settings", '$.${path}')`;
const typeOf = (path: string) => `json_type(s."settings", '$.${path}')`;
/** A boolean key: its default when absent. */
const flag = (path: string, fallback: 0 | 1) =>
  `CASE ${typeOf(path)} WHEN 'true' THEN 1 WHEN 'false' THEN 0 ELSE ${fallback} END`;
/** A key of the given JSON type, else the fallback (SQL text). */
const typed = (path: string, type: 'text' | 'integer' | 'object', fallback = 'NULL') =>
  `CASE WHEN ${typeOf(path)} = '${type}' THEN ${key(path)} ELSE ${fallback} END`;
/** A 0/1 column as a JSON boolean. */
const bool = (column: string) => `json(CASE WHEN ${column} THEN 'true' ELSE 'false' END)`;

/** The old `settings` JSON of a shop, rebuilt from the contexts' rows (defaults for a shop without). */
const SETTINGS_JSON =
  "json_object(" +
  `'hasTVA', ${bool('COALESCE(b."hasTVA", 1)')}, ` +
  "'logStartMonth', COALESCE(b.\"logStartMonth\", 0), 'logStartDay', COALESCE(b.\"logStartDay\", 1), " +
  "'vatRate', json(COALESCE(b.\"vatRate\", '{\"standard\":20,\"medium\":10,\"reduced\":5.5}')), " +
  `'titleProducts', f."titleProducts", 'allRulesInEq75', ${bool('COALESCE(c."allRulesInEq75", 0)')}, ` +
  `'autoOutOfStock', ${bool('COALESCE(k."autoOutOfStock", 0)')}, ` +
  "'stockDisplay', COALESCE(k.\"stockDisplay\", 'signal'))";

export class SettingsOwnedByContexts1795764039753 implements MigrationInterface {
  name = 'SettingsOwnedByContexts1795764039753';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"catalogue_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"typologies\" text, \"formats\" text, \"allRulesInEq75\" boolean NOT NULL DEFAULT (0), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_catalogue_settings_shop\" ON \"catalogue_settings\" (\"shopId\") ");
    await queryRunner.query("CREATE TABLE \"shop_front_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"headerStyle\" text, \"tabs\" text, \"titleProducts\" varchar(100), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shop_front_settings_shop\" ON \"shop_front_settings\" (\"shopId\") ");
    await queryRunner.query("CREATE TABLE \"stock_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"autoOutOfStock\" boolean NOT NULL DEFAULT (0), \"stockDisplay\" varchar(16) NOT NULL, \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_stock_settings_shop\" ON \"stock_settings\" (\"shopId\") ");
    await queryRunner.query("DROP INDEX \"uq_billing_settings_shop\"");
    await queryRunner.query("CREATE TABLE \"temporary_billing_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"billing\" text NOT NULL, \"accounting\" text NOT NULL, \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"hasTVA\" boolean NOT NULL DEFAULT (1), \"vatRate\" text, \"logStartMonth\" integer NOT NULL DEFAULT (0), \"logStartDay\" integer NOT NULL DEFAULT (1), \"banks\" text)");
    await queryRunner.query("INSERT INTO \"temporary_billing_settings\"(\"id\", \"shopId\", \"billing\", \"accounting\", \"updatedAt\") SELECT \"id\", \"shopId\", \"billing\", \"accounting\", \"updatedAt\" FROM \"billing_settings\"");
    await queryRunner.query("DROP TABLE \"billing_settings\"");
    await queryRunner.query("ALTER TABLE \"temporary_billing_settings\" RENAME TO \"billing_settings\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_billing_settings_shop\" ON \"billing_settings\" (\"shopId\") ");
    await queryRunner.query(
      'INSERT INTO "catalogue_settings" ("shopId", "typologies", "formats", "allRulesInEq75") ' +
        `SELECT s."id", s."typologies", s."formats", ${flag('allRulesInEq75', 0)} FROM "shops" s`,
    );
    await queryRunner.query(
      'INSERT INTO "shop_front_settings" ("shopId", "headerStyle", "tabs", "titleProducts") ' +
        `SELECT s."id", s."headerStyle", s."tabs", ${typed('titleProducts', 'text')} FROM "shops" s`,
    );
    await queryRunner.query(
      'INSERT INTO "stock_settings" ("shopId", "autoOutOfStock", "stockDisplay") ' +
        `SELECT s."id", ${flag('autoOutOfStock', 0)}, ${typed('stockDisplay', 'text', "'signal'")} FROM "shops" s`,
    );
    // A shop that never saved its billing settings has no row yet.
    await queryRunner.query(
      'INSERT INTO "billing_settings" ("shopId", "billing", "accounting") SELECT s."id", \'{}\', \'{}\' FROM "shops" s ' +
        'WHERE NOT EXISTS (SELECT 1 FROM "billing_settings" b WHERE b."shopId" = s."id")',
    );
    await queryRunner.query(
      'UPDATE "billing_settings" SET ' +
        `"hasTVA" = ${flag('hasTVA', 1)}, "vatRate" = ${typed('vatRate', 'object')}, ` +
        `"logStartMonth" = ${typed('logStartMonth', 'integer', '0')}, "logStartDay" = ${typed('logStartDay', 'integer', '1')}, ` +
        '"banks" = s."banks" FROM "shops" s WHERE s."id" = "billing_settings"."shopId"',
    );
    await queryRunner.query("DROP INDEX \"idx_shops_online_blocked_name\"");
    await queryRunner.query("DROP INDEX \"uq_shops_url_shop\"");
    await queryRunner.query("DROP INDEX \"idx_shops_owner\"");
    await queryRunner.query("CREATE TABLE \"temporary_shops\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(32) NOT NULL, \"urlShop\" varchar(100) NOT NULL, \"name\" varchar(150) NOT NULL, \"businessType\" varchar(16) NOT NULL, \"contactEmail\" varchar(191), \"ownerId\" integer NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"refId\" varchar(64), \"editedShop\" text, \"business\" text, \"paymentsList\" text, \"integrations\" text, \"cardProviderAccountId\" varchar(100), \"cardProviderActive\" boolean NOT NULL DEFAULT (0), \"online\" boolean NOT NULL DEFAULT (0), \"blocked\" boolean NOT NULL DEFAULT (0), CONSTRAINT \"UQ_da5c5ea63faff39450f03e9b06d\" UNIQUE (\"code\"))");
    await queryRunner.query("INSERT INTO \"temporary_shops\"(\"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"createdAt\", \"updatedAt\", \"refId\", \"editedShop\", \"business\", \"paymentsList\", \"integrations\", \"cardProviderAccountId\", \"cardProviderActive\", \"online\", \"blocked\") SELECT \"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"createdAt\", \"updatedAt\", \"refId\", \"editedShop\", \"business\", \"paymentsList\", \"integrations\", \"cardProviderAccountId\", \"cardProviderActive\", \"online\", \"blocked\" FROM \"shops\"");
    await queryRunner.query("DROP TABLE \"shops\"");
    await queryRunner.query("ALTER TABLE \"temporary_shops\" RENAME TO \"shops\"");
    await queryRunner.query("CREATE INDEX \"idx_shops_online_blocked_name\" ON \"shops\" (\"online\", \"blocked\", \"name\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shops_url_shop\" ON \"shops\" (\"urlShop\") ");
    await queryRunner.query("CREATE INDEX \"idx_shops_owner\" ON \"shops\" (\"ownerId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_shops_owner\"");
    await queryRunner.query("DROP INDEX \"uq_shops_url_shop\"");
    await queryRunner.query("DROP INDEX \"idx_shops_online_blocked_name\"");
    await queryRunner.query("ALTER TABLE \"shops\" RENAME TO \"temporary_shops\"");
    await queryRunner.query("CREATE TABLE \"shops\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(32) NOT NULL, \"urlShop\" varchar(100) NOT NULL, \"name\" varchar(150) NOT NULL, \"businessType\" varchar(16) NOT NULL, \"contactEmail\" varchar(191), \"ownerId\" integer NOT NULL, \"settings\" text NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"refId\" varchar(64), \"editedShop\" text, \"typologies\" text, \"formats\" text, \"banks\" text, \"business\" text, \"paymentsList\" text, \"integrations\" text, \"cardProviderAccountId\" varchar(100), \"cardProviderActive\" boolean NOT NULL DEFAULT (0), \"online\" boolean NOT NULL DEFAULT (0), \"blocked\" boolean NOT NULL DEFAULT (0), \"headerStyle\" text, \"tabs\" text, CONSTRAINT \"UQ_da5c5ea63faff39450f03e9b06d\" UNIQUE (\"code\"))");
    await queryRunner.query(
      "INSERT INTO \"shops\"(\"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"createdAt\", \"updatedAt\", \"refId\", \"editedShop\", \"business\", \"paymentsList\", \"integrations\", \"cardProviderAccountId\", \"cardProviderActive\", \"online\", \"blocked\", \"settings\", \"typologies\", \"formats\", \"banks\", \"headerStyle\", \"tabs\") " +
        "SELECT t.\"id\", t.\"code\", t.\"urlShop\", t.\"name\", t.\"businessType\", t.\"contactEmail\", t.\"ownerId\", t.\"createdAt\", t.\"updatedAt\", t.\"refId\", t.\"editedShop\", t.\"business\", t.\"paymentsList\", t.\"integrations\", t.\"cardProviderAccountId\", t.\"cardProviderActive\", t.\"online\", t.\"blocked\", " +
        `${SETTINGS_JSON}, c."typologies", c."formats", b."banks", f."headerStyle", f."tabs" FROM "temporary_shops" t ` +
        'LEFT JOIN "catalogue_settings" c ON c."shopId" = t."id" LEFT JOIN "shop_front_settings" f ON f."shopId" = t."id" ' +
        'LEFT JOIN "stock_settings" k ON k."shopId" = t."id" LEFT JOIN "billing_settings" b ON b."shopId" = t."id"',
    );
    await queryRunner.query("DROP TABLE \"temporary_shops\"");
    await queryRunner.query("CREATE INDEX \"idx_shops_owner\" ON \"shops\" (\"ownerId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shops_url_shop\" ON \"shops\" (\"urlShop\") ");
    await queryRunner.query("CREATE INDEX \"idx_shops_online_blocked_name\" ON \"shops\" (\"online\", \"blocked\", \"name\") ");
    await queryRunner.query("DROP INDEX \"uq_billing_settings_shop\"");
    await queryRunner.query("ALTER TABLE \"billing_settings\" RENAME TO \"temporary_billing_settings\"");
    await queryRunner.query("CREATE TABLE \"billing_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"billing\" text NOT NULL, \"accounting\" text NOT NULL, \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"billing_settings\"(\"id\", \"shopId\", \"billing\", \"accounting\", \"updatedAt\") SELECT \"id\", \"shopId\", \"billing\", \"accounting\", \"updatedAt\" FROM \"temporary_billing_settings\"");
    await queryRunner.query("DROP TABLE \"temporary_billing_settings\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_billing_settings_shop\" ON \"billing_settings\" (\"shopId\") ");
    await queryRunner.query("DROP INDEX \"uq_stock_settings_shop\"");
    await queryRunner.query("DROP TABLE \"stock_settings\"");
    await queryRunner.query("DROP INDEX \"uq_shop_front_settings_shop\"");
    await queryRunner.query("DROP TABLE \"shop_front_settings\"");
    await queryRunner.query("DROP INDEX \"uq_catalogue_settings_shop\"");
    await queryRunner.query("DROP TABLE \"catalogue_settings\"");
  }
}
