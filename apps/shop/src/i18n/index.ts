import { defineMessages, useMessages } from '@cuvee/ui';
import { en } from './en';
import { fr } from './fr';

export type { ShopTexts } from './fr';

/** Every text of the shop front, French first; the shared pieces bring theirs from @cuvee/ui. */
export const messages = defineMessages(fr, en);

/** The texts in the page's language (`lang` query, then the cookie, then the browser). */
export function useTexts() {
  return useMessages(messages);
}
