import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditTrail1795826513401 implements MigrationInterface {
  name = 'AuditTrail1795826513401';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `audit_entries` (`id` int NOT NULL AUTO_INCREMENT, `at` bigint NOT NULL, `shopId` int NULL, `actorKind` varchar(8) NOT NULL, `actorUserId` int NULL, `actorRole` varchar(16) NULL, `actorApiKeyId` int NULL, `actorName` varchar(64) NULL, `action` varchar(64) NOT NULL, `targetType` varchar(32) NULL, `targetId` varchar(64) NULL, `outcome` varchar(8) NOT NULL, `correlationId` varchar(64) NULL, `clientIp` varchar(64) NULL, `details` text NULL, INDEX `idx_audit_entries_at` (`at`), INDEX `idx_audit_entries_action` (`action`, `id`), INDEX `idx_audit_entries_shop` (`shopId`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_audit_entries_shop` ON `audit_entries`");
    await queryRunner.query("DROP INDEX `idx_audit_entries_action` ON `audit_entries`");
    await queryRunner.query("DROP INDEX `idx_audit_entries_at` ON `audit_entries`");
    await queryRunner.query("DROP TABLE `audit_entries`");
  }
}
