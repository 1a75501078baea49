import { Injectable } from '@nestjs/common';
import {
  activeIntegrations,
  grantedPermissions,
  isShopRole,
  parseAuthorizations,
  type ShopAccess,
} from '@cuvee/kernel';
import { Database, type RequestIdentity } from '@cuvee/platform';
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
    const shop = member
      ? await this.database.dataSource
          .getRepository(Shop)
          .findOne({ where: { id: member.shopId }, select: { id: true, blocked: true, integrations: true } })
      : null;
    if (!member || !shop) {
      return {
        status: 'identified',
        identity: {
          userId: user.id,
          role: user.role,
          shopId: null,
          access: null,
          permissions: [],
          integrations: [],
          sessionId: claims.sessionId,
        },
      };
    }
    const access: ShopAccess = {
      role: member.role,
      // A shop blocked by an administrator is closed to everyone in it, its owner included.
      blocked: member.blocked || shop.blocked,
      authorizations: parseAuthorizations(member.authorizations),
    };
    return {
      status: 'identified',
      identity: {
        userId: user.id,
        role: user.role,
        shopId: shop.id,
        access,
        permissions: shop.blocked ? [] : grantedPermissions(access),
        integrations: shop.blocked ? [] : activeIntegrations(shop.integrations),
        sessionId: claims.sessionId,
      },
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
