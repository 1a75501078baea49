import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BookingLocaleAndShareCard1795786485912 implements MigrationInterface {
  name = 'BookingLocaleAndShareCard1795786485912';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `reservations` ADD `locale` varchar(2) NOT NULL DEFAULT 'fr'");
    await queryRunner.query("ALTER TABLE `reservation_payers` ADD `cardImprintId` varchar(64) NULL");
    await queryRunner.query("ALTER TABLE `reservation_payers` ADD `cardCaptureId` varchar(64) NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `reservation_payers` DROP COLUMN `cardCaptureId`");
    await queryRunner.query("ALTER TABLE `reservation_payers` DROP COLUMN `cardImprintId`");
    await queryRunner.query("ALTER TABLE `reservations` DROP COLUMN `locale`");
  }
}
