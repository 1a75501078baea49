import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsObjectivesAndBudget1795973131826 implements MigrationInterface {
  name = 'AnalyticsObjectivesAndBudget1795973131826';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"analytics_budget_lines\" (\"shopId\" integer NOT NULL, \"year\" integer NOT NULL, \"month\" integer NOT NULL, \"category\" varchar(24) NOT NULL, \"amount\" bigint NOT NULL DEFAULT (0), PRIMARY KEY (\"shopId\", \"year\", \"month\", \"category\"))");
    await queryRunner.query("CREATE TABLE \"analytics_objectives\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"scope\" varchar(12) NOT NULL, \"userId\" integer, \"measure\" varchar(12) NOT NULL, \"period\" varchar(8) NOT NULL, \"startsOn\" varchar(10) NOT NULL, \"endsOn\" varchar(10) NOT NULL, \"target\" bigint NOT NULL DEFAULT (0), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_analytics_objectives_shop_starts\" ON \"analytics_objectives\" (\"shopId\", \"startsOn\") ");
    await queryRunner.query("DROP INDEX \"uq_analytics_sales_facts_line\"");
    await queryRunner.query("DROP INDEX \"idx_analytics_sales_facts_shop_day_product\"");
    await queryRunner.query("DROP INDEX \"idx_analytics_sales_facts_shop_day_client\"");
    await queryRunner.query("DROP INDEX \"idx_analytics_sales_facts_shop_client_kind_day\"");
    await queryRunner.query("CREATE TABLE \"temporary_analytics_sales_facts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"documentId\" integer NOT NULL, \"position\" integer NOT NULL, \"kind\" varchar(12) NOT NULL, \"day\" varchar(10) NOT NULL, \"clientId\" integer NOT NULL, \"channel\" varchar(12) NOT NULL, \"typology\" varchar(24) NOT NULL, \"country\" varchar(2) NOT NULL, \"agentId\" integer NOT NULL, \"productId\" integer, \"vintageId\" integer, \"formatId\" integer, \"quantity\" integer NOT NULL, \"bottles\" integer NOT NULL, \"eq75Milli\" integer NOT NULL, \"ht\" bigint NOT NULL DEFAULT (0), \"sellerId\" integer NOT NULL DEFAULT (0))");
    await queryRunner.query("INSERT INTO \"temporary_analytics_sales_facts\"(\"id\", \"shopId\", \"documentId\", \"position\", \"kind\", \"day\", \"clientId\", \"channel\", \"typology\", \"country\", \"agentId\", \"productId\", \"vintageId\", \"formatId\", \"quantity\", \"bottles\", \"eq75Milli\", \"ht\") SELECT \"id\", \"shopId\", \"documentId\", \"position\", \"kind\", \"day\", \"clientId\", \"channel\", \"typology\", \"country\", \"agentId\", \"productId\", \"vintageId\", \"formatId\", \"quantity\", \"bottles\", \"eq75Milli\", \"ht\" FROM \"analytics_sales_facts\"");
    await queryRunner.query("DROP TABLE \"analytics_sales_facts\"");
    await queryRunner.query("ALTER TABLE \"temporary_analytics_sales_facts\" RENAME TO \"analytics_sales_facts\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_analytics_sales_facts_line\" ON \"analytics_sales_facts\" (\"documentId\", \"position\") ");
    await queryRunner.query("CREATE INDEX \"idx_analytics_sales_facts_shop_day_product\" ON \"analytics_sales_facts\" (\"shopId\", \"day\", \"productId\", \"vintageId\", \"formatId\") ");
    await queryRunner.query("CREATE INDEX \"idx_analytics_sales_facts_shop_day_client\" ON \"analytics_sales_facts\" (\"shopId\", \"day\", \"clientId\", \"kind\", \"documentId\", \"ht\") ");
    await queryRunner.query("CREATE INDEX \"idx_analytics_sales_facts_shop_client_kind_day\" ON \"analytics_sales_facts\" (\"shopId\", \"clientId\", \"kind\", \"day\") ");
    // The facts written before know no seller: emptied, the API's start-up backfill rebuilds them (and the
    // shop's other read models) from billing, with it (docs/analytics.md "Rebuilding").
    await queryRunner.query('DELETE FROM "analytics_sales_facts"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_analytics_sales_facts_shop_client_kind_day\"");
    await queryRunner.query("DROP INDEX \"idx_analytics_sales_facts_shop_day_client\"");
    await queryRunner.query("DROP INDEX \"idx_analytics_sales_facts_shop_day_product\"");
    await queryRunner.query("DROP INDEX \"uq_analytics_sales_facts_line\"");
    await queryRunner.query("ALTER TABLE \"analytics_sales_facts\" RENAME TO \"temporary_analytics_sales_facts\"");
    await queryRunner.query("CREATE TABLE \"analytics_sales_facts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"documentId\" integer NOT NULL, \"position\" integer NOT NULL, \"kind\" varchar(12) NOT NULL, \"day\" varchar(10) NOT NULL, \"clientId\" integer NOT NULL, \"channel\" varchar(12) NOT NULL, \"typology\" varchar(24) NOT NULL, \"country\" varchar(2) NOT NULL, \"agentId\" integer NOT NULL, \"productId\" integer, \"vintageId\" integer, \"formatId\" integer, \"quantity\" integer NOT NULL, \"bottles\" integer NOT NULL, \"eq75Milli\" integer NOT NULL, \"ht\" bigint NOT NULL DEFAULT (0))");
    await queryRunner.query("INSERT INTO \"analytics_sales_facts\"(\"id\", \"shopId\", \"documentId\", \"position\", \"kind\", \"day\", \"clientId\", \"channel\", \"typology\", \"country\", \"agentId\", \"productId\", \"vintageId\", \"formatId\", \"quantity\", \"bottles\", \"eq75Milli\", \"ht\") SELECT \"id\", \"shopId\", \"documentId\", \"position\", \"kind\", \"day\", \"clientId\", \"channel\", \"typology\", \"country\", \"agentId\", \"productId\", \"vintageId\", \"formatId\", \"quantity\", \"bottles\", \"eq75Milli\", \"ht\" FROM \"temporary_analytics_sales_facts\"");
    await queryRunner.query("DROP TABLE \"temporary_analytics_sales_facts\"");
    await queryRunner.query("CREATE INDEX \"idx_analytics_sales_facts_shop_client_kind_day\" ON \"analytics_sales_facts\" (\"shopId\", \"clientId\", \"kind\", \"day\") ");
    await queryRunner.query("CREATE INDEX \"idx_analytics_sales_facts_shop_day_client\" ON \"analytics_sales_facts\" (\"shopId\", \"day\", \"clientId\", \"kind\", \"documentId\", \"ht\") ");
    await queryRunner.query("CREATE INDEX \"idx_analytics_sales_facts_shop_day_product\" ON \"analytics_sales_facts\" (\"shopId\", \"day\", \"productId\", \"vintageId\", \"formatId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_analytics_sales_facts_line\" ON \"analytics_sales_facts\" (\"documentId\", \"position\") ");
    await queryRunner.query("DROP INDEX \"idx_analytics_objectives_shop_starts\"");
    await queryRunner.query("DROP TABLE \"analytics_objectives\"");
    await queryRunner.query("DROP TABLE \"analytics_budget_lines\"");
  }
}
