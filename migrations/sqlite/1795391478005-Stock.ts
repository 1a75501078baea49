import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Stock1795391478005 implements MigrationInterface {
  name = 'Stock1795391478005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"stock_allocations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"levelId\" integer NOT NULL, \"warehouseId\" integer NOT NULL, \"productId\" integer NOT NULL, \"vintageId\" integer NOT NULL, \"formatId\" integer NOT NULL, \"name\" varchar(100), \"clientIds\" text NOT NULL, \"typologies\" text NOT NULL, \"quantity\" integer NOT NULL, \"used\" integer NOT NULL DEFAULT (0), \"startsAt\" datetime, \"endsAt\" datetime, \"status\" varchar(8) NOT NULL DEFAULT ('active'), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_stock_allocations_shop_product\" ON \"stock_allocations\" (\"shopId\", \"productId\") ");
    await queryRunner.query("CREATE INDEX \"idx_stock_allocations_level\" ON \"stock_allocations\" (\"levelId\", \"status\") ");
    await queryRunner.query("CREATE INDEX \"idx_stock_allocations_shop_status\" ON \"stock_allocations\" (\"shopId\", \"status\", \"endsAt\") ");
    await queryRunner.query("CREATE TABLE \"stock_movements\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"levelId\" integer NOT NULL, \"warehouseId\" integer NOT NULL, \"productId\" integer NOT NULL, \"vintageId\" integer NOT NULL, \"formatId\" integer NOT NULL, \"type\" varchar(16) NOT NULL, \"delta\" integer NOT NULL, \"reason\" varchar(255), \"userId\" integer, \"sourceRef\" varchar(64), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_stock_movements_level\" ON \"stock_movements\" (\"levelId\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"idx_stock_movements_shop_source\" ON \"stock_movements\" (\"shopId\", \"sourceRef\") ");
    await queryRunner.query("CREATE INDEX \"idx_stock_movements_shop_type\" ON \"stock_movements\" (\"shopId\", \"type\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_stock_movements_shop_product\" ON \"stock_movements\" (\"shopId\", \"productId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_stock_movements_shop_warehouse\" ON \"stock_movements\" (\"shopId\", \"warehouseId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_stock_movements_shop_created\" ON \"stock_movements\" (\"shopId\", \"createdAt\") ");
    await queryRunner.query("CREATE TABLE \"warehouses\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"name\" varchar(100) NOT NULL, \"address\" varchar(255), \"fiscalStatus\" varchar(12) NOT NULL, \"isDefault\" boolean NOT NULL DEFAULT (0), \"archivedAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_warehouses_shop_default\" ON \"warehouses\" (\"shopId\", \"isDefault\") ");
    await queryRunner.query("CREATE INDEX \"idx_warehouses_shop_name\" ON \"warehouses\" (\"shopId\", \"name\") ");
    await queryRunner.query("CREATE TABLE \"stock_levels\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"warehouseId\" integer NOT NULL, \"productId\" integer NOT NULL, \"vintageId\" integer NOT NULL DEFAULT (0), \"formatId\" integer NOT NULL, \"onHand\" integer NOT NULL DEFAULT (0), \"reserved\" integer NOT NULL DEFAULT (0), \"allocated\" integer NOT NULL DEFAULT (0), \"lowThreshold\" integer, \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_stock_levels_shop_on_hand\" ON \"stock_levels\" (\"shopId\", \"onHand\") ");
    await queryRunner.query("CREATE INDEX \"idx_stock_levels_shop_warehouse\" ON \"stock_levels\" (\"shopId\", \"warehouseId\") ");
    await queryRunner.query("CREATE INDEX \"idx_stock_levels_shop_product\" ON \"stock_levels\" (\"shopId\", \"productId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_stock_levels_key\" ON \"stock_levels\" (\"warehouseId\", \"productId\", \"vintageId\", \"formatId\") ");
    await queryRunner.query("CREATE TABLE \"stock_reservations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"orderRef\" varchar(64) NOT NULL, \"status\" varchar(12) NOT NULL DEFAULT ('pending'), \"releaseReason\" varchar(12), \"clientId\" integer, \"typology\" varchar(32), \"expiresAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_stock_reservations_expiry\" ON \"stock_reservations\" (\"status\", \"expiresAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_stock_reservations_order\" ON \"stock_reservations\" (\"shopId\", \"orderRef\") ");
    await queryRunner.query("CREATE TABLE \"stock_reservation_lines\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"reservationId\" integer NOT NULL, \"levelId\" integer NOT NULL, \"quantity\" integer NOT NULL, \"allocationId\" integer, \"allocatedQuantity\" integer NOT NULL DEFAULT (0))");
    await queryRunner.query("CREATE INDEX \"idx_stock_reservation_lines_level\" ON \"stock_reservation_lines\" (\"levelId\") ");
    await queryRunner.query("CREATE INDEX \"idx_stock_reservation_lines_reservation\" ON \"stock_reservation_lines\" (\"reservationId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_stock_reservation_lines_reservation\"");
    await queryRunner.query("DROP INDEX \"idx_stock_reservation_lines_level\"");
    await queryRunner.query("DROP TABLE \"stock_reservation_lines\"");
    await queryRunner.query("DROP INDEX \"uq_stock_reservations_order\"");
    await queryRunner.query("DROP INDEX \"idx_stock_reservations_expiry\"");
    await queryRunner.query("DROP TABLE \"stock_reservations\"");
    await queryRunner.query("DROP INDEX \"uq_stock_levels_key\"");
    await queryRunner.query("DROP INDEX \"idx_stock_levels_shop_product\"");
    await queryRunner.query("DROP INDEX \"idx_stock_levels_shop_warehouse\"");
    await queryRunner.query("DROP INDEX \"idx_stock_levels_shop_on_hand\"");
    await queryRunner.query("DROP TABLE \"stock_levels\"");
    await queryRunner.query("DROP INDEX \"idx_warehouses_shop_name\"");
    await queryRunner.query("DROP INDEX \"idx_warehouses_shop_default\"");
    await queryRunner.query("DROP TABLE \"warehouses\"");
    await queryRunner.query("DROP INDEX \"idx_stock_movements_shop_created\"");
    await queryRunner.query("DROP INDEX \"idx_stock_movements_shop_warehouse\"");
    await queryRunner.query("DROP INDEX \"idx_stock_movements_shop_product\"");
    await queryRunner.query("DROP INDEX \"idx_stock_movements_shop_type\"");
    await queryRunner.query("DROP INDEX \"idx_stock_movements_shop_source\"");
    await queryRunner.query("DROP INDEX \"idx_stock_movements_level\"");
    await queryRunner.query("DROP TABLE \"stock_movements\"");
    await queryRunner.query("DROP INDEX \"idx_stock_allocations_shop_status\"");
    await queryRunner.query("DROP INDEX \"idx_stock_allocations_level\"");
    await queryRunner.query("DROP INDEX \"idx_stock_allocations_shop_product\"");
    await queryRunner.query("DROP TABLE \"stock_allocations\"");
  }
}
