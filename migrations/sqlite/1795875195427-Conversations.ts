import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Conversations1795875195427 implements MigrationInterface {
  name = 'Conversations1795875195427';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"conversation_messages\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"conversationId\" integer NOT NULL, \"authorSide\" varchar(8) NOT NULL, \"authorUserId\" integer NOT NULL, \"body\" text NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_conversation_messages_conversation\" ON \"conversation_messages\" (\"conversationId\", \"id\") ");
    await queryRunner.query("CREATE TABLE \"conversation_read_marks\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"conversationId\" integer NOT NULL, \"userId\" integer NOT NULL, \"lastReadMessageId\" integer NOT NULL, \"readAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_conversation_read_marks_user\" ON \"conversation_read_marks\" (\"userId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_conversation_read_marks\" ON \"conversation_read_marks\" (\"conversationId\", \"userId\") ");
    await queryRunner.query("CREATE TABLE \"message_attachments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"uploaderUserId\" integer NOT NULL, \"messageId\" integer, \"conversationId\" integer, \"fileName\" varchar(255) NOT NULL, \"contentType\" varchar(64) NOT NULL, \"size\" integer NOT NULL, \"fileKey\" varchar(255) NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_message_attachments_message\" ON \"message_attachments\" (\"messageId\", \"createdAt\") ");
    await queryRunner.query("CREATE TABLE \"conversations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"kind\" varchar(16) NOT NULL, \"shopId\" integer, \"buyerUserId\" integer, \"subject\" varchar(200) NOT NULL, \"aboutType\" varchar(16) NOT NULL, \"aboutId\" integer, \"aboutLabel\" varchar(120), \"status\" varchar(8) NOT NULL DEFAULT ('open'), \"assigneeId\" integer, \"createdByUserId\" integer NOT NULL, \"lastMessageAt\" datetime NOT NULL, \"lastMessagePreview\" varchar(140) NOT NULL DEFAULT (''), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_conversations_kind_last\" ON \"conversations\" (\"kind\", \"lastMessageAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_conversations_buyer_last\" ON \"conversations\" (\"buyerUserId\", \"lastMessageAt\") ");
    await queryRunner.query("CREATE INDEX \"idx_conversations_shop_last\" ON \"conversations\" (\"shopId\", \"lastMessageAt\") ");
    await queryRunner.query("CREATE TABLE \"notification_preferences\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"userId\" integer NOT NULL, \"type\" varchar(16) NOT NULL, \"centre\" boolean NOT NULL, \"mail\" boolean NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_notification_preferences_user_type\" ON \"notification_preferences\" (\"userId\", \"type\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_notification_preferences_user_type\"");
    await queryRunner.query("DROP TABLE \"notification_preferences\"");
    await queryRunner.query("DROP INDEX \"idx_conversations_shop_last\"");
    await queryRunner.query("DROP INDEX \"idx_conversations_buyer_last\"");
    await queryRunner.query("DROP INDEX \"idx_conversations_kind_last\"");
    await queryRunner.query("DROP TABLE \"conversations\"");
    await queryRunner.query("DROP INDEX \"idx_message_attachments_message\"");
    await queryRunner.query("DROP TABLE \"message_attachments\"");
    await queryRunner.query("DROP INDEX \"uq_conversation_read_marks\"");
    await queryRunner.query("DROP INDEX \"idx_conversation_read_marks_user\"");
    await queryRunner.query("DROP TABLE \"conversation_read_marks\"");
    await queryRunner.query("DROP INDEX \"idx_conversation_messages_conversation\"");
    await queryRunner.query("DROP TABLE \"conversation_messages\"");
  }
}
