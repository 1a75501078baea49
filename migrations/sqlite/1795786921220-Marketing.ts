import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Marketing1795786921220 implements MigrationInterface {
  name = 'Marketing1795786921220';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"campaign_deliveries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"campaignId\" integer NOT NULL, \"clientId\" integer NOT NULL, \"email\" varchar(191) NOT NULL, \"token\" varchar(32) NOT NULL, \"subject\" varchar(200) NOT NULL, \"html\" text NOT NULL, \"text\" text NOT NULL, \"status\" varchar(10) NOT NULL, \"claim\" varchar(40), \"messageId\" varchar(191) NOT NULL, \"attempts\" integer NOT NULL DEFAULT (0), \"sentAt\" datetime, \"error\" varchar(500), \"unsubscribedAt\" datetime)");
    await queryRunner.query("CREATE INDEX \"idx_campaign_deliveries_shop_client\" ON \"campaign_deliveries\" (\"shopId\", \"clientId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_campaign_deliveries_token\" ON \"campaign_deliveries\" (\"token\") ");
    await queryRunner.query("CREATE INDEX \"idx_campaign_deliveries_status\" ON \"campaign_deliveries\" (\"campaignId\", \"status\", \"id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_campaign_deliveries_client\" ON \"campaign_deliveries\" (\"campaignId\", \"clientId\") ");
    await queryRunner.query("CREATE TABLE \"marketing_lists\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"name\" varchar(120) NOT NULL, \"kind\" varchar(10) NOT NULL, \"filter\" text, \"archived\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_marketing_lists_shop_name\" ON \"marketing_lists\" (\"shopId\", \"archived\", \"name\") ");
    await queryRunner.query("CREATE TABLE \"marketing_list_members\" (\"listId\" integer NOT NULL, \"clientId\" integer NOT NULL, \"shopId\" integer NOT NULL, PRIMARY KEY (\"listId\", \"clientId\"))");
    await queryRunner.query("CREATE INDEX \"idx_marketing_list_members_client\" ON \"marketing_list_members\" (\"shopId\", \"clientId\") ");
    await queryRunner.query("CREATE TABLE \"marketing_settings\" (\"shopId\" integer PRIMARY KEY NOT NULL, \"senderName\" varchar(120) NOT NULL, \"senderEmail\" varchar(191) NOT NULL, \"replyTo\" varchar(191), \"footer\" text NOT NULL, \"unsubscribeText\" varchar(200) NOT NULL, \"ratePerSecond\" integer NOT NULL DEFAULT (20), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE TABLE \"email_models\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"name\" varchar(120) NOT NULL, \"kind\" varchar(10) NOT NULL, \"subject\" varchar(200) NOT NULL, \"html\" text NOT NULL, \"blocks\" text NOT NULL, \"archived\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_email_models_shop_name\" ON \"email_models\" (\"shopId\", \"archived\", \"name\") ");
    await queryRunner.query("CREATE TABLE \"campaigns\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"name\" varchar(120) NOT NULL, \"subject\" varchar(200) NOT NULL, \"modelId\" integer NOT NULL, \"listIds\" text NOT NULL, \"senderName\" varchar(120) NOT NULL, \"senderEmail\" varchar(191) NOT NULL, \"status\" varchar(12) NOT NULL, \"scheduledAt\" datetime, \"startedAt\" datetime, \"finishedAt\" datetime, \"total\" integer NOT NULL DEFAULT (0), \"prepared\" boolean NOT NULL DEFAULT (0), \"preparedUpTo\" integer NOT NULL DEFAULT (0), \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_campaigns_shop_status\" ON \"campaigns\" (\"shopId\", \"status\", \"id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_campaigns_shop_status\"");
    await queryRunner.query("DROP TABLE \"campaigns\"");
    await queryRunner.query("DROP INDEX \"idx_email_models_shop_name\"");
    await queryRunner.query("DROP TABLE \"email_models\"");
    await queryRunner.query("DROP TABLE \"marketing_settings\"");
    await queryRunner.query("DROP INDEX \"idx_marketing_list_members_client\"");
    await queryRunner.query("DROP TABLE \"marketing_list_members\"");
    await queryRunner.query("DROP INDEX \"idx_marketing_lists_shop_name\"");
    await queryRunner.query("DROP TABLE \"marketing_lists\"");
    await queryRunner.query("DROP INDEX \"uq_campaign_deliveries_client\"");
    await queryRunner.query("DROP INDEX \"idx_campaign_deliveries_status\"");
    await queryRunner.query("DROP INDEX \"uq_campaign_deliveries_token\"");
    await queryRunner.query("DROP INDEX \"idx_campaign_deliveries_shop_client\"");
    await queryRunner.query("DROP TABLE \"campaign_deliveries\"");
  }
}
