import { intlLocale, isLocale } from '../locale.js';
import { isWebhookEvent, WEBHOOK_EVENTS } from '../webhook-events.js';

describe('interface languages', () => {
  test('French and English only, as their codes', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale('FR')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  test('English is British English, French is the French of France', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('fr')).toBe('fr-FR');
  });
});

describe('webhook events', () => {
  test('a subscription names listed events only', () => {
    expect(WEBHOOK_EVENTS.every((event) => isWebhookEvent(event))).toBe(true);
    expect(isWebhookEvent('order.placed')).toBe(true);
    expect(isWebhookEvent('order.paid')).toBe(false);
    expect(isWebhookEvent('')).toBe(false);
    expect(isWebhookEvent(null)).toBe(false);
  });
});
