import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The shop's settings move from the shops table to the contexts that own them (ADR 0023): typologies,
 * formats and allRulesInEq75 to catalogue_settings; headerStyle, tabs and titleProducts to
 * shop_front_settings; autoOutOfStock and stockDisplay to stock_settings; hasTVA, vatRate, the fiscal
 * year start and banks to billing_settings. Every shop gets its rows, with its values or the defaults.
 */

/** A key of the old `settings` JSON text, as SQL. */
const key = (path: string) => `JSON_EXTRACT(s.\`settings\`, '$.${path}')`;
/** A boolean key: its default when absent. */
const flag = (path: string, fallback: 0 | 1) =>
  `CASE JSON_UNQUOTE(${key(path)}) WHEN 'true' THEN 1 WHEN 'false' THEN 0 ELSE ${fallback} END`;
/** A string key, NULL when absent or null. */
const text = (path: string) => `CASE WHEN JSON_TYPE(${key(path)}) = 'STRING' THEN JSON_UNQUOTE(${key(path)}) END`;
/** An integer key: its default when absent. */
const int = (path: string, fallback: number) =>
  `CASE WHEN JSON_TYPE(${key(path)}) = 'INTEGER' THEN CAST(${key(path)} AS SIGNED) ELSE ${fallback} END`;
/** A 0/1 column as a JSON boolean (MariaDB has no boolean type of its own). */
const bool = (column: string) => `JSON_EXTRACT(IF(${column}, 'true', 'false'), '$')`;
/** An object key: its JSON text, NULL when absent. */
const object = (path: string) => `CASE WHEN JSON_TYPE(${key(path)}) = 'OBJECT' THEN ${key(path)} END`;

export class SettingsOwnedByContexts1795764039753 implements MigrationInterface {
  name = 'SettingsOwnedByContexts1795764039753';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `catalogue_settings` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `typologies` text NULL, `formats` text NULL, `allRulesInEq75` tinyint NOT NULL DEFAULT 0, `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_catalogue_settings_shop` (`shopId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `shop_front_settings` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `headerStyle` text NULL, `tabs` text NULL, `titleProducts` varchar(100) NULL, `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_shop_front_settings_shop` (`shopId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `stock_settings` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `autoOutOfStock` tinyint NOT NULL DEFAULT 0, `stockDisplay` varchar(16) NOT NULL, `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_stock_settings_shop` (`shopId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `billing_settings` ADD `hasTVA` tinyint NOT NULL DEFAULT 1");
    await queryRunner.query("ALTER TABLE `billing_settings` ADD `vatRate` text NULL");
    await queryRunner.query("ALTER TABLE `billing_settings` ADD `logStartMonth` int NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `billing_settings` ADD `logStartDay` int NOT NULL DEFAULT '1'");
    await queryRunner.query("ALTER TABLE `billing_settings` ADD `banks` text NULL");
    await queryRunner.query(
      "INSERT INTO `catalogue_settings` (`shopId`, `typologies`, `formats`, `allRulesInEq75`) " +
        `SELECT s.\`id\`, s.\`typologies\`, s.\`formats\`, ${flag('allRulesInEq75', 0)} FROM \`shops\` s`,
    );
    await queryRunner.query(
      "INSERT INTO `shop_front_settings` (`shopId`, `headerStyle`, `tabs`, `titleProducts`) " +
        `SELECT s.\`id\`, s.\`headerStyle\`, s.\`tabs\`, ${text('titleProducts')} FROM \`shops\` s`,
    );
    await queryRunner.query(
      "INSERT INTO `stock_settings` (`shopId`, `autoOutOfStock`, `stockDisplay`) " +
        `SELECT s.\`id\`, ${flag('autoOutOfStock', 0)}, COALESCE(${text('stockDisplay')}, 'signal') FROM \`shops\` s`,
    );
    // A shop that never saved its billing settings has no row yet.
    await queryRunner.query(
      "INSERT INTO `billing_settings` (`shopId`, `billing`, `accounting`) SELECT s.`id`, '{}', '{}' FROM `shops` s " +
        'WHERE NOT EXISTS (SELECT 1 FROM `billing_settings` b WHERE b.`shopId` = s.`id`)',
    );
    await queryRunner.query(
      'UPDATE `billing_settings` b INNER JOIN `shops` s ON s.`id` = b.`shopId` SET ' +
        `b.\`hasTVA\` = ${flag('hasTVA', 1)}, b.\`vatRate\` = ${object('vatRate')}, ` +
        `b.\`logStartMonth\` = ${int('logStartMonth', 0)}, b.\`logStartDay\` = ${int('logStartDay', 1)}, ` +
        'b.`banks` = s.`banks`',
    );
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `settings`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `typologies`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `formats`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `banks`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `headerStyle`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `tabs`");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `shops` ADD `tabs` text NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `headerStyle` text NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `banks` text NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `formats` text NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `typologies` text NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `settings` text NOT NULL");
    await queryRunner.query(
      'UPDATE `shops` s ' +
        'LEFT JOIN `catalogue_settings` c ON c.`shopId` = s.`id` ' +
        'LEFT JOIN `shop_front_settings` f ON f.`shopId` = s.`id` ' +
        'LEFT JOIN `stock_settings` k ON k.`shopId` = s.`id` ' +
        'LEFT JOIN `billing_settings` b ON b.`shopId` = s.`id` ' +
        'SET s.`typologies` = c.`typologies`, s.`formats` = c.`formats`, s.`banks` = b.`banks`, ' +
        's.`headerStyle` = f.`headerStyle`, s.`tabs` = f.`tabs`, s.`settings` = JSON_OBJECT(' +
        `'hasTVA', ${bool('COALESCE(b.`hasTVA`, 1)')}, ` +
        "'logStartMonth', COALESCE(b.`logStartMonth`, 0), 'logStartDay', COALESCE(b.`logStartDay`, 1), " +
        "'vatRate', JSON_EXTRACT(COALESCE(b.`vatRate`, '{\"standard\":20,\"medium\":10,\"reduced\":5.5}'), '$'), " +
        `'titleProducts', f.\`titleProducts\`, 'allRulesInEq75', ${bool('COALESCE(c.`allRulesInEq75`, 0)')}, ` +
        `'autoOutOfStock', ${bool('COALESCE(k.`autoOutOfStock`, 0)')}, ` +
        "'stockDisplay', COALESCE(k.`stockDisplay`, 'signal'))",
    );
    await queryRunner.query("ALTER TABLE `billing_settings` DROP COLUMN `banks`");
    await queryRunner.query("ALTER TABLE `billing_settings` DROP COLUMN `logStartDay`");
    await queryRunner.query("ALTER TABLE `billing_settings` DROP COLUMN `logStartMonth`");
    await queryRunner.query("ALTER TABLE `billing_settings` DROP COLUMN `vatRate`");
    await queryRunner.query("ALTER TABLE `billing_settings` DROP COLUMN `hasTVA`");
    await queryRunner.query("DROP INDEX `uq_stock_settings_shop` ON `stock_settings`");
    await queryRunner.query("DROP TABLE `stock_settings`");
    await queryRunner.query("DROP INDEX `uq_shop_front_settings_shop` ON `shop_front_settings`");
    await queryRunner.query("DROP TABLE `shop_front_settings`");
    await queryRunner.query("DROP INDEX `uq_catalogue_settings_shop` ON `catalogue_settings`");
    await queryRunner.query("DROP TABLE `catalogue_settings`");
  }
}
