import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExitDocumentsCapsuleArticles1795786892198 implements MigrationInterface {
  name = 'ExitDocumentsCapsuleArticles1795786892198';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"customs_capsule_articles\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"productId\" integer NOT NULL, \"formatId\" integer NOT NULL, \"category\" varchar(4) NOT NULL, \"capsuleType\" varchar(32), \"color\" varchar(10) NOT NULL, \"centilisation\" varchar(20) NOT NULL, \"perUnit\" integer NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_customs_capsule_articles_format\" ON \"customs_capsule_articles\" (\"shopId\", \"productId\", \"formatId\") ");
    await queryRunner.query("CREATE TABLE \"customs_exit_documents\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"movementId\" integer NOT NULL, \"kind\" varchar(3) NOT NULL, \"number\" varchar(30) NOT NULL, \"shippedOn\" varchar(10) NOT NULL, \"destination\" varchar(8) NOT NULL, \"country\" varchar(2), \"consigneeExcise\" varchar(13), \"dischargedOn\" varchar(10), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_customs_exit_documents_shipped\" ON \"customs_exit_documents\" (\"shopId\", \"shippedOn\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_customs_exit_documents_movement\" ON \"customs_exit_documents\" (\"shopId\", \"movementId\") ");
    await queryRunner.query("DROP INDEX \"idx_customs_crd_movements_shop_month\"");
    await queryRunner.query("CREATE TABLE \"temporary_customs_crd_movements\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"month\" varchar(7) NOT NULL, \"category\" varchar(4) NOT NULL, \"capsuleType\" varchar(32) NOT NULL, \"centilisation\" varchar(20) NOT NULL, \"kind\" varchar(16) NOT NULL, \"quantity\" integer NOT NULL, \"reason\" varchar(255), \"userId\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"color\" varchar(10) NOT NULL DEFAULT ('blue'), \"sourceRef\" varchar(64))");
    await queryRunner.query("INSERT INTO \"temporary_customs_crd_movements\"(\"id\", \"shopId\", \"month\", \"category\", \"capsuleType\", \"centilisation\", \"kind\", \"quantity\", \"reason\", \"userId\", \"createdAt\", \"color\") SELECT \"id\", \"shopId\", \"month\", \"category\", \"capsuleType\", \"centilisation\", \"kind\", \"quantity\", \"reason\", \"userId\", \"createdAt\", \"color\" FROM \"customs_crd_movements\"");
    await queryRunner.query("DROP TABLE \"customs_crd_movements\"");
    await queryRunner.query("ALTER TABLE \"temporary_customs_crd_movements\" RENAME TO \"customs_crd_movements\"");
    await queryRunner.query("CREATE INDEX \"idx_customs_crd_movements_shop_month\" ON \"customs_crd_movements\" (\"shopId\", \"month\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_customs_crd_movements_source\" ON \"customs_crd_movements\" (\"shopId\", \"sourceRef\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_customs_crd_movements_source\"");
    await queryRunner.query("DROP INDEX \"idx_customs_crd_movements_shop_month\"");
    await queryRunner.query("ALTER TABLE \"customs_crd_movements\" RENAME TO \"temporary_customs_crd_movements\"");
    await queryRunner.query("CREATE TABLE \"customs_crd_movements\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"month\" varchar(7) NOT NULL, \"category\" varchar(4) NOT NULL, \"capsuleType\" varchar(32) NOT NULL, \"centilisation\" varchar(20) NOT NULL, \"kind\" varchar(16) NOT NULL, \"quantity\" integer NOT NULL, \"reason\" varchar(255), \"userId\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"color\" varchar(10) NOT NULL DEFAULT ('blue'))");
    await queryRunner.query("INSERT INTO \"customs_crd_movements\"(\"id\", \"shopId\", \"month\", \"category\", \"capsuleType\", \"centilisation\", \"kind\", \"quantity\", \"reason\", \"userId\", \"createdAt\", \"color\") SELECT \"id\", \"shopId\", \"month\", \"category\", \"capsuleType\", \"centilisation\", \"kind\", \"quantity\", \"reason\", \"userId\", \"createdAt\", \"color\" FROM \"temporary_customs_crd_movements\"");
    await queryRunner.query("DROP TABLE \"temporary_customs_crd_movements\"");
    await queryRunner.query("CREATE INDEX \"idx_customs_crd_movements_shop_month\" ON \"customs_crd_movements\" (\"shopId\", \"month\") ");
    await queryRunner.query("DROP INDEX \"uq_customs_exit_documents_movement\"");
    await queryRunner.query("DROP INDEX \"idx_customs_exit_documents_shipped\"");
    await queryRunner.query("DROP TABLE \"customs_exit_documents\"");
    await queryRunner.query("DROP INDEX \"uq_customs_capsule_articles_format\"");
    await queryRunner.query("DROP TABLE \"customs_capsule_articles\"");
  }
}
