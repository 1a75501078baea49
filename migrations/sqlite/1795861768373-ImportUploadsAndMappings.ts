import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ImportUploadsAndMappings1795861768373 implements MigrationInterface {
  name = 'ImportUploadsAndMappings1795861768373';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"import_mappings\" (\"shopId\" integer NOT NULL, \"kind\" varchar(50) NOT NULL, \"mapping\" text NOT NULL, \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')), PRIMARY KEY (\"shopId\", \"kind\"))");
    await queryRunner.query("CREATE TABLE \"import_uploads\" (\"id\" varchar(36) PRIMARY KEY NOT NULL, \"shopId\" integer NOT NULL, \"userId\" integer, \"kind\" varchar(50) NOT NULL, \"fileName\" varchar(255) NOT NULL, \"fileKey\" varchar(255) NOT NULL, \"size\" integer NOT NULL, \"format\" varchar(8) NOT NULL, \"encoding\" varchar(16), \"delimiter\" varchar(1), \"header\" text NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_import_uploads_created\" ON \"import_uploads\" (\"createdAt\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_import_uploads_created\"");
    await queryRunner.query("DROP TABLE \"import_uploads\"");
    await queryRunner.query("DROP TABLE \"import_mappings\"");
  }
}
