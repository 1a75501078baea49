import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExitDocumentsCapsuleArticles1795786892198 implements MigrationInterface {
  name = 'ExitDocumentsCapsuleArticles1795786892198';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `customs_capsule_articles` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `productId` int NOT NULL, `formatId` int NOT NULL, `category` varchar(4) NOT NULL, `capsuleType` varchar(32) NULL, `color` varchar(10) NOT NULL, `centilisation` varchar(20) NOT NULL, `perUnit` int NOT NULL, UNIQUE INDEX `uq_customs_capsule_articles_format` (`shopId`, `productId`, `formatId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `customs_exit_documents` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `movementId` int NOT NULL, `kind` varchar(3) NOT NULL, `number` varchar(30) NOT NULL, `shippedOn` varchar(10) NOT NULL, `destination` varchar(8) NOT NULL, `country` varchar(2) NULL, `consigneeExcise` varchar(13) NULL, `dischargedOn` varchar(10) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_customs_exit_documents_shipped` (`shopId`, `shippedOn`), UNIQUE INDEX `uq_customs_exit_documents_movement` (`shopId`, `movementId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `customs_crd_movements` ADD `sourceRef` varchar(64) NULL");
    await queryRunner.query("CREATE UNIQUE INDEX `uq_customs_crd_movements_source` ON `customs_crd_movements` (`shopId`, `sourceRef`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_customs_crd_movements_source` ON `customs_crd_movements`");
    await queryRunner.query("ALTER TABLE `customs_crd_movements` DROP COLUMN `sourceRef`");
    await queryRunner.query("DROP INDEX `uq_customs_exit_documents_movement` ON `customs_exit_documents`");
    await queryRunner.query("DROP INDEX `idx_customs_exit_documents_shipped` ON `customs_exit_documents`");
    await queryRunner.query("DROP TABLE `customs_exit_documents`");
    await queryRunner.query("DROP INDEX `uq_customs_capsule_articles_format` ON `customs_capsule_articles`");
    await queryRunner.query("DROP TABLE `customs_capsule_articles`");
  }
}
