import fc from 'fast-check';
import { BLANK_CLIENT } from '../client-fields.js';
import { mergeClients } from '../merge.js';

const base = BLANK_CLIENT;

describe('merging two records of the same client', () => {
  test('the kept values win, empty ones are filled from the absorbed record', () => {
    const kept = { ...base, firstname: 'Jean', lastname: 'Dupont', email: 'jean@dupont.fr', phone: '' };
    const absorbed = {
      ...base,
      firstname: 'J.',
      email: 'autre@dupont.fr',
      phone: '+33612345678',
      agentId: 4,
    };
    const merged = mergeClients(kept, absorbed);
    expect(merged).toMatchObject({
      firstname: 'Jean',
      email: 'jean@dupont.fr',
      phone: '+33612345678',
      agentId: 4,
    });
  });

  test('notes are joined, a professional stays one, a professional price list beats the public one', () => {
    const merged = mergeClients(
      { ...base, notes: 'Aime le blanc.' },
      { ...base, notes: 'Livrer le mardi.', isPro: true, typology: 'caviste' },
    );
    expect(merged.notes).toBe('Aime le blanc.\n\nLivrer le mardi.');
    expect(merged.isPro).toBe(true);
    expect(merged.typology).toBe('caviste');
    expect(mergeClients({ ...base, typology: 'restaurant' }, { ...base, typology: 'caviste' }).typology).toBe(
      'restaurant',
    );
  });

  test('consent given on either record was given, dated by the latest', () => {
    const early = new Date('2025-01-01T00:00:00Z');
    const late = new Date('2026-01-01T00:00:00Z');
    const merged = mergeClients(
      { ...base, marketingConsent: true, marketingConsentAt: early },
      { ...base, marketingConsent: true, marketingConsentAt: late },
    );
    expect(merged).toMatchObject({ marketingConsent: true, marketingConsentAt: late });
    expect(mergeClients(base, { ...base, marketingConsentAt: late }).marketingConsentAt).toBeNull();
  });

  test('a client on either side makes the merged record a client; two prospects stay a prospect', () => {
    const converted = new Date('2026-02-01T00:00:00Z');
    expect(mergeClients({ ...base, pipe: 'Prospect' }, { ...base, convertedAt: converted })).toMatchObject({
      pipe: null,
      convertedAt: converted,
    });
    expect(mergeClients({ ...base, pipe: 'Qualified' }, { ...base, pipe: 'Prospect' })).toMatchObject({
      pipe: 'Qualified',
      convertedAt: null,
    });
  });

  test('archived only when both were', () => {
    expect(mergeClients({ ...base, archived: true }, base).archived).toBe(false);
    expect(mergeClients({ ...base, archived: true }, { ...base, archived: true }).archived).toBe(true);
  });

  test("the merged values are the client's own: not the row's id, shop or dates", () => {
    const row = (id: number) => ({ ...base, id, shopId: 2, createdAt: new Date(), lastname: 'Dupont' });
    const merged = mergeClients(row(7), row(8));
    expect(Object.keys(merged).sort()).toEqual(Object.keys(base).sort());
    expect(merged.lastname).toBe('Dupont');
  });

  test('nothing known is lost: every value of either side that the kept one lacks is kept', () => {
    const text = fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: null });
    const side = fc.record({ email: text, siret: text, accountingCode: text, firstname: text });
    fc.assert(
      fc.property(side, side, (kept, absorbed) => {
        const merged = mergeClients({ ...base, ...kept }, { ...base, ...absorbed });
        for (const field of ['email', 'siret', 'accountingCode', 'firstname'] as const) {
          const keptValue = kept[field]?.trim() ? kept[field] : null;
          const absorbedValue = absorbed[field]?.trim() ? absorbed[field] : null;
          if (keptValue) expect(merged[field]).toBe(kept[field]);
          else if (absorbedValue) expect(merged[field]).toBe(absorbed[field]);
        }
      }),
    );
  });
});
