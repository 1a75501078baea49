import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DutyRates1795779086266 implements MigrationInterface {
  name = 'DutyRates1795779086266';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `customs_duty_rates` (`id` int NOT NULL AUTO_INCREMENT, `category` varchar(32) NOT NULL, `label` varchar(100) NOT NULL, `basis` varchar(4) NOT NULL, `cents` int NOT NULL, `validFrom` varchar(10) NOT NULL, `source` varchar(255) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_customs_duty_rates_category_day` (`category`, `validFrom`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_customs_duty_rates_category_day` ON `customs_duty_rates`");
    await queryRunner.query("DROP TABLE `customs_duty_rates`");
  }
}
