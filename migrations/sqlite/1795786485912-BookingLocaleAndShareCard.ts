import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BookingLocaleAndShareCard1795786485912 implements MigrationInterface {
  name = 'BookingLocaleAndShareCard1795786485912';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_reservations_order\"");
    await queryRunner.query("DROP INDEX \"idx_reservations_buyer\"");
    await queryRunner.query("DROP INDEX \"idx_reservations_event_slot\"");
    await queryRunner.query("DROP INDEX \"idx_reservations_shop_start\"");
    await queryRunner.query("CREATE TABLE \"temporary_reservations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"eventId\" integer NOT NULL, \"eventTitle\" varchar(150) NOT NULL, \"slotKey\" varchar(16) NOT NULL, \"startsAt\" datetime NOT NULL, \"endsAt\" datetime NOT NULL, \"status\" varchar(16) NOT NULL, \"channel\" varchar(12) NOT NULL, \"orderId\" integer, \"orderNumber\" varchar(32), \"buyerId\" integer, \"clientId\" integer, \"contactName\" varchar(150) NOT NULL, \"contactEmail\" varchar(255), \"contactPhone\" varchar(30), \"persons\" integer NOT NULL, \"rates\" text NOT NULL, \"totalTtc\" bigint NOT NULL DEFAULT (0), \"notes\" text, \"checkedInAt\" datetime, \"reminderSentAt\" datetime, \"cancelledAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"locale\" varchar(2) NOT NULL DEFAULT ('fr'))");
    await queryRunner.query("INSERT INTO \"temporary_reservations\"(\"id\", \"shopId\", \"eventId\", \"eventTitle\", \"slotKey\", \"startsAt\", \"endsAt\", \"status\", \"channel\", \"orderId\", \"orderNumber\", \"buyerId\", \"clientId\", \"contactName\", \"contactEmail\", \"contactPhone\", \"persons\", \"rates\", \"totalTtc\", \"notes\", \"checkedInAt\", \"reminderSentAt\", \"cancelledAt\", \"createdAt\", \"updatedAt\") SELECT \"id\", \"shopId\", \"eventId\", \"eventTitle\", \"slotKey\", \"startsAt\", \"endsAt\", \"status\", \"channel\", \"orderId\", \"orderNumber\", \"buyerId\", \"clientId\", \"contactName\", \"contactEmail\", \"contactPhone\", \"persons\", \"rates\", \"totalTtc\", \"notes\", \"checkedInAt\", \"reminderSentAt\", \"cancelledAt\", \"createdAt\", \"updatedAt\" FROM \"reservations\"");
    await queryRunner.query("DROP TABLE \"reservations\"");
    await queryRunner.query("ALTER TABLE \"temporary_reservations\" RENAME TO \"reservations\"");
    await queryRunner.query("CREATE INDEX \"idx_reservations_order\" ON \"reservations\" (\"orderId\") ");
    await queryRunner.query("CREATE INDEX \"idx_reservations_buyer\" ON \"reservations\" (\"buyerId\") ");
    await queryRunner.query("CREATE INDEX \"idx_reservations_event_slot\" ON \"reservations\" (\"eventId\", \"slotKey\") ");
    await queryRunner.query("CREATE INDEX \"idx_reservations_shop_start\" ON \"reservations\" (\"shopId\", \"startsAt\") ");
    await queryRunner.query("DROP INDEX \"idx_reservation_payers_reservation\"");
    await queryRunner.query("DROP INDEX \"uq_reservation_payers_token\"");
    await queryRunner.query("CREATE TABLE \"temporary_reservation_payers\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"reservationId\" integer NOT NULL, \"email\" varchar(255) NOT NULL, \"amount\" bigint NOT NULL DEFAULT (0), \"token\" varchar(32) NOT NULL, \"paidAt\" datetime, \"paymentMethod\" varchar(16), \"remindedAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"cardImprintId\" varchar(64), \"cardCaptureId\" varchar(64))");
    await queryRunner.query("INSERT INTO \"temporary_reservation_payers\"(\"id\", \"shopId\", \"reservationId\", \"email\", \"amount\", \"token\", \"paidAt\", \"paymentMethod\", \"remindedAt\", \"createdAt\") SELECT \"id\", \"shopId\", \"reservationId\", \"email\", \"amount\", \"token\", \"paidAt\", \"paymentMethod\", \"remindedAt\", \"createdAt\" FROM \"reservation_payers\"");
    await queryRunner.query("DROP TABLE \"reservation_payers\"");
    await queryRunner.query("ALTER TABLE \"temporary_reservation_payers\" RENAME TO \"reservation_payers\"");
    await queryRunner.query("CREATE INDEX \"idx_reservation_payers_reservation\" ON \"reservation_payers\" (\"reservationId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_reservation_payers_token\" ON \"reservation_payers\" (\"token\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_reservation_payers_token\"");
    await queryRunner.query("DROP INDEX \"idx_reservation_payers_reservation\"");
    await queryRunner.query("ALTER TABLE \"reservation_payers\" RENAME TO \"temporary_reservation_payers\"");
    await queryRunner.query("CREATE TABLE \"reservation_payers\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"reservationId\" integer NOT NULL, \"email\" varchar(255) NOT NULL, \"amount\" bigint NOT NULL DEFAULT (0), \"token\" varchar(32) NOT NULL, \"paidAt\" datetime, \"paymentMethod\" varchar(16), \"remindedAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"reservation_payers\"(\"id\", \"shopId\", \"reservationId\", \"email\", \"amount\", \"token\", \"paidAt\", \"paymentMethod\", \"remindedAt\", \"createdAt\") SELECT \"id\", \"shopId\", \"reservationId\", \"email\", \"amount\", \"token\", \"paidAt\", \"paymentMethod\", \"remindedAt\", \"createdAt\" FROM \"temporary_reservation_payers\"");
    await queryRunner.query("DROP TABLE \"temporary_reservation_payers\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_reservation_payers_token\" ON \"reservation_payers\" (\"token\") ");
    await queryRunner.query("CREATE INDEX \"idx_reservation_payers_reservation\" ON \"reservation_payers\" (\"reservationId\") ");
    await queryRunner.query("DROP INDEX \"idx_reservations_shop_start\"");
    await queryRunner.query("DROP INDEX \"idx_reservations_event_slot\"");
    await queryRunner.query("DROP INDEX \"idx_reservations_buyer\"");
    await queryRunner.query("DROP INDEX \"idx_reservations_order\"");
    await queryRunner.query("ALTER TABLE \"reservations\" RENAME TO \"temporary_reservations\"");
    await queryRunner.query("CREATE TABLE \"reservations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"eventId\" integer NOT NULL, \"eventTitle\" varchar(150) NOT NULL, \"slotKey\" varchar(16) NOT NULL, \"startsAt\" datetime NOT NULL, \"endsAt\" datetime NOT NULL, \"status\" varchar(16) NOT NULL, \"channel\" varchar(12) NOT NULL, \"orderId\" integer, \"orderNumber\" varchar(32), \"buyerId\" integer, \"clientId\" integer, \"contactName\" varchar(150) NOT NULL, \"contactEmail\" varchar(255), \"contactPhone\" varchar(30), \"persons\" integer NOT NULL, \"rates\" text NOT NULL, \"totalTtc\" bigint NOT NULL DEFAULT (0), \"notes\" text, \"checkedInAt\" datetime, \"reminderSentAt\" datetime, \"cancelledAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"reservations\"(\"id\", \"shopId\", \"eventId\", \"eventTitle\", \"slotKey\", \"startsAt\", \"endsAt\", \"status\", \"channel\", \"orderId\", \"orderNumber\", \"buyerId\", \"clientId\", \"contactName\", \"contactEmail\", \"contactPhone\", \"persons\", \"rates\", \"totalTtc\", \"notes\", \"checkedInAt\", \"reminderSentAt\", \"cancelledAt\", \"createdAt\", \"updatedAt\") SELECT \"id\", \"shopId\", \"eventId\", \"eventTitle\", \"slotKey\", \"startsAt\", \"endsAt\", \"status\", \"channel\", \"orderId\", \"orderNumber\", \"buyerId\", \"clientId\", \"contactName\", \"contactEmail\", \"contactPhone\", \"persons\", \"rates\", \"totalTtc\", \"notes\", \"checkedInAt\", \"reminderSentAt\", \"cancelledAt\", \"createdAt\", \"updatedAt\" FROM \"temporary_reservations\"");
    await queryRunner.query("DROP TABLE \"temporary_reservations\"");
    await queryRunner.query("CREATE INDEX \"idx_reservations_shop_start\" ON \"reservations\" (\"shopId\", \"startsAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_reservations_event_slot\" ON \"reservations\" (\"eventId\", \"slotKey\") ");
    await queryRunner.query("CREATE INDEX \"idx_reservations_buyer\" ON \"reservations\" (\"buyerId\") ");
    await queryRunner.query("CREATE INDEX \"idx_reservations_order\" ON \"reservations\" (\"orderId\") ");
  }
}
