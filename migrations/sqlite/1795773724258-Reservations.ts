import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reservations1795773724258 implements MigrationInterface {
  name = 'Reservations1795773724258';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"reservation_events\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"titleFr\" varchar(150) NOT NULL, \"titleEn\" varchar(150) NOT NULL DEFAULT (''), \"descriptionFr\" text, \"descriptionEn\" text, \"photos\" text NOT NULL, \"languages\" text NOT NULL, \"durationMinutes\" integer NOT NULL, \"location\" varchar(255) NOT NULL DEFAULT (''), \"capacity\" integer NOT NULL, \"confirmationMessage\" text, \"cutoffHours\" integer NOT NULL DEFAULT (0), \"cancellationHours\" integer NOT NULL DEFAULT (48), \"touristTax\" bigint NOT NULL DEFAULT (0), \"adultRequired\" boolean NOT NULL DEFAULT (0), \"online\" boolean NOT NULL DEFAULT (1), \"rates\" text NOT NULL, \"schedule\" text NOT NULL, \"archivedAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_reservation_events_shop\" ON \"reservation_events\" (\"shopId\", \"archivedAt\") ");
    await queryRunner.query("CREATE TABLE \"reservation_slots\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"eventId\" integer NOT NULL, \"slotKey\" varchar(16) NOT NULL, \"startsAt\" datetime NOT NULL, \"endsAt\" datetime NOT NULL, \"capacity\" integer NOT NULL, \"taken\" integer NOT NULL DEFAULT (0))");
    await queryRunner.query("CREATE INDEX \"idx_reservation_slots_shop_start\" ON \"reservation_slots\" (\"shopId\", \"startsAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_reservation_slots_event_key\" ON \"reservation_slots\" (\"eventId\", \"slotKey\") ");
    await queryRunner.query("CREATE TABLE \"reservations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"eventId\" integer NOT NULL, \"eventTitle\" varchar(150) NOT NULL, \"slotKey\" varchar(16) NOT NULL, \"startsAt\" datetime NOT NULL, \"endsAt\" datetime NOT NULL, \"status\" varchar(12) NOT NULL, \"channel\" varchar(12) NOT NULL, \"orderId\" integer, \"orderNumber\" varchar(32), \"buyerId\" integer, \"clientId\" integer, \"contactName\" varchar(150) NOT NULL, \"contactEmail\" varchar(255), \"contactPhone\" varchar(30), \"persons\" integer NOT NULL, \"rates\" text NOT NULL, \"totalTtc\" bigint NOT NULL DEFAULT (0), \"notes\" text, \"checkedInAt\" datetime, \"reminderSentAt\" datetime, \"cancelledAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_reservations_order\" ON \"reservations\" (\"orderId\") ");
    await queryRunner.query("CREATE INDEX \"idx_reservations_buyer\" ON \"reservations\" (\"buyerId\") ");
    await queryRunner.query("CREATE INDEX \"idx_reservations_event_slot\" ON \"reservations\" (\"eventId\", \"slotKey\") ");
    await queryRunner.query("CREATE INDEX \"idx_reservations_shop_start\" ON \"reservations\" (\"shopId\", \"startsAt\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_reservations_shop_start\"");
    await queryRunner.query("DROP INDEX \"idx_reservations_event_slot\"");
    await queryRunner.query("DROP INDEX \"idx_reservations_buyer\"");
    await queryRunner.query("DROP INDEX \"idx_reservations_order\"");
    await queryRunner.query("DROP TABLE \"reservations\"");
    await queryRunner.query("DROP INDEX \"uq_reservation_slots_event_key\"");
    await queryRunner.query("DROP INDEX \"idx_reservation_slots_shop_start\"");
    await queryRunner.query("DROP TABLE \"reservation_slots\"");
    await queryRunner.query("DROP INDEX \"idx_reservation_events_shop\"");
    await queryRunner.query("DROP TABLE \"reservation_events\"");
  }
}
