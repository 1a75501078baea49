import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A captcha challenge already used by a form: its hash is the key, so a solution replayed — even by
 * two requests at once — meets the unique key and is refused. Kept until the challenge expires.
 */
@Entity('captcha_spent')
@Index('idx_captcha_spent_expiry', ['expiresAt'])
export class CaptchaSpent {
  @PrimaryColumn('varchar', { length: 64 })
  challenge!: string;

  @Column('datetime')
  expiresAt!: Date;
}
