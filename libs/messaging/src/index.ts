export { MessagingModule, messagingEntities } from './messaging.module.js';
export { Notification } from './notifications/notification.entity.js';
export { NotificationsService, type NewNotification } from './notifications/notifications.service.js';
