import { createHash } from 'node:crypto';
import fc from 'fast-check';
import {
  captchaChallengeFault,
  captchaExpiry,
  decodeCaptchaSolution,
  encodeCaptchaSolution,
  sha256Hex,
  solveCaptcha,
  type CaptchaChallenge,
  type CaptchaSolution,
} from '../captcha.js';

const hex = (constraints: { minLength?: number; maxLength: number }) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), ...constraints });
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

function challengeOf(salt: string, number: number, maxNumber: number): CaptchaChallenge {
  return {
    siteKey: 'site',
    version: 3,
    algorithm: 'SHA-256',
    salt,
    challenge: hash(salt + number),
    maxNumber,
    signature: 'sig',
  };
}

describe('the proof of work', () => {
  test('sha256Hex is the SHA-256 of node:crypto, in lower-case hex', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        expect(await sha256Hex(text)).toBe(hash(text));
      }),
      { numRuns: 50 },
    );
  });

  test('the secret number is found wherever it lies in [0, maxNumber]', async () => {
    await fc.assert(
      fc.asyncProperty(
        hex({ minLength: 1, maxLength: 24 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        async (salt, number, extra) => {
          expect(await solveCaptcha(challengeOf(salt, number, number + extra))).toBe(number);
        },
      ),
      { numRuns: 30 },
    );
  });

  test('a challenge whose number lies beyond maxNumber, or a forged one, has no solution', async () => {
    expect(await solveCaptcha(challengeOf('abc', 51, 50))).toBeNull();
    expect(await solveCaptcha({ salt: 'abc', challenge: '0'.repeat(64), maxNumber: 20 })).toBeNull();
  });

  test('progress is told from 0 towards 1 while the work goes on', async () => {
    const shares: number[] = [];
    await solveCaptcha(challengeOf('s', 100, 100), (share) => shares.push(share));
    expect(shares[0]).toBe(0);
    expect(shares.length).toBeGreaterThan(5);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(Math.max(...shares)).toBeLessThanOrEqual(1);
  });
});

describe('what the browser checks before working', () => {
  const good = challengeOf('abc?expires=99', 1, 10);

  test('a well-formed challenge has no fault', () => {
    expect(captchaChallengeFault(good)).toBeNull();
  });

  test('the spec’s messages for a missing key or version, the key first', () => {
    expect(captchaChallengeFault({ ...good, siteKey: '' })).toBe('captcha.missingKey');
    expect(captchaChallengeFault({ ...good, siteKey: undefined as unknown as string })).toBe(
      'captcha.missingKey',
    );
    expect(captchaChallengeFault({ ...good, version: 0 })).toBe('captcha.missingVersion');
    expect(captchaChallengeFault({ ...good, siteKey: '', version: 0 })).toBe('captcha.missingKey');
  });

  test('anything it cannot work out cannot be executed', () => {
    const faults = [
      { ...good, version: 2 },
      { ...good, algorithm: 'SHA-1' as 'SHA-256' },
      { ...good, salt: '' },
      { ...good, challenge: good.challenge.toUpperCase() },
      { ...good, challenge: good.challenge.slice(1) },
      { ...good, maxNumber: -1 },
      { ...good, maxNumber: 1.5 },
    ];
    for (const challenge of faults) expect(captchaChallengeFault(challenge)).toBe('captcha.executeFailed');
  });
});

describe('the X-Captcha header', () => {
  const solution = fc.record({
    siteKey: fc.string({ maxLength: 30, unit: 'grapheme' }),
    version: fc.integer({ min: -5, max: 10 }),
    salt: fc.string({ maxLength: 60 }),
    challenge: hex({ maxLength: 64 }),
    number: fc.nat(),
    signature: hex({ maxLength: 64 }),
  });

  test('a solution reads back as it was written, whatever its texts (accents and emoji included)', () => {
    fc.assert(
      fc.property(solution, (value: CaptchaSolution) => {
        const header = encodeCaptchaSolution(value);
        expect(header).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeCaptchaSolution(header)).toEqual(value);
      }),
    );
    const accented = {
      siteKey: 'clé-été 🍷',
      version: 3,
      salt: 's',
      challenge: 'c',
      number: 1,
      signature: 'x',
    };
    expect(decodeCaptchaSolution(encodeCaptchaSolution(accented))).toEqual(accented);
  });

  test('anything else reads as no solution', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const valid = { siteKey: 'k', version: 3, salt: 's', challenge: 'c', number: 4, signature: 'g' };
    expect(decodeCaptchaSolution(encode(valid))).toEqual(valid);
    for (const header of [
      undefined,
      '',
      'not base64!',
      'A'.repeat(2049),
      Buffer.from('{"broken"').toString('base64url'),
      encode(null),
      encode(42),
      encode({ ...valid, number: -1 }),
      encode({ ...valid, number: 1.5 }),
      encode({ ...valid, number: '4' }),
      encode({ ...valid, version: '3' }),
      encode({ ...valid, siteKey: 7 }),
      encode({ ...valid, salt: undefined }),
      encode({ ...valid, challenge: null }),
      encode({ ...valid, signature: [] }),
    ])
      expect(decodeCaptchaSolution(header)).toBeNull();
  });
});

test('the expiry travels at the end of the salt, and only there', () => {
  expect(captchaExpiry('a1b2?expires=1795983913')).toBe(1795983913);
  expect(captchaExpiry('a1b2')).toBeNull();
  expect(captchaExpiry('a1b2?expires=')).toBeNull();
  expect(captchaExpiry('a1b2?expires=12x')).toBeNull();
  expect(captchaExpiry('?expires=1&x')).toBeNull();
  expect(captchaExpiry('?expires=1234567890123')).toBeNull();
});
