import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ClientPersonalData1795826813216 implements MigrationInterface {
  name = 'ClientPersonalData1795826813216';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `client_consents` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `clientId` int NOT NULL, `channel` varchar(16) NOT NULL DEFAULT 'email', `granted` tinyint NOT NULL, `source` varchar(16) NOT NULL, `actorId` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_client_consents_client` (`shopId`, `clientId`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `clients` ADD `erasureRequestedAt` datetime NULL");
    await queryRunner.query("ALTER TABLE `clients` ADD `erasedAt` datetime NULL");
    await queryRunner.query("ALTER TABLE `clients` ADD `erasureProposedAt` datetime NULL");
    await queryRunner.query("CREATE INDEX `idx_clients_shop_erasure_proposed` ON `clients` (`shopId`, `erasureProposedAt`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_clients_shop_erasure_proposed` ON `clients`");
    await queryRunner.query("ALTER TABLE `clients` DROP COLUMN `erasureProposedAt`");
    await queryRunner.query("ALTER TABLE `clients` DROP COLUMN `erasedAt`");
    await queryRunner.query("ALTER TABLE `clients` DROP COLUMN `erasureRequestedAt`");
    await queryRunner.query("DROP INDEX `idx_client_consents_client` ON `client_consents`");
    await queryRunner.query("DROP TABLE `client_consents`");
  }
}
