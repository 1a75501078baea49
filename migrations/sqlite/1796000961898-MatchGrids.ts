import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MatchGrids1796000961898 implements MigrationInterface {
  name = 'MatchGrids1796000961898';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"sales_match_grids\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"name\" varchar(120) NOT NULL, \"partnerKind\" varchar(8) NOT NULL, \"partnerId\" integer NOT NULL, \"typology\" varchar(32), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_sales_match_grids_partner\" ON \"sales_match_grids\" (\"shopId\", \"partnerKind\", \"partnerId\") ");
    await queryRunner.query("CREATE TABLE \"sales_match_grid_rows\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"shopId\" integer NOT NULL, \"gridId\" integer NOT NULL, \"position\" integer NOT NULL, \"reference\" varchar(64) NOT NULL, \"referenceKey\" varchar(64) NOT NULL, \"label\" varchar(120), \"productId\" integer NOT NULL, \"formatId\" integer NOT NULL, \"vintageId\" integer, \"fixedPriceHt\" bigint)");
    await queryRunner.query("CREATE INDEX \"idx_sales_match_grid_rows_grid\" ON \"sales_match_grid_rows\" (\"gridId\", \"position\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_sales_match_grid_rows_key\" ON \"sales_match_grid_rows\" (\"gridId\", \"referenceKey\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_sales_match_grid_rows_key\"");
    await queryRunner.query("DROP INDEX \"idx_sales_match_grid_rows_grid\"");
    await queryRunner.query("DROP TABLE \"sales_match_grid_rows\"");
    await queryRunner.query("DROP INDEX \"uq_sales_match_grids_partner\"");
    await queryRunner.query("DROP TABLE \"sales_match_grids\"");
  }
}
