import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OpeningImports1795862306491 implements MigrationInterface {
  name = 'OpeningImports1795862306491';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `billing_documents` ADD `importId` int NULL");
    await queryRunner.query("ALTER TABLE `orders` ADD `importId` int NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `orders` DROP COLUMN `importId`");
    await queryRunner.query("ALTER TABLE `billing_documents` DROP COLUMN `importId`");
  }
}
