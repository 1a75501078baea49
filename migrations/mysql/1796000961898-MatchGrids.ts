import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MatchGrids1796000961898 implements MigrationInterface {
  name = 'MatchGrids1796000961898';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `sales_match_grids` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `name` varchar(120) NOT NULL, `partnerKind` varchar(8) NOT NULL, `partnerId` int NOT NULL, `typology` varchar(32) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_sales_match_grids_partner` (`shopId`, `partnerKind`, `partnerId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `sales_match_grid_rows` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `gridId` int NOT NULL, `position` int NOT NULL, `reference` varchar(64) NOT NULL, `referenceKey` varchar(64) NOT NULL, `label` varchar(120) NULL, `productId` int NOT NULL, `formatId` int NOT NULL, `vintageId` int NULL, `fixedPriceHt` bigint NULL, INDEX `idx_sales_match_grid_rows_grid` (`gridId`, `position`), UNIQUE INDEX `uq_sales_match_grid_rows_key` (`gridId`, `referenceKey`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_sales_match_grid_rows_key` ON `sales_match_grid_rows`");
    await queryRunner.query("DROP INDEX `idx_sales_match_grid_rows_grid` ON `sales_match_grid_rows`");
    await queryRunner.query("DROP TABLE `sales_match_grid_rows`");
    await queryRunner.query("DROP INDEX `uq_sales_match_grids_partner` ON `sales_match_grids`");
    await queryRunner.query("DROP TABLE `sales_match_grids`");
  }
}
