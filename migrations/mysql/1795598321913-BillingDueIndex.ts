import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BillingDueIndex1795598321913 implements MigrationInterface {
  name = 'BillingDueIndex1795598321913';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE INDEX `idx_billing_documents_shop_kind_due` ON `billing_documents` (`shopId`, `kind`, `dueDate`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_billing_documents_shop_kind_due` ON `billing_documents`");
  }
}
