import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderShipments1795929296579 implements MigrationInterface {
  name = 'OrderShipments1795929296579';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"order_shipments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"orderId\" integer NOT NULL, \"position\" integer NOT NULL, \"shippedOn\" varchar(10) NOT NULL, \"trackingNumber\" varchar(64), \"lines\" text NOT NULL, \"invoiceId\" integer, \"invoiceNumber\" varchar(40), \"creditApplied\" bigint NOT NULL DEFAULT (0), \"paymentApplied\" bigint NOT NULL DEFAULT (0), \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_order_shipments_shop_invoice\" ON \"order_shipments\" (\"shopId\", \"invoiceId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_order_shipments_order_position\" ON \"order_shipments\" (\"orderId\", \"position\") ");
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
    await queryRunner.query("DROP INDEX \"uq_orders_shop_quote\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_id\"");
    await queryRunner.query("CREATE TABLE \"temporary_orders\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"number\" varchar(32) NOT NULL, \"kind\" varchar(8) NOT NULL DEFAULT ('order'), \"subType\" varchar(8), \"channel\" varchar(12) NOT NULL, \"status\" varchar(12) NOT NULL, \"deliveryStatus\" varchar(20) NOT NULL DEFAULT ('pending'), \"paymentStatus\" varchar(16) NOT NULL DEFAULT ('pending'), \"buyerId\" integer, \"clientId\" integer, \"clientName\" varchar(200) NOT NULL DEFAULT (''), \"agentId\" integer, \"createdById\" integer, \"salesPointId\" integer, \"groupedOrderId\" integer, \"typology\" varchar(32) NOT NULL, \"hasTVA\" boolean NOT NULL DEFAULT (1), \"displayTtc\" boolean NOT NULL DEFAULT (1), \"deliveryKind\" varchar(16) NOT NULL DEFAULT ('none'), \"deliveryRef\" varchar(64), \"deliveryLabel\" varchar(150), \"deliveryInstructions\" text, \"packages\" integer NOT NULL DEFAULT (0), \"deliveryAddress\" text, \"billingAddress\" text, \"paymentMethod\" varchar(16), \"paymentDelay\" varchar(24), \"paymentDueDate\" varchar(10), \"buyerNotes\" text, \"sellerNotes\" text, \"bottles\" integer NOT NULL DEFAULT (0), \"franco\" boolean NOT NULL DEFAULT (0), \"promoAmount\" bigint NOT NULL DEFAULT (0), \"shipping\" bigint NOT NULL DEFAULT (0), \"totalHT\" bigint NOT NULL DEFAULT (0), \"margin\" bigint NOT NULL DEFAULT (0), \"totalWithMargin\" bigint NOT NULL DEFAULT (0), \"totalWithFees\" bigint NOT NULL DEFAULT (0), \"commission\" bigint NOT NULL DEFAULT (0), \"tva\" bigint NOT NULL DEFAULT (0), \"totalTTC\" bigint NOT NULL DEFAULT (0), \"payLater\" bigint NOT NULL DEFAULT (0), \"promotionId\" varchar(64), \"vatByRate\" text NOT NULL, \"stockState\" varchar(12) NOT NULL DEFAULT ('none'), \"placedAt\" datetime, \"validatedAt\" datetime, \"closedAt\" datetime, \"expiresAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"shippingVatRate\" double NOT NULL DEFAULT (0), \"creditAmount\" bigint NOT NULL DEFAULT (0), \"quoteId\" integer, \"invoiceId\" integer, \"invoiceNumber\" varchar(32), \"importId\" integer, \"shipmentsInvoiced\" integer NOT NULL DEFAULT (0))");
    await queryRunner.query("INSERT INTO \"temporary_orders\"(\"id\", \"shopId\", \"number\", \"kind\", \"subType\", \"channel\", \"status\", \"deliveryStatus\", \"paymentStatus\", \"buyerId\", \"clientId\", \"clientName\", \"agentId\", \"createdById\", \"salesPointId\", \"groupedOrderId\", \"typology\", \"hasTVA\", \"displayTtc\", \"deliveryKind\", \"deliveryRef\", \"deliveryLabel\", \"deliveryInstructions\", \"packages\", \"deliveryAddress\", \"billingAddress\", \"paymentMethod\", \"paymentDelay\", \"paymentDueDate\", \"buyerNotes\", \"sellerNotes\", \"bottles\", \"franco\", \"promoAmount\", \"shipping\", \"totalHT\", \"margin\", \"totalWithMargin\", \"totalWithFees\", \"commission\", \"tva\", \"totalTTC\", \"payLater\", \"promotionId\", \"vatByRate\", \"stockState\", \"placedAt\", \"validatedAt\", \"closedAt\", \"expiresAt\", \"createdAt\", \"updatedAt\", \"shippingVatRate\", \"creditAmount\", \"quoteId\", \"invoiceId\", \"invoiceNumber\", \"importId\") SELECT \"id\", \"shopId\", \"number\", \"kind\", \"subType\", \"channel\", \"status\", \"deliveryStatus\", \"paymentStatus\", \"buyerId\", \"clientId\", \"clientName\", \"agentId\", \"createdById\", \"salesPointId\", \"groupedOrderId\", \"typology\", \"hasTVA\", \"displayTtc\", \"deliveryKind\", \"deliveryRef\", \"deliveryLabel\", \"deliveryInstructions\", \"packages\", \"deliveryAddress\", \"billingAddress\", \"paymentMethod\", \"paymentDelay\", \"paymentDueDate\", \"buyerNotes\", \"sellerNotes\", \"bottles\", \"franco\", \"promoAmount\", \"shipping\", \"totalHT\", \"margin\", \"totalWithMargin\", \"totalWithFees\", \"commission\", \"tva\", \"totalTTC\", \"payLater\", \"promotionId\", \"vatByRate\", \"stockState\", \"placedAt\", \"validatedAt\", \"closedAt\", \"expiresAt\", \"createdAt\", \"updatedAt\", \"shippingVatRate\", \"creditAmount\", \"quoteId\", \"invoiceId\", \"invoiceNumber\", \"importId\" FROM \"orders\"");
    await queryRunner.query("DROP TABLE \"orders\"");
    await queryRunner.query("ALTER TABLE \"temporary_orders\" RENAME TO \"orders\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_orders_shop_number\" ON \"orders\" (\"shopId\", \"number\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_kind_created\" ON \"orders\" (\"shopId\", \"kind\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_status_created\" ON \"orders\" (\"shopId\", \"status\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_delivery_created\" ON \"orders\" (\"shopId\", \"deliveryStatus\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_payment_created\" ON \"orders\" (\"shopId\", \"paymentStatus\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_client_created\" ON \"orders\" (\"shopId\", \"clientId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_agent_created\" ON \"orders\" (\"shopId\", \"agentId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_creator_created\" ON \"orders\" (\"shopId\", \"createdById\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_sales_point_created\" ON \"orders\" (\"shopId\", \"salesPointId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_grouped\" ON \"orders\" (\"shopId\", \"groupedOrderId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_buyer_created\" ON \"orders\" (\"buyerId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_expiry\" ON \"orders\" (\"status\", \"expiresAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_stock\" ON \"orders\" (\"stockState\", \"status\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_orders_shop_quote\" ON \"orders\" (\"shopId\", \"quoteId\") ");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_id\" ON \"orders\" (\"shopId\", \"id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_orders_shop_id\"");
    await queryRunner.query("DROP INDEX \"uq_orders_shop_quote\"");
    await queryRunner.query("DROP INDEX \"idx_orders_stock\"");
    await queryRunner.query("DROP INDEX \"idx_orders_expiry\"");
    await queryRunner.query("DROP INDEX \"idx_orders_buyer_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_grouped\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_sales_point_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_creator_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_agent_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_client_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_payment_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_delivery_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_status_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_shop_kind_created\"");
    await queryRunner.query("DROP INDEX \"uq_orders_shop_number\"");
    await queryRunner.query("ALTER TABLE \"orders\" RENAME TO \"temporary_orders\"");
    await queryRunner.query("CREATE TABLE \"orders\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"number\" varchar(32) NOT NULL, \"kind\" varchar(8) NOT NULL DEFAULT ('order'), \"subType\" varchar(8), \"channel\" varchar(12) NOT NULL, \"status\" varchar(12) NOT NULL, \"deliveryStatus\" varchar(20) NOT NULL DEFAULT ('pending'), \"paymentStatus\" varchar(16) NOT NULL DEFAULT ('pending'), \"buyerId\" integer, \"clientId\" integer, \"clientName\" varchar(200) NOT NULL DEFAULT (''), \"agentId\" integer, \"createdById\" integer, \"salesPointId\" integer, \"groupedOrderId\" integer, \"typology\" varchar(32) NOT NULL, \"hasTVA\" boolean NOT NULL DEFAULT (1), \"displayTtc\" boolean NOT NULL DEFAULT (1), \"deliveryKind\" varchar(16) NOT NULL DEFAULT ('none'), \"deliveryRef\" varchar(64), \"deliveryLabel\" varchar(150), \"deliveryInstructions\" text, \"packages\" integer NOT NULL DEFAULT (0), \"deliveryAddress\" text, \"billingAddress\" text, \"paymentMethod\" varchar(16), \"paymentDelay\" varchar(24), \"paymentDueDate\" varchar(10), \"buyerNotes\" text, \"sellerNotes\" text, \"bottles\" integer NOT NULL DEFAULT (0), \"franco\" boolean NOT NULL DEFAULT (0), \"promoAmount\" bigint NOT NULL DEFAULT (0), \"shipping\" bigint NOT NULL DEFAULT (0), \"totalHT\" bigint NOT NULL DEFAULT (0), \"margin\" bigint NOT NULL DEFAULT (0), \"totalWithMargin\" bigint NOT NULL DEFAULT (0), \"totalWithFees\" bigint NOT NULL DEFAULT (0), \"commission\" bigint NOT NULL DEFAULT (0), \"tva\" bigint NOT NULL DEFAULT (0), \"totalTTC\" bigint NOT NULL DEFAULT (0), \"payLater\" bigint NOT NULL DEFAULT (0), \"promotionId\" varchar(64), \"vatByRate\" text NOT NULL, \"stockState\" varchar(12) NOT NULL DEFAULT ('none'), \"placedAt\" datetime, \"validatedAt\" datetime, \"closedAt\" datetime, \"expiresAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"shippingVatRate\" double NOT NULL DEFAULT (0), \"creditAmount\" bigint NOT NULL DEFAULT (0), \"quoteId\" integer, \"invoiceId\" integer, \"invoiceNumber\" varchar(32), \"importId\" integer)");
    await queryRunner.query("INSERT INTO \"orders\"(\"id\", \"shopId\", \"number\", \"kind\", \"subType\", \"channel\", \"status\", \"deliveryStatus\", \"paymentStatus\", \"buyerId\", \"clientId\", \"clientName\", \"agentId\", \"createdById\", \"salesPointId\", \"groupedOrderId\", \"typology\", \"hasTVA\", \"displayTtc\", \"deliveryKind\", \"deliveryRef\", \"deliveryLabel\", \"deliveryInstructions\", \"packages\", \"deliveryAddress\", \"billingAddress\", \"paymentMethod\", \"paymentDelay\", \"paymentDueDate\", \"buyerNotes\", \"sellerNotes\", \"bottles\", \"franco\", \"promoAmount\", \"shipping\", \"totalHT\", \"margin\", \"totalWithMargin\", \"totalWithFees\", \"commission\", \"tva\", \"totalTTC\", \"payLater\", \"promotionId\", \"vatByRate\", \"stockState\", \"placedAt\", \"validatedAt\", \"closedAt\", \"expiresAt\", \"createdAt\", \"updatedAt\", \"shippingVatRate\", \"creditAmount\", \"quoteId\", \"invoiceId\", \"invoiceNumber\", \"importId\") SELECT \"id\", \"shopId\", \"number\", \"kind\", \"subType\", \"channel\", \"status\", \"deliveryStatus\", \"paymentStatus\", \"buyerId\", \"clientId\", \"clientName\", \"agentId\", \"createdById\", \"salesPointId\", \"groupedOrderId\", \"typology\", \"hasTVA\", \"displayTtc\", \"deliveryKind\", \"deliveryRef\", \"deliveryLabel\", \"deliveryInstructions\", \"packages\", \"deliveryAddress\", \"billingAddress\", \"paymentMethod\", \"paymentDelay\", \"paymentDueDate\", \"buyerNotes\", \"sellerNotes\", \"bottles\", \"franco\", \"promoAmount\", \"shipping\", \"totalHT\", \"margin\", \"totalWithMargin\", \"totalWithFees\", \"commission\", \"tva\", \"totalTTC\", \"payLater\", \"promotionId\", \"vatByRate\", \"stockState\", \"placedAt\", \"validatedAt\", \"closedAt\", \"expiresAt\", \"createdAt\", \"updatedAt\", \"shippingVatRate\", \"creditAmount\", \"quoteId\", \"invoiceId\", \"invoiceNumber\", \"importId\" FROM \"temporary_orders\"");
    await queryRunner.query("DROP TABLE \"temporary_orders\"");
    await queryRunner.query("CREATE INDEX \"idx_orders_shop_id\" ON \"orders\" (\"shopId\", \"id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_orders_shop_quote\" ON \"orders\" (\"shopId\", \"quoteId\") ");
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
    await queryRunner.query("DROP INDEX \"uq_order_shipments_order_position\"");
    await queryRunner.query("DROP INDEX \"idx_order_shipments_shop_invoice\"");
    await queryRunner.query("DROP TABLE \"order_shipments\"");
  }
}
