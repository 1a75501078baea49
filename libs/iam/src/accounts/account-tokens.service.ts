import { Injectable } from '@nestjs/common';
import { IsNull, MoreThan, type EntityManager } from 'typeorm';
import { generateOpaqueToken, hashOpaqueToken, isWellFormedOpaqueToken } from '../domain/opaque-token.js';
import { AccountToken, type AccountTokenPurpose } from './account-token.entity.js';

/** Single-use tokens sent by mail: only their hash is stored; a new one voids the earlier ones. */
@Injectable()
export class AccountTokensService {
  async issue(
    manager: EntityManager,
    userId: number,
    purpose: AccountTokenPurpose,
    ttlMs: number,
  ): Promise<string> {
    const tokens = manager.getRepository(AccountToken);
    const now = new Date();
    await tokens.update({ userId, purpose, usedAt: IsNull() }, { usedAt: now });
    const token = generateOpaqueToken();
    await tokens.insert({
      userId,
      purpose,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(now.getTime() + ttlMs),
      usedAt: null,
      createdAt: now,
    });
    return token;
  }

  /** The user the token was issued to, once: used, expired, unknown or malformed tokens give null. */
  async consume(
    manager: EntityManager,
    purpose: AccountTokenPurpose,
    token: unknown,
  ): Promise<number | null> {
    if (!isWellFormedOpaqueToken(token)) return null;
    const tokens = manager.getRepository(AccountToken);
    const now = new Date();
    const row = await tokens.findOneBy({ tokenHash: hashOpaqueToken(token), purpose });
    if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return null;
    const claimed = await tokens.update({ id: row.id, usedAt: IsNull() }, { usedAt: now });
    return claimed.affected === 1 ? row.userId : null;
  }

  /** How many tokens of a purpose the user was sent since `since` (to cap mails per hour). */
  countSince(
    manager: EntityManager,
    userId: number,
    purpose: AccountTokenPurpose,
    since: Date,
  ): Promise<number> {
    return manager
      .getRepository(AccountToken)
      .count({ where: { userId, purpose, createdAt: MoreThan(since) } });
  }
}
