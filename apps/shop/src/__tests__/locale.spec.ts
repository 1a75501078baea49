import { describe, expect, it } from '@jest/globals';
import { detectLocale } from '../locale';

describe('detectLocale (spec §9)', () => {
  it('is French by default', () => {
    expect(detectLocale('', 'fr-FR')).toBe('fr');
    expect(detectLocale('', 'de-DE')).toBe('fr');
    expect(detectLocale('', '')).toBe('fr');
  });

  it('is English when the browser language contains "en"', () => {
    expect(detectLocale('', 'en-GB')).toBe('en');
    expect(detectLocale('', 'en')).toBe('en');
  });

  it('follows the lang query first', () => {
    expect(detectLocale('?lang=en', 'fr-FR')).toBe('en');
    expect(detectLocale('?lang=EN-us', 'fr-FR')).toBe('en');
    expect(detectLocale('?lang=fr', 'en-US')).toBe('fr');
  });
});
