import { Injectable } from '@nestjs/common';
import {
  activeIntegrations,
  grantedPermissions,
  isShopRole,
  parseAuthorizations,
  type ShopAccess,
} from '@cuvee/kernel';
import { Database, type RequestIdentity } from '@cuvee/platform';
import { ApiKey } from '../api-keys/api-key.entity.js';
import { parseKeyPermissions } from '../api-keys/api-key-views.js';
import { hashApiKey, isApiKeyUsable, isWellFormedApiKey } from '../domain/api-key.js';
import { ShopMember } from '../shops/shop-member.entity.js';
import { Shop } from '../shops/shop.entity.js';
import { User } from '../users/user.entity.js';
import type { AccessClaims } from './access-tokens.service.js';
import { SessionsService } from './sessions.service.js';

export type { RequestIdentity };

export type Identification =
  | { status: 'identified'; identity: RequestIdentity }
  /** No such user or the session has ended: the token is worth nothing (401). */
  | { status: 'unknown' }
  /** The account is blocked by an administrator (403). */
  | { status: 'blocked' };

/** The header agents and buyers use to say which shop they act in. */
export const SHOP_HEADER = 'x-shop-id';

/**
 * Builds the request identity from verified token claims and the database, once per request: the role,
 * the block and the shop standing are read fresh, so an admin's block or an owner's change of a
 * collaborator's rights applies to the very next request.
 */
@Injectable()
export class IdentityService {
  constructor(
    private readonly database: Database,
    private readonly sessions: SessionsService,
  ) {}

  async identify(claims: AccessClaims, shopHeader: string | undefined): Promise<Identification> {
    const user = await this.database.dataSource
      .getRepository(User)
      .findOne({ where: { id: claims.userId }, select: { id: true, role: true, blocked: true } });
    if (!user || !(await this.sessions.isActive(user.id, claims.sessionId))) return { status: 'unknown' };
    if (user.blocked) return { status: 'blocked' };

    const member = await this.currentMembership(user, shopHeader);
    return { status: 'identified', identity: await this.standing(user, member, claims.sessionId) };
  }

  /**
   * A request made with an API key (ADR 0054): it acts in the key's shop as a collaborator (role `iam`)
   * holding exactly the key's permissions among those its creator holds now, so owner-only operations
   * stay closed and every service scopes what it shows by those permissions. Writes are attributed to
   * the creator, the request to the key. Unknown, revoked or expired, or its creator gone from the
   * shop: worth nothing (401); its creator blocked: 403.
   */
  async identifyKey(secret: string, now = new Date()): Promise<Identification> {
    if (!isWellFormedApiKey(secret)) return { status: 'unknown' };
    const key = await this.database.dataSource
      .getRepository(ApiKey)
      .findOneBy({ secretHash: hashApiKey(secret) });
    if (!key || !isApiKeyUsable(key, now)) return { status: 'unknown' };
    const user = await this.database.dataSource
      .getRepository(User)
      .findOne({ where: { id: key.createdByUserId }, select: { id: true, role: true, blocked: true } });
    const member = user
      ? await this.database.dataSource
          .getRepository(ShopMember)
          .findOneBy({ userId: user.id, shopId: key.shopId })
      : null;
    if (!user || !member) return { status: 'unknown' };
    if (user.blocked) return { status: 'blocked' };
    const creator = await this.standing(user, member, `api-key:${key.id}`);
    const granted = parseKeyPermissions(key.permissions).filter((permission) =>
      creator.permissions.includes(permission),
    );
    await this.touch(key, now);
    return {
      status: 'identified',
      identity: {
        ...creator,
        role: 'iam',
        access: {
          role: 'iam',
          blocked: creator.access?.blocked ?? false,
          authorizations: Object.fromEntries(granted.map((permission) => [permission, true])),
        },
        permissions: granted,
        apiKeyId: key.id,
      },
    };
  }

  /** "Last used", written at most once a minute per key (an UPDATE guarded by the old value). */
  private async touch(key: ApiKey, now: Date): Promise<void> {
    if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < 60_000) return;
    await this.database.transaction((manager) =>
      manager
        .createQueryBuilder()
        .update(ApiKey)
        .set({ lastUsedAt: now })
        .where('id = :id AND (lastUsedAt IS NULL OR lastUsedAt < :before)', {
          id: key.id,
          before: new Date(now.getTime() - 60_000),
        })
        .execute(),
    );
  }

  /** The caller's standing in the shop of `member` (none without one). */
  private async standing(
    user: Pick<User, 'id' | 'role'>,
    member: ShopMember | null,
    sessionId: string,
  ): Promise<RequestIdentity> {
    const shop = member
      ? await this.database.dataSource
          .getRepository(Shop)
          .findOne({ where: { id: member.shopId }, select: { id: true, blocked: true, integrations: true } })
      : null;
    if (!member || !shop) {
      return {
        userId: user.id,
        role: user.role,
        shopId: null,
        access: null,
        permissions: [],
        integrations: [],
        sessionId,
      };
    }
    const access: ShopAccess = {
      role: member.role,
      // A shop blocked by an administrator is closed to everyone in it, its owner included.
      blocked: member.blocked || shop.blocked,
      authorizations: parseAuthorizations(member.authorizations),
    };
    return {
      userId: user.id,
      role: user.role,
      shopId: shop.id,
      access,
      permissions: shop.blocked ? [] : grantedPermissions(access),
      integrations: shop.blocked ? [] : activeIntegrations(shop.integrations),
      sessionId,
    };
  }

  /**
   * Owners and collaborators: their first shop with that role. Agents and buyers: the shop of
   * the X-Shop-Id header, only if they are a member of it. Admins: none.
   */
  private async currentMembership(
    user: Pick<User, 'id' | 'role'>,
    shopHeader: string | undefined,
  ): Promise<ShopMember | null> {
    const members = this.database.dataSource.getRepository(ShopMember);
    if (isShopRole(user.role)) {
      return members.findOne({ where: { userId: user.id, role: user.role }, order: { id: 'ASC' } });
    }
    if (user.role === 'admin') return null;
    const shopId = parseShopHeader(shopHeader);
    return shopId === null ? null : members.findOneBy({ userId: user.id, shopId });
  }
}

export function parseShopHeader(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id <= 2_147_483_647 ? id : null;
}
