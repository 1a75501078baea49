import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderRefundsAndPaymentsOut1795945908600 implements MigrationInterface {
  name = 'OrderRefundsAndPaymentsOut1795945908600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"order_refunds\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"orderId\" integer NOT NULL, \"creditNoteId\" integer NOT NULL, \"creditNoteNumber\" varchar(40) NOT NULL, \"amount\" bigint NOT NULL DEFAULT (0), \"status\" varchar(12) NOT NULL, \"failureReason\" varchar(32), \"attempts\" integer NOT NULL DEFAULT (1), \"idempotencyKey\" varchar(64) NOT NULL, \"providerRefundId\" varchar(100), \"paymentId\" integer, \"refundedAt\" datetime, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_order_refunds_shop_status\" ON \"order_refunds\" (\"shopId\", \"status\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_order_refunds_order\" ON \"order_refunds\" (\"orderId\", \"createdAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_order_refunds_credit_note\" ON \"order_refunds\" (\"creditNoteId\") ");
    await queryRunner.query("DROP INDEX \"idx_billing_payments_shop_received\"");
    await queryRunner.query("DROP INDEX \"idx_billing_payments_shop_client\"");
    await queryRunner.query("DROP INDEX \"idx_billing_payments_shop_type_deposit\"");
    await queryRunner.query("CREATE TABLE \"temporary_billing_payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"clientId\" integer NOT NULL, \"type\" varchar(16) NOT NULL, \"amount\" bigint NOT NULL DEFAULT (0), \"receivedOn\" varchar(10) NOT NULL, \"reference\" varchar(100), \"bankDepositId\" integer, \"creditId\" integer, \"notes\" text, \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"direction\" varchar(3) NOT NULL DEFAULT ('in'))");
    await queryRunner.query("INSERT INTO \"temporary_billing_payments\"(\"id\", \"shopId\", \"clientId\", \"type\", \"amount\", \"receivedOn\", \"reference\", \"bankDepositId\", \"creditId\", \"notes\", \"createdById\", \"createdAt\") SELECT \"id\", \"shopId\", \"clientId\", \"type\", \"amount\", \"receivedOn\", \"reference\", \"bankDepositId\", \"creditId\", \"notes\", \"createdById\", \"createdAt\" FROM \"billing_payments\"");
    await queryRunner.query("DROP TABLE \"billing_payments\"");
    await queryRunner.query("ALTER TABLE \"temporary_billing_payments\" RENAME TO \"billing_payments\"");
    await queryRunner.query("CREATE INDEX \"idx_billing_payments_shop_received\" ON \"billing_payments\" (\"shopId\", \"receivedOn\") ");
    await queryRunner.query("CREATE INDEX \"idx_billing_payments_shop_client\" ON \"billing_payments\" (\"shopId\", \"clientId\", \"receivedOn\") ");
    await queryRunner.query("CREATE INDEX \"idx_billing_payments_shop_type_deposit\" ON \"billing_payments\" (\"shopId\", \"type\", \"bankDepositId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_billing_payments_shop_type_deposit\"");
    await queryRunner.query("DROP INDEX \"idx_billing_payments_shop_client\"");
    await queryRunner.query("DROP INDEX \"idx_billing_payments_shop_received\"");
    await queryRunner.query("ALTER TABLE \"billing_payments\" RENAME TO \"temporary_billing_payments\"");
    await queryRunner.query("CREATE TABLE \"billing_payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"clientId\" integer NOT NULL, \"type\" varchar(16) NOT NULL, \"amount\" bigint NOT NULL DEFAULT (0), \"receivedOn\" varchar(10) NOT NULL, \"reference\" varchar(100), \"bankDepositId\" integer, \"creditId\" integer, \"notes\" text, \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"billing_payments\"(\"id\", \"shopId\", \"clientId\", \"type\", \"amount\", \"receivedOn\", \"reference\", \"bankDepositId\", \"creditId\", \"notes\", \"createdById\", \"createdAt\") SELECT \"id\", \"shopId\", \"clientId\", \"type\", \"amount\", \"receivedOn\", \"reference\", \"bankDepositId\", \"creditId\", \"notes\", \"createdById\", \"createdAt\" FROM \"temporary_billing_payments\"");
    await queryRunner.query("DROP TABLE \"temporary_billing_payments\"");
    await queryRunner.query("CREATE INDEX \"idx_billing_payments_shop_type_deposit\" ON \"billing_payments\" (\"shopId\", \"type\", \"bankDepositId\") ");
    await queryRunner.query("CREATE INDEX \"idx_billing_payments_shop_client\" ON \"billing_payments\" (\"shopId\", \"clientId\", \"receivedOn\") ");
    await queryRunner.query("CREATE INDEX \"idx_billing_payments_shop_received\" ON \"billing_payments\" (\"shopId\", \"receivedOn\") ");
    await queryRunner.query("DROP INDEX \"uq_order_refunds_credit_note\"");
    await queryRunner.query("DROP INDEX \"idx_order_refunds_order\"");
    await queryRunner.query("DROP INDEX \"idx_order_refunds_shop_status\"");
    await queryRunner.query("DROP TABLE \"order_refunds\"");
  }
}
