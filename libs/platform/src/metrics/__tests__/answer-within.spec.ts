import { answerWithin } from '../answer-within.js';

const after = <T>(ms: number, settle: () => T): Promise<T> =>
  new Promise((resolve) => setTimeout(() => resolve(settle()), ms));

describe('a store asked within a time limit', () => {
  test('its answer in time is the answer; a failure or a throw is the fallback', async () => {
    expect(await answerWithin(() => after(5, () => true), 1000, false)).toBe(true);
    expect(await answerWithin(() => Promise.reject(new Error('down')), 1000, false)).toBe(false);
    expect(
      await answerWithin(
        () => {
          throw new Error('no client');
        },
        1000,
        false,
      ),
    ).toBe(false);
  });
});
