import fc from 'fast-check';
import { channelsOf, defaultChannels, NOTIFICATION_TYPES } from '../notification-types.js';

describe('notification channels', () => {
  test('by default: the centre for all, a mail for messages, orders, bookings and payments', () => {
    expect(NOTIFICATION_TYPES.filter((type) => defaultChannels(type).mail)).toEqual([
      'message',
      'order',
      'booking',
      'payment',
    ]);
    expect(NOTIFICATION_TYPES.every((type) => defaultChannels(type).centre)).toBe(true);
  });

  test('a saved choice replaces the default of its type only; unknown types are ignored', () => {
    const saved = fc.array(
      fc.record({
        type: fc.constantFrom(...NOTIFICATION_TYPES, 'system'),
        centre: fc.boolean(),
        mail: fc.boolean(),
      }),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(saved, (rows) => {
        const channels = channelsOf(rows);
        for (const type of NOTIFICATION_TYPES) {
          const last = rows.filter((row) => row.type === type).at(-1);
          expect(channels[type]).toEqual(
            last ? { centre: last.centre, mail: last.mail } : defaultChannels(type),
          );
        }
        expect(Object.keys(channels)).toEqual([...NOTIFICATION_TYPES]);
      }),
    );
  });
});
