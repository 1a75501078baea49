import type { Schemas } from '@cuvee/api-client';
import { api, refused } from './client';

/*
 * The buyer's messaging (docs/messaging.md): conversations with each shop and with support, their
 * messages and attachments, read marks, the unread count of the header, the notification preferences.
 * A refused call throws an ApiError with the API's own messages (French or English, as the page).
 */

export type Conversation = Schemas['ConversationDto'];
export type Message = Schemas['MessageDto'];
export type Attachment = Message['attachments'][number];
export type NewConversation = Schemas['CreateConversationDto'];
export type NotificationPreference = Schemas['NotificationPreferenceDto'];

/** GET /v1/conversations: the caller's, last message first (the first hundred: a buyer has few). */
export async function fetchConversations(filter: Record<string, unknown> = {}): Promise<Conversation[]> {
  const { data, error, response } = await api.GET('/v1/conversations', {
    params: { query: { filter: JSON.stringify(filter), range: '[0,99]', sort: '["lastMessageAt","DESC"]' } },
  });
  if (!data) refused(error, response);
  return data;
}

/** GET /v1/conversations/{id}/messages, oldest first: every page of a hundred (the API's most). */
export async function fetchMessages(id: number): Promise<Message[]> {
  const messages: Message[] = [];
  for (;;) {
    const start = messages.length;
    const { data, error, response } = await api.GET('/v1/conversations/{id}/messages', {
      params: { path: { id }, query: { range: `[${start},${start + 99}]` } },
    });
    if (!data) refused(error, response);
    messages.push(...data);
    if (data.length < 100) return messages;
  }
}

/** POST /v1/conversations: a new conversation with its first message. */
export async function startConversation(body: NewConversation): Promise<Conversation> {
  const { data, error, response } = await api.POST('/v1/conversations', { body });
  if (!data) refused(error, response);
  return data;
}

/** POST /v1/conversations/{id}/messages (reopens a closed conversation). */
export async function postMessage(id: number, body: string, attachmentIds: number[]): Promise<Message> {
  const { data, error, response } = await api.POST('/v1/conversations/{id}/messages', {
    params: { path: { id } },
    body: { body, attachmentIds },
  });
  if (!data) refused(error, response);
  return data;
}

/** PUT /v1/conversations/{id}: closed or reopened. */
export async function setStatus(id: number, status: 'open' | 'closed'): Promise<Conversation> {
  const { data, error, response } = await api.PUT('/v1/conversations/{id}', {
    params: { path: { id } },
    body: { status },
  });
  if (!data) refused(error, response);
  return data;
}

/** POST /v1/conversations/{id}/read: everything read for the caller. */
export async function markRead(id: number): Promise<void> {
  const { error, response } = await api.POST('/v1/conversations/{id}/read', { params: { path: { id } } });
  if (!response.ok) refused(error, response);
}

/** POST /v1/conversations/attachments (multipart): the staged file, or the API's words refusing it. */
export async function uploadAttachment(file: File): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file);
  const { data, error, response } = await api.POST('/v1/conversations/attachments', {
    body: form as never,
    bodySerializer: (body: unknown) => body as FormData,
  });
  if (!data) refused(error, response);
  return data;
}

/** GET /v1/conversations/{id}/attachments/{attachmentId}, as a file (the bearer token must go along: no plain link). */
export async function attachmentFile(conversationId: number, attachmentId: number): Promise<Blob> {
  const { data, error, response } = await api.GET('/v1/conversations/{id}/attachments/{attachmentId}', {
    params: { path: { id: conversationId, attachmentId } },
    parseAs: 'blob',
  });
  if (!data) refused(error, response);
  return data;
}

/** GET /v1/conversations/unread-count: the header's badge. */
export async function fetchUnreadCount(): Promise<number> {
  const { data } = await api.GET('/v1/conversations/unread-count');
  return data?.conversations ?? 0;
}

/** GET /v1/notification-preferences. */
export async function fetchPreferences(): Promise<NotificationPreference[]> {
  const { data, error, response } = await api.GET('/v1/notification-preferences');
  if (!data) refused(error, response);
  return data;
}

/** PUT /v1/notification-preferences. */
export async function savePreferences(
  preferences: NotificationPreference[],
): Promise<NotificationPreference[]> {
  const { data, error, response } = await api.PUT('/v1/notification-preferences', { body: { preferences } });
  if (!data) refused(error, response);
  return data;
}
