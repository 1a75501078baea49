import { Injectable } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '@cuvee/platform';
import {
  claimsOf,
  JWT_ALGORITHM,
  JWT_AUDIENCE,
  JWT_ISSUER,
  type AccessClaims,
} from './access-tokens.service.js';

export const ACCESS_STRATEGY = 'cuvee-jwt';

/**
 * passport-jwt reads the bearer token and verifies it. The algorithm list is pinned, so `alg: none` and
 * any other algorithm (RS256 with our secret as a "public key"…) are refused; issuer, audience and
 * expiry are checked.
 */
@Injectable()
export class JwtAccessStrategy extends PassportStrategy(Strategy, ACCESS_STRATEGY) {
  constructor(config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  validate(payload: Record<string, unknown>): AccessClaims | false {
    return claimsOf(payload) ?? false;
  }
}

/**
 * Runs the strategy and never throws: it leaves the claims (or null) on the request, and the access guard
 * decides between a visitor, a 401 and a 403.
 */
@Injectable()
export class JwtAuthentication extends AuthGuard(ACCESS_STRATEGY) {
  override handleRequest<T>(_error: unknown, claims: T): T {
    return (claims || null) as T;
  }
}
