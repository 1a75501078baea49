import { replyMessage } from '../common/notices';

export interface AuthOutcome {
  ok: boolean;
  message: string;
}

/** What an auth form shows after its call: the API's message (a list one per line), or the fallback. */
export function outcomeOf(
  reply: { data?: { message: string }; error?: unknown },
  fallback: string,
): AuthOutcome {
  if (reply.data) return { ok: true, message: reply.data.message };
  const message = replyMessage(reply.error);
  return { ok: false, message: (Array.isArray(message) ? message.join('\n') : message) || fallback };
}
