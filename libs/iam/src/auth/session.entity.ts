import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One refresh token. A login opens a family (`familyId`, the session id carried by access tokens);
 * each refresh revokes the row and adds the next one (`replacedBy`). A revoked token shown again means
 * it was copied: the whole family is revoked. Only the SHA-256 of the token is kept.
 */
@Entity('sessions')
@Index('idx_sessions_family', ['familyId'])
@Index('idx_sessions_user', ['userId'])
export class Session {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 36 })
  familyId!: string;

  @Column('int')
  userId!: number;

  @Index('uq_sessions_token_hash', { unique: true })
  @Column('varchar', { length: 64 })
  tokenHash!: string;

  @Column('datetime')
  expiresAt!: Date;

  @Column('datetime', { nullable: true })
  revokedAt!: Date | null;

  /** The row that replaced this one at a refresh. */
  @Column('int', { nullable: true })
  replacedBy!: number | null;

  @Column('varchar', { length: 255, nullable: true })
  userAgent!: string | null;

  @Column('varchar', { length: 64, nullable: true })
  ip!: string | null;

  @Column('datetime')
  createdAt!: Date;
}
