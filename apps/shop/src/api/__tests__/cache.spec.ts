import { describe, expect, test } from '@jest/globals';
import { shared } from '../cache';

describe('shared (requests of parallel route loaders)', () => {
  test('loaders asking together share one request', async () => {
    const cache = new Map<string, Promise<number>>();
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    const [a, b] = await Promise.all([
      shared(cache, 'k', load, { keep: false }),
      shared(cache, 'k', load, { keep: false }),
    ]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
  });

  test('without keep, a settled answer is forgotten: the next visit asks again', async () => {
    const cache = new Map<string, Promise<number>>();
    let calls = 0;
    await shared(cache, 'k', () => Promise.resolve(++calls), { keep: false });
    expect(await shared(cache, 'k', () => Promise.resolve(++calls), { keep: false })).toBe(2);
  });

  test('with keep, a success is kept and a failure is forgotten', async () => {
    const cache = new Map<string, Promise<string>>();
    await expect(shared(cache, 'k', () => Promise.reject(new Error('down')), { keep: true })).rejects.toThrow(
      'down',
    );
    expect(cache.has('k')).toBe(false);
    expect(await shared(cache, 'k', () => Promise.resolve('up'), { keep: true })).toBe('up');
    expect(await shared(cache, 'k', () => Promise.resolve('again'), { keep: true })).toBe('up');
  });
});
