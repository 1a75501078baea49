import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ConsentSource } from '../domain/privacy.js';

/**
 * One change of a client's marketing consent, appended and never changed: the proof of when and how
 * consent was given or withdrawn. It holds no personal data, so an erasure keeps it (ADR 0066).
 */
@Entity('client_consents')
@Index('idx_client_consents_client', ['shopId', 'clientId', 'id'])
export class ClientConsent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  clientId!: number;

  /** The marketing mails of the shop (the one channel consent is asked for today). */
  @Column('varchar', { length: 16, default: 'email' })
  channel!: 'email';

  @Column('boolean')
  granted!: boolean;

  @Column('varchar', { length: 16 })
  source!: ConsentSource;

  /** Who changed it in the back office; null for the client themself (a link) or the platform. */
  @Column('int', { nullable: true })
  actorId!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}
