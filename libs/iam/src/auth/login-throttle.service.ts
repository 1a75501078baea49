import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { LessThan, MoreThan, type EntityManager } from 'typeorm';
import { Database } from '@cuvee/platform';
import { LoginAttempt } from './login-attempt.entity.js';

/** OWASP-style limits: well before guessing pays, without locking a user out for long. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failures per account in the window (whatever the IP): stops guessing one user's password. */
  perAccount: 5,
  /** Failures per IP in the window (whatever the account): stops spraying one password on many users. */
  perIp: 20,
} as const;

export interface ThrottleKeys {
  account: string;
  ip: string | null;
}

/** Failed logins counted in the database, so every api replica shares the counts (ADR 0008). */
@Injectable()
export class LoginThrottle {
  constructor(private readonly database: Database) {}

  /** True when the account or the IP has used up its failures for the window. */
  async isLimited(keys: ThrottleKeys): Promise<boolean> {
    const attempts = this.database.dataSource.getRepository(LoginAttempt);
    const since = MoreThan(new Date(Date.now() - LOGIN_THROTTLE.windowMs));
    const account = await attempts.count({ where: { kind: 'account', key: keys.account, createdAt: since } });
    if (account >= LOGIN_THROTTLE.perAccount) return true;
    if (!keys.ip) return false;
    const ip = await attempts.count({ where: { kind: 'ip', key: keys.ip, createdAt: since } });
    return ip >= LOGIN_THROTTLE.perIp;
  }

  /** One failure more for the account and the IP; rows older than the window are purged on the way. */
  async recordFailure(keys: ThrottleKeys): Promise<void> {
    const now = new Date();
    await this.database.transaction(async (manager) => {
      const attempts = manager.getRepository(LoginAttempt);
      await attempts.delete({ createdAt: LessThan(new Date(now.getTime() - LOGIN_THROTTLE.windowMs)) });
      await attempts.insert([
        { kind: 'account', key: keys.account, createdAt: now },
        ...(keys.ip ? [{ kind: 'ip' as const, key: keys.ip.slice(0, 191), createdAt: now }] : []),
      ]);
    });
  }

  /** A successful login forgets the account's failures (not the IP's: one good password proves little). */
  async clearAccount(account: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(LoginAttempt).delete({ kind: 'account', key: account });
  }
}

/** The account key: the user when one matches the identifier, else the identifier itself. */
export function accountKey(userId: number | null, identifier: string): string {
  const key = userId !== null ? `user:${userId}` : `login:${identifier.trim().toLowerCase()}`;
  return key.slice(0, 191);
}

/** 429 with the French (or English) message and the minutes to wait. */
export function tooManyAttempts(): HttpException {
  return new HttpException(
    { message: 'auth.tooManyAttempts', params: { minutes: LOGIN_THROTTLE.windowMs / 60_000 } },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
