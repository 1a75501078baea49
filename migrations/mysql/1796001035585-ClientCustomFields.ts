import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ClientCustomFields1796001035585 implements MigrationInterface {
  name = 'ClientCustomFields1796001035585';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `client_custom_values` (`clientId` int NOT NULL, `fieldId` int NOT NULL, `shopId` int NOT NULL, `value` varchar(255) NOT NULL, INDEX `idx_client_custom_values_shop_field_value` (`shopId`, `fieldId`, `value`, `clientId`), PRIMARY KEY (`clientId`, `fieldId`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `client_custom_fields` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `key` varchar(40) NOT NULL, `label` varchar(60) NOT NULL, `type` varchar(8) NOT NULL, `choices` text NOT NULL, `position` int NOT NULL, `archived` tinyint NOT NULL DEFAULT 0, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_client_custom_fields_shop_position` (`shopId`, `position`), UNIQUE INDEX `uq_client_custom_fields_shop_key` (`shopId`, `key`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_client_custom_fields_shop_key` ON `client_custom_fields`");
    await queryRunner.query("DROP INDEX `idx_client_custom_fields_shop_position` ON `client_custom_fields`");
    await queryRunner.query("DROP TABLE `client_custom_fields`");
    await queryRunner.query("DROP INDEX `idx_client_custom_values_shop_field_value` ON `client_custom_values`");
    await queryRunner.query("DROP TABLE `client_custom_values`");
  }
}
