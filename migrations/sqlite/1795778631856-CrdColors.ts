import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CrdColors1795778631856 implements MigrationInterface {
  name = 'CrdColors1795778631856';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_customs_crd_movements_shop_month\"");
    await queryRunner.query("CREATE TABLE \"temporary_customs_crd_movements\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"month\" varchar(7) NOT NULL, \"category\" varchar(4) NOT NULL, \"capsuleType\" varchar(32) NOT NULL, \"centilisation\" varchar(20) NOT NULL, \"kind\" varchar(16) NOT NULL, \"quantity\" integer NOT NULL, \"reason\" varchar(255), \"userId\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"color\" varchar(10) NOT NULL DEFAULT ('blue'))");
    await queryRunner.query("INSERT INTO \"temporary_customs_crd_movements\"(\"id\", \"shopId\", \"month\", \"category\", \"capsuleType\", \"centilisation\", \"kind\", \"quantity\", \"reason\", \"userId\", \"createdAt\") SELECT \"id\", \"shopId\", \"month\", \"category\", \"capsuleType\", \"centilisation\", \"kind\", \"quantity\", \"reason\", \"userId\", \"createdAt\" FROM \"customs_crd_movements\"");
    await queryRunner.query("DROP TABLE \"customs_crd_movements\"");
    await queryRunner.query("ALTER TABLE \"temporary_customs_crd_movements\" RENAME TO \"customs_crd_movements\"");
    await queryRunner.query("CREATE INDEX \"idx_customs_crd_movements_shop_month\" ON \"customs_crd_movements\" (\"shopId\", \"month\") ");
    await queryRunner.query("DROP INDEX \"uq_customs_products_target\"");
    await queryRunner.query("CREATE TABLE \"temporary_customs_products\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"productId\" integer NOT NULL, \"vintageId\" integer NOT NULL DEFAULT (0), \"label\" varchar(100) NOT NULL, \"inaoCode\" varchar(8), \"certification\" varchar(20), \"genre\" varchar(20), \"appellation\" varchar(100), \"color\" varchar(20), \"alcohol\" double, \"da\" varchar(32), \"css\" varchar(32), \"crdCategory\" varchar(4) NOT NULL, \"crdColor\" varchar(10) NOT NULL DEFAULT ('blue'))");
    await queryRunner.query("INSERT INTO \"temporary_customs_products\"(\"id\", \"shopId\", \"productId\", \"vintageId\", \"label\", \"inaoCode\", \"certification\", \"genre\", \"appellation\", \"color\", \"alcohol\", \"da\", \"css\", \"crdCategory\") SELECT \"id\", \"shopId\", \"productId\", \"vintageId\", \"label\", \"inaoCode\", \"certification\", \"genre\", \"appellation\", \"color\", \"alcohol\", \"da\", \"css\", \"crdCategory\" FROM \"customs_products\"");
    await queryRunner.query("DROP TABLE \"customs_products\"");
    await queryRunner.query("ALTER TABLE \"temporary_customs_products\" RENAME TO \"customs_products\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_customs_products_target\" ON \"customs_products\" (\"shopId\", \"productId\", \"vintageId\") ");
    // The usual colours of existing products: green (orange) under AOP/AOC, grey for other intermediates.
    await queryRunner.query("UPDATE \"customs_products\" SET \"crdColor\" = CASE WHEN UPPER(\"certification\") IN ('AOP', 'AOC') THEN (CASE WHEN \"crdCategory\" = 'PI' THEN 'orange' ELSE 'green' END) WHEN \"crdCategory\" = 'PI' THEN 'grey' ELSE 'blue' END");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_customs_products_target\"");
    await queryRunner.query("ALTER TABLE \"customs_products\" RENAME TO \"temporary_customs_products\"");
    await queryRunner.query("CREATE TABLE \"customs_products\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"productId\" integer NOT NULL, \"vintageId\" integer NOT NULL DEFAULT (0), \"label\" varchar(100) NOT NULL, \"inaoCode\" varchar(8), \"certification\" varchar(20), \"genre\" varchar(20), \"appellation\" varchar(100), \"color\" varchar(20), \"alcohol\" double, \"da\" varchar(32), \"css\" varchar(32), \"crdCategory\" varchar(4) NOT NULL)");
    await queryRunner.query("INSERT INTO \"customs_products\"(\"id\", \"shopId\", \"productId\", \"vintageId\", \"label\", \"inaoCode\", \"certification\", \"genre\", \"appellation\", \"color\", \"alcohol\", \"da\", \"css\", \"crdCategory\") SELECT \"id\", \"shopId\", \"productId\", \"vintageId\", \"label\", \"inaoCode\", \"certification\", \"genre\", \"appellation\", \"color\", \"alcohol\", \"da\", \"css\", \"crdCategory\" FROM \"temporary_customs_products\"");
    await queryRunner.query("DROP TABLE \"temporary_customs_products\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_customs_products_target\" ON \"customs_products\" (\"shopId\", \"productId\", \"vintageId\") ");
    await queryRunner.query("DROP INDEX \"idx_customs_crd_movements_shop_month\"");
    await queryRunner.query("ALTER TABLE \"customs_crd_movements\" RENAME TO \"temporary_customs_crd_movements\"");
    await queryRunner.query("CREATE TABLE \"customs_crd_movements\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"month\" varchar(7) NOT NULL, \"category\" varchar(4) NOT NULL, \"capsuleType\" varchar(32) NOT NULL, \"centilisation\" varchar(20) NOT NULL, \"kind\" varchar(16) NOT NULL, \"quantity\" integer NOT NULL, \"reason\" varchar(255), \"userId\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"customs_crd_movements\"(\"id\", \"shopId\", \"month\", \"category\", \"capsuleType\", \"centilisation\", \"kind\", \"quantity\", \"reason\", \"userId\", \"createdAt\") SELECT \"id\", \"shopId\", \"month\", \"category\", \"capsuleType\", \"centilisation\", \"kind\", \"quantity\", \"reason\", \"userId\", \"createdAt\" FROM \"temporary_customs_crd_movements\"");
    await queryRunner.query("DROP TABLE \"temporary_customs_crd_movements\"");
    await queryRunner.query("CREATE INDEX \"idx_customs_crd_movements_shop_month\" ON \"customs_crd_movements\" (\"shopId\", \"month\") ");
  }
}
