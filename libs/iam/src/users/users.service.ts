import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { In, Not, type EntityManager } from 'typeorm';
import { activeIntegrations, isShopRole } from '@cuvee/kernel';
import {
  Database,
  PersonalDataService,
  Translator,
  type AccountSections,
  type RequestContext,
} from '@cuvee/platform';
import { hashPassword, verifyPassword } from '../domain/password.js';
import { ShopMember } from '../shops/shop-member.entity.js';
import { Shop } from '../shops/shop.entity.js';
import { SessionsService } from '../auth/sessions.service.js';
import { accountKey, LoginThrottle, tooManyAttempts } from '../auth/login-throttle.service.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import { toAddress, toBusiness } from './dto/address.dto.js';
import type { UpdateUserDto } from './dto/update-user.dto.js';
import type { MasterAccountView, MembershipView, SavedUserView, UserView } from './dto/user-view.dto.js';
import { User } from './user.entity.js';

/** The logged-in user's own account: profile, addresses, cart, password. */
@Injectable()
export class UsersService {
  constructor(
    private readonly database: Database,
    private readonly translator: Translator,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottle,
    private readonly personal: PersonalDataService,
  ) {}

  async me(ctx: RequestContext): Promise<UserView> {
    const userId = requireUserId(ctx);
    const manager = this.database.dataSource.manager;
    return this.view(manager, await findUser(manager, userId));
  }

  /**
   * Saves the profile fields sent (and only them). `silent` is the front ends' debounced cart save
   * (`message=false`): the reply then carries no message, so no snackbar shows.
   */
  async update(ctx: RequestContext, dto: UpdateUserDto, silent: boolean): Promise<SavedUserView> {
    const userId = requireUserId(ctx);
    const user = await this.database.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const user = await findUser(manager, userId);
      if (dto.email !== undefined) {
        const email = normaliseEmail(dto.email);
        if (email !== user.email) {
          if (await emailTaken(manager, email, user.id)) throw new ConflictException('auth.emailTaken');
          user.email = email;
        }
      }
      if (dto.username !== undefined) {
        const username = dto.username.trim();
        if (username !== user.username) {
          if (await usernameTaken(manager, username, user.id))
            throw new ConflictException('auth.usernameTaken');
          user.username = username;
        }
      }
      if (dto.firstname !== undefined) user.firstname = dto.firstname.trim();
      if (dto.lastname !== undefined) user.lastname = dto.lastname.trim();
      if (dto.phone !== undefined) user.phone = dto.phone?.trim() || null;
      if (dto.isPro !== undefined) user.isPro = dto.isPro;
      if (dto.business !== undefined) user.business = dto.business ? toBusiness(dto.business) : null;
      if (dto.deliveryAddress !== undefined) {
        user.deliveryAddress = dto.deliveryAddress ? toAddress(dto.deliveryAddress) : null;
      }
      if (dto.billingAddress !== undefined) {
        user.billingAddress = dto.billingAddress ? toAddress(dto.billingAddress) : null;
      }
      if (dto.cart !== undefined) {
        user.cart = dto.cart ? { orders: dto.cart.orders, lastUpdated: dto.cart.lastUpdated ?? null } : null;
      }
      await users.save(user);
      return user;
    });
    const view = await this.view(this.database.dataSource.manager, user);
    return silent
      ? { success: true, user: view }
      : { success: true, message: this.translator.translate('users.saved', ctx.locale), user: view };
  }

  /**
   * Changes the password after checking the current one; every other session ends (a thief holding a
   * refresh token loses it). Wrong current passwords count as failed logins for the throttle.
   */
  async changePassword(
    ctx: RequestContext,
    dto: ChangePasswordDto,
  ): Promise<{ success: true; message: string }> {
    const identity = ctx.user;
    if (!identity) throw new UnauthorizedException('error.unauthorized');
    const user = await this.database.dataSource.getRepository(User).findOneBy({ id: identity.userId });
    if (!user) throw new UnauthorizedException('error.unauthorized');
    const keys = { account: accountKey(user.id, user.email), ip: null };
    if (await this.throttle.isLimited(keys)) throw tooManyAttempts();
    if (!(await verifyPassword(dto.currentPassword, user.passwordHash))) {
      await this.throttle.recordFailure(keys);
      throw new BadRequestException('auth.currentPasswordWrong');
    }
    const passwordHash = await hashPassword(dto.newPassword);
    await this.database.transaction(async (manager) => {
      await manager.getRepository(User).update({ id: user.id }, { passwordHash });
      await this.sessions.revokeAllSessions(user.id, { exceptSessionId: identity.sessionId, manager });
    });
    return { success: true, message: this.translator.translate('auth.passwordChanged', ctx.locale) };
  }

  /** Everything held about the current user's account, by context then section (ADR 0066). */
  personalData(ctx: RequestContext): Promise<Record<string, AccountSections>> {
    return this.accountData(requireUserId(ctx));
  }

  /**
   * A buyer erases their own account, confirming with their password: every context's part in one
   * transaction, then the account can no longer sign in. Accounts that run shops (owners, agents,
   * collaborators, administrators) are refused: a shop's records outlive one person.
   */
  async eraseMe(ctx: RequestContext, password: string): Promise<void> {
    const userId = requireUserId(ctx);
    const user = await findUser(this.database.dataSource.manager, userId);
    if (user.role !== 'buyer') throw new ConflictException('privacy.accountRunsShops');
    const keys = { account: accountKey(user.id, user.email), ip: null };
    if (await this.throttle.isLimited(keys)) throw tooManyAttempts();
    if (!(await verifyPassword(password, user.passwordHash))) {
      await this.throttle.recordFailure(keys);
      throw new BadRequestException('auth.currentPasswordWrong');
    }
    await this.database.transaction((manager) => this.personal.eraseAccount(manager, user.id));
  }

  /**
   * An operator erases any account (`cuvee users erase`), once no shop would be left without an owner:
   * the shops' records outlive the person, someone must answer for them.
   */
  async eraseAccount(userId: number): Promise<void> {
    await this.database.transaction(async (manager) => {
      // The shops this account owns alone, in one query.
      const orphans = await manager
        .getRepository(Shop)
        .createQueryBuilder('s')
        .select('s.name', 'name')
        .innerJoin(ShopMember, 'm', 'm.shopId = s.id AND m.userId = :userId AND m.role = :owner', {
          userId,
          owner: 'owner',
        })
        .where('(SELECT COUNT(*) FROM shop_members o WHERE o.shopId = s.id AND o.role = :owner) = 1')
        .orderBy('s.name', 'ASC')
        .getRawMany<{ name: string }>();
      if (orphans.length > 0) {
        const shops = orphans.map((shop) => shop.name).join(', ');
        throw new ConflictException({ message: 'privacy.lastOwner', params: { shops } });
      }
      await this.personal.eraseAccount(manager, userId);
    });
  }

  /** Everything held about an account, for an operator (`cuvee users data`). */
  accountData(userId: number): Promise<Record<string, AccountSections>> {
    return this.personal.accountData(this.database.dataSource.manager, userId);
  }

  /** The user as the API shows it, with their shop memberships. */
  async view(manager: EntityManager, user: User): Promise<UserView> {
    const members = await manager
      .getRepository(ShopMember)
      .find({ where: { userId: user.id }, order: { id: 'ASC' } });
    const shops = members.length
      ? await manager.getRepository(Shop).find({
          where: { id: In(members.map((member) => member.shopId)) },
          select: { id: true, code: true, name: true, urlShop: true, integrations: true },
        })
      : [];
    const byId = new Map(shops.map((shop) => [shop.id, shop]));
    const memberships: MembershipView[] = members.flatMap((member) => {
      const shop = byId.get(member.shopId);
      return shop
        ? [
            {
              id: shop.id,
              code: shop.code,
              name: shop.name,
              urlShop: shop.urlShop,
              role: member.role,
              typology: member.typology,
              blocked: member.blocked,
              authorizations: member.authorizations,
              integrations: activeIntegrations(shop.integrations),
            },
          ]
        : [];
    });
    return {
      id: user.id,
      username: user.username,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      phone: user.phone,
      role: user.role,
      isPro: user.isPro,
      business: user.business,
      masterAccount: user.masterAccountId,
      scope: user.scope ?? [],
      shops: memberships,
      cart: user.cart,
      deliveryAddress: user.deliveryAddress,
      billingAddress: user.billingAddress,
      validated: user.validatedAt !== null,
    };
  }

  /**
   * The accounts this login can switch between: the master and every account linked to it, or null
   * when the user holds no other account. A linked account sees the same list as its master.
   */
  async masterAccountOf(manager: EntityManager, user: User): Promise<MasterAccountView | null> {
    const users = manager.getRepository(User);
    const master = user.masterAccountId ? await users.findOneBy({ id: user.masterAccountId }) : user;
    if (!master) return null;
    const linked = await users.find({ where: { masterAccountId: master.id }, order: { id: 'ASC' } });
    if (linked.length === 0) return null;
    const accounts = [master, ...linked.filter((account) => account.id !== master.id)];
    const shopNames = await shopNamesOf(manager, accounts);
    return {
      id: master.id,
      accounts: accounts.map((account) => ({
        id: account.id,
        username: account.username,
        role: account.role,
        shopName: shopNames.get(account.id) ?? null,
      })),
    };
  }
}

/** The first shop name of each owner or collaborator among `accounts`. */
async function shopNamesOf(manager: EntityManager, accounts: User[]): Promise<Map<number, string>> {
  const sellers = accounts.filter((account) => isShopRole(account.role));
  if (sellers.length === 0) return new Map();
  const members = await manager.getRepository(ShopMember).find({
    where: { userId: In(sellers.map((seller) => seller.id)) },
    order: { id: 'ASC' },
  });
  const roleOf = new Map(sellers.map((seller) => [seller.id, seller.role]));
  const firstShop = new Map<number, number>();
  for (const member of members) {
    if (member.role === roleOf.get(member.userId) && !firstShop.has(member.userId)) {
      firstShop.set(member.userId, member.shopId);
    }
  }
  if (firstShop.size === 0) return new Map();
  const shops = await manager.getRepository(Shop).find({
    where: { id: In([...new Set(firstShop.values())]) },
    select: { id: true, name: true },
  });
  const nameOf = new Map(shops.map((shop) => [shop.id, shop.name]));
  return new Map(
    [...firstShop].flatMap(([userId, shopId]) => {
      const name = nameOf.get(shopId);
      return name ? [[userId, name] as const] : [];
    }),
  );
}

export function requireUserId(ctx: RequestContext): number {
  if (!ctx.user) throw new UnauthorizedException('error.unauthorized');
  return ctx.user.userId;
}

async function findUser(manager: EntityManager, id: number): Promise<User> {
  const user = await manager.getRepository(User).findOneBy({ id });
  if (!user) throw new NotFoundException('error.notFound');
  return user;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Emails are stored lower-cased, so equality is enough on both engines. */
export async function emailTaken(manager: EntityManager, email: string, exceptId?: number): Promise<boolean> {
  return manager
    .getRepository(User)
    .exists({ where: { email: normaliseEmail(email), ...(exceptId ? { id: Not(exceptId) } : {}) } });
}

/** Usernames compare case-insensitively on both engines (MySQL's collation already does; SQLite not). */
export async function usernameTaken(
  manager: EntityManager,
  username: string,
  exceptId?: number,
): Promise<boolean> {
  const query = manager
    .getRepository(User)
    .createQueryBuilder('user')
    .where('LOWER(user.username) = LOWER(:username)', { username: username.trim() });
  if (exceptId) query.andWhere('user.id != :exceptId', { exceptId });
  return (await query.getCount()) > 0;
}
