import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { LessThanOrEqual } from 'typeorm';
import {
  CAPTCHA_DEFAULT_VERSION,
  captchaExpiry,
  decodeCaptchaSolution,
  sha256Hex,
  type CaptchaChallenge,
} from '@cuvee/kernel';
import { AppConfig } from '../config/app-config.js';
import { Database } from '../database/database.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { CaptchaSpent } from './captcha-spent.entity.js';

/** How long a challenge may wait for its form: long enough to type a registration, not to stock them. */
export const CAPTCHA_TTL_SECONDS = 20 * 60;

/**
 * The self-hosted captcha of public forms (ADR 0088): hands out signed proof-of-work challenges and
 * checks a form's solution — signature, expiry, the work itself, and that no form used it before.
 */
@Injectable()
export class CaptchaService {
  constructor(
    private readonly config: AppConfig,
    private readonly database: Database,
  ) {}

  challenge(now = new Date()): CaptchaChallenge {
    const { siteKey, maxNumber } = this.config.captcha;
    const expires = Math.floor(now.getTime() / 1000) + CAPTCHA_TTL_SECONDS;
    const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
    const number = randomInt(0, maxNumber + 1);
    const challenge = createHash256(salt + number);
    return {
      siteKey,
      version: CAPTCHA_DEFAULT_VERSION,
      algorithm: 'SHA-256',
      salt,
      challenge,
      maxNumber,
      signature: this.sign(challenge),
    };
  }

  /**
   * Accepts the `X-Captcha` header of a form once, or throws 400 with the reason in the user's words:
   * `captcha.required` when there is none, `captcha.invalid` when it is forged, expired or spent.
   */
  async verify(header: string | undefined, now = new Date()): Promise<void> {
    if (!header) throw new BadRequestException({ message: 'captcha.required' });
    const solution = decodeCaptchaSolution(header);
    const expiry = solution ? captchaExpiry(solution.salt) : null;
    const valid =
      solution !== null &&
      expiry !== null &&
      expiry * 1000 > now.getTime() &&
      solution.version === CAPTCHA_DEFAULT_VERSION &&
      solution.siteKey === this.config.captcha.siteKey &&
      sameHex(solution.signature, this.sign(solution.challenge)) &&
      (await sha256Hex(solution.salt + solution.number)) === solution.challenge;
    if (!valid) throw invalid();
    await this.spend(solution.challenge, new Date(expiry * 1000), now);
  }

  private async spend(challenge: string, expiresAt: Date, now: Date): Promise<void> {
    try {
      await this.database.transaction(async (manager) => {
        const spent = manager.getRepository(CaptchaSpent);
        await spent.delete({ expiresAt: LessThanOrEqual(now) });
        await spent.insert({ challenge, expiresAt });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid();
      throw error;
    }
  }

  private sign(challenge: string): string {
    return createHmac('sha256', this.config.captcha.secret).update(challenge).digest('hex');
  }
}

function createHash256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function invalid(): BadRequestException {
  return new BadRequestException({ message: 'captcha.invalid' });
}
