import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { PUBLIC_TYPOLOGY, type Role } from '@cuvee/kernel';
import { Database, isUniqueViolation, Translator, type RequestContext } from '@cuvee/platform';
import { hashPassword } from '../domain/password.js';
import { ShopMember } from '../shops/shop-member.entity.js';
import { Shop } from '../shops/shop.entity.js';
import { toBusiness } from '../users/dto/address.dto.js';
import { User } from '../users/user.entity.js';
import { emailTaken, normaliseEmail, usernameTaken } from '../users/users.service.js';
import { AccountMails } from './account-mails.service.js';
import { AccountTokensService } from './account-tokens.service.js';
import type { RegisterBuyerDto, RegisterDto, RegisterSellerDto } from './dto/register.dto.js';
import { VALIDATION_LINK_DAYS } from './mail-templates.js';
import { openSellerShop } from './seller-shop.js';

const VALIDATION_TTL_MS = VALIDATION_LINK_DAYS * 24 * 60 * 60 * 1000;
/** At most this many validation mails per account and hour, whatever the resend requests. */
const VALIDATION_MAILS_PER_HOUR = 3;

export type Registration =
  | { kind: 'buyer'; dto: RegisterBuyerDto }
  | { kind: 'seller'; dto: RegisterSellerDto }
  | { kind: 'agent'; dto: RegisterDto };

export interface MessageReply {
  success: true;
  message: string;
}

/**
 * Registration (buyer, seller with their shop, agent) and the email validation that must follow before
 * the first login. Everything a registration creates is written in one transaction: all or nothing.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly database: Database,
    private readonly translator: Translator,
    private readonly tokens: AccountTokensService,
    private readonly mails: AccountMails,
  ) {}

  async register(ctx: RequestContext, registration: Registration): Promise<MessageReply> {
    const { dto } = registration;
    const email = normaliseEmail(dto.email);
    const username = dto.username.trim();
    const passwordHash = await hashPassword(dto.password);
    const { user, token } = await this.database
      .transaction(async (manager) => {
        if (await emailTaken(manager, email)) throw new ConflictException('auth.emailTaken');
        if (await usernameTaken(manager, username)) throw new ConflictException('auth.usernameTaken');
        const users = manager.getRepository(User);
        const user = await users.save(
          users.create({
            username,
            email,
            firstname: dto.firstname.trim(),
            lastname: dto.lastname.trim(),
            phone: dto.phone?.trim() || null,
            role: roleOf(registration),
            isPro: registration.kind === 'buyer' ? (registration.dto.isPro ?? false) : true,
            business: dto.business ? toBusiness(dto.business) : null,
            masterAccountId: null,
            scope: [],
            cart: null,
            deliveryAddress: null,
            billingAddress: null,
            validatedAt: null,
            blocked: false,
            passwordHash,
          }),
        );
        if (registration.kind === 'seller') {
          await openSellerShop(manager, {
            name: registration.dto.shopName.trim(),
            businessType: registration.dto.businessType,
            ownerId: user.id,
            contactEmail: email,
            refId: registration.dto.refId?.trim() || null,
          });
        }
        if (registration.kind === 'buyer' && registration.dto.shopCode) {
          await joinShopAsBuyer(manager, user.id, registration.dto.shopCode);
        }
        return { user, token: await this.tokens.issue(manager, user.id, 'validate', VALIDATION_TTL_MS) };
      })
      .catch((error: unknown) => {
        // Two registrations racing past the checks: the unique index decides, with the same answer.
        if (isUniqueViolation(error)) throw new ConflictException('auth.emailTaken');
        throw error;
      });
    await this.mails.sendValidation(user, token, ctx.locale);
    return { success: true, message: this.translator.translate('auth.registered', ctx.locale) };
  }

  /** The validation link: the account may log in from now on. A used or expired link is refused. */
  async validate(ctx: RequestContext, token: string): Promise<MessageReply> {
    const validated = await this.database.transaction(async (manager) => {
      const userId = await this.tokens.consume(manager, 'validate', token);
      if (userId === null) return false;
      await manager
        .getRepository(User)
        .update({ id: userId, validatedAt: IsNull() }, { validatedAt: new Date() });
      return true;
    });
    if (!validated) throw new BadRequestException('auth.invalidLink');
    return { success: true, message: this.translator.translate('auth.validated', ctx.locale) };
  }

  /** A new validation mail. Same answer whether or not the address has an account awaiting validation. */
  async resendValidation(ctx: RequestContext, rawEmail: string): Promise<MessageReply> {
    const sent = await this.database.transaction(async (manager) => {
      const user = await manager.getRepository(User).findOneBy({ email: normaliseEmail(rawEmail) });
      if (!user || user.validatedAt || user.blocked) return null;
      const since = new Date(Date.now() - 60 * 60 * 1000);
      if ((await this.tokens.countSince(manager, user.id, 'validate', since)) >= VALIDATION_MAILS_PER_HOUR) {
        return null;
      }
      return { user, token: await this.tokens.issue(manager, user.id, 'validate', VALIDATION_TTL_MS) };
    });
    if (sent) await this.mails.sendValidation(sent.user, sent.token, ctx.locale);
    return { success: true, message: this.translator.translate('auth.validationResent', ctx.locale) };
  }
}

function roleOf(registration: Registration): Role {
  return registration.kind === 'seller' ? 'owner' : registration.kind;
}

/** The buyer becomes a client of the shop they registered from; an unknown code is ignored. */
async function joinShopAsBuyer(manager: EntityManager, userId: number, shopCode: string): Promise<void> {
  const shop = await manager.getRepository(Shop).findOneBy({ code: shopCode.trim() });
  if (!shop) return;
  const members = manager.getRepository(ShopMember);
  await members.save(
    members.create({
      shopId: shop.id,
      userId,
      role: 'buyer',
      typology: PUBLIC_TYPOLOGY,
      blocked: false,
      authorizations: null,
      reportsToUserId: null,
    }),
  );
}
