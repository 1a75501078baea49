import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What happened to a client, for its timeline: a note written by someone, or a fact the CRM records
 * (created, converted, merged, assigned, opportunity moved). Facts carry their values in `data`, not a
 * sentence, so the screens word them in the reader's language.
 */
export type ClientEventKind = 'note' | 'created' | 'converted' | 'merged' | 'assigned' | 'opportunityMoved';

@Entity('client_events')
@Index('idx_client_events_client_created', ['clientId', 'createdAt'])
export class ClientEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  clientId!: number;

  @Column('varchar', { length: 24 })
  kind!: ClientEventKind;

  /** The note's text; null for facts. */
  @Column('text', { nullable: true })
  text!: string | null;

  @Column('simple-json', { nullable: true })
  data!: Record<string, string | number | boolean | null> | null;

  /** Who wrote the note or caused the fact; null for the system (demo data, imports). */
  @Column('int', { nullable: true })
  authorId!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}
