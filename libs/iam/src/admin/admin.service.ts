import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  Database,
  fetchPage,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  parseListQuery,
  type RequestContext,
  Translator,
} from '@cuvee/platform';
import { In, type EntityManager } from 'typeorm';
import { SessionsService } from '../auth/sessions.service.js';
import { ShopMember } from '../shops/shop-member.entity.js';
import { callerId } from '../shops/shop-scope.js';
import { Shop } from '../shops/shop.entity.js';
import { User } from '../users/user.entity.js';
import type { AdminShopActionDto, AdminShopDto, AdminUserActionDto, AdminUserDto } from './dto/admin.dto.js';

type ShopWithOwner = Shop & { owner: User | null };

export const ADMIN_SHOPS_LIST: ListDefinition = {
  resource: 'shops',
  sortable: {
    id: 's.id',
    code: 's.code',
    name: 's.name',
    urlShop: 's.urlShop',
    businessType: 's.businessType',
    ownerEmail: 'o.email',
    online: 's.online',
    blocked: 's.blocked',
    createdAt: 's.createdAt',
  },
  filters: {
    q: { kind: 'search', columns: ['s.name', 's.code', 's.urlShop', 'o.email'] },
    id: { kind: 'equals', column: 's.id', type: 'number' },
    blocked: { kind: 'equals', column: 's.blocked', type: 'boolean' },
    online: { kind: 'equals', column: 's.online', type: 'boolean' },
    businessType: { kind: 'equals', column: 's.businessType', type: 'string' },
  },
  defaultSort: ['id', 'DESC'],
  idColumn: 's.id',
};

export const ADMIN_USERS_LIST: ListDefinition = {
  resource: 'users',
  sortable: {
    id: 'u.id',
    username: 'u.username',
    email: 'u.email',
    firstname: 'u.firstname',
    lastname: 'u.lastname',
    role: 'u.role',
    blocked: 'u.blocked',
    createdAt: 'u.createdAt',
  },
  filters: {
    q: { kind: 'search', columns: ['u.username', 'u.email', 'u.firstname', 'u.lastname'] },
    id: { kind: 'equals', column: 'u.id', type: 'number' },
    role: { kind: 'equals', column: 'u.role', type: 'string' },
    blocked: { kind: 'equals', column: 'u.blocked', type: 'boolean' },
    isPro: { kind: 'equals', column: 'u.isPro', type: 'boolean' },
  },
  defaultSort: ['id', 'DESC'],
  idColumn: 'u.id',
};

/** The administrator's area (page /admin): every shop and every user, and blocking them. */
@Injectable()
export class AdminService {
  constructor(
    private readonly database: Database,
    private readonly translator: Translator,
    private readonly sessions: SessionsService,
  ) {}

  async shops(query: ListQueryDto): Promise<Page<AdminShopDto>> {
    const request = parseListQuery(query, ADMIN_SHOPS_LIST);
    const builder = this.database.dataSource
      .getRepository(Shop)
      .createQueryBuilder('s')
      .leftJoinAndMapOne('s.owner', User, 'o', 'o.id = s.ownerId');
    const page = await fetchPage(builder, request, ADMIN_SHOPS_LIST);
    return { ...page, rows: page.rows.map((shop) => toAdminShop(shop as ShopWithOwner)) };
  }

  async users(query: ListQueryDto): Promise<Page<AdminUserDto>> {
    const request = parseListQuery(query, ADMIN_USERS_LIST);
    const builder = this.database.dataSource.getRepository(User).createQueryBuilder('u');
    const page = await fetchPage(builder, request, ADMIN_USERS_LIST);
    return { ...page, rows: page.rows.map(toAdminUser) };
  }

  /**
   * Blocks or unblocks a shop. Blocking also ends the sessions of its owner and collaborators, so the
   * next request of each goes through the guard again (which refuses a blocked shop).
   */
  async setShopBlocked(ctx: RequestContext, shopId: number, blocked: boolean): Promise<AdminShopActionDto> {
    callerId(ctx);
    const { shop, wasBlocked } = await this.database.transaction(async (manager) => {
      const shop = await manager.getRepository(Shop).findOneBy({ id: shopId });
      if (!shop) throw new NotFoundException('error.notFound');
      const wasBlocked = shop.blocked;
      if (shop.blocked !== blocked) {
        shop.blocked = blocked;
        await manager.getRepository(Shop).update({ id: shopId }, { blocked });
        if (blocked) {
          const staff = await manager
            .getRepository(ShopMember)
            .findBy({ shopId, role: In(['owner', 'iam']) });
          for (const member of staff) await this.sessions.revokeAllSessions(member.userId, { manager });
        }
      }
      const owner = await manager.getRepository(User).findOneBy({ id: shop.ownerId });
      return { shop: toAdminShop({ ...shop, owner }), wasBlocked };
    });
    const key = blocked ? 'admin.shopBlocked' : 'admin.shopUnblocked';
    return { success: true, message: this.translator.translate(key, ctx.locale), shop, wasBlocked };
  }

  /** Blocks or unblocks an account; blocking ends all its sessions at once. */
  async setUserBlocked(ctx: RequestContext, userId: number, blocked: boolean): Promise<AdminUserActionDto> {
    if (blocked && userId === callerId(ctx)) throw new BadRequestException('admin.cannotBlockSelf');
    const { user, wasBlocked } = await this.database.transaction(async (manager: EntityManager) => {
      const user = await manager.getRepository(User).findOneBy({ id: userId });
      if (!user) throw new NotFoundException('error.notFound');
      const wasBlocked = user.blocked;
      if (user.blocked !== blocked) {
        user.blocked = blocked;
        await manager.getRepository(User).update({ id: userId }, { blocked });
        await this.sessions.revokeAllSessions(userId, { manager });
      }
      return { user: toAdminUser(user), wasBlocked };
    });
    const key = blocked ? 'admin.userBlocked' : 'admin.userUnblocked';
    return { success: true, message: this.translator.translate(key, ctx.locale), user, wasBlocked };
  }
}

function toAdminShop(shop: ShopWithOwner): AdminShopDto {
  return {
    id: shop.id,
    code: shop.code,
    name: shop.name,
    urlShop: shop.urlShop,
    businessType: shop.businessType,
    ownerId: shop.ownerId,
    ownerEmail: shop.owner?.email ?? null,
    online: shop.online,
    blocked: shop.blocked,
    createdAt: shop.createdAt,
  };
}

function toAdminUser(user: User): AdminUserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    role: user.role,
    isPro: user.isPro,
    blocked: user.blocked,
    validated: user.validatedAt !== null,
    createdAt: user.createdAt,
  };
}
