export { MessagingModule, messagingEntities } from './messaging.module.js';
export { Notification } from './notifications/notification.entity.js';
export {
  NotificationsService,
  type NewNotification,
  type NotificationMail,
  type NotifyOptions,
} from './notifications/notifications.service.js';
export { NotificationPreference } from './preferences/notification-preference.entity.js';
export { NOTIFICATION_TYPES, type NotificationType } from './domain/notification-types.js';
export { Conversation } from './conversations/conversation.entity.js';
export { ConversationMessage } from './conversations/message.entity.js';
export { ConversationReadMark } from './conversations/read-mark.entity.js';
export { MessageAttachment } from './attachments/message-attachment.entity.js';
export {
  ConversationTopics,
  type TopicQuery,
  type TopicReader,
  type TopicType,
} from './conversations/conversation-topics.js';
export { AttachmentDto } from './conversations/dto/conversation.dto.js';
export { AttachmentsService, MESSAGE_ATTACHMENT_MAX_BYTES } from './attachments/attachments.service.js';
export { PARTICIPANTS } from './conversations/conversations.controller.js';
