import { ForbiddenException } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { RequestContext } from '@cuvee/platform';
import { sideOf, type Participant, type ParticipantRole } from '../domain/conversation-rules.js';
import { ConversationMessage } from './message.entity.js';
import { ConversationReadMark } from './read-mark.entity.js';
import type { Conversation } from './conversation.entity.js';

const PARTICIPANT_ROLES: readonly string[] = ['buyer', 'owner', 'iam', 'admin'] satisfies ParticipantRole[];

/** The caller as a participant (the routes' `@Access` already keeps agents and API keys out). */
export function participantOf(ctx: RequestContext): Participant {
  const user = ctx.user!;
  if (!PARTICIPANT_ROLES.includes(user.role)) throw new ForbiddenException('error.forbidden');
  const role = user.role as ParticipantRole;
  const inShop = role === 'owner' || role === 'iam';
  return {
    userId: user.userId,
    role,
    shopId: inShop ? user.shopId : null,
    seesAllMessages: inShop && user.permissions.includes('seeAllMessages'),
  };
}

/** Keeps, on the `conversation` alias, what the participant sees (the SQL twin of `canSee`). */
export function whereVisible(builder: SelectQueryBuilder<Conversation>, who: Participant): void {
  switch (who.role) {
    case 'buyer':
      builder.andWhere('conversation.buyerUserId = :visibleUser', { visibleUser: who.userId });
      return;
    case 'admin':
      builder.andWhere("conversation.kind = 'support'");
      return;
    case 'owner':
    case 'iam':
      if (who.shopId === null) {
        builder.andWhere('1 = 0');
        return;
      }
      builder.andWhere('conversation.shopId = :visibleShop', { visibleShop: who.shopId });
      if (!who.seesAllMessages)
        builder.andWhere('conversation.assigneeId = :visibleUser', { visibleUser: who.userId });
  }
}

/**
 * The one rule of unread messages, as SQL: the messages aliased `message` that come from another side
 * than the participant's, after their read mark (joined as `<message>Mark`). Every unread query (the
 * badge, the list's counts, the `unread` filter) joins and filters with these.
 */
export function unreadTerms(who: Participant, message: string) {
  return {
    mark: `${message}Mark`,
    markJoin: `${message}Mark.conversationId = ${message}.conversationId AND ${message}Mark.userId = :unreadReader`,
    condition: `${message}.authorSide <> :unreadSide AND ${message}.id > COALESCE(${message}Mark.lastReadMessageId, 0)`,
    parameters: { unreadReader: who.userId, unreadSide: sideOf(who.role) },
  };
}

/** EXISTS an unread message (`unreadTerms`) in the `conversation` alias's rows, as a condition. */
export function unreadCondition<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  who: Participant,
  alias: string,
): string {
  const terms = unreadTerms(who, alias);
  const sub = builder
    .subQuery()
    .select('1')
    .from(ConversationMessage, alias)
    .leftJoin(ConversationReadMark, terms.mark, terms.markJoin)
    .where(`${alias}.conversationId = conversation.id`)
    .andWhere(terms.condition)
    .getQuery();
  builder.setParameters(terms.parameters);
  return `EXISTS ${sub}`;
}
