import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An `Idempotency-Key` seen on an operation that honours it (domain idempotency): who sent it
 * (scope), on which route, the hash of the request, and the answer once given. Unique per scope, route
 * and key, so two concurrent requests cannot both run; kept 24 h, then swept.
 */
@Entity('idempotency_keys')
@Index('uq_idempotency_keys', ['scope', 'route', 'idempotencyKey'], { unique: true })
@Index('idx_idempotency_keys_expiry', ['expiresAt'])
export class IdempotencyKey {
  @PrimaryGeneratedColumn()
  id!: number;

  /** user:<id>: the caller the key belongs to. */
  @Column('varchar', { length: 32 })
  scope!: string;

  /** The operation: checkout, validate:<orderId>, sync:<kind>… */
  @Column('varchar', { length: 64 })
  route!: string;

  @Column('varchar', { length: 128 })
  idempotencyKey!: string;

  @Column('varchar', { length: 64 })
  requestHash!: string;

  @Column('varchar', { length: 8 })
  state!: 'inFlight' | 'done';

  @Column('simple-json', { nullable: true })
  response!: unknown;

  @Column('datetime')
  createdAt!: Date;

  @Column('datetime')
  expiresAt!: Date;
}
