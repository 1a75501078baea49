import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuthorSide } from '../domain/conversation-rules.js';

/** One message of a conversation, plain text, never edited. */
@Entity('conversation_messages')
@Index('idx_conversation_messages_conversation', ['conversationId', 'id'])
export class ConversationMessage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  conversationId!: number;

  @Column('varchar', { length: 8 })
  authorSide!: AuthorSide;

  @Column('int')
  authorUserId!: number;

  @Column('text')
  body!: string;

  @CreateDateColumn()
  createdAt!: Date;
}
