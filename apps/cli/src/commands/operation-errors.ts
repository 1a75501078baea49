import { HttpException } from '@nestjs/common';
import { isMessageKey, messageText, type Locale } from '@cuvee/kernel';
import { OperationError, operationMessage } from '@cuvee/platform';

/**
 * The text of an error the services raise for the API (a 400 carrying a message key and parameters,
 * a 404…), in the command line's language; anything else is its own message.
 */
export function errorText(error: unknown, locale: Locale): string {
  if (error instanceof OperationError) return operationMessage(error.code, error.params, locale);
  if (error instanceof HttpException) {
    const response = error.getResponse() as string | { message?: unknown; params?: Record<string, string> };
    const message = typeof response === 'string' ? response : response.message;
    // A refused field answers a list of keys, as the validation pipe does: its first one.
    const code = Array.isArray(message) ? (message[0] as unknown) : message;
    const params = typeof response === 'string' ? undefined : response.params;
    if (isMessageKey(code)) return messageText(code, locale, params);
    return String(code);
  }
  return error instanceof Error ? error.message : String(error);
}
