import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ImportUploadsAndMappings1795861768373 implements MigrationInterface {
  name = 'ImportUploadsAndMappings1795861768373';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `import_mappings` (`shopId` int NOT NULL, `kind` varchar(50) NOT NULL, `mapping` text NOT NULL, `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (`shopId`, `kind`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `import_uploads` (`id` varchar(36) NOT NULL, `shopId` int NOT NULL, `userId` int NULL, `kind` varchar(50) NOT NULL, `fileName` varchar(255) NOT NULL, `fileKey` varchar(255) NOT NULL, `size` int NOT NULL, `format` varchar(8) NOT NULL, `encoding` varchar(16) NULL, `delimiter` varchar(1) NULL, `header` text NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_import_uploads_created` (`createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_import_uploads_created` ON `import_uploads`");
    await queryRunner.query("DROP TABLE `import_uploads`");
    await queryRunner.query("DROP TABLE `import_mappings`");
  }
}
