import { snackbars } from '../services';

/*
 * The screens' own notices go to the shared snackbar stack (react-admin's notifications reach it too,
 * through the shell's bridge). The HTTP layer already shows the API's single messages, so a screen only
 * says what went well, or a refused save's list of messages.
 */

export const showSuccess = (text: string): void => snackbars.show(text, 'success');

export const showError = (text: string): void => snackbars.show(text, 'error');

/**
 * A refused save: the API's list of messages, one per line (a single one is already shown). `error` is
 * react-admin's HttpError (the reply in its body) or the typed client's error (the reply itself).
 */
export function showListError(error: unknown): void {
  const message = replyMessage(error);
  if (Array.isArray(message)) showError(message.join('\n'));
}

/** The API's message of a refusal (react-admin's HttpError or the typed client's reply), if it has one. */
export function replyMessage(error: unknown): string | string[] | undefined {
  const reply = (error as { body?: unknown } | null)?.body ?? error;
  const message = (reply as { message?: unknown } | null)?.message;
  return typeof message === 'string' || Array.isArray(message) ? (message as string | string[]) : undefined;
}
