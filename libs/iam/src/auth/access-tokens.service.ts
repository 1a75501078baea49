import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '@cuvee/platform';

/** Access tokens: short-lived, HS256 only, issuer and audience checked (ADR 0008). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const JWT_ALGORITHM = 'HS256';
export const JWT_ISSUER = 'cuvee';
export const JWT_AUDIENCE = 'cuvee-api';

export interface AccessClaims {
  userId: number;
  /** The session (refresh-token family) the token was issued for. */
  sessionId: string;
}

@Injectable()
export class AccessTokens {
  private readonly jwt: JwtService;

  constructor(config: AppConfig) {
    this.jwt = new JwtService({ secret: config.jwtSecret });
  }

  sign(claims: AccessClaims): string {
    return this.jwt.sign(
      { sid: claims.sessionId },
      {
        algorithm: JWT_ALGORITHM,
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        subject: String(claims.userId),
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      },
    );
  }
}

/**
 * The claims of a verified token payload, or null when it is not one we issue: a numeric subject, a
 * session id, and an expiry (a token without expiry is not ours, whatever its signature).
 */
export function claimsOf(payload: Record<string, unknown>): AccessClaims | null {
  const { sub, sid, exp } = payload;
  if (typeof sub !== 'string' || !/^[1-9]\d{0,9}$/.test(sub)) return null;
  if (typeof sid !== 'string' || sid.length === 0 || sid.length > 36) return null;
  if (typeof exp !== 'number') return null;
  return { userId: Number(sub), sessionId: sid };
}
