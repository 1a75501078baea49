import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Till1795775867037 implements MigrationInterface {
  name = 'Till1795775867037';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"till_records\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"salesPointId\" integer NOT NULL, \"sequence\" integer NOT NULL, \"kind\" varchar(16) NOT NULL, \"occurredAt\" varchar(24) NOT NULL, \"reference\" varchar(16) NOT NULL, \"totalTtc\" bigint NOT NULL DEFAULT (0), \"data\" text NOT NULL, \"previousHash\" varchar(64) NOT NULL, \"hash\" varchar(64) NOT NULL, \"idempotencyKey\" varchar(128), \"requestHash\" varchar(64), \"closureKey\" varchar(24), \"cancelsSequence\" integer, \"userId\" integer NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_till_records_shop_point_kind\" ON \"till_records\" (\"shopId\", \"salesPointId\", \"kind\", \"sequence\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_till_records_point_cancels\" ON \"till_records\" (\"salesPointId\", \"cancelsSequence\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_till_records_point_closure\" ON \"till_records\" (\"salesPointId\", \"closureKey\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_till_records_point_key\" ON \"till_records\" (\"salesPointId\", \"idempotencyKey\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_till_records_point_sequence\" ON \"till_records\" (\"salesPointId\", \"sequence\") ");
    await queryRunner.query("CREATE TABLE \"till_heads\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"salesPointId\" integer NOT NULL, \"lastSequence\" integer NOT NULL DEFAULT (0), \"lastHash\" varchar(64) NOT NULL DEFAULT (''))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_till_heads_point\" ON \"till_heads\" (\"salesPointId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_till_heads_point\"");
    await queryRunner.query("DROP TABLE \"till_heads\"");
    await queryRunner.query("DROP INDEX \"uq_till_records_point_sequence\"");
    await queryRunner.query("DROP INDEX \"uq_till_records_point_key\"");
    await queryRunner.query("DROP INDEX \"uq_till_records_point_closure\"");
    await queryRunner.query("DROP INDEX \"uq_till_records_point_cancels\"");
    await queryRunner.query("DROP INDEX \"idx_till_records_shop_point_kind\"");
    await queryRunner.query("DROP TABLE \"till_records\"");
  }
}
