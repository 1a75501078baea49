import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Notification } from './notifications/notification.entity.js';
import { NotificationsController } from './notifications/notifications.controller.js';
import { NotificationsService } from './notifications/notifications.service.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const messagingEntities = [Notification];

/** Messaging: the notification centre (the messages and campaigns of later issues join it here). */
@Module({
  imports: [TypeOrmModule.forFeature(messagingEntities)],
  controllers: [NotificationsController],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class MessagingModule {}
