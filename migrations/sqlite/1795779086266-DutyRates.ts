import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DutyRates1795779086266 implements MigrationInterface {
  name = 'DutyRates1795779086266';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"customs_duty_rates\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"category\" varchar(32) NOT NULL, \"label\" varchar(100) NOT NULL, \"basis\" varchar(4) NOT NULL, \"cents\" integer NOT NULL, \"validFrom\" varchar(10) NOT NULL, \"source\" varchar(255) NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_customs_duty_rates_category_day\" ON \"customs_duty_rates\" (\"category\", \"validFrom\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_customs_duty_rates_category_day\"");
    await queryRunner.query("DROP TABLE \"customs_duty_rates\"");
  }
}
