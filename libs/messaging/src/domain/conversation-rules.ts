/*
 * The rules of conversations, framework-free (docs/messaging.md): who is on which side, who sees a
 * conversation, what a message may hold.
 */

export const CONVERSATION_KINDS = ['shop', 'support'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const CONVERSATION_STATUSES = ['open', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const ABOUT_TYPES = ['order', 'booking', 'quote', 'free'] as const;
export type AboutType = (typeof ABOUT_TYPES)[number];

export const AUTHOR_SIDES = ['buyer', 'shop', 'support'] as const;
export type AuthorSide = (typeof AUTHOR_SIDES)[number];

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;
export const PREVIEW_MAX = 140;
export const ATTACHMENTS_MAX = 5;

/** The roles that take part in conversations; agents and API keys do not. */
export type ParticipantRole = 'buyer' | 'owner' | 'iam' | 'admin';

/** Who asks, as the rules need it. */
export interface Participant {
  userId: number;
  role: ParticipantRole;
  /** The shop in use (owners and collaborators; a buyer's X-Shop-Id is irrelevant here). */
  shopId: number | null;
  /** Owner, or collaborator holding seeAllMessages. */
  seesAllMessages: boolean;
}

/** What the rules read of a conversation. */
export interface ConversationScope {
  kind: ConversationKind;
  shopId: number | null;
  buyerUserId: number | null;
  assigneeId: number | null;
}

/** The side a participant writes from in a conversation of that kind. */
export function sideOf(role: ParticipantRole): AuthorSide {
  if (role === 'buyer') return 'buyer';
  if (role === 'admin') return 'support';
  return 'shop';
}

/** Anything else answers 404: a conversation one does not belong to does not exist for them. */
export function canSee(who: Participant, conversation: ConversationScope): boolean {
  switch (who.role) {
    case 'buyer':
      return conversation.buyerUserId === who.userId;
    case 'admin':
      return conversation.kind === 'support';
    case 'owner':
    case 'iam':
      if (who.shopId === null || conversation.shopId !== who.shopId) return false;
      // A buyer's support conversation has no shop, so it never reaches this line.
      return who.seesAllMessages || conversation.assigneeId === who.userId;
  }
}

/** Only the shop's side with the overview (owner, seeAllMessages) hands conversations out. */
export function canAssign(who: Participant, conversation: ConversationScope): boolean {
  return (who.role === 'owner' || who.role === 'iam') && who.seesAllMessages && canSee(who, conversation);
}

/**
 * The unread messages of a participant are those written from another side: a collaborator's
 * message is not unread to the owner, a buyer's is.
 */
export function isFromOtherSide(who: Pick<Participant, 'role'>, authorSide: AuthorSide): boolean {
  return sideOf(who.role) !== authorSide;
}

/** A person as conversations name them: first and last name, else their e-mail address. */
export function nameOf(person: { firstname: string; lastname: string; email: string }): string {
  return `${person.firstname} ${person.lastname}`.trim() || person.email;
}

/** The body as stored: trimmed; empty or over BODY_MAX is refused by the caller. */
export function normaliseBody(body: string): string {
  return body.trim();
}

/** The list's preview: the message on one line, cut at PREVIEW_MAX characters with an ellipsis. */
export function previewOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  if (characters.length <= PREVIEW_MAX) return line;
  return `${characters
    .slice(0, PREVIEW_MAX - 1)
    .join('')
    .trimEnd()}…`;
}
