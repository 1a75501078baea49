import fc from 'fast-check';
import { isValidSiret } from '@cuvee/kernel';
import {
  afterTakeover,
  compactSiret,
  DUPLICATE_REASONS,
  duplicateOf,
  mayResendInvitation,
  TAKEOVER_STATES,
} from '../agent-shop.js';

const state = fc.constantFrom(null, ...TAKEOVER_STATES);
const found = fc.record({ siret: fc.boolean(), email: fc.boolean(), name: fc.boolean() });

describe('agent-added shops: takeover', () => {
  it('sends an invitation again only while the shop waits for its owner', () => {
    expect(mayResendInvitation('pending')).toBe(true);
    expect(mayResendInvitation('takenOver')).toBe(false);
    expect(mayResendInvitation(null)).toBe(false);
  });

  it('takes a pending shop over once, and changes no other state', () => {
    expect(afterTakeover('pending')).toBe('takenOver');
    fc.assert(
      fc.property(state, (s) => {
        const once = afterTakeover(s);
        expect(afterTakeover(once)).toBe(once);
        if (s !== 'pending') expect(once).toBe(s);
      }),
    );
  });
});

describe('agent-added shops: SIRET and duplicates', () => {
  it('compacts the groups people type and keeps the validity of the number', () => {
    expect(compactSiret('732 829 320 00074')).toBe('73282932000074');
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('0', '1', '7', '9', ' ', '.', '-'), { maxLength: 20 }),
        (chars) => {
          const typed = chars.join('');
          const compact = compactSiret(typed);
          expect(compactSiret(compact)).toBe(compact);
          expect(compact).not.toMatch(/[\s.-]/);
          expect(isValidSiret(compact)).toBe(isValidSiret(typed.replace(/[.-]/g, ' ')));
        },
      ),
    );
  });

  it('names no duplicate when nothing collides, else the first reason in the agreed order', () => {
    fc.assert(
      fc.property(found, (f) => {
        const reason = duplicateOf(f);
        const any = DUPLICATE_REASONS.some((r) => f[r]);
        expect(reason === null).toBe(!any);
        if (reason) {
          expect(f[reason]).toBe(true);
          const before = DUPLICATE_REASONS.slice(0, DUPLICATE_REASONS.indexOf(reason));
          expect(before.every((r) => !f[r])).toBe(true);
        }
      }),
    );
  });
});
