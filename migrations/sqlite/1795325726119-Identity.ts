import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1795325726119 implements MigrationInterface {
  name = 'Identity1795325726119';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"account_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"userId\" integer NOT NULL, \"purpose\" varchar(16) NOT NULL, \"tokenHash\" varchar(64) NOT NULL, \"expiresAt\" datetime NOT NULL, \"usedAt\" datetime, \"createdAt\" datetime NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_account_tokens_hash\" ON \"account_tokens\" (\"tokenHash\") ");
    await queryRunner.query("CREATE INDEX \"idx_account_tokens_user\" ON \"account_tokens\" (\"userId\", \"purpose\") ");
    await queryRunner.query("CREATE TABLE \"sessions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"familyId\" varchar(36) NOT NULL, \"userId\" integer NOT NULL, \"tokenHash\" varchar(64) NOT NULL, \"expiresAt\" datetime NOT NULL, \"revokedAt\" datetime, \"replacedBy\" integer, \"userAgent\" varchar(255), \"ip\" varchar(64), \"createdAt\" datetime NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_sessions_token_hash\" ON \"sessions\" (\"tokenHash\") ");
    await queryRunner.query("CREATE INDEX \"idx_sessions_user\" ON \"sessions\" (\"userId\") ");
    await queryRunner.query("CREATE INDEX \"idx_sessions_family\" ON \"sessions\" (\"familyId\") ");
    await queryRunner.query("CREATE TABLE \"login_attempts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"kind\" varchar(8) NOT NULL, \"key\" varchar(191) NOT NULL, \"createdAt\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"idx_login_attempts_created\" ON \"login_attempts\" (\"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_login_attempts_key\" ON \"login_attempts\" (\"kind\", \"key\", \"createdAt\") ");
    await queryRunner.query("DROP INDEX \"uq_shop_members_shop_user\"");
    await queryRunner.query("DROP INDEX \"idx_shop_members_user\"");
    await queryRunner.query("CREATE TABLE \"temporary_shop_members\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"userId\" integer NOT NULL, \"role\" varchar(16) NOT NULL, \"typology\" varchar(32) NOT NULL DEFAULT ('public'), \"blocked\" boolean NOT NULL DEFAULT (0), \"authorizations\" text, \"reportsToUserId\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"temporary_shop_members\"(\"id\", \"shopId\", \"userId\", \"role\", \"typology\", \"blocked\", \"authorizations\") SELECT \"id\", \"shopId\", \"userId\", \"role\", \"typology\", \"blocked\", \"authorizations\" FROM \"shop_members\"");
    await queryRunner.query("DROP TABLE \"shop_members\"");
    await queryRunner.query("ALTER TABLE \"temporary_shop_members\" RENAME TO \"shop_members\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shop_members_shop_user\" ON \"shop_members\" (\"shopId\", \"userId\") ");
    await queryRunner.query("CREATE INDEX \"idx_shop_members_user\" ON \"shop_members\" (\"userId\") ");
    await queryRunner.query("DROP INDEX \"uq_shops_url_shop\"");
    await queryRunner.query("CREATE TABLE \"temporary_shops\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(32) NOT NULL, \"urlShop\" varchar(100) NOT NULL, \"name\" varchar(150) NOT NULL, \"businessType\" varchar(16) NOT NULL, \"contactEmail\" varchar(191), \"ownerId\" integer NOT NULL, \"settings\" text NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"refId\" varchar(64), \"editedShop\" text, \"typologies\" text, \"formats\" text, \"banks\" text, \"business\" text, \"paymentsList\" text, \"integrations\" text, \"cardProviderAccountId\" varchar(100), \"cardProviderActive\" boolean NOT NULL DEFAULT (0), \"online\" boolean NOT NULL DEFAULT (0), \"blocked\" boolean NOT NULL DEFAULT (0), CONSTRAINT \"UQ_da5c5ea63faff39450f03e9b06d\" UNIQUE (\"code\"))");
    await queryRunner.query("INSERT INTO \"temporary_shops\"(\"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"settings\", \"createdAt\", \"updatedAt\") SELECT \"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"settings\", \"createdAt\", \"updatedAt\" FROM \"shops\"");
    await queryRunner.query("DROP TABLE \"shops\"");
    await queryRunner.query("ALTER TABLE \"temporary_shops\" RENAME TO \"shops\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shops_url_shop\" ON \"shops\" (\"urlShop\") ");
    await queryRunner.query("CREATE TABLE \"temporary_users\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"username\" varchar(100) NOT NULL, \"email\" varchar(191) NOT NULL, \"firstname\" varchar(100) NOT NULL DEFAULT (''), \"lastname\" varchar(100) NOT NULL DEFAULT (''), \"phone\" varchar(32), \"role\" varchar(16) NOT NULL, \"isPro\" boolean NOT NULL DEFAULT (0), \"passwordHash\" varchar(255) NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), \"business\" text, \"masterAccountId\" integer, \"scope\" text, \"cart\" text, \"deliveryAddress\" text, \"billingAddress\" text, \"validatedAt\" datetime, \"blocked\" boolean NOT NULL DEFAULT (0), CONSTRAINT \"UQ_97672ac88f789774dd47f7c8be3\" UNIQUE (\"email\"), CONSTRAINT \"UQ_fe0bb3f6520ee0469504521e710\" UNIQUE (\"username\"))");
    await queryRunner.query("INSERT INTO \"temporary_users\"(\"id\", \"username\", \"email\", \"firstname\", \"lastname\", \"phone\", \"role\", \"isPro\", \"passwordHash\", \"createdAt\", \"updatedAt\") SELECT \"id\", \"username\", \"email\", \"firstname\", \"lastname\", \"phone\", \"role\", \"isPro\", \"passwordHash\", \"createdAt\", \"updatedAt\" FROM \"users\"");
    await queryRunner.query("DROP TABLE \"users\"");
    await queryRunner.query("ALTER TABLE \"temporary_users\" RENAME TO \"users\"");
    await queryRunner.query("CREATE INDEX \"idx_shop_members_shop_role\" ON \"shop_members\" (\"shopId\", \"role\") ");
    await queryRunner.query("CREATE INDEX \"idx_shops_owner\" ON \"shops\" (\"ownerId\") ");
    await queryRunner.query("CREATE INDEX \"idx_users_master_account\" ON \"users\" (\"masterAccountId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_users_master_account\"");
    await queryRunner.query("DROP INDEX \"idx_shops_owner\"");
    await queryRunner.query("DROP INDEX \"idx_shop_members_shop_role\"");
    await queryRunner.query("ALTER TABLE \"users\" RENAME TO \"temporary_users\"");
    await queryRunner.query("CREATE TABLE \"users\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"username\" varchar(100) NOT NULL, \"email\" varchar(191) NOT NULL, \"firstname\" varchar(100) NOT NULL DEFAULT (''), \"lastname\" varchar(100) NOT NULL DEFAULT (''), \"phone\" varchar(32), \"role\" varchar(16) NOT NULL, \"isPro\" boolean NOT NULL DEFAULT (0), \"passwordHash\" varchar(255) NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"UQ_97672ac88f789774dd47f7c8be3\" UNIQUE (\"email\"), CONSTRAINT \"UQ_fe0bb3f6520ee0469504521e710\" UNIQUE (\"username\"))");
    await queryRunner.query("INSERT INTO \"users\"(\"id\", \"username\", \"email\", \"firstname\", \"lastname\", \"phone\", \"role\", \"isPro\", \"passwordHash\", \"createdAt\", \"updatedAt\") SELECT \"id\", \"username\", \"email\", \"firstname\", \"lastname\", \"phone\", \"role\", \"isPro\", \"passwordHash\", \"createdAt\", \"updatedAt\" FROM \"temporary_users\"");
    await queryRunner.query("DROP TABLE \"temporary_users\"");
    await queryRunner.query("DROP INDEX \"uq_shops_url_shop\"");
    await queryRunner.query("ALTER TABLE \"shops\" RENAME TO \"temporary_shops\"");
    await queryRunner.query("CREATE TABLE \"shops\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(32) NOT NULL, \"urlShop\" varchar(100) NOT NULL, \"name\" varchar(150) NOT NULL, \"businessType\" varchar(16) NOT NULL, \"contactEmail\" varchar(191), \"ownerId\" integer NOT NULL, \"settings\" text NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"UQ_da5c5ea63faff39450f03e9b06d\" UNIQUE (\"code\"))");
    await queryRunner.query("INSERT INTO \"shops\"(\"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"settings\", \"createdAt\", \"updatedAt\") SELECT \"id\", \"code\", \"urlShop\", \"name\", \"businessType\", \"contactEmail\", \"ownerId\", \"settings\", \"createdAt\", \"updatedAt\" FROM \"temporary_shops\"");
    await queryRunner.query("DROP TABLE \"temporary_shops\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shops_url_shop\" ON \"shops\" (\"urlShop\") ");
    await queryRunner.query("DROP INDEX \"idx_shop_members_user\"");
    await queryRunner.query("DROP INDEX \"uq_shop_members_shop_user\"");
    await queryRunner.query("ALTER TABLE \"shop_members\" RENAME TO \"temporary_shop_members\"");
    await queryRunner.query("CREATE TABLE \"shop_members\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"userId\" integer NOT NULL, \"role\" varchar(16) NOT NULL, \"typology\" varchar(32) NOT NULL DEFAULT ('public'), \"blocked\" boolean NOT NULL DEFAULT (0), \"authorizations\" text)");
    await queryRunner.query("INSERT INTO \"shop_members\"(\"id\", \"shopId\", \"userId\", \"role\", \"typology\", \"blocked\", \"authorizations\") SELECT \"id\", \"shopId\", \"userId\", \"role\", \"typology\", \"blocked\", \"authorizations\" FROM \"temporary_shop_members\"");
    await queryRunner.query("DROP TABLE \"temporary_shop_members\"");
    await queryRunner.query("CREATE INDEX \"idx_shop_members_user\" ON \"shop_members\" (\"userId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shop_members_shop_user\" ON \"shop_members\" (\"shopId\", \"userId\") ");
    await queryRunner.query("DROP INDEX \"idx_login_attempts_key\"");
    await queryRunner.query("DROP INDEX \"idx_login_attempts_created\"");
    await queryRunner.query("DROP TABLE \"login_attempts\"");
    await queryRunner.query("DROP INDEX \"idx_sessions_family\"");
    await queryRunner.query("DROP INDEX \"idx_sessions_user\"");
    await queryRunner.query("DROP INDEX \"uq_sessions_token_hash\"");
    await queryRunner.query("DROP TABLE \"sessions\"");
    await queryRunner.query("DROP INDEX \"idx_account_tokens_user\"");
    await queryRunner.query("DROP INDEX \"uq_account_tokens_hash\"");
    await queryRunner.query("DROP TABLE \"account_tokens\"");
  }
}
