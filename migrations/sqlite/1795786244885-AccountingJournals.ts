import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountingJournals1795786244885 implements MigrationInterface {
  name = 'AccountingJournals1795786244885';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"accounting_entries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"journal\" varchar(2) NOT NULL, \"fiscalYear\" varchar(10) NOT NULL, \"counter\" integer NOT NULL, \"number\" varchar(20) NOT NULL, \"date\" varchar(10) NOT NULL, \"pieceRef\" varchar(40) NOT NULL, \"label\" varchar(255) NOT NULL, \"source\" varchar(12) NOT NULL, \"sourceId\" integer NOT NULL, \"total\" bigint NOT NULL DEFAULT (0), \"validatedOn\" varchar(10) NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_accounting_entries_shop_date\" ON \"accounting_entries\" (\"shopId\", \"date\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_accounting_entries_number\" ON \"accounting_entries\" (\"shopId\", \"journal\", \"fiscalYear\", \"counter\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_accounting_entries_source\" ON \"accounting_entries\" (\"shopId\", \"source\", \"sourceId\") ");
    await queryRunner.query("CREATE TABLE \"accounting_entry_lines\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"entryId\" integer NOT NULL, \"journal\" varchar(2) NOT NULL, \"entryNumber\" varchar(20) NOT NULL, \"entryDate\" varchar(10) NOT NULL, \"pieceRef\" varchar(40) NOT NULL, \"pieceDate\" varchar(10) NOT NULL, \"account\" varchar(20) NOT NULL, \"auxAccount\" varchar(20), \"auxLabel\" varchar(255), \"label\" varchar(255) NOT NULL, \"debit\" bigint NOT NULL DEFAULT (0), \"credit\" bigint NOT NULL DEFAULT (0), \"matchKey\" integer, \"letter\" varchar(8), \"letteredOn\" varchar(10), \"validatedOn\" varchar(10) NOT NULL)");
    await queryRunner.query("CREATE INDEX \"idx_accounting_entry_lines_shop_account\" ON \"accounting_entry_lines\" (\"shopId\", \"account\") ");
    await queryRunner.query("CREATE INDEX \"idx_accounting_entry_lines_match\" ON \"accounting_entry_lines\" (\"shopId\", \"matchKey\") ");
    await queryRunner.query("CREATE INDEX \"idx_accounting_entry_lines_entry\" ON \"accounting_entry_lines\" (\"entryId\") ");
    await queryRunner.query("CREATE INDEX \"idx_accounting_entry_lines_shop_id\" ON \"accounting_entry_lines\" (\"shopId\", \"id\") ");
    await queryRunner.query("CREATE TABLE \"accounting_sequences\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"journal\" varchar(2) NOT NULL, \"fiscalYear\" varchar(10) NOT NULL, \"lastNumber\" integer NOT NULL DEFAULT (0))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_accounting_sequences_journal\" ON \"accounting_sequences\" (\"shopId\", \"journal\", \"fiscalYear\") ");
    await queryRunner.query("CREATE TABLE \"accounting_accounts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"number\" varchar(20) NOT NULL, \"title\" varchar(255) NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_accounting_accounts_number\" ON \"accounting_accounts\" (\"shopId\", \"number\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_accounting_accounts_number\"");
    await queryRunner.query("DROP TABLE \"accounting_accounts\"");
    await queryRunner.query("DROP INDEX \"uq_accounting_sequences_journal\"");
    await queryRunner.query("DROP TABLE \"accounting_sequences\"");
    await queryRunner.query("DROP INDEX \"idx_accounting_entry_lines_shop_id\"");
    await queryRunner.query("DROP INDEX \"idx_accounting_entry_lines_entry\"");
    await queryRunner.query("DROP INDEX \"idx_accounting_entry_lines_match\"");
    await queryRunner.query("DROP INDEX \"idx_accounting_entry_lines_shop_account\"");
    await queryRunner.query("DROP TABLE \"accounting_entry_lines\"");
    await queryRunner.query("DROP INDEX \"uq_accounting_entries_source\"");
    await queryRunner.query("DROP INDEX \"uq_accounting_entries_number\"");
    await queryRunner.query("DROP INDEX \"idx_accounting_entries_shop_date\"");
    await queryRunner.query("DROP TABLE \"accounting_entries\"");
  }
}
