import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ClientPersonalData1795826813216 implements MigrationInterface {
  name = 'ClientPersonalData1795826813216';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"client_consents\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"clientId\" integer NOT NULL, \"channel\" varchar(16) NOT NULL DEFAULT ('email'), \"granted\" boolean NOT NULL, \"source\" varchar(16) NOT NULL, \"actorId\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_client_consents_client\" ON \"client_consents\" (\"shopId\", \"clientId\", \"id\") ");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_typology_name\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_agent_name\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_department_name\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_pipe_name\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_pro_name\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_archived_name\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_created\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_email\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_siret\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_phone\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_mobile\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_user\"");
    await queryRunner.query("CREATE TABLE \"temporary_clients\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"isPro\" boolean NOT NULL DEFAULT (0), \"civility\" varchar(16), \"firstname\" varchar(100), \"lastname\" varchar(100), \"businessName\" varchar(150), \"businessReason\" varchar(150), \"displayName\" varchar(200) NOT NULL, \"email\" varchar(191), \"phone\" varchar(20), \"mobile\" varchar(20), \"siret\" varchar(14), \"vatNumber\" varchar(20), \"exciseNumber\" varchar(20), \"typology\" varchar(32) NOT NULL DEFAULT ('public'), \"billingAddress\" text, \"deliveryAddress\" text, \"department\" varchar(3), \"notes\" text, \"paymentDelay\" varchar(24), \"paymentType\" varchar(16), \"accountingCode\" varchar(32), \"agentId\" integer, \"marketingConsent\" boolean NOT NULL DEFAULT (0), \"marketingConsentAt\" datetime, \"userId\" integer, \"pipe\" varchar(16), \"convertedAt\" datetime, \"archived\" boolean NOT NULL DEFAULT (0), \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"erasureRequestedAt\" datetime, \"erasedAt\" datetime, \"erasureProposedAt\" datetime)");
    await queryRunner.query("INSERT INTO \"temporary_clients\"(\"id\", \"shopId\", \"isPro\", \"civility\", \"firstname\", \"lastname\", \"businessName\", \"businessReason\", \"displayName\", \"email\", \"phone\", \"mobile\", \"siret\", \"vatNumber\", \"exciseNumber\", \"typology\", \"billingAddress\", \"deliveryAddress\", \"department\", \"notes\", \"paymentDelay\", \"paymentType\", \"accountingCode\", \"agentId\", \"marketingConsent\", \"marketingConsentAt\", \"userId\", \"pipe\", \"convertedAt\", \"archived\", \"createdById\", \"createdAt\", \"updatedAt\") SELECT \"id\", \"shopId\", \"isPro\", \"civility\", \"firstname\", \"lastname\", \"businessName\", \"businessReason\", \"displayName\", \"email\", \"phone\", \"mobile\", \"siret\", \"vatNumber\", \"exciseNumber\", \"typology\", \"billingAddress\", \"deliveryAddress\", \"department\", \"notes\", \"paymentDelay\", \"paymentType\", \"accountingCode\", \"agentId\", \"marketingConsent\", \"marketingConsentAt\", \"userId\", \"pipe\", \"convertedAt\", \"archived\", \"createdById\", \"createdAt\", \"updatedAt\" FROM \"clients\"");
    await queryRunner.query("DROP TABLE \"clients\"");
    await queryRunner.query("ALTER TABLE \"temporary_clients\" RENAME TO \"clients\"");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_typology_name\" ON \"clients\" (\"shopId\", \"typology\", \"archived\", \"displayName\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_agent_name\" ON \"clients\" (\"shopId\", \"agentId\", \"archived\", \"displayName\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_department_name\" ON \"clients\" (\"shopId\", \"department\", \"archived\", \"displayName\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_pipe_name\" ON \"clients\" (\"shopId\", \"pipe\", \"archived\", \"displayName\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_pro_name\" ON \"clients\" (\"shopId\", \"isPro\", \"archived\", \"displayName\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_archived_name\" ON \"clients\" (\"shopId\", \"archived\", \"displayName\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_created\" ON \"clients\" (\"shopId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_email\" ON \"clients\" (\"shopId\", \"email\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_siret\" ON \"clients\" (\"shopId\", \"siret\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_phone\" ON \"clients\" (\"shopId\", \"phone\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_mobile\" ON \"clients\" (\"shopId\", \"mobile\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_user\" ON \"clients\" (\"shopId\", \"userId\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_erasure_proposed\" ON \"clients\" (\"shopId\", \"erasureProposedAt\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_clients_shop_erasure_proposed\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_user\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_mobile\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_phone\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_siret\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_email\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_created\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_archived_name\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_pro_name\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_pipe_name\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_department_name\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_agent_name\"");
    await queryRunner.query("DROP INDEX \"idx_clients_shop_typology_name\"");
    await queryRunner.query("ALTER TABLE \"clients\" RENAME TO \"temporary_clients\"");
    await queryRunner.query("CREATE TABLE \"clients\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"isPro\" boolean NOT NULL DEFAULT (0), \"civility\" varchar(16), \"firstname\" varchar(100), \"lastname\" varchar(100), \"businessName\" varchar(150), \"businessReason\" varchar(150), \"displayName\" varchar(200) NOT NULL, \"email\" varchar(191), \"phone\" varchar(20), \"mobile\" varchar(20), \"siret\" varchar(14), \"vatNumber\" varchar(20), \"exciseNumber\" varchar(20), \"typology\" varchar(32) NOT NULL DEFAULT ('public'), \"billingAddress\" text, \"deliveryAddress\" text, \"department\" varchar(3), \"notes\" text, \"paymentDelay\" varchar(24), \"paymentType\" varchar(16), \"accountingCode\" varchar(32), \"agentId\" integer, \"marketingConsent\" boolean NOT NULL DEFAULT (0), \"marketingConsentAt\" datetime, \"userId\" integer, \"pipe\" varchar(16), \"convertedAt\" datetime, \"archived\" boolean NOT NULL DEFAULT (0), \"createdById\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"clients\"(\"id\", \"shopId\", \"isPro\", \"civility\", \"firstname\", \"lastname\", \"businessName\", \"businessReason\", \"displayName\", \"email\", \"phone\", \"mobile\", \"siret\", \"vatNumber\", \"exciseNumber\", \"typology\", \"billingAddress\", \"deliveryAddress\", \"department\", \"notes\", \"paymentDelay\", \"paymentType\", \"accountingCode\", \"agentId\", \"marketingConsent\", \"marketingConsentAt\", \"userId\", \"pipe\", \"convertedAt\", \"archived\", \"createdById\", \"createdAt\", \"updatedAt\") SELECT \"id\", \"shopId\", \"isPro\", \"civility\", \"firstname\", \"lastname\", \"businessName\", \"businessReason\", \"displayName\", \"email\", \"phone\", \"mobile\", \"siret\", \"vatNumber\", \"exciseNumber\", \"typology\", \"billingAddress\", \"deliveryAddress\", \"department\", \"notes\", \"paymentDelay\", \"paymentType\", \"accountingCode\", \"agentId\", \"marketingConsent\", \"marketingConsentAt\", \"userId\", \"pipe\", \"convertedAt\", \"archived\", \"createdById\", \"createdAt\", \"updatedAt\" FROM \"temporary_clients\"");
    await queryRunner.query("DROP TABLE \"temporary_clients\"");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_user\" ON \"clients\" (\"shopId\", \"userId\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_mobile\" ON \"clients\" (\"shopId\", \"mobile\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_phone\" ON \"clients\" (\"shopId\", \"phone\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_siret\" ON \"clients\" (\"shopId\", \"siret\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_email\" ON \"clients\" (\"shopId\", \"email\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_created\" ON \"clients\" (\"shopId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_archived_name\" ON \"clients\" (\"shopId\", \"archived\", \"displayName\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_pro_name\" ON \"clients\" (\"shopId\", \"isPro\", \"archived\", \"displayName\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_pipe_name\" ON \"clients\" (\"shopId\", \"pipe\", \"archived\", \"displayName\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_department_name\" ON \"clients\" (\"shopId\", \"department\", \"archived\", \"displayName\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_agent_name\" ON \"clients\" (\"shopId\", \"agentId\", \"archived\", \"displayName\") ");
    await queryRunner.query("CREATE INDEX \"idx_clients_shop_typology_name\" ON \"clients\" (\"shopId\", \"typology\", \"archived\", \"displayName\") ");
    await queryRunner.query("DROP INDEX \"idx_client_consents_client\"");
    await queryRunner.query("DROP TABLE \"client_consents\"");
  }
}
