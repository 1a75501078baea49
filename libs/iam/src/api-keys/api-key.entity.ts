import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A shop's API key: a partner's program calls the API with it as a bearer token, acting in the shop with
 * the permissions listed here (never more than its creator holds at the time of the call, ADR 0054).
 * Only the SHA-256 of the secret is kept; the secret is shown once, when the key is made.
 */
@Entity('api_keys')
@Index('idx_api_keys_shop', ['shopId'])
export class ApiKey {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  /** Who made it: the key acts as this member of the shop. */
  @Column('int')
  createdByUserId!: number;

  @Column('varchar', { length: 100 })
  name!: string;

  /** The first characters of the secret, to tell keys apart. */
  @Column('varchar', { length: 20 })
  start!: string;

  @Index('uq_api_keys_hash', { unique: true })
  @Column('varchar', { length: 64 })
  secretHash!: string;

  /** The permissions granted, as a JSON list of kernel permission keys. */
  @Column('text')
  permissions!: string;

  @Column('datetime', { nullable: true })
  expiresAt!: Date | null;

  @Column('datetime', { nullable: true })
  revokedAt!: Date | null;

  /** Written at most once a minute per key, so a busy key does not write on every call. */
  @Column('datetime', { nullable: true })
  lastUsedAt!: Date | null;

  @Column('datetime')
  createdAt!: Date;
}
