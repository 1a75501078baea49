import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExportFilters1795597147891 implements MigrationInterface {
  name = 'ExportFilters1795597147891';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `exports` ADD `filter` text NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `exports` DROP COLUMN `filter`");
  }
}
