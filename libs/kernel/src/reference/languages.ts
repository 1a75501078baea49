import type { KeyOf, RefItem } from './reference-list.js';

export interface LanguageItem extends RefItem {
  /** The language's own name, for a language picker. */
  readonly native: string;
}

/** Languages of content (event language, client language). The interface itself is fr or en. */
export const LANGUAGES = [
  { key: 'fr', native: 'Français', fr: 'Français', en: 'French' },
  { key: 'en', native: 'English', fr: 'Anglais', en: 'English' },
  { key: 'es', native: 'Español', fr: 'Espagnol', en: 'Spanish' },
  { key: 'de', native: 'Deutsch', fr: 'Allemand', en: 'German' },
  { key: 'it', native: 'Italiano', fr: 'Italien', en: 'Italian' },
  { key: 'pt', native: 'Português', fr: 'Portugais', en: 'Portuguese' },
  { key: 'nl', native: 'Nederlands', fr: 'Néerlandais', en: 'Dutch' },
  { key: 'pl', native: 'Polski', fr: 'Polonais', en: 'Polish' },
  { key: 'ru', native: 'Русский', fr: 'Russe', en: 'Russian' },
  { key: 'zh', native: '中文', fr: 'Chinois', en: 'Chinese' },
  { key: 'ja', native: '日本語', fr: 'Japonais', en: 'Japanese' },
] as const satisfies readonly LanguageItem[];
export type Language = KeyOf<typeof LANGUAGES>;
