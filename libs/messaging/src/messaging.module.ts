import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttachmentsService } from './attachments/attachments.service.js';
import { MessageAttachment } from './attachments/message-attachment.entity.js';
import { Conversation } from './conversations/conversation.entity.js';
import { ConversationTopics } from './conversations/conversation-topics.js';
import { ConversationsController } from './conversations/conversations.controller.js';
import { ConversationsService } from './conversations/conversations.service.js';
import { ConversationMessage } from './conversations/message.entity.js';
import { ConversationReadMark } from './conversations/read-mark.entity.js';
import { MessagePostedJob } from './jobs/message-posted.job.js';
import { PurgeAttachmentsJob } from './jobs/purge-attachments.job.js';
import { Notification } from './notifications/notification.entity.js';
import { NotificationsController } from './notifications/notifications.controller.js';
import { NotificationsService } from './notifications/notifications.service.js';
import { NotificationPreference } from './preferences/notification-preference.entity.js';
import { NotificationPreferencesController } from './preferences/notification-preferences.controller.js';
import { NotificationPreferencesService } from './preferences/notification-preferences.service.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const messagingEntities = [
  Notification,
  NotificationPreference,
  Conversation,
  ConversationMessage,
  ConversationReadMark,
  MessageAttachment,
];

/**
 * Messaging: the notification centre and its preferences, conversations between buyers, shops and the
 * support (docs/messaging.md). What a conversation is about is read through ConversationTopics, which
 * the application fills (libs/relays).
 */
@Module({
  imports: [TypeOrmModule.forFeature(messagingEntities)],
  controllers: [NotificationsController, NotificationPreferencesController, ConversationsController],
  providers: [
    NotificationsService,
    NotificationPreferencesService,
    ConversationsService,
    ConversationTopics,
    AttachmentsService,
    MessagePostedJob,
    PurgeAttachmentsJob,
  ],
  exports: [NotificationsService, ConversationTopics, AttachmentsService],
})
export class MessagingModule {}
