import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CommissionRules1795962216291 implements MigrationInterface {
  name = 'CommissionRules1795962216291';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"analytics_commission_rules\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"agentId\" integer NOT NULL, \"basis\" varchar(8) NOT NULL, \"defaultRateBp\" integer NOT NULL, \"typologyRates\" text NOT NULL, \"productRates\" text NOT NULL, \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_analytics_commission_rules_shop_agent\" ON \"analytics_commission_rules\" (\"shopId\", \"agentId\") ");
    await queryRunner.query("CREATE TABLE \"analytics_paid_amounts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"paymentId\" integer NOT NULL, \"documentId\" integer NOT NULL, \"day\" varchar(10) NOT NULL, \"amount\" bigint NOT NULL DEFAULT (0), \"paidBefore\" bigint NOT NULL DEFAULT (0), \"due\" bigint NOT NULL DEFAULT (0))");
    await queryRunner.query("CREATE INDEX \"idx_analytics_paid_amounts_document\" ON \"analytics_paid_amounts\" (\"documentId\") ");
    await queryRunner.query("CREATE INDEX \"idx_analytics_paid_amounts_shop_day\" ON \"analytics_paid_amounts\" (\"shopId\", \"day\", \"documentId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_analytics_paid_amounts_payment_document\" ON \"analytics_paid_amounts\" (\"paymentId\", \"documentId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_analytics_paid_amounts_payment_document\"");
    await queryRunner.query("DROP INDEX \"idx_analytics_paid_amounts_shop_day\"");
    await queryRunner.query("DROP INDEX \"idx_analytics_paid_amounts_document\"");
    await queryRunner.query("DROP TABLE \"analytics_paid_amounts\"");
    await queryRunner.query("DROP INDEX \"uq_analytics_commission_rules_shop_agent\"");
    await queryRunner.query("DROP TABLE \"analytics_commission_rules\"");
  }
}
