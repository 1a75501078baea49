import { In } from 'typeorm';
import { Shop, ShopMember, User } from '@cuvee/iam';
import { hasPermission, messageText } from '@cuvee/kernel';
import { Database, JobHandler, type Job } from '@cuvee/platform';
import { nameOf, previewOf } from '../domain/conversation-rules.js';
import { Conversation } from '../conversations/conversation.entity.js';
import { ConversationMessage } from '../conversations/message.entity.js';
import { NotificationsService } from '../notifications/notifications.service.js';

export const MESSAGE_POSTED_JOB = 'messaging.message-posted';

export interface MessagePostedPayload {
  messageId: number;
}

/** Where a participant opens a conversation, on either front (the shop front draws it for buyers). */
export const conversationLink = (conversationId: number): string => `/tickets?conversation=${conversationId}`;

/**
 * A message committed: each recipient on the other side gets a `message` notification, in the centre
 * and by mail as their preferences say (docs/messaging.md "Mails"). Recipients: the buyer; on the shop's
 * side, the assignee, else the owner and the collaborators who see all messages; the support, every
 * admin. Enqueued after the commit, so a rolled-back message tells no one.
 */
@JobHandler(MESSAGE_POSTED_JOB)
export class MessagePostedJob implements Job<MessagePostedPayload> {
  constructor(
    private readonly database: Database,
    private readonly notifications: NotificationsService,
  ) {}

  async run({ messageId }: MessagePostedPayload): Promise<unknown> {
    const manager = this.database.dataSource.manager;
    const message = await manager.getRepository(ConversationMessage).findOneBy({ id: messageId });
    if (!message) return { notified: 0 };
    const conversation = await manager
      .getRepository(Conversation)
      .findOneByOrFail({ id: message.conversationId });
    const recipients = await this.recipientsOf(conversation, message);
    const [author, shop] = await Promise.all([
      manager.getRepository(User).findOne({
        where: { id: message.authorUserId },
        select: { id: true, firstname: true, lastname: true, email: true },
      }),
      conversation.shopId === null
        ? null
        : manager
            .getRepository(Shop)
            .findOne({ where: { id: conversation.shopId }, select: { id: true, name: true } }),
    ]);
    const authorName =
      message.authorSide === 'support'
        ? 'Le support Cuvée'
        : message.authorSide === 'shop' && shop
          ? shop.name
          : author
            ? nameOf(author)
            : '';
    const content = messageText('messaging.newMessage', 'fr', {
      author: authorName,
      subject: conversation.subject,
    });
    await this.notifications.notify(
      recipients.map(({ userId, shopId }) => ({
        userId,
        shopId,
        type: 'message',
        content: content.slice(0, 500),
        redirectLink: conversationLink(conversation.id),
        mail: {
          subject: `${authorName} vous a écrit : ${conversation.subject}`,
          paragraphs: [
            `${authorName} vous a écrit au sujet de « ${conversation.subject} » :`,
            previewOf(message.body),
          ],
          button: 'Lire et répondre',
        },
      })),
    );
    return { notified: recipients.length };
  }

  /** The users of the other side, with the shop their notification belongs to. */
  private async recipientsOf(
    conversation: Conversation,
    message: ConversationMessage,
  ): Promise<{ userId: number; shopId: number | null }[]> {
    const manager = this.database.dataSource.manager;
    const toShop = message.authorSide !== 'shop' && conversation.shopId !== null;
    if (toShop) {
      if (conversation.assigneeId !== null)
        return [{ userId: conversation.assigneeId, shopId: conversation.shopId }];
      const team = await manager
        .getRepository(ShopMember)
        .findBy({ shopId: conversation.shopId!, role: In(['owner', 'iam']) });
      return team
        .filter((member) => hasPermission(member, 'seeAllMessages'))
        .map((member) => ({ userId: member.userId, shopId: conversation.shopId }));
    }
    if (message.authorSide !== 'buyer' && conversation.buyerUserId !== null && conversation.kind === 'shop')
      return [{ userId: conversation.buyerUserId, shopId: null }];
    if (message.authorSide === 'support' && conversation.buyerUserId !== null)
      return [{ userId: conversation.buyerUserId, shopId: null }];
    // To support: every admin.
    const admins = await manager.getRepository(User).find({ where: { role: 'admin' }, select: { id: true } });
    return admins
      .filter((admin) => admin.id !== message.authorUserId)
      .map((admin) => ({ userId: admin.id, shopId: null }));
  }
}
