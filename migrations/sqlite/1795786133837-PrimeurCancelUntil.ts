import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PrimeurCancelUntil1795786133837 implements MigrationInterface {
  name = 'PrimeurCancelUntil1795786133837';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_primeur_campaigns_shop_status\"");
    await queryRunner.query("CREATE TABLE \"temporary_primeur_campaigns\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"name\" varchar(120) NOT NULL, \"productId\" integer NOT NULL, \"vintageId\" integer NOT NULL, \"formatId\" integer NOT NULL, \"unitHt\" bigint NOT NULL DEFAULT (0), \"prices\" text NOT NULL, \"vatRateBp\" integer NOT NULL, \"depositBp\" integer NOT NULL, \"opensOn\" varchar(10) NOT NULL, \"closesOn\" varchar(10) NOT NULL, \"deliveryOn\" varchar(10), \"status\" varchar(12) NOT NULL, \"warehouseId\" integer, \"bottledAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"cancelUntil\" varchar(10))");
    await queryRunner.query("INSERT INTO \"temporary_primeur_campaigns\"(\"id\", \"shopId\", \"name\", \"productId\", \"vintageId\", \"formatId\", \"unitHt\", \"prices\", \"vatRateBp\", \"depositBp\", \"opensOn\", \"closesOn\", \"deliveryOn\", \"status\", \"warehouseId\", \"bottledAt\", \"createdAt\", \"updatedAt\") SELECT \"id\", \"shopId\", \"name\", \"productId\", \"vintageId\", \"formatId\", \"unitHt\", \"prices\", \"vatRateBp\", \"depositBp\", \"opensOn\", \"closesOn\", \"deliveryOn\", \"status\", \"warehouseId\", \"bottledAt\", \"createdAt\", \"updatedAt\" FROM \"primeur_campaigns\"");
    await queryRunner.query("DROP TABLE \"primeur_campaigns\"");
    await queryRunner.query("ALTER TABLE \"temporary_primeur_campaigns\" RENAME TO \"primeur_campaigns\"");
    await queryRunner.query("CREATE INDEX \"idx_primeur_campaigns_shop_status\" ON \"primeur_campaigns\" (\"shopId\", \"status\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_primeur_campaigns_shop_status\"");
    await queryRunner.query("ALTER TABLE \"primeur_campaigns\" RENAME TO \"temporary_primeur_campaigns\"");
    await queryRunner.query("CREATE TABLE \"primeur_campaigns\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"name\" varchar(120) NOT NULL, \"productId\" integer NOT NULL, \"vintageId\" integer NOT NULL, \"formatId\" integer NOT NULL, \"unitHt\" bigint NOT NULL DEFAULT (0), \"prices\" text NOT NULL, \"vatRateBp\" integer NOT NULL, \"depositBp\" integer NOT NULL, \"opensOn\" varchar(10) NOT NULL, \"closesOn\" varchar(10) NOT NULL, \"deliveryOn\" varchar(10), \"status\" varchar(12) NOT NULL, \"warehouseId\" integer, \"bottledAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"primeur_campaigns\"(\"id\", \"shopId\", \"name\", \"productId\", \"vintageId\", \"formatId\", \"unitHt\", \"prices\", \"vatRateBp\", \"depositBp\", \"opensOn\", \"closesOn\", \"deliveryOn\", \"status\", \"warehouseId\", \"bottledAt\", \"createdAt\", \"updatedAt\") SELECT \"id\", \"shopId\", \"name\", \"productId\", \"vintageId\", \"formatId\", \"unitHt\", \"prices\", \"vatRateBp\", \"depositBp\", \"opensOn\", \"closesOn\", \"deliveryOn\", \"status\", \"warehouseId\", \"bottledAt\", \"createdAt\", \"updatedAt\" FROM \"temporary_primeur_campaigns\"");
    await queryRunner.query("DROP TABLE \"temporary_primeur_campaigns\"");
    await queryRunner.query("CREATE INDEX \"idx_primeur_campaigns_shop_status\" ON \"primeur_campaigns\" (\"shopId\", \"status\") ");
  }
}
