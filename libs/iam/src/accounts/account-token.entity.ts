import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** `takeover`: the invitation of a shop's owner to take over the shop an agent added (ADR 0087). */
export const ACCOUNT_TOKEN_PURPOSES = ['validate', 'reset', 'takeover'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** A single-use token sent by mail (account validation, password reset); only its SHA-256 is kept. */
@Entity('account_tokens')
@Index('idx_account_tokens_user', ['userId', 'purpose'])
export class AccountToken {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  userId!: number;

  @Column('varchar', { length: 16 })
  purpose!: AccountTokenPurpose;

  @Index('uq_account_tokens_hash', { unique: true })
  @Column('varchar', { length: 64 })
  tokenHash!: string;

  @Column('datetime')
  expiresAt!: Date;

  @Column('datetime', { nullable: true })
  usedAt!: Date | null;

  @Column('datetime')
  createdAt!: Date;
}
