import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ShopFront1795594746748 implements MigrationInterface {
  name = 'ShopFront1795594746748';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `shops` ADD `headerStyle` text NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `tabs` text NULL");
    await queryRunner.query("CREATE INDEX `idx_shops_online_blocked_name` ON `shops` (`online`, `blocked`, `name`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_shops_online_blocked_name` ON `shops`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `tabs`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `headerStyle`");
  }
}
