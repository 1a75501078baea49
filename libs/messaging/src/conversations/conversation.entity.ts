import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AboutType, ConversationKind, ConversationStatus } from '../domain/conversation-rules.js';

/**
 * A conversation (docs/messaging.md): a buyer with a shop (`shop`), or a shop or a buyer with the
 * platform's support (`support`; a buyer's has no shop). The last message is copied onto the row so a
 * list sorts and previews without reading the messages.
 */
@Entity('conversations')
@Index('idx_conversations_shop_last', ['shopId', 'lastMessageAt'])
@Index('idx_conversations_buyer_last', ['buyerUserId', 'lastMessageAt'])
@Index('idx_conversations_kind_last', ['kind', 'lastMessageAt'])
export class Conversation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 16 })
  kind!: ConversationKind;

  /** null for a buyer's support conversation only. */
  @Column('int', { nullable: true })
  shopId!: number | null;

  /** The buyer of a `shop` conversation, or of a buyer's support one; null for a shop's support one. */
  @Column('int', { nullable: true })
  buyerUserId!: number | null;

  @Column('varchar', { length: 200 })
  subject!: string;

  @Column('varchar', { length: 16 })
  aboutType!: AboutType;

  @Column('int', { nullable: true })
  aboutId!: number | null;

  /** How the about object reads ("Commande CO-2026-0012"), fixed when the conversation opens. */
  @Column('varchar', { length: 120, nullable: true })
  aboutLabel!: string | null;

  @Column('varchar', { length: 8, default: 'open' })
  status!: ConversationStatus;

  /** A member of the shop (owner or collaborator) who takes care of it. */
  @Column('int', { nullable: true })
  assigneeId!: number | null;

  @Column('int')
  createdByUserId!: number;

  @Column('datetime')
  lastMessageAt!: Date;

  @Column('varchar', { length: 140, default: '' })
  lastMessagePreview!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
