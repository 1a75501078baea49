import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminAreaAndAgentShops1795984456598 implements MigrationInterface {
  name = 'AdminAreaAndAgentShops1795984456598';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `platform_commission_changes` (`id` int NOT NULL AUTO_INCREMENT, `percent` double NOT NULL, `previousPercent` double NOT NULL, `changedAt` datetime NOT NULL, `changedByUserId` int NULL, INDEX `idx_platform_commission_changes_at` (`changedAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `sales_settings` DROP COLUMN `commissionPercent`");
    await queryRunner.query("ALTER TABLE `shops` ADD `siret` varchar(14) NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `addedByAgentId` int NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `takeoverState` varchar(16) NULL");
    await queryRunner.query("ALTER TABLE `shops` ADD `takenOverAt` datetime NULL");
    await queryRunner.query("ALTER TABLE `products` ADD `moderated` tinyint NOT NULL DEFAULT 0");
    await queryRunner.query("ALTER TABLE `products` ADD `moderationReason` varchar(500) NULL");
    await queryRunner.query("ALTER TABLE `products` ADD `moderatedAt` datetime NULL");
    await queryRunner.query("CREATE INDEX `idx_audit_entries_actor_role` ON `audit_entries` (`actorRole`, `id`)");
    await queryRunner.query("CREATE INDEX `idx_shops_added_by_agent` ON `shops` (`addedByAgentId`)");
    await queryRunner.query("CREATE UNIQUE INDEX `uq_shops_siret` ON `shops` (`siret`)");
    await queryRunner.query("CREATE INDEX `idx_products_moderated_id` ON `products` (`moderated`, `id`)");
    await queryRunner.query("CREATE INDEX `idx_products_status_id` ON `products` (`status`, `id`)");
    await queryRunner.query("CREATE INDEX `idx_orders_status_created` ON `orders` (`status`, `createdAt`)");
    await queryRunner.query("CREATE INDEX `idx_orders_created` ON `orders` (`createdAt`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_orders_created` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_orders_status_created` ON `orders`");
    await queryRunner.query("DROP INDEX `idx_products_status_id` ON `products`");
    await queryRunner.query("DROP INDEX `idx_products_moderated_id` ON `products`");
    await queryRunner.query("DROP INDEX `uq_shops_siret` ON `shops`");
    await queryRunner.query("DROP INDEX `idx_shops_added_by_agent` ON `shops`");
    await queryRunner.query("DROP INDEX `idx_audit_entries_actor_role` ON `audit_entries`");
    await queryRunner.query("ALTER TABLE `products` DROP COLUMN `moderatedAt`");
    await queryRunner.query("ALTER TABLE `products` DROP COLUMN `moderationReason`");
    await queryRunner.query("ALTER TABLE `products` DROP COLUMN `moderated`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `takenOverAt`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `takeoverState`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `addedByAgentId`");
    await queryRunner.query("ALTER TABLE `shops` DROP COLUMN `siret`");
    await queryRunner.query("ALTER TABLE `sales_settings` ADD `commissionPercent` double NOT NULL DEFAULT 0");
    await queryRunner.query("DROP INDEX `idx_platform_commission_changes_at` ON `platform_commission_changes`");
    await queryRunner.query("DROP TABLE `platform_commission_changes`");
  }
}
