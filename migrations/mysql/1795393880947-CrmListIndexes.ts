import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CrmListIndexes1795393880947 implements MigrationInterface {
  name = 'CrmListIndexes1795393880947';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_clients_shop_pipe_name` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_department_name` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_agent_name` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_typology_name` ON `clients`");
    await queryRunner.query("CREATE INDEX `idx_clients_shop_pro_name` ON `clients` (`shopId`, `isPro`, `archived`, `displayName`)");
    await queryRunner.query("CREATE INDEX `idx_clients_shop_pipe_name` ON `clients` (`shopId`, `pipe`, `archived`, `displayName`)");
    await queryRunner.query("CREATE INDEX `idx_clients_shop_department_name` ON `clients` (`shopId`, `department`, `archived`, `displayName`)");
    await queryRunner.query("CREATE INDEX `idx_clients_shop_agent_name` ON `clients` (`shopId`, `agentId`, `archived`, `displayName`)");
    await queryRunner.query("CREATE INDEX `idx_clients_shop_typology_name` ON `clients` (`shopId`, `typology`, `archived`, `displayName`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_clients_shop_typology_name` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_agent_name` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_department_name` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_pipe_name` ON `clients`");
    await queryRunner.query("DROP INDEX `idx_clients_shop_pro_name` ON `clients`");
    await queryRunner.query("CREATE INDEX `idx_clients_shop_typology_name` ON `clients` (`shopId`, `typology`, `displayName`)");
    await queryRunner.query("CREATE INDEX `idx_clients_shop_agent_name` ON `clients` (`shopId`, `agentId`, `displayName`)");
    await queryRunner.query("CREATE INDEX `idx_clients_shop_department_name` ON `clients` (`shopId`, `department`, `displayName`)");
    await queryRunner.query("CREATE INDEX `idx_clients_shop_pipe_name` ON `clients` (`shopId`, `pipe`, `displayName`)");
  }
}
