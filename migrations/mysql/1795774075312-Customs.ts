import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Customs1795774075312 implements MigrationInterface {
  name = 'Customs1795774075312';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `customs_declarations` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `month` varchar(7) NOT NULL, `status` varchar(12) NOT NULL, `watermark` int NOT NULL, `exciseNumber` varchar(13) NULL, `cvi` varchar(20) NULL, `interproSiren` varchar(9) NULL, `dutiesSource` varchar(255) NOT NULL, `anomalies` text NOT NULL, `validatedAt` datetime NOT NULL, `validatedBy` int NULL, `submittedOn` date NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_customs_declarations_shop_month` (`shopId`, `month`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `customs_declaration_lines` (`id` int NOT NULL AUTO_INCREMENT, `declarationId` int NOT NULL, `kind` varchar(8) NOT NULL, `position` int NOT NULL, `data` text NOT NULL, INDEX `idx_customs_declaration_lines_declaration` (`declarationId`, `kind`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `customs_profiles` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `exciseNumber` varchar(13) NULL, `cvi` varchar(20) NULL, `interproSiren` varchar(9) NULL, `capsuleType` varchar(32) NOT NULL, `mapping` text NOT NULL, `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_customs_profiles_shop` (`shopId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `customs_crd_movements` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `month` varchar(7) NOT NULL, `category` varchar(4) NOT NULL, `capsuleType` varchar(32) NOT NULL, `centilisation` varchar(20) NOT NULL, `kind` varchar(16) NOT NULL, `quantity` int NOT NULL, `reason` varchar(255) NULL, `userId` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_customs_crd_movements_shop_month` (`shopId`, `month`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `customs_products` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `productId` int NOT NULL, `vintageId` int NOT NULL DEFAULT '0', `label` varchar(100) NOT NULL, `inaoCode` varchar(8) NULL, `certification` varchar(20) NULL, `genre` varchar(20) NULL, `appellation` varchar(100) NULL, `color` varchar(20) NULL, `alcohol` double NULL, `da` varchar(32) NULL, `css` varchar(32) NULL, `crdCategory` varchar(4) NOT NULL, UNIQUE INDEX `uq_customs_products_target` (`shopId`, `productId`, `vintageId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_customs_products_target` ON `customs_products`");
    await queryRunner.query("DROP TABLE `customs_products`");
    await queryRunner.query("DROP INDEX `idx_customs_crd_movements_shop_month` ON `customs_crd_movements`");
    await queryRunner.query("DROP TABLE `customs_crd_movements`");
    await queryRunner.query("DROP INDEX `uq_customs_profiles_shop` ON `customs_profiles`");
    await queryRunner.query("DROP TABLE `customs_profiles`");
    await queryRunner.query("DROP INDEX `idx_customs_declaration_lines_declaration` ON `customs_declaration_lines`");
    await queryRunner.query("DROP TABLE `customs_declaration_lines`");
    await queryRunner.query("DROP INDEX `uq_customs_declarations_shop_month` ON `customs_declarations`");
    await queryRunner.query("DROP TABLE `customs_declarations`");
  }
}
