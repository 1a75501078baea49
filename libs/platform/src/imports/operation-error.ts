import { BadRequestException } from '@nestjs/common';
import { isMessageKey, messageText, type Locale, type MessageKey } from '@cuvee/kernel';
import { localizeParams, type LocalizableParams } from './import-definition.js';

/**
 * An import or export refused for a reason the user can act on (a file that is not a spreadsheet, a
 * missing column, an unknown kind, an import that cannot be reverted): a message key and its parameters.
 * The API answers it as a 400, the command line prints it, a job records it on its import.
 */
export class OperationError extends Error {
  constructor(
    readonly code: MessageKey,
    readonly params: LocalizableParams = {},
  ) {
    super(code);
    this.name = 'OperationError';
  }
}

/** The API's answer to it: a 400 whose message the error responder translates with its parameters. */
export function badRequest(error: OperationError, locale: Locale): BadRequestException {
  return new BadRequestException({ message: error.code, params: localizeParams(error.params, locale) });
}

/** The text of an import's or export's stopping reason, kept as a code and parameters. */
export function operationMessage(code: string, params: LocalizableParams | null, locale: Locale): string {
  return isMessageKey(code) ? messageText(code, locale, localizeParams(params, locale)) : code;
}
