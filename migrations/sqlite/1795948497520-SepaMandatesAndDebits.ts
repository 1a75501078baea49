import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SepaMandatesAndDebits1795948497520 implements MigrationInterface {
  name = 'SepaMandatesAndDebits1795948497520';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"billing_sepa_debits\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"mandateId\" integer NOT NULL, \"clientId\" integer NOT NULL, \"invoiceId\" integer NOT NULL, \"invoiceNumber\" varchar(40) NOT NULL, \"amount\" bigint NOT NULL DEFAULT (0), \"debitOn\" varchar(10) NOT NULL, \"status\" varchar(12) NOT NULL, \"failureReason\" varchar(32), \"attempts\" integer NOT NULL DEFAULT (1), \"idempotencyKey\" varchar(64) NOT NULL, \"providerDebitId\" varchar(100), \"notifiedAt\" datetime, \"paymentId\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_billing_sepa_debits_mandate\" ON \"billing_sepa_debits\" (\"mandateId\") ");
    await queryRunner.query("CREATE INDEX \"idx_billing_sepa_debits_due\" ON \"billing_sepa_debits\" (\"status\", \"debitOn\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_billing_sepa_debits_invoice\" ON \"billing_sepa_debits\" (\"invoiceId\") ");
    await queryRunner.query("CREATE TABLE \"billing_sepa_mandates\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"clientId\" integer NOT NULL, \"reference\" varchar(35) NOT NULL, \"holder\" varchar(140) NOT NULL, \"iban\" varchar(34) NOT NULL, \"bic\" varchar(11), \"signedOn\" varchar(10), \"recurring\" boolean NOT NULL DEFAULT (1), \"status\" varchar(12) NOT NULL, \"revokedAt\" datetime, \"collected\" bigint NOT NULL DEFAULT (0), \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_billing_sepa_mandates_client\" ON \"billing_sepa_mandates\" (\"shopId\", \"clientId\", \"status\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_billing_sepa_mandates_reference\" ON \"billing_sepa_mandates\" (\"shopId\", \"reference\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_billing_sepa_mandates_reference\"");
    await queryRunner.query("DROP INDEX \"idx_billing_sepa_mandates_client\"");
    await queryRunner.query("DROP TABLE \"billing_sepa_mandates\"");
    await queryRunner.query("DROP INDEX \"uq_billing_sepa_debits_invoice\"");
    await queryRunner.query("DROP INDEX \"idx_billing_sepa_debits_due\"");
    await queryRunner.query("DROP INDEX \"idx_billing_sepa_debits_mandate\"");
    await queryRunner.query("DROP TABLE \"billing_sepa_debits\"");
  }
}
