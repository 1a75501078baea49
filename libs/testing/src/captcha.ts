import pactum from 'pactum';
import { encodeCaptchaSolution, solveCaptcha, type CaptchaChallenge } from '@cuvee/kernel';

/**
 * The `X-Captcha` header of a public form, solved as a browser would: a fresh challenge from the API
 * under test, worked out, sent back. Tests run with a small CAPTCHA_MAX_NUMBER (test-env.ts), so the
 * work is the real one, only shorter. `apiUrl` when pactum has no base URL (browser tests).
 */
export async function solvedCaptcha(apiUrl = ''): Promise<Record<string, string>> {
  const response = await pactum.spec().get(`${apiUrl}/v1/captcha`).expectStatus(200).toss();
  const challenge = response.json as CaptchaChallenge;
  const number = await solveCaptcha(challenge);
  if (number === null) throw new Error('the captcha challenge of the API under test has no solution');
  const { siteKey, version, salt, signature } = challenge;
  return {
    'X-Captcha': encodeCaptchaSolution({
      siteKey,
      version,
      salt,
      challenge: challenge.challenge,
      number,
      signature,
    }),
  };
}
