import fc from 'fast-check';
import { isPrivateAddress, webhookUrlProblem } from '../webhook-url.js';
import { nextRound } from '../webhook-rounds.js';

const octet = fc.integer({ min: 0, max: 255 });

describe('webhook URL', () => {
  test('https to a public name is taken; http is not, except the loopback outside production', () => {
    expect(webhookUrlProblem('https://hooks.partenaire.fr/cuvee', false)).toBeNull();
    expect(webhookUrlProblem('http://hooks.partenaire.fr/cuvee', false)).toBe('webhooks.urlHttps');
    expect(webhookUrlProblem('http://localhost:4000/hooks', true)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/hooks', false)).toBe('webhooks.urlHttps');
    expect(webhookUrlProblem('https://localhost/hooks', false)).toBe('webhooks.urlPrivate');
    expect(webhookUrlProblem('https://user:pw@hooks.partenaire.fr/', false)).toBe('webhooks.urlInvalid');
    expect(webhookUrlProblem('ceci', false)).toBe('webhooks.urlInvalid');
  });

  test('every private IPv4 literal is refused, in any form of URL', () => {
    const privateV4 = fc.oneof(
      fc.tuple(fc.constant(10), octet, octet, octet),
      fc.tuple(fc.constant(127), octet, octet, octet),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), octet, octet),
      fc.tuple(fc.constant(192), fc.constant(168), octet, octet),
      fc.tuple(fc.constant(169), fc.constant(254), octet, octet),
    );
    fc.assert(
      fc.property(privateV4, fc.webPath(), (parts, path) => {
        const address = parts.join('.');
        expect(isPrivateAddress(address)).toBe(true);
        expect(isPrivateAddress(`::ffff:${address}`)).toBe(true);
        expect(webhookUrlProblem(`https://${address}${path}`, false)).toBe('webhooks.urlPrivate');
      }),
    );
  });

  test('public addresses are not private', () => {
    for (const address of ['8.8.8.8', '93.184.216.34', '172.32.0.1', '2001:4860:4860::8888']) {
      expect(isPrivateAddress(address)).toBe(false);
    }
    for (const address of ['::1', 'fd12::1', 'fe80::1', '100.64.0.1', '0.0.0.0']) {
      expect(isPrivateAddress(address)).toBe(true);
    }
  });
});

describe('retry rounds', () => {
  test('one try, then one per delay, in order, then none', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 10, max: 100_000 }), { maxLength: 10 }), (delays) => {
        let round = 0;
        const waits: number[] = [];
        for (let next = nextRound(round, delays); next; next = nextRound(round, delays)) {
          waits.push(next.delayMs);
          round = next.round;
        }
        expect(waits).toEqual(delays);
      }),
    );
  });
});
