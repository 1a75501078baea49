import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '../database/bigint-column.js';

/** Who acted: a signed-in user, an API key (attributed to it, ADR 0054), or someone at the command line. */
export type AuditActorKind = 'user' | 'apiKey' | 'cli';
/** `success`: the action was done; `failure`: it was asked by someone allowed to, and did not happen. */
export type AuditOutcome = 'success' | 'failure';

/**
 * One line of the audit trail (ADR 0065): who viewed, exported, changed or deleted what. Written once,
 * never updated nor deleted by the application: the repository is not exported and `AuditTrail` has no
 * such method.
 */
@Entity('audit_entries')
@Index('idx_audit_entries_shop', ['shopId', 'id'])
@Index('idx_audit_entries_action', ['action', 'id'])
@Index('idx_audit_entries_at', ['at'])
// The administrators' own actions on /admin (ADR 0086): filtered by the actor's role.
@Index('idx_audit_entries_actor_role', ['actorRole', 'id'])
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  /** When, in UTC milliseconds since the epoch. */
  @Column('bigint', { transformer: bigintAsNumber })
  at!: number;

  /** The shop acted in; null for a platform-wide action (an administrator's, the command line's). */
  @Column('int', { nullable: true })
  shopId!: number | null;

  @Column('varchar', { length: 8 })
  actorKind!: AuditActorKind;

  /** The user, or the owner an API key belongs to; null at the command line. */
  @Column('int', { nullable: true })
  actorUserId!: number | null;

  /** The user's role when they acted; null for a key or the command line. */
  @Column('varchar', { length: 16, nullable: true })
  actorRole!: string | null;

  @Column('int', { nullable: true })
  actorApiKeyId!: number | null;

  /** The operating-system user who ran a command; null otherwise. */
  @Column('varchar', { length: 64, nullable: true })
  actorName!: string | null;

  /** A stable dotted code: `clients.export`, `settings.update`, `admin.shop.block`… */
  @Column('varchar', { length: 64 })
  action!: string;

  @Column('varchar', { length: 32, nullable: true })
  targetType!: string | null;

  @Column('varchar', { length: 64, nullable: true })
  targetId!: string | null;

  @Column('varchar', { length: 8 })
  outcome!: AuditOutcome;

  @Column('varchar', { length: 64, nullable: true })
  correlationId!: string | null;

  @Column('varchar', { length: 64, nullable: true })
  clientIp!: string | null;

  /** Small facts without secrets nor personal values: the fields a change set, a kind, a count. */
  @Column('simple-json', { nullable: true })
  details!: Record<string, unknown> | null;
}
