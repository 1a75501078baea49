import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reservations1795773724258 implements MigrationInterface {
  name = 'Reservations1795773724258';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `reservation_events` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `titleFr` varchar(150) NOT NULL, `titleEn` varchar(150) NOT NULL DEFAULT '', `descriptionFr` text NULL, `descriptionEn` text NULL, `photos` text NOT NULL, `languages` text NOT NULL, `durationMinutes` int NOT NULL, `location` varchar(255) NOT NULL DEFAULT '', `capacity` int NOT NULL, `confirmationMessage` text NULL, `cutoffHours` int NOT NULL DEFAULT '0', `cancellationHours` int NOT NULL DEFAULT '48', `touristTax` bigint NOT NULL DEFAULT '0', `adultRequired` tinyint NOT NULL DEFAULT 0, `online` tinyint NOT NULL DEFAULT 1, `rates` text NOT NULL, `schedule` text NOT NULL, `archivedAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_reservation_events_shop` (`shopId`, `archivedAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `reservation_slots` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `eventId` int NOT NULL, `slotKey` varchar(16) NOT NULL, `startsAt` datetime NOT NULL, `endsAt` datetime NOT NULL, `capacity` int NOT NULL, `taken` int NOT NULL DEFAULT '0', INDEX `idx_reservation_slots_shop_start` (`shopId`, `startsAt`), UNIQUE INDEX `uq_reservation_slots_event_key` (`eventId`, `slotKey`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `reservations` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `eventId` int NOT NULL, `eventTitle` varchar(150) NOT NULL, `slotKey` varchar(16) NOT NULL, `startsAt` datetime NOT NULL, `endsAt` datetime NOT NULL, `status` varchar(12) NOT NULL, `channel` varchar(12) NOT NULL, `orderId` int NULL, `orderNumber` varchar(32) NULL, `buyerId` int NULL, `clientId` int NULL, `contactName` varchar(150) NOT NULL, `contactEmail` varchar(255) NULL, `contactPhone` varchar(30) NULL, `persons` int NOT NULL, `rates` text NOT NULL, `totalTtc` bigint NOT NULL DEFAULT '0', `notes` text NULL, `checkedInAt` datetime NULL, `reminderSentAt` datetime NULL, `cancelledAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_reservations_order` (`orderId`), INDEX `idx_reservations_buyer` (`buyerId`), INDEX `idx_reservations_event_slot` (`eventId`, `slotKey`), INDEX `idx_reservations_shop_start` (`shopId`, `startsAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_reservations_shop_start` ON `reservations`");
    await queryRunner.query("DROP INDEX `idx_reservations_event_slot` ON `reservations`");
    await queryRunner.query("DROP INDEX `idx_reservations_buyer` ON `reservations`");
    await queryRunner.query("DROP INDEX `idx_reservations_order` ON `reservations`");
    await queryRunner.query("DROP TABLE `reservations`");
    await queryRunner.query("DROP INDEX `uq_reservation_slots_event_key` ON `reservation_slots`");
    await queryRunner.query("DROP INDEX `idx_reservation_slots_shop_start` ON `reservation_slots`");
    await queryRunner.query("DROP TABLE `reservation_slots`");
    await queryRunner.query("DROP INDEX `idx_reservation_events_shop` ON `reservation_events`");
    await queryRunner.query("DROP TABLE `reservation_events`");
  }
}
