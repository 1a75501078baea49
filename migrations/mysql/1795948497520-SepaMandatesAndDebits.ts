import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SepaMandatesAndDebits1795948497520 implements MigrationInterface {
  name = 'SepaMandatesAndDebits1795948497520';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `billing_sepa_debits` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `mandateId` int NOT NULL, `clientId` int NOT NULL, `invoiceId` int NOT NULL, `invoiceNumber` varchar(40) NOT NULL, `amount` bigint NOT NULL DEFAULT '0', `debitOn` varchar(10) NOT NULL, `status` varchar(12) NOT NULL, `failureReason` varchar(32) NULL, `attempts` int NOT NULL DEFAULT '1', `idempotencyKey` varchar(64) NOT NULL, `providerDebitId` varchar(100) NULL, `notifiedAt` datetime NULL, `paymentId` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_billing_sepa_debits_mandate` (`mandateId`), INDEX `idx_billing_sepa_debits_due` (`status`, `debitOn`), UNIQUE INDEX `uq_billing_sepa_debits_invoice` (`invoiceId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `billing_sepa_mandates` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `clientId` int NOT NULL, `reference` varchar(35) NOT NULL, `holder` varchar(140) NOT NULL, `iban` varchar(34) NOT NULL, `bic` varchar(11) NULL, `signedOn` varchar(10) NULL, `recurring` tinyint NOT NULL DEFAULT 1, `status` varchar(12) NOT NULL, `revokedAt` datetime NULL, `collected` bigint NOT NULL DEFAULT '0', `createdById` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_billing_sepa_mandates_client` (`shopId`, `clientId`, `status`), UNIQUE INDEX `uq_billing_sepa_mandates_reference` (`shopId`, `reference`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_billing_sepa_mandates_reference` ON `billing_sepa_mandates`");
    await queryRunner.query("DROP INDEX `idx_billing_sepa_mandates_client` ON `billing_sepa_mandates`");
    await queryRunner.query("DROP TABLE `billing_sepa_mandates`");
    await queryRunner.query("DROP INDEX `uq_billing_sepa_debits_invoice` ON `billing_sepa_debits`");
    await queryRunner.query("DROP INDEX `idx_billing_sepa_debits_due` ON `billing_sepa_debits`");
    await queryRunner.query("DROP INDEX `idx_billing_sepa_debits_mandate` ON `billing_sepa_debits`");
    await queryRunner.query("DROP TABLE `billing_sepa_debits`");
  }
}
