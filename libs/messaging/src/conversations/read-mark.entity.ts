import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** How far a user has read a conversation: the messages after `lastReadMessageId` are unread to them. */
@Entity('conversation_read_marks')
@Index('uq_conversation_read_marks', ['conversationId', 'userId'], { unique: true })
@Index('idx_conversation_read_marks_user', ['userId'])
export class ConversationReadMark {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  conversationId!: number;

  @Column('int')
  userId!: number;

  @Column('int')
  lastReadMessageId!: number;

  @UpdateDateColumn()
  readAt!: Date;
}
