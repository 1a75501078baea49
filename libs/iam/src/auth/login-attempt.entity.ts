import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A failed login, counted per account and per IP over a sliding window. In the database rather than in
 * memory so that every api replica sees the same counts.
 */
@Entity('login_attempts')
@Index('idx_login_attempts_key', ['kind', 'key', 'createdAt'])
@Index('idx_login_attempts_created', ['createdAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 8 })
  kind!: 'account' | 'ip';

  /** `user:<id>` for a known account, `login:<identifier>` otherwise; the address for an IP. */
  @Column('varchar', { length: 191 })
  key!: string;

  @Column('datetime')
  createdAt!: Date;
}
