import fc from 'fast-check';
import { NEW_CLIENT } from '../client-fields.js';
import { dueForErasureProposal, erasedFields, retentionCutoff } from '../privacy.js';

const instants = fc.date({
  min: new Date('2001-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('how long an idle prospect is kept', () => {
  test('three years before, on the same day and time', () => {
    expect(retentionCutoff(new Date('2026-11-28T10:15:00Z')).toISOString()).toBe('2023-11-28T10:15:00.000Z');
  });

  test('29 February keeps to the last day of February of a common year', () => {
    expect(retentionCutoff(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(retentionCutoff(new Date('2028-02-29T12:00:00Z'), 4).toISOString()).toBe(
      '2024-02-29T12:00:00.000Z',
    );
  });

  test('the cutoff is always years earlier, at the same time of day, in the same month', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 10 }), (now, years) => {
        const cutoff = retentionCutoff(now, years);
        expect(cutoff.getUTCFullYear()).toBe(now.getUTCFullYear() - years);
        expect(cutoff.getUTCMonth()).toBe(now.getUTCMonth());
        expect(cutoff.getUTCDate()).toBeLessThanOrEqual(now.getUTCDate());
        expect(now.getUTCDate() - cutoff.getUTCDate()).toBeLessThanOrEqual(1);
        expect(cutoff.toISOString().slice(10)).toBe(now.toISOString().slice(10));
      }),
    );
  });

  test('due exactly when the last activity is before the cutoff', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: -5_000_000, max: 5_000_000 }), (now, shiftMs) => {
        const cutoff = retentionCutoff(now);
        const lastActivity = new Date(cutoff.getTime() + shiftMs);
        expect(dueForErasureProposal(lastActivity, now)).toBe(shiftMs < 0);
      }),
    );
  });
});

describe('what an erased client keeps', () => {
  test('no name, contact, address, note or consent; typology, stage, agent and accounting code stay', () => {
    const erased = erasedFields({
      typology: 'caviste',
      isPro: true,
      accountingCode: '411CAVE',
      agentId: 7,
      pipe: 'Qualified',
    });
    expect(erased).toEqual({
      ...NEW_CLIENT,
      typology: 'caviste',
      isPro: true,
      accountingCode: '411CAVE',
      agentId: 7,
      pipe: 'Qualified',
      archived: true,
    });
    expect(erased).toMatchObject({
      email: null,
      firstname: null,
      billingAddress: null,
      notes: null,
      userId: null,
    });
    expect(erased.marketingConsent).toBe(false);
  });
});
