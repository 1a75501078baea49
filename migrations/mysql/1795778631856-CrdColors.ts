import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CrdColors1795778631856 implements MigrationInterface {
  name = 'CrdColors1795778631856';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `customs_crd_movements` ADD `color` varchar(10) NOT NULL DEFAULT 'blue'");
    await queryRunner.query("ALTER TABLE `customs_products` ADD `crdColor` varchar(10) NOT NULL DEFAULT 'blue'");
    // The usual colours of existing products: green (orange) under AOP/AOC, grey for other intermediates.
    await queryRunner.query("UPDATE `customs_products` SET `crdColor` = CASE WHEN UPPER(`certification`) IN ('AOP', 'AOC') THEN (CASE WHEN `crdCategory` = 'PI' THEN 'orange' ELSE 'green' END) WHEN `crdCategory` = 'PI' THEN 'grey' ELSE 'blue' END");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `customs_products` DROP COLUMN `crdColor`");
    await queryRunner.query("ALTER TABLE `customs_crd_movements` DROP COLUMN `color`");
  }
}
