import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReservationPayers1795779256089 implements MigrationInterface {
  name = 'ReservationPayers1795779256089';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `reservation_payers` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `reservationId` int NOT NULL, `email` varchar(255) NOT NULL, `amount` bigint NOT NULL DEFAULT '0', `token` varchar(32) NOT NULL, `paidAt` datetime NULL, `paymentMethod` varchar(16) NULL, `remindedAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_reservation_payers_token` (`token`), INDEX `idx_reservation_payers_reservation` (`reservationId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    // Widened in place: the generator's DROP and ADD would lose every booking's status.
    await queryRunner.query("ALTER TABLE `reservations` MODIFY `status` varchar(16) NOT NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `reservations` MODIFY `status` varchar(12) NOT NULL");
    await queryRunner.query("DROP INDEX `idx_reservation_payers_reservation` ON `reservation_payers`");
    await queryRunner.query("DROP INDEX `uq_reservation_payers_token` ON `reservation_payers`");
    await queryRunner.query("DROP TABLE `reservation_payers`");
  }
}
