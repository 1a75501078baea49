import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditTrail1795826513401 implements MigrationInterface {
  name = 'AuditTrail1795826513401';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"audit_entries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"at\" bigint NOT NULL, \"shopId\" integer, \"actorKind\" varchar(8) NOT NULL, \"actorUserId\" integer, \"actorRole\" varchar(16), \"actorApiKeyId\" integer, \"actorName\" varchar(64), \"action\" varchar(64) NOT NULL, \"targetType\" varchar(32), \"targetId\" varchar(64), \"outcome\" varchar(8) NOT NULL, \"correlationId\" varchar(64), \"clientIp\" varchar(64), \"details\" text)");
    await queryRunner.query("CREATE INDEX \"idx_audit_entries_at\" ON \"audit_entries\" (\"at\") ");
    await queryRunner.query("CREATE INDEX \"idx_audit_entries_action\" ON \"audit_entries\" (\"action\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"idx_audit_entries_shop\" ON \"audit_entries\" (\"shopId\", \"id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_audit_entries_shop\"");
    await queryRunner.query("DROP INDEX \"idx_audit_entries_action\"");
    await queryRunner.query("DROP INDEX \"idx_audit_entries_at\"");
    await queryRunner.query("DROP TABLE \"audit_entries\"");
  }
}
