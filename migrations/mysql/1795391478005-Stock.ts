import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Stock1795391478005 implements MigrationInterface {
  name = 'Stock1795391478005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `stock_allocations` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `levelId` int NOT NULL, `warehouseId` int NOT NULL, `productId` int NOT NULL, `vintageId` int NOT NULL, `formatId` int NOT NULL, `name` varchar(100) NULL, `clientIds` text NOT NULL, `typologies` text NOT NULL, `quantity` int NOT NULL, `used` int NOT NULL DEFAULT '0', `startsAt` datetime NULL, `endsAt` datetime NULL, `status` varchar(8) NOT NULL DEFAULT 'active', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_stock_allocations_shop_product` (`shopId`, `productId`), INDEX `idx_stock_allocations_level` (`levelId`, `status`), INDEX `idx_stock_allocations_shop_status` (`shopId`, `status`, `endsAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `stock_movements` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `levelId` int NOT NULL, `warehouseId` int NOT NULL, `productId` int NOT NULL, `vintageId` int NOT NULL, `formatId` int NOT NULL, `type` varchar(16) NOT NULL, `delta` int NOT NULL, `reason` varchar(255) NULL, `userId` int NULL, `sourceRef` varchar(64) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_stock_movements_level` (`levelId`, `id`), INDEX `idx_stock_movements_shop_source` (`shopId`, `sourceRef`), INDEX `idx_stock_movements_shop_type` (`shopId`, `type`, `createdAt`), INDEX `idx_stock_movements_shop_product` (`shopId`, `productId`, `createdAt`), INDEX `idx_stock_movements_shop_warehouse` (`shopId`, `warehouseId`, `createdAt`), INDEX `idx_stock_movements_shop_created` (`shopId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `warehouses` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `name` varchar(100) NOT NULL, `address` varchar(255) NULL, `fiscalStatus` varchar(12) NOT NULL, `isDefault` tinyint NOT NULL DEFAULT 0, `archivedAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_warehouses_shop_default` (`shopId`, `isDefault`), INDEX `idx_warehouses_shop_name` (`shopId`, `name`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `stock_levels` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `warehouseId` int NOT NULL, `productId` int NOT NULL, `vintageId` int NOT NULL DEFAULT '0', `formatId` int NOT NULL, `onHand` int NOT NULL DEFAULT '0', `reserved` int NOT NULL DEFAULT '0', `allocated` int NOT NULL DEFAULT '0', `lowThreshold` int NULL, `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_stock_levels_shop_on_hand` (`shopId`, `onHand`), INDEX `idx_stock_levels_shop_warehouse` (`shopId`, `warehouseId`), INDEX `idx_stock_levels_shop_product` (`shopId`, `productId`), UNIQUE INDEX `uq_stock_levels_key` (`warehouseId`, `productId`, `vintageId`, `formatId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `stock_reservations` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `orderRef` varchar(64) NOT NULL, `status` varchar(12) NOT NULL DEFAULT 'pending', `releaseReason` varchar(12) NULL, `clientId` int NULL, `typology` varchar(32) NULL, `expiresAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_stock_reservations_expiry` (`status`, `expiresAt`), UNIQUE INDEX `uq_stock_reservations_order` (`shopId`, `orderRef`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `stock_reservation_lines` (`id` int NOT NULL AUTO_INCREMENT, `reservationId` int NOT NULL, `levelId` int NOT NULL, `quantity` int NOT NULL, `allocationId` int NULL, `allocatedQuantity` int NOT NULL DEFAULT '0', INDEX `idx_stock_reservation_lines_level` (`levelId`), INDEX `idx_stock_reservation_lines_reservation` (`reservationId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_stock_reservation_lines_reservation` ON `stock_reservation_lines`");
    await queryRunner.query("DROP INDEX `idx_stock_reservation_lines_level` ON `stock_reservation_lines`");
    await queryRunner.query("DROP TABLE `stock_reservation_lines`");
    await queryRunner.query("DROP INDEX `uq_stock_reservations_order` ON `stock_reservations`");
    await queryRunner.query("DROP INDEX `idx_stock_reservations_expiry` ON `stock_reservations`");
    await queryRunner.query("DROP TABLE `stock_reservations`");
    await queryRunner.query("DROP INDEX `uq_stock_levels_key` ON `stock_levels`");
    await queryRunner.query("DROP INDEX `idx_stock_levels_shop_product` ON `stock_levels`");
    await queryRunner.query("DROP INDEX `idx_stock_levels_shop_warehouse` ON `stock_levels`");
    await queryRunner.query("DROP INDEX `idx_stock_levels_shop_on_hand` ON `stock_levels`");
    await queryRunner.query("DROP TABLE `stock_levels`");
    await queryRunner.query("DROP INDEX `idx_warehouses_shop_name` ON `warehouses`");
    await queryRunner.query("DROP INDEX `idx_warehouses_shop_default` ON `warehouses`");
    await queryRunner.query("DROP TABLE `warehouses`");
    await queryRunner.query("DROP INDEX `idx_stock_movements_shop_created` ON `stock_movements`");
    await queryRunner.query("DROP INDEX `idx_stock_movements_shop_warehouse` ON `stock_movements`");
    await queryRunner.query("DROP INDEX `idx_stock_movements_shop_product` ON `stock_movements`");
    await queryRunner.query("DROP INDEX `idx_stock_movements_shop_type` ON `stock_movements`");
    await queryRunner.query("DROP INDEX `idx_stock_movements_shop_source` ON `stock_movements`");
    await queryRunner.query("DROP INDEX `idx_stock_movements_level` ON `stock_movements`");
    await queryRunner.query("DROP TABLE `stock_movements`");
    await queryRunner.query("DROP INDEX `idx_stock_allocations_shop_status` ON `stock_allocations`");
    await queryRunner.query("DROP INDEX `idx_stock_allocations_level` ON `stock_allocations`");
    await queryRunner.query("DROP INDEX `idx_stock_allocations_shop_product` ON `stock_allocations`");
    await queryRunner.query("DROP TABLE `stock_allocations`");
  }
}
