import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Sales1795595394260 implements MigrationInterface {
  name = 'Sales1795595394260';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"sales_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"delivery\" text NOT NULL, \"promotions\" text NOT NULL, \"rules\" text NOT NULL, \"payments\" text NOT NULL, \"commissionPercent\" double NOT NULL DEFAULT (0), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_sales_settings_shop\" ON \"sales_settings\" (\"shopId\") ");
    await queryRunner.query("CREATE TABLE \"grouped_orders\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"name\" varchar(150) NOT NULL, \"description\" text, \"expiresAt\" datetime NOT NULL, \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_grouped_orders_shop_expiry\" ON \"grouped_orders\" (\"shopId\", \"expiresAt\") ");
    await queryRunner.query("CREATE TABLE \"orders\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"number\" varchar(32) NOT NULL, \"kind\" varchar(8) NOT NULL DEFAULT ('order'), \"subType\" varchar(8), \"channel\" varchar(12) NOT NULL, \"status\" varchar(12) NOT NULL, \"deliveryStatus\" varchar(20) NOT NULL DEFAULT ('pending'), \"paymentStatus\" varchar(16) NOT NULL DEFAULT ('pending'), \"buyerId\" integer, \"clientId\" integer, \"clientName\" varchar(200) NOT NULL DEFAULT (''), \"agentId\" integer, \"createdById\" integer, \"salesPointId\" integer, \"groupedOrderId\" integer, \"typology\" varchar(32) NOT NULL, \"hasTVA\" boolean NOT NULL DEFAULT (1), \"displayTtc\" boolean NOT NULL DEFAULT (1), \"deliveryKind\" varchar(16) NOT NULL DEFAULT ('none'), \"deliveryRef\" varchar(64), \"deliveryLabel\" varchar(150), \"deliveryInstructions\" text, \"packages\" integer NOT NULL DEFAULT (0), \"deliveryAddress\" text, \"billingAddress\" text, \"paymentMethod\" varchar(16), \"paymentDelay\" varchar(24), \"paymentDueDate\" varchar(10), \"buyerNotes\" text, \"sellerNotes\" text, \"bottles\" integer NOT NULL DEFAULT (0), \"franco\" boolean NOT NULL DEFAULT (0), \"promoAmount\" bigint NOT NULL DEFAULT (0), \"shipping\" bigint NOT NULL DEFAULT (0), \"totalHT\" bigint NOT NULL DEFAULT (0), \"margin\" bigint NOT NULL DEFAULT (0), \"totalWithMargin\" bigint NOT NULL DEFAULT (0), \"totalWithFees\" bigint NOT NULL DEFAULT (0), \"commission\" bigint NOT NULL DEFAULT (0), \"tva\" bigint NOT NULL DEFAULT (0), \"totalTTC\" bigint NOT NULL DEFAULT (0), \"payLater\" bigint NOT NULL DEFAULT (0), \"promotionId\" varchar(64), \"vatByRate\" text NOT NULL, \"stockState\" varchar(12) NOT NULL DEFAULT ('none'), \"placedAt\" datetime, \"validatedAt\" datetime, \"closedAt\" datetime, \"expiresAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_orders_stock\" ON \"orders\" (\"stockState\", \"status\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_expiry\" ON \"orders\" (\"status\", \"expiresAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_buyer_created\" ON \"orders\" (\"buyerId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_grouped\" ON \"orders\" (\"shopId\", \"groupedOrderId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_sales_point_created\" ON \"orders\" (\"shopId\", \"salesPointId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_creator_created\" ON \"orders\" (\"shopId\", \"createdById\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_agent_created\" ON \"orders\" (\"shopId\", \"agentId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_client_created\" ON \"orders\" (\"shopId\", \"clientId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_payment_created\" ON \"orders\" (\"shopId\", \"paymentStatus\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_delivery_created\" ON \"orders\" (\"shopId\", \"deliveryStatus\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_status_created\" ON \"orders\" (\"shopId\", \"status\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_kind_created\" ON \"orders\" (\"shopId\", \"kind\", \"createdAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_orders_shop_number\" ON \"orders\" (\"shopId\", \"number\") ");
    await queryRunner.query("CREATE TABLE \"order_lines\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"orderId\" integer NOT NULL, \"shopId\" integer NOT NULL, \"position\" integer NOT NULL, \"productId\" integer NOT NULL, \"productType\" varchar(16) NOT NULL, \"name\" varchar(150) NOT NULL, \"vintageId\" integer NOT NULL DEFAULT (0), \"vintageName\" varchar(20), \"formatId\" integer NOT NULL, \"formatLabel\" varchar(40) NOT NULL, \"eq75\" double NOT NULL, \"quantity\" integer NOT NULL, \"isWrapped\" boolean NOT NULL DEFAULT (0), \"unitListHt\" bigint NOT NULL DEFAULT (0), \"unitHt\" bigint NOT NULL DEFAULT (0), \"unitDuties\" bigint NOT NULL DEFAULT (0), \"vatRate\" double NOT NULL, \"unitVat\" bigint NOT NULL DEFAULT (0), \"unitWrappingHt\" bigint NOT NULL DEFAULT (0), \"totalHt\" bigint NOT NULL DEFAULT (0), \"totalVat\" bigint NOT NULL DEFAULT (0), \"totalTtc\" bigint NOT NULL DEFAULT (0), \"promotionId\" varchar(64))");
    await queryRunner.query("CREATE INDEX \"idx_order_lines_shop_product\" ON \"order_lines\" (\"shopId\", \"productId\") ");
    await queryRunner.query("CREATE INDEX \"idx_order_lines_order\" ON \"order_lines\" (\"orderId\", \"position\") ");
    await queryRunner.query("CREATE TABLE \"order_sequences\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"series\" varchar(16) NOT NULL, \"last\" integer NOT NULL DEFAULT (0))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_order_sequences_shop_series\" ON \"order_sequences\" (\"shopId\", \"series\") ");
    await queryRunner.query("CREATE TABLE \"idempotency_keys\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"scope\" varchar(32) NOT NULL, \"route\" varchar(64) NOT NULL, \"idempotencyKey\" varchar(128) NOT NULL, \"requestHash\" varchar(64) NOT NULL, \"state\" varchar(8) NOT NULL, \"response\" text, \"createdAt\" datetime NOT NULL, \"expiresAt\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"idx_idempotency_keys_expiry\" ON \"idempotency_keys\" (\"expiresAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_idempotency_keys\" ON \"idempotency_keys\" (\"scope\", \"route\", \"idempotencyKey\") ");
    await queryRunner.query("CREATE TABLE \"order_payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"orderId\" integer NOT NULL, \"shopId\" integer NOT NULL, \"method\" varchar(16) NOT NULL, \"provider\" varchar(32), \"status\" varchar(16) NOT NULL, \"amount\" bigint NOT NULL DEFAULT (0), \"imprintId\" varchar(100), \"captureId\" varchar(100), \"attempts\" integer NOT NULL DEFAULT (0), \"delay\" varchar(24), \"dueDate\" varchar(10), \"failureReason\" varchar(32), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_order_payments_imprint\" ON \"order_payments\" (\"provider\", \"imprintId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_order_payments_order\" ON \"order_payments\" (\"orderId\") ");
    await queryRunner.query("CREATE TABLE \"sales_points\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"name\" varchar(100) NOT NULL, \"address\" varchar(255), \"warehouseId\" integer, \"typology\" varchar(32) NOT NULL DEFAULT ('public'), \"paymentMethods\" text NOT NULL, \"archived\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_sales_points_shop_name\" ON \"sales_points\" (\"shopId\", \"archived\", \"name\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_sales_points_shop_name\"");
    await queryRunner.query("DROP TABLE \"sales_points\"");
    await queryRunner.query("DROP INDEX \"uq_order_payments_order\"");
    await queryRunner.query("DROP INDEX \"idx_order_payments_imprint\"");
    await queryRunner.query("DROP TABLE \"order_payments\"");
    await queryRunner.query("DROP INDEX \"uq_idempotency_keys\"");
    await queryRunner.query("DROP INDEX \"idx_idempotency_keys_expiry\"");
    await queryRunner.query("DROP TABLE \"idempotency_keys\"");
    await queryRunner.query("DROP INDEX \"uq_order_sequences_shop_series\"");
    await queryRunner.query("DROP TABLE \"order_sequences\"");
    await queryRunner.query("DROP INDEX \"idx_order_lines_order\"");
    await queryRunner.query("DROP INDEX \"idx_order_lines_shop_product\"");
    await queryRunner.query("DROP TABLE \"order_lines\"");
    await queryRunner.query("DROP INDEX \"uq_orders_shop_number\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_kind_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_status_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_delivery_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_payment_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_client_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_agent_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_creator_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_sales_point_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_grouped\"");
    await queryRunner.query("DROP INDEX \"idx_orders_buyer_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_expiry\"");
    await queryRunner.query("DROP INDEX \"idx_orders_stock\"");
    await queryRunner.query("DROP TABLE \"orders\"");
    await queryRunner.query("DROP INDEX \"idx_grouped_orders_shop_expiry\"");
    await queryRunner.query("DROP TABLE \"grouped_orders\"");
    await queryRunner.query("DROP INDEX \"uq_sales_settings_shop\"");
    await queryRunner.query("DROP TABLE \"sales_settings\"");
  }
}
