import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Conversations1795875195427 implements MigrationInterface {
  name = 'Conversations1795875195427';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `conversation_messages` (`id` int NOT NULL AUTO_INCREMENT, `conversationId` int NOT NULL, `authorSide` varchar(8) NOT NULL, `authorUserId` int NOT NULL, `body` text NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_conversation_messages_conversation` (`conversationId`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `conversation_read_marks` (`id` int NOT NULL AUTO_INCREMENT, `conversationId` int NOT NULL, `userId` int NOT NULL, `lastReadMessageId` int NOT NULL, `readAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_conversation_read_marks_user` (`userId`), UNIQUE INDEX `uq_conversation_read_marks` (`conversationId`, `userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `message_attachments` (`id` int NOT NULL AUTO_INCREMENT, `uploaderUserId` int NOT NULL, `messageId` int NULL, `conversationId` int NULL, `fileName` varchar(255) NOT NULL, `contentType` varchar(64) NOT NULL, `size` int NOT NULL, `fileKey` varchar(255) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_message_attachments_message` (`messageId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `conversations` (`id` int NOT NULL AUTO_INCREMENT, `kind` varchar(16) NOT NULL, `shopId` int NULL, `buyerUserId` int NULL, `subject` varchar(200) NOT NULL, `aboutType` varchar(16) NOT NULL, `aboutId` int NULL, `aboutLabel` varchar(120) NULL, `status` varchar(8) NOT NULL DEFAULT 'open', `assigneeId` int NULL, `createdByUserId` int NOT NULL, `lastMessageAt` datetime NOT NULL, `lastMessagePreview` varchar(140) NOT NULL DEFAULT '', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_conversations_kind_last` (`kind`, `lastMessageAt`), INDEX `idx_conversations_buyer_last` (`buyerUserId`, `lastMessageAt`), INDEX `idx_conversations_shop_last` (`shopId`, `lastMessageAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `notification_preferences` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `type` varchar(16) NOT NULL, `centre` tinyint NOT NULL, `mail` tinyint NOT NULL, UNIQUE INDEX `uq_notification_preferences_user_type` (`userId`, `type`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_notification_preferences_user_type` ON `notification_preferences`");
    await queryRunner.query("DROP TABLE `notification_preferences`");
    await queryRunner.query("DROP INDEX `idx_conversations_shop_last` ON `conversations`");
    await queryRunner.query("DROP INDEX `idx_conversations_buyer_last` ON `conversations`");
    await queryRunner.query("DROP INDEX `idx_conversations_kind_last` ON `conversations`");
    await queryRunner.query("DROP TABLE `conversations`");
    await queryRunner.query("DROP INDEX `idx_message_attachments_message` ON `message_attachments`");
    await queryRunner.query("DROP TABLE `message_attachments`");
    await queryRunner.query("DROP INDEX `uq_conversation_read_marks` ON `conversation_read_marks`");
    await queryRunner.query("DROP INDEX `idx_conversation_read_marks_user` ON `conversation_read_marks`");
    await queryRunner.query("DROP TABLE `conversation_read_marks`");
    await queryRunner.query("DROP INDEX `idx_conversation_messages_conversation` ON `conversation_messages`");
    await queryRunner.query("DROP TABLE `conversation_messages`");
  }
}
