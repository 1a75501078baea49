import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A file sent with a message (ADR 0072). Staged first by its uploader (`messageId` null), then taken by
 * one message of theirs; a staged file no message took within a day is purged with its bytes.
 */
@Entity('message_attachments')
// Serves both a message's files and the purge's staged ones (messageId null, oldest first).
@Index('idx_message_attachments_message', ['messageId', 'createdAt'])
export class MessageAttachment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  uploaderUserId!: number;

  @Column('int', { nullable: true })
  messageId!: number | null;

  @Column('int', { nullable: true })
  conversationId!: number | null;

  @Column('varchar', { length: 255 })
  fileName!: string;

  /** Read from the content (magic bytes), never from the name or the client's header. */
  @Column('varchar', { length: 64 })
  contentType!: string;

  /** Bytes. */
  @Column('int')
  size!: number;

  @Column('varchar', { length: 255 })
  fileKey!: string;

  @CreateDateColumn()
  createdAt!: Date;
}
