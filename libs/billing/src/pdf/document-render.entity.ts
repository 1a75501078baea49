import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Locale } from '@cuvee/kernel';

export const RENDER_VARIANTS = ['document', 'deliveryNote'] as const;
export type RenderVariant = (typeof RENDER_VARIANTS)[number];
export const RENDER_STATUSES = ['pending', 'processing', 'completed', 'error'] as const;
export type RenderStatus = (typeof RENDER_STATUSES)[number];

/**
 * A PDF of a document (or its delivery note), rendered by the `billing.render-pdf` job and kept in
 * the file storage. An issued document's PDF is rendered once and kept as issued; a draft's is
 * rendered again on demand (its content may have changed).
 */
@Entity('billing_renders')
@Index('idx_billing_renders_document', ['documentId', 'variant', 'locale'])
export class DocumentRender {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  documentId!: number;

  @Column('varchar', { length: 12 })
  variant!: RenderVariant;

  @Column('varchar', { length: 2 })
  locale!: Locale;

  @Column('varchar', { length: 12 })
  status!: RenderStatus;

  @Column('varchar', { length: 255, nullable: true })
  fileKey!: string | null;

  @Column('int', { nullable: true })
  size!: number | null;

  @Column('varchar', { length: 255, nullable: true })
  error!: string | null;

  /** Whom to mail it to once rendered (a send request), as a JSON list; null: nobody. */
  @Column('simple-json', { nullable: true })
  mailTo!: string[] | null;

  @Column('text', { nullable: true })
  mailMessage!: string | null;

  /** Set once the mail left: a retried job never sends it twice. */
  @Column('datetime', { nullable: true })
  mailedAt!: Date | null;

  @Column('int', { nullable: true })
  requestedById!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @Column('datetime', { nullable: true })
  finishedAt!: Date | null;
}
