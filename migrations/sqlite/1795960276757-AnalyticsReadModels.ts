import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsReadModels1795960276757 implements MigrationInterface {
  name = 'AnalyticsReadModels1795960276757';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"analytics_sales_facts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"documentId\" integer NOT NULL, \"position\" integer NOT NULL, \"kind\" varchar(12) NOT NULL, \"day\" varchar(10) NOT NULL, \"clientId\" integer NOT NULL, \"channel\" varchar(12) NOT NULL, \"typology\" varchar(24) NOT NULL, \"country\" varchar(2) NOT NULL, \"agentId\" integer NOT NULL, \"productId\" integer, \"vintageId\" integer, \"formatId\" integer, \"quantity\" integer NOT NULL, \"bottles\" integer NOT NULL, \"eq75Milli\" integer NOT NULL, \"ht\" bigint NOT NULL DEFAULT (0))");
    await queryRunner.query("CREATE INDEX \"idx_analytics_sales_facts_shop_client_kind_day\" ON \"analytics_sales_facts\" (\"shopId\", \"clientId\", \"kind\", \"day\") ");
    await queryRunner.query("CREATE INDEX \"idx_analytics_sales_facts_shop_day_client\" ON \"analytics_sales_facts\" (\"shopId\", \"day\", \"clientId\", \"kind\", \"documentId\", \"ht\") ");
    await queryRunner.query("CREATE INDEX \"idx_analytics_sales_facts_shop_day_product\" ON \"analytics_sales_facts\" (\"shopId\", \"day\", \"productId\", \"vintageId\", \"formatId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_analytics_sales_facts_line\" ON \"analytics_sales_facts\" (\"documentId\", \"position\") ");
    await queryRunner.query("CREATE TABLE \"analytics_daily_sales\" (\"shopId\" integer NOT NULL, \"day\" varchar(10) NOT NULL, \"channel\" varchar(12) NOT NULL, \"typology\" varchar(24) NOT NULL, \"country\" varchar(2) NOT NULL, \"agentId\" integer NOT NULL, \"ht\" bigint NOT NULL DEFAULT (0), \"invoices\" integer NOT NULL DEFAULT (0), \"creditNotes\" integer NOT NULL DEFAULT (0), \"bottles\" integer NOT NULL DEFAULT (0), \"eq75Milli\" bigint NOT NULL DEFAULT (0), PRIMARY KEY (\"shopId\", \"day\", \"channel\", \"typology\", \"country\", \"agentId\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"analytics_daily_sales\"");
    await queryRunner.query("DROP INDEX \"uq_analytics_sales_facts_line\"");
    await queryRunner.query("DROP INDEX \"idx_analytics_sales_facts_shop_day_product\"");
    await queryRunner.query("DROP INDEX \"idx_analytics_sales_facts_shop_day_client\"");
    await queryRunner.query("DROP INDEX \"idx_analytics_sales_facts_shop_client_kind_day\"");
    await queryRunner.query("DROP TABLE \"analytics_sales_facts\"");
  }
}
