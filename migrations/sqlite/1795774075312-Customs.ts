import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Customs1795774075312 implements MigrationInterface {
  name = 'Customs1795774075312';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"customs_declarations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"month\" varchar(7) NOT NULL, \"status\" varchar(12) NOT NULL, \"watermark\" integer NOT NULL, \"exciseNumber\" varchar(13), \"cvi\" varchar(20), \"interproSiren\" varchar(9), \"dutiesSource\" varchar(255) NOT NULL, \"anomalies\" text NOT NULL, \"validatedAt\" datetime NOT NULL, \"validatedBy\" integer, \"submittedOn\" date, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_customs_declarations_shop_month\" ON \"customs_declarations\" (\"shopId\", \"month\") ");
    await queryRunner.query("CREATE TABLE \"customs_declaration_lines\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"declarationId\" integer NOT NULL, \"kind\" varchar(8) NOT NULL, \"position\" integer NOT NULL, \"data\" text NOT NULL)");
    await queryRunner.query("CREATE INDEX \"idx_customs_declaration_lines_declaration\" ON \"customs_declaration_lines\" (\"declarationId\", \"kind\", \"position\") ");
    await queryRunner.query("CREATE TABLE \"customs_profiles\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"exciseNumber\" varchar(13), \"cvi\" varchar(20), \"interproSiren\" varchar(9), \"capsuleType\" varchar(32) NOT NULL, \"mapping\" text NOT NULL, \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_customs_profiles_shop\" ON \"customs_profiles\" (\"shopId\") ");
    await queryRunner.query("CREATE TABLE \"customs_crd_movements\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"month\" varchar(7) NOT NULL, \"category\" varchar(4) NOT NULL, \"capsuleType\" varchar(32) NOT NULL, \"centilisation\" varchar(20) NOT NULL, \"kind\" varchar(16) NOT NULL, \"quantity\" integer NOT NULL, \"reason\" varchar(255), \"userId\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_customs_crd_movements_shop_month\" ON \"customs_crd_movements\" (\"shopId\", \"month\") ");
    await queryRunner.query("CREATE TABLE \"customs_products\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"productId\" integer NOT NULL, \"vintageId\" integer NOT NULL DEFAULT (0), \"label\" varchar(100) NOT NULL, \"inaoCode\" varchar(8), \"certification\" varchar(20), \"genre\" varchar(20), \"appellation\" varchar(100), \"color\" varchar(20), \"alcohol\" double, \"da\" varchar(32), \"css\" varchar(32), \"crdCategory\" varchar(4) NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_customs_products_target\" ON \"customs_products\" (\"shopId\", \"productId\", \"vintageId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_customs_products_target\"");
    await queryRunner.query("DROP TABLE \"customs_products\"");
    await queryRunner.query("DROP INDEX \"idx_customs_crd_movements_shop_month\"");
    await queryRunner.query("DROP TABLE \"customs_crd_movements\"");
    await queryRunner.query("DROP INDEX \"uq_customs_profiles_shop\"");
    await queryRunner.query("DROP TABLE \"customs_profiles\"");
    await queryRunner.query("DROP INDEX \"idx_customs_declaration_lines_declaration\"");
    await queryRunner.query("DROP TABLE \"customs_declaration_lines\"");
    await queryRunner.query("DROP INDEX \"uq_customs_declarations_shop_month\"");
    await queryRunner.query("DROP TABLE \"customs_declarations\"");
  }
}
