import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Sales1795595394260 implements MigrationInterface {
  name = 'Sales1795595394260';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `sales_settings` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `delivery` text NOT NULL, `promotions` text NOT NULL, `rules` text NOT NULL, `payments` text NOT NULL, `commissionPercent` double NOT NULL DEFAULT '0', `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_sales_settings_shop` (`shopId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `grouped_orders` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `name` varchar(150) NOT NULL, `description` text NULL, `expiresAt` datetime NOT NULL, `createdById` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_grouped_orders_shop_expiry` (`shopId`, `expiresAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `orders` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `number` varchar(32) NOT NULL, `kind` varchar(8) NOT NULL DEFAULT 'order', `subType` varchar(8) NULL, `channel` varchar(12) NOT NULL, `status` varchar(12) NOT NULL, `deliveryStatus` varchar(20) NOT NULL DEFAULT 'pending', `paymentStatus` varchar(16) NOT NULL DEFAULT 'pending', `buyerId` int NULL, `clientId` int NULL, `clientName` varchar(200) NOT NULL DEFAULT '', `agentId` int NULL, `createdById` int NULL, `salesPointId` int NULL, `groupedOrderId` int NULL, `typology` varchar(32) NOT NULL, `hasTVA` tinyint NOT NULL DEFAULT 1, `displayTtc` tinyint NOT NULL DEFAULT 1, `deliveryKind` varchar(16) NOT NULL DEFAULT 'none', `deliveryRef` varchar(64) NULL, `deliveryLabel` varchar(150) NULL, `deliveryInstructions` text NULL, `packages` int NOT NULL DEFAULT '0', `deliveryAddress` text NULL, `billingAddress` text NULL, `paymentMethod` varchar(16) NULL, `paymentDelay` varchar(24) NULL, `paymentDueDate` varchar(10) NULL, `buyerNotes` text NULL, `sellerNotes` text NULL, `bottles` int NOT NULL DEFAULT '0', `franco` tinyint NOT NULL DEFAULT 0, `promoAmount` bigint NOT NULL DEFAULT '0', `shipping` bigint NOT NULL DEFAULT '0', `totalHT` bigint NOT NULL DEFAULT '0', `margin` bigint NOT NULL DEFAULT '0', `totalWithMargin` bigint NOT NULL DEFAULT '0', `totalWithFees` bigint NOT NULL DEFAULT '0', `commission` bigint NOT NULL DEFAULT '0', `tva` bigint NOT NULL DEFAULT '0', `totalTTC` bigint NOT NULL DEFAULT '0', `payLater` bigint NOT NULL DEFAULT '0', `promotionId` varchar(64) NULL, `vatByRate` text NOT NULL, `stockState` varchar(12) NOT NULL DEFAULT 'none', `placedAt` datetime NULL, `validatedAt` datetime NULL, `closedAt` datetime NULL, `expiresAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_orders_stock` (`stockState`, `status`), INDEX `idx_orders_expiry` (`status`, `expiresAt`), INDEX `idx_orders_buyer_created` (`buyerId`, `createdAt`), INDEX `idx_orders_shop_grouped` (`shopId`, `groupedOrderId`, `createdAt`), INDEX `idx_orders_shop_sales_point_created` (`shopId`, `salesPointId`, `createdAt`), INDEX `idx_orders_shop_creator_created` (`shopId`, `createdById`, `createdAt`), INDEX `idx_orders_shop_agent_created` (`shopId`, `agentId`, `createdAt`), INDEX `idx_orders_shop_client_created` (`shopId`, `clientId`, `createdAt`), INDEX `idx_orders_shop_payment_created` (`shopId`, `paymentStatus`, `createdAt`), INDEX `idx_orders_shop_delivery_created` (`shopId`, `deliveryStatus`, `createdAt`), INDEX `idx_orders_shop_status_created` (`shopId`, `status`, `createdAt`), INDEX `idx_orders_shop_kind_created` (`shopId`, `kind`, `createdAt`), UNIQUE INDEX `uq_orders_shop_number` (`shopId`, `number`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `order_lines` (`id` int NOT NULL AUTO_INCREMENT, `orderId` int NOT NULL, `shopId` int NOT NULL, `position` int NOT NULL, `productId` int NOT NULL, `productType` varchar(16) NOT NULL, `name` varchar(150) NOT NULL, `vintageId` int NOT NULL DEFAULT '0', `vintageName` varchar(20) NULL, `formatId` int NOT NULL, `formatLabel` varchar(40) NOT NULL, `eq75` double NOT NULL, `quantity` int NOT NULL, `isWrapped` tinyint NOT NULL DEFAULT 0, `unitListHt` bigint NOT NULL DEFAULT '0', `unitHt` bigint NOT NULL DEFAULT '0', `unitDuties` bigint NOT NULL DEFAULT '0', `vatRate` double NOT NULL, `unitVat` bigint NOT NULL DEFAULT '0', `unitWrappingHt` bigint NOT NULL DEFAULT '0', `totalHt` bigint NOT NULL DEFAULT '0', `totalVat` bigint NOT NULL DEFAULT '0', `totalTtc` bigint NOT NULL DEFAULT '0', `promotionId` varchar(64) NULL, INDEX `idx_order_lines_shop_product` (`shopId`, `productId`), INDEX `idx_order_lines_order` (`orderId`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `order_sequences` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `series` varchar(16) NOT NULL, `last` int NOT NULL DEFAULT '0', UNIQUE INDEX `uq_order_sequences_shop_series` (`shopId`, `series`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `idempotency_keys` (`id` int NOT NULL AUTO_INCREMENT, `scope` varchar(32) NOT NULL, `route` varchar(64) NOT NULL, `idempotencyKey` varchar(128) NOT NULL, `requestHash` varchar(64) NOT NULL, `state` varchar(8) NOT NULL, `response` text NULL, `createdAt` datetime NOT NULL, `expiresAt` datetime NOT NULL, INDEX `idx_idempotency_keys_expiry` (`expiresAt`), UNIQUE INDEX `uq_idempotency_keys` (`scope`, `route`, `idempotencyKey`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `order_payments` (`id` int NOT NULL AUTO_INCREMENT, `orderId` int NOT NULL, `shopId` int NOT NULL, `method` varchar(16) NOT NULL, `provider` varchar(32) NULL, `status` varchar(16) NOT NULL, `amount` bigint NOT NULL DEFAULT '0', `imprintId` varchar(100) NULL, `captureId` varchar(100) NULL, `attempts` int NOT NULL DEFAULT '0', `delay` varchar(24) NULL, `dueDate` varchar(10) NULL, `failureReason` varchar(32) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_order_payments_imprint` (`provider`, `imprintId`), UNIQUE INDEX `uq_order_payments_order` (`orderId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `sales_points` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `name` varchar(100) NOT NULL, `address` varchar(255) NULL, `warehouseId` int NULL, `typology` varchar(32) NOT NULL DEFAULT 'public', `paymentMethods` text NOT NULL, `archived` tinyint NOT NULL DEFAULT 0, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_sales_points_shop_name` (`shopId`, `archived`, `name`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_sales_points_shop_name` ON `sales_points`");
    await queryRunner.query("DROP TABLE `sales_points`");
    await queryRunner.query("DROP INDEX `uq_order_payments_order` ON `order_payments`");
    await queryRunner.query("DROP INDEX `idx_order_payments_imprint` ON `order_payments`");
    await queryRunner.query("DROP TABLE `order_payments`");
    await queryRunner.query("DROP INDEX `uq_idempotency_keys` ON `idempotency_keys`");
    await queryRunner.query("DROP INDEX `idx_idempotency_keys_expiry` ON `idempotency_keys`");
    await queryRunner.query("DROP TABLE `idempotency_keys`");
    await queryRunner.query("DROP INDEX `uq_order_sequences_shop_series` ON `order_sequences`");
    await queryRunner.query("DROP TABLE `order_sequences`");
    await queryRunner.query("DROP INDEX `idx_order_lines_order` ON `order_lines`");
    await queryRunner.query("DROP INDEX `idx_order_lines_shop_product` ON `order_lines`");
    await queryRunner.query("DROP TABLE `order_lines`");
    await queryRunner.query("DROP INDEX `uq_orders_shop_number` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_orders_shop_kind_created` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_orders_shop_status_created` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_orders_shop_delivery_created` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_orders_shop_payment_created` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_orders_shop_client_created` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_orders_shop_agent_created` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_orders_shop_creator_created` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_orders_shop_sales_point_created` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_orders_shop_grouped` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_orders_buyer_created` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_orders_expiry` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_orders_stock` ON `orders`");
    await queryRunner.query("DROP TABLE `orders`");
    await queryRunner.query("DROP INDEX `idx_grouped_orders_shop_expiry` ON `grouped_orders`");
    await queryRunner.query("DROP TABLE `grouped_orders`");
    await queryRunner.query("DROP INDEX `uq_sales_settings_shop` ON `sales_settings`");
    await queryRunner.query("DROP TABLE `sales_settings`");
  }
}
