import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@cuvee/api-client';
import { useBackofficeData } from '../api/custom-methods';
import { useSession } from '../session/use-session';

export type Conversation = Schemas['ConversationDto'];
export type Message = Schemas['MessageDto'];
export type Attachment = Schemas['AttachmentDto'];

/** react-admin resources: the conversations, and one conversation's messages (a nested collection). */
export const CONVERSATIONS = 'conversations';
export const messagesOf = (id: number): string => `conversations/${id}/messages`;

const UNREAD = ['conversations', 'unread'] as const;

/** Every query of messaging: react-admin keys a nested resource by its whole name. */
const messagingQueries = {
  predicate: (query: { queryKey: readonly unknown[] }) =>
    typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(CONVERSATIONS),
};
/** The badge follows new messages without a reload; a minute is soon enough for a reply. */
const UNREAD_POLL_MS = 60_000;

/** Conversations with unread messages for the user, shared by the header button and the inbox. */
export function useUnreadConversations(): number | null {
  const data = useBackofficeData();
  const state = useSession();
  const userId = state.status === 'authenticated' ? state.user.id : null;
  const { data: unread } = useQuery({
    queryKey: [...UNREAD, userId],
    queryFn: () => data.conversationsUnread(),
    enabled: userId !== null,
    refetchInterval: UNREAD_POLL_MS,
  });
  return unread?.conversations ?? null;
}

/** Marks a conversation read, then refreshes the badge and the list's unread counts. */
export function useMarkRead() {
  const data = useBackofficeData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data.markConversationRead(id),
    onSettled: () => queryClient.invalidateQueries(messagingQueries),
  });
}

/** After a message or a change: the list, the thread and the badge are read again. */
export function useRefreshMessaging(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(messagingQueries);
}
