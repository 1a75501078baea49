import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CaptchaSpent1795983913154 implements MigrationInterface {
  name = 'CaptchaSpent1795983913154';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `captcha_spent` (`challenge` varchar(64) NOT NULL, `expiresAt` datetime NOT NULL, INDEX `idx_captcha_spent_expiry` (`expiresAt`), PRIMARY KEY (`challenge`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_captcha_spent_expiry` ON `captcha_spent`");
    await queryRunner.query("DROP TABLE `captcha_spent`");
  }
}
