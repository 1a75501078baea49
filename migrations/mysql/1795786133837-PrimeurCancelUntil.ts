import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PrimeurCancelUntil1795786133837 implements MigrationInterface {
  name = 'PrimeurCancelUntil1795786133837';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `primeur_campaigns` ADD `cancelUntil` varchar(10) NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `primeur_campaigns` DROP COLUMN `cancelUntil`");
  }
}
