import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { IsNull, LessThan, MoreThan, Not, type EntityManager } from 'typeorm';
import { Database } from '@cuvee/platform';
import { generateOpaqueToken, hashOpaqueToken, isWellFormedOpaqueToken } from '../domain/opaque-token.js';
import { AccessTokens } from './access-tokens.service.js';
import { Session } from './session.entity.js';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Who opened a session, kept for the user's "where am I logged in" and for investigations. */
export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export interface IssuedTokens {
  jwt: string;
  refreshToken: string;
  sessionId: string;
}

export type RefreshOutcome =
  | { ok: true; userId: number; familyId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Sessions and their rotating refresh tokens (ADR 0008). Each method that writes takes an optional
 * manager so a caller can make it part of its own transaction (block a user and end their sessions
 * together); without one it opens its own.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly database: Database,
    private readonly accessTokens: AccessTokens,
  ) {}

  /** A new session family for the user (login, account switch): an access token and a refresh token. */
  async open(manager: EntityManager, userId: number, client: ClientInfo): Promise<IssuedTokens> {
    const familyId = randomUUID();
    const now = new Date();
    const sessions = manager.getRepository(Session);
    // Housekeeping on the way: this user's rows past their expiry are of no use any more.
    await sessions.delete({ userId, expiresAt: LessThan(now) });
    const { token: refreshToken } = await this.insertToken(manager, userId, familyId, client, now);
    return {
      jwt: this.accessTokens.sign({ userId, sessionId: familyId }),
      refreshToken,
      sessionId: familyId,
    };
  }

  /**
   * Rotates a refresh token: the presented one is revoked and replaced. A revoked token presented again
   * was copied (or raced): the whole family is revoked, which logs out the thief and the owner alike.
   * The family revocation commits even though the caller then answers 401.
   */
  async rotate(refreshToken: unknown, client: ClientInfo): Promise<RefreshOutcome> {
    if (!isWellFormedOpaqueToken(refreshToken)) return { ok: false, reason: 'unknown' };
    const tokenHash = hashOpaqueToken(refreshToken);
    return this.database.transaction(async (manager) => {
      const sessions = manager.getRepository(Session);
      const row = await sessions.findOneBy({ tokenHash });
      if (!row) return { ok: false, reason: 'unknown' } as const;
      const now = new Date();
      if (row.revokedAt) {
        await this.revokeFamily(row.familyId, manager);
        return { ok: false, reason: 'reused' } as const;
      }
      if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' } as const;
      // Claim the row atomically: of two concurrent refreshes with one token, only one wins.
      const claimed = await sessions.update({ id: row.id, revokedAt: IsNull() }, { revokedAt: now });
      if (claimed.affected !== 1) {
        await this.revokeFamily(row.familyId, manager);
        return { ok: false, reason: 'reused' } as const;
      }
      const next = await this.insertToken(manager, row.userId, row.familyId, client, now);
      await sessions.update({ id: row.id }, { replacedBy: next.id });
      return { ok: true, userId: row.userId, familyId: row.familyId, refreshToken: next.token } as const;
    });
  }

  /** A fresh access token for a session family (after a rotation). */
  accessToken(userId: number, familyId: string): string {
    return this.accessTokens.sign({ userId, sessionId: familyId });
  }

  /** Logout: the family of the presented refresh token ends. Unknown tokens are ignored (idempotent). */
  async revokeByRefreshToken(refreshToken: unknown): Promise<void> {
    if (!isWellFormedOpaqueToken(refreshToken)) return;
    await this.database.transaction(async (manager) => {
      const row = await manager
        .getRepository(Session)
        .findOneBy({ tokenHash: hashOpaqueToken(refreshToken) });
      if (row) await this.revokeFamily(row.familyId, manager);
    });
  }

  async revokeFamily(familyId: string, manager?: EntityManager): Promise<void> {
    await this.write(manager, (m) =>
      m.getRepository(Session).update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() }),
    );
  }

  /**
   * Ends every session of a user: password change or reset, role change, block. Access tokens already
   * issued stop working at once too, since the guard checks the session on every request.
   * `exceptSessionId` keeps the caller's own session (a password change from this device).
   */
  async revokeAllSessions(
    userId: number,
    options: { exceptSessionId?: string; manager?: EntityManager } = {},
  ): Promise<void> {
    await this.write(options.manager, (m) =>
      m.getRepository(Session).update(
        {
          userId,
          revokedAt: IsNull(),
          ...(options.exceptSessionId ? { familyId: Not(options.exceptSessionId) } : {}),
        },
        { revokedAt: new Date() },
      ),
    );
  }

  /** The session an access token names is still open: not logged out, revoked or expired. */
  async isActive(userId: number, familyId: string): Promise<boolean> {
    const count = await this.database.dataSource.getRepository(Session).count({
      where: { familyId, userId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
    return count > 0;
  }

  private async insertToken(
    manager: EntityManager,
    userId: number,
    familyId: string,
    client: ClientInfo,
    now: Date,
  ): Promise<{ token: string; id: number }> {
    const token = generateOpaqueToken();
    const inserted = await manager.getRepository(Session).insert({
      familyId,
      userId,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      revokedAt: null,
      replacedBy: null,
      userAgent: truncate(client.userAgent, 255),
      ip: truncate(client.ip, 64),
      createdAt: now,
    });
    return { token, id: Number(inserted.identifiers[0]?.id) };
  }

  private async write(
    manager: EntityManager | undefined,
    work: (manager: EntityManager) => Promise<unknown>,
  ): Promise<void> {
    if (manager) await work(manager);
    else await this.database.transaction(work);
  }
}

function truncate(value: string | null, length: number): string | null {
  return value === null ? null : value.slice(0, length);
}
