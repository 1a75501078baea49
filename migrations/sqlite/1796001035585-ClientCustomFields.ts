import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ClientCustomFields1796001035585 implements MigrationInterface {
  name = 'ClientCustomFields1796001035585';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"client_custom_values\" (\"clientId\" integer NOT NULL, \"fieldId\" integer NOT NULL, \"shopId\" integer NOT NULL, \"value\" varchar(255) NOT NULL, PRIMARY KEY (\"clientId\", \"fieldId\"))");
    await queryRunner.query("CREATE INDEX \"idx_client_custom_values_shop_field_value\" ON \"client_custom_values\" (\"shopId\", \"fieldId\", \"value\", \"clientId\") ");
    await queryRunner.query("CREATE TABLE \"client_custom_fields\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"key\" varchar(40) NOT NULL, \"label\" varchar(60) NOT NULL, \"type\" varchar(8) NOT NULL, \"choices\" text NOT NULL, \"position\" integer NOT NULL, \"archived\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_client_custom_fields_shop_position\" ON \"client_custom_fields\" (\"shopId\", \"position\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_client_custom_fields_shop_key\" ON \"client_custom_fields\" (\"shopId\", \"key\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_client_custom_fields_shop_key\"");
    await queryRunner.query("DROP INDEX \"idx_client_custom_fields_shop_position\"");
    await queryRunner.query("DROP TABLE \"client_custom_fields\"");
    await queryRunner.query("DROP INDEX \"idx_client_custom_values_shop_field_value\"");
    await queryRunner.query("DROP TABLE \"client_custom_values\"");
  }
}
