import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1795595779676 implements MigrationInterface {
  name = 'Billing1795595779676';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"billing_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"billing\" text NOT NULL, \"accounting\" text NOT NULL, \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_billing_settings_shop\" ON \"billing_settings\" (\"shopId\") ");
    await queryRunner.query("CREATE TABLE \"billing_client_credits\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"clientId\" integer NOT NULL, \"origin\" varchar(12) NOT NULL, \"documentId\" integer, \"paymentId\" integer, \"label\" varchar(255), \"amount\" bigint NOT NULL DEFAULT (0), \"remaining\" bigint NOT NULL DEFAULT (0), \"status\" varchar(10) NOT NULL, \"cancelledAt\" datetime, \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_billing_client_credits_shop_status\" ON \"billing_client_credits\" (\"shopId\", \"status\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_billing_client_credits_shop_client\" ON \"billing_client_credits\" (\"shopId\", \"clientId\", \"status\") ");
    await queryRunner.query("CREATE TABLE \"billing_client_credit_uses\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"creditId\" integer NOT NULL, \"amount\" bigint NOT NULL DEFAULT (0), \"paymentId\" integer, \"sourceRef\" varchar(64), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_billing_client_credit_uses_credit\" ON \"billing_client_credit_uses\" (\"creditId\") ");
    await queryRunner.query("CREATE TABLE \"billing_document_lines\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"documentId\" integer NOT NULL, \"position\" integer NOT NULL, \"kind\" varchar(12) NOT NULL, \"productId\" integer, \"vintageId\" integer, \"formatId\" integer, \"label\" varchar(255) NOT NULL, \"quantity\" integer NOT NULL, \"listUnitHt\" bigint NOT NULL DEFAULT (0), \"discountBp\" integer NOT NULL DEFAULT (0), \"unitHt\" bigint NOT NULL DEFAULT (0), \"unitDuties\" bigint NOT NULL DEFAULT (0), \"vatRateBp\" integer NOT NULL, \"unitVat\" bigint NOT NULL DEFAULT (0), \"ht\" bigint NOT NULL DEFAULT (0), \"duties\" bigint NOT NULL DEFAULT (0), \"vat\" bigint NOT NULL DEFAULT (0), \"ttc\" bigint NOT NULL DEFAULT (0), \"discountHt\" bigint NOT NULL DEFAULT (0), \"family\" varchar(32), \"eq75\" double NOT NULL DEFAULT (0), \"sourcePosition\" integer)");
    await queryRunner.query("CREATE INDEX \"idx_billing_document_lines_shop_product\" ON \"billing_document_lines\" (\"shopId\", \"productId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_billing_document_lines_position\" ON \"billing_document_lines\" (\"documentId\", \"position\") ");
    await queryRunner.query("CREATE TABLE \"billing_documents\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"kind\" varchar(12) NOT NULL, \"status\" varchar(12) NOT NULL DEFAULT ('pending'), \"number\" varchar(40), \"period\" varchar(10), \"counter\" integer, \"clientId\" integer NOT NULL, \"buyer\" text NOT NULL, \"seller\" text, \"terms\" text, \"issueDate\" varchar(10), \"dueDate\" varchar(10), \"validUntil\" varchar(10), \"paymentDelay\" varchar(24) NOT NULL, \"locale\" varchar(2) NOT NULL DEFAULT ('fr'), \"references\" text NOT NULL, \"sourceKind\" varchar(16), \"sourceIds\" text, \"rootId\" integer, \"version\" integer NOT NULL DEFAULT (1), \"supersededAt\" datetime, \"correctsId\" integer, \"correctedNumber\" varchar(40), \"returnWarehouseId\" integer, \"deductions\" text NOT NULL, \"deductedOnId\" integer, \"totalHt\" bigint NOT NULL DEFAULT (0), \"totalDuties\" bigint NOT NULL DEFAULT (0), \"totalVat\" bigint NOT NULL DEFAULT (0), \"totalTtc\" bigint NOT NULL DEFAULT (0), \"totalDiscountHt\" bigint NOT NULL DEFAULT (0), \"depositsTtc\" bigint NOT NULL DEFAULT (0), \"netToPay\" bigint NOT NULL DEFAULT (0), \"vatBreakdown\" text NOT NULL, \"paid\" bigint NOT NULL DEFAULT (0), \"credited\" bigint NOT NULL DEFAULT (0), \"outstanding\" bigint NOT NULL DEFAULT (0), \"notes\" text, \"hash\" varchar(64), \"issuedAt\" datetime, \"issuedById\" integer, \"sentAt\" datetime, \"decidedAt\" datetime, \"orderId\" integer, \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_billing_documents_number\" ON \"billing_documents\" (\"shopId\", \"kind\", \"number\") ");
    await queryRunner.query("CREATE INDEX \"idx_billing_documents_corrects\" ON \"billing_documents\" (\"correctsId\") ");
    await queryRunner.query("CREATE INDEX \"idx_billing_documents_shop_root\" ON \"billing_documents\" (\"shopId\", \"rootId\", \"version\") ");
    await queryRunner.query("CREATE INDEX \"idx_billing_documents_shop_client\" ON \"billing_documents\" (\"shopId\", \"clientId\", \"kind\", \"issueDate\") ");
    await queryRunner.query("CREATE INDEX \"idx_billing_documents_shop_kind_status\" ON \"billing_documents\" (\"shopId\", \"kind\", \"status\", \"issueDate\") ");
    await queryRunner.query("CREATE INDEX \"idx_billing_documents_shop_kind_issue\" ON \"billing_documents\" (\"shopId\", \"kind\", \"issueDate\") ");
    await queryRunner.query("CREATE TABLE \"billing_sequences\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"series\" varchar(12) NOT NULL, \"period\" varchar(10) NOT NULL, \"lastNumber\" integer NOT NULL DEFAULT (0), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_billing_sequences_series\" ON \"billing_sequences\" (\"shopId\", \"series\", \"period\") ");
    await queryRunner.query("CREATE TABLE \"billing_payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"clientId\" integer NOT NULL, \"type\" varchar(16) NOT NULL, \"amount\" bigint NOT NULL DEFAULT (0), \"receivedOn\" varchar(10) NOT NULL, \"reference\" varchar(100), \"bankDepositId\" integer, \"creditId\" integer, \"notes\" text, \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_billing_payments_shop_type_deposit\" ON \"billing_payments\" (\"shopId\", \"type\", \"bankDepositId\") ");
    await queryRunner.query("CREATE INDEX \"idx_billing_payments_shop_client\" ON \"billing_payments\" (\"shopId\", \"clientId\", \"receivedOn\") ");
    await queryRunner.query("CREATE INDEX \"idx_billing_payments_shop_received\" ON \"billing_payments\" (\"shopId\", \"receivedOn\") ");
    await queryRunner.query("CREATE TABLE \"billing_payment_allocations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"paymentId\" integer NOT NULL, \"documentId\" integer NOT NULL, \"amount\" bigint NOT NULL DEFAULT (0))");
    await queryRunner.query("CREATE INDEX \"idx_billing_payment_allocations_document\" ON \"billing_payment_allocations\" (\"documentId\") ");
    await queryRunner.query("CREATE INDEX \"idx_billing_payment_allocations_payment\" ON \"billing_payment_allocations\" (\"paymentId\") ");
    await queryRunner.query("CREATE TABLE \"billing_bank_deposits\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"depositedOn\" varchar(10) NOT NULL, \"reference\" varchar(100), \"bankAccount\" varchar(64), \"total\" bigint NOT NULL DEFAULT (0), \"count\" integer NOT NULL, \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_billing_bank_deposits_shop_date\" ON \"billing_bank_deposits\" (\"shopId\", \"depositedOn\") ");
    await queryRunner.query("CREATE TABLE \"billing_ventilations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"target\" varchar(8) NOT NULL, \"targetId\" integer NOT NULL, \"documentId\" integer, \"paymentId\" integer, \"clientId\" integer NOT NULL, \"journal\" varchar(8) NOT NULL, \"reversed\" boolean NOT NULL DEFAULT (0), \"date\" varchar(10) NOT NULL, \"label\" varchar(255) NOT NULL, \"amountHt\" bigint NOT NULL DEFAULT (0), \"amountVat\" bigint NOT NULL DEFAULT (0), \"amountDuties\" bigint NOT NULL DEFAULT (0), \"revenueAccount\" varchar(20) NOT NULL, \"vatAccount\" varchar(20), \"dutyAccount\" varchar(20), \"counterpartAccount\" varchar(20) NOT NULL, \"bound\" boolean NOT NULL DEFAULT (0), \"boundAt\" datetime, \"boundById\" integer)");
    await queryRunner.query("CREATE INDEX \"idx_billing_ventilations_shop_bound_date\" ON \"billing_ventilations\" (\"shopId\", \"bound\", \"date\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_billing_ventilations_target\" ON \"billing_ventilations\" (\"target\", \"targetId\") ");
    await queryRunner.query("CREATE TABLE \"billing_renders\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"documentId\" integer NOT NULL, \"variant\" varchar(12) NOT NULL, \"locale\" varchar(2) NOT NULL, \"status\" varchar(12) NOT NULL, \"fileKey\" varchar(255), \"size\" integer, \"error\" varchar(255), \"mailTo\" text, \"mailMessage\" text, \"mailedAt\" datetime, \"requestedById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"finishedAt\" datetime)");
    await queryRunner.query("CREATE INDEX \"idx_billing_renders_document\" ON \"billing_renders\" (\"documentId\", \"variant\", \"locale\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_billing_renders_document\"");
    await queryRunner.query("DROP TABLE \"billing_renders\"");
    await queryRunner.query("DROP INDEX \"uq_billing_ventilations_target\"");
    await queryRunner.query("DROP INDEX \"idx_billing_ventilations_shop_bound_date\"");
    await queryRunner.query("DROP TABLE \"billing_ventilations\"");
    await queryRunner.query("DROP INDEX \"idx_billing_bank_deposits_shop_date\"");
    await queryRunner.query("DROP TABLE \"billing_bank_deposits\"");
    await queryRunner.query("DROP INDEX \"idx_billing_payment_allocations_payment\"");
    await queryRunner.query("DROP INDEX \"idx_billing_payment_allocations_document\"");
    await queryRunner.query("DROP TABLE \"billing_payment_allocations\"");
    await queryRunner.query("DROP INDEX \"idx_billing_payments_shop_received\"");
    await queryRunner.query("DROP INDEX \"idx_billing_payments_shop_client\"");
    await queryRunner.query("DROP INDEX \"idx_billing_payments_shop_type_deposit\"");
    await queryRunner.query("DROP TABLE \"billing_payments\"");
    await queryRunner.query("DROP INDEX \"uq_billing_sequences_series\"");
    await queryRunner.query("DROP TABLE \"billing_sequences\"");
    await queryRunner.query("DROP INDEX \"idx_billing_documents_shop_kind_issue\"");
    await queryRunner.query("DROP INDEX \"idx_billing_documents_shop_kind_status\"");
    await queryRunner.query("DROP INDEX \"idx_billing_documents_shop_client\"");
    await queryRunner.query("DROP INDEX \"idx_billing_documents_shop_root\"");
    await queryRunner.query("DROP INDEX \"idx_billing_documents_corrects\"");
    await queryRunner.query("DROP INDEX \"uq_billing_documents_number\"");
    await queryRunner.query("DROP TABLE \"billing_documents\"");
    await queryRunner.query("DROP INDEX \"uq_billing_document_lines_position\"");
    await queryRunner.query("DROP INDEX \"idx_billing_document_lines_shop_product\"");
    await queryRunner.query("DROP TABLE \"billing_document_lines\"");
    await queryRunner.query("DROP INDEX \"idx_billing_client_credit_uses_credit\"");
    await queryRunner.query("DROP TABLE \"billing_client_credit_uses\"");
    await queryRunner.query("DROP INDEX \"idx_billing_client_credits_shop_client\"");
    await queryRunner.query("DROP INDEX \"idx_billing_client_credits_shop_status\"");
    await queryRunner.query("DROP TABLE \"billing_client_credits\"");
    await queryRunner.query("DROP INDEX \"uq_billing_settings_shop\"");
    await queryRunner.query("DROP TABLE \"billing_settings\"");
  }
}
