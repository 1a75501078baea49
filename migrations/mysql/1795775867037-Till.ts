import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Till1795775867037 implements MigrationInterface {
  name = 'Till1795775867037';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `till_records` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `salesPointId` int NOT NULL, `sequence` int NOT NULL, `kind` varchar(16) NOT NULL, `occurredAt` varchar(24) NOT NULL, `reference` varchar(16) NOT NULL, `totalTtc` bigint NOT NULL DEFAULT '0', `data` text NOT NULL, `previousHash` varchar(64) NOT NULL, `hash` varchar(64) NOT NULL, `idempotencyKey` varchar(128) NULL, `requestHash` varchar(64) NULL, `closureKey` varchar(24) NULL, `cancelsSequence` int NULL, `userId` int NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_till_records_shop_point_kind` (`shopId`, `salesPointId`, `kind`, `sequence`), UNIQUE INDEX `uq_till_records_point_cancels` (`salesPointId`, `cancelsSequence`), UNIQUE INDEX `uq_till_records_point_closure` (`salesPointId`, `closureKey`), UNIQUE INDEX `uq_till_records_point_key` (`salesPointId`, `idempotencyKey`), UNIQUE INDEX `uq_till_records_point_sequence` (`salesPointId`, `sequence`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `till_heads` (`id` int NOT NULL AUTO_INCREMENT, `shopId` int NOT NULL, `salesPointId` int NOT NULL, `lastSequence` int NOT NULL DEFAULT '0', `lastHash` varchar(64) NOT NULL DEFAULT '', UNIQUE INDEX `uq_till_heads_point` (`salesPointId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_till_heads_point` ON `till_heads`");
    await queryRunner.query("DROP TABLE `till_heads`");
    await queryRunner.query("DROP INDEX `uq_till_records_point_sequence` ON `till_records`");
    await queryRunner.query("DROP INDEX `uq_till_records_point_key` ON `till_records`");
    await queryRunner.query("DROP INDEX `uq_till_records_point_closure` ON `till_records`");
    await queryRunner.query("DROP INDEX `uq_till_records_point_cancels` ON `till_records`");
    await queryRunner.query("DROP INDEX `idx_till_records_shop_point_kind` ON `till_records`");
    await queryRunner.query("DROP TABLE `till_records`");
  }
}
