import { BLANK_CLIENT } from '../client-fields.js';
import { mergeClients } from '../merge.js';

const base = BLANK_CLIENT;

describe('merging the flags, notes and consent dates', () => {
  test('two private records stay private and without consent', () => {
    const merged = mergeClients({ ...base, isPro: false }, { ...base, isPro: false });
    expect(merged.isPro).toBe(false);
    expect(merged.marketingConsent).toBe(false);
  });

  test('a consent given only on the kept record is kept', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const merged = mergeClients({ ...base, marketingConsent: true, marketingConsentAt: at }, base);
    expect(merged.marketingConsent).toBe(true);
    expect(merged.marketingConsentAt).toEqual(at);
  });

  test('a consent on both records keeps the later date, whichever side it is on', () => {
    const early = new Date('2026-01-01T10:00:00Z');
    const late = new Date('2026-06-01T10:00:00Z');
    const consent = (at: Date) => ({ ...base, marketingConsent: true, marketingConsentAt: at });
    expect(mergeClients(consent(late), consent(early)).marketingConsentAt).toEqual(late);
    expect(mergeClients(consent(early), consent(late)).marketingConsentAt).toEqual(late);
  });

  test('a note on one record only is kept alone, without separators', () => {
    expect(mergeClients({ ...base, notes: 'Livrer le matin' }, { ...base, notes: null }).notes).toBe(
      'Livrer le matin',
    );
  });
});
