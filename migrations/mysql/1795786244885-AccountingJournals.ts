import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountingJournals1795786244885 implements MigrationInterface {
  name = 'AccountingJournals1795786244885';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `accounting_entries` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `journal` varchar(2) NOT NULL, `fiscalYear` varchar(10) NOT NULL, `counter` int NOT NULL, `number` varchar(20) NOT NULL, `date` varchar(10) NOT NULL, `pieceRef` varchar(40) NOT NULL, `label` varchar(255) NOT NULL, `source` varchar(12) NOT NULL, `sourceId` int NOT NULL, `total` bigint NOT NULL DEFAULT '0', `validatedOn` varchar(10) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_accounting_entries_shop_date` (`shopId`, `date`), UNIQUE INDEX `uq_accounting_entries_number` (`shopId`, `journal`, `fiscalYear`, `counter`), UNIQUE INDEX `uq_accounting_entries_source` (`shopId`, `source`, `sourceId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `accounting_entry_lines` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `entryId` int NOT NULL, `journal` varchar(2) NOT NULL, `entryNumber` varchar(20) NOT NULL, `entryDate` varchar(10) NOT NULL, `pieceRef` varchar(40) NOT NULL, `pieceDate` varchar(10) NOT NULL, `account` varchar(20) NOT NULL, `auxAccount` varchar(20) NULL, `auxLabel` varchar(255) NULL, `label` varchar(255) NOT NULL, `debit` bigint NOT NULL DEFAULT '0', `credit` bigint NOT NULL DEFAULT '0', `matchKey` int NULL, `letter` varchar(8) NULL, `letteredOn` varchar(10) NULL, `validatedOn` varchar(10) NOT NULL, INDEX `idx_accounting_entry_lines_shop_account` (`shopId`, `account`), INDEX `idx_accounting_entry_lines_match` (`shopId`, `matchKey`), INDEX `idx_accounting_entry_lines_entry` (`entryId`), INDEX `idx_accounting_entry_lines_shop_id` (`shopId`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `accounting_sequences` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `journal` varchar(2) NOT NULL, `fiscalYear` varchar(10) NOT NULL, `lastNumber` int NOT NULL DEFAULT '0', UNIQUE INDEX `uq_accounting_sequences_journal` (`shopId`, `journal`, `fiscalYear`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `accounting_accounts` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `number` varchar(20) NOT NULL, `title` varchar(255) NOT NULL, UNIQUE INDEX `uq_accounting_accounts_number` (`shopId`, `number`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_accounting_accounts_number` ON `accounting_accounts`");
    await queryRunner.query("DROP TABLE `accounting_accounts`");
    await queryRunner.query("DROP INDEX `uq_accounting_sequences_journal` ON `accounting_sequences`");
    await queryRunner.query("DROP TABLE `accounting_sequences`");
    await queryRunner.query("DROP INDEX `idx_accounting_entry_lines_shop_id` ON `accounting_entry_lines`");
    await queryRunner.query("DROP INDEX `idx_accounting_entry_lines_entry` ON `accounting_entry_lines`");
    await queryRunner.query("DROP INDEX `idx_accounting_entry_lines_match` ON `accounting_entry_lines`");
    await queryRunner.query("DROP INDEX `idx_accounting_entry_lines_shop_account` ON `accounting_entry_lines`");
    await queryRunner.query("DROP TABLE `accounting_entry_lines`");
    await queryRunner.query("DROP INDEX `uq_accounting_entries_source` ON `accounting_entries`");
    await queryRunner.query("DROP INDEX `uq_accounting_entries_number` ON `accounting_entries`");
    await queryRunner.query("DROP INDEX `idx_accounting_entries_shop_date` ON `accounting_entries`");
    await queryRunner.query("DROP TABLE `accounting_entries`");
  }
}
