import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { PUBLIC_TYPOLOGY, type Locale } from '@cuvee/kernel';
import {
  AppConfig,
  Database,
  fetchPage,
  isUniqueViolation,
  type ListDefinition,
  type ListQueryDto,
  MailSender,
  type Page,
  parseListQuery,
  type RequestContext,
  Translator,
} from '@cuvee/platform';
import { IsNull, type EntityManager } from 'typeorm';
import { AccountTokensService } from '../accounts/account-tokens.service.js';
import { openSellerShop, slugify } from '../accounts/seller-shop.js';
import { callerId } from '../shops/shop-scope.js';
import {
  afterTakeover,
  compactSiret,
  DUPLICATE_MESSAGES,
  duplicateOf,
  mayResendInvitation,
  TAKEOVER_LINK_DAYS,
  type DuplicateReason,
} from '../domain/agent-shop.js';
import { hashPassword } from '../domain/password.js';
import { isUrlShopTaken } from '../shops/shop-lookup.js';
import { ShopMember } from '../shops/shop-member.entity.js';
import { Shop } from '../shops/shop.entity.js';
import { TeamInvitations, normaliseEmail } from '../shops/team-invitations.service.js';
import { User } from '../users/user.entity.js';
import { emailTaken } from '../users/users.service.js';
import type {
  AddAgentShopDto,
  AgentShopDto,
  AgentShopReplyDto,
  ShopTakenOverDto,
} from './dto/agent-shop.dto.js';
import { takeoverMail } from './takeover-mail.js';

const TAKEOVER_TTL_MS = TAKEOVER_LINK_DAYS * 24 * 60 * 60 * 1000;
/** The back office's page where the invited owner chooses a password (apps/backoffice auth routes). */
export const TAKEOVER_PAGE = '/auth/takeover';

type ShopWithOwner = Shop & { owner: User | null };

const AGENT_SHOPS_LIST: ListDefinition = {
  resource: 'agent-shops',
  sortable: { id: 's.id', name: 's.name', createdAt: 's.createdAt' },
  filters: {
    q: { kind: 'search', columns: ['s.name', 's.siret'] },
    id: { kind: 'equals', column: 's.id', type: 'number' },
    takeoverState: { kind: 'equals', column: 's.takeoverState', type: 'string' },
  },
  defaultSort: ['id', 'DESC'],
  idColumn: 's.id',
};

interface TakeoverInvitation {
  to: string;
  locale: Locale;
  firstname: string;
  shopName: string;
  agentName: string;
  token: string;
}

/**
 * Shops added by agents for the producers they represent (ADR 0087): the shop, its owner's account and
 * the agent's membership in one transaction; the owner's invitation after it commits; the takeover.
 */
@Injectable()
export class AgentShops {
  private readonly logger = new Logger(AgentShops.name);

  constructor(
    private readonly database: Database,
    private readonly translator: Translator,
    private readonly invitations: TeamInvitations,
    private readonly tokens: AccountTokensService,
    private readonly mailer: MailSender,
    private readonly config: AppConfig,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<AgentShopDto>> {
    const agentId = callerId(ctx);
    const request = parseListQuery(query, AGENT_SHOPS_LIST);
    const builder = this.database.dataSource
      .getRepository(Shop)
      .createQueryBuilder('s')
      .leftJoinAndMapOne('s.owner', User, 'o', 'o.id = s.ownerId')
      .where('s.addedByAgentId = :agentId', { agentId });
    const page = await fetchPage(builder, request, AGENT_SHOPS_LIST);
    return { ...page, rows: page.rows.map((shop) => toAgentShop(shop as ShopWithOwner)) };
  }

  /**
   * Adds the shop: refused with the reason when its SIRET, its owner's e-mail or its address name is
   * already known. Two agents adding the same SIRET at once: the unique index lets one through, the other
   * is told why, and nothing of theirs stays.
   */
  async add(ctx: RequestContext, dto: AddAgentShopDto): Promise<AgentShopReplyDto> {
    const agentId = callerId(ctx);
    const siret = compactSiret(dto.siret);
    const email = normaliseEmail(dto.ownerEmail);
    const name = dto.shopName.trim();
    const { shop, invitation } = await this.database
      .transaction(async (manager) => {
        const reason = await this.duplicate(manager, siret, email, name);
        if (reason) throw new ConflictException(DUPLICATE_MESSAGES[reason]);
        const agent = await manager.getRepository(User).findOneByOrFail({ id: agentId });
        const owner = await this.invitations.createInvitedUser(manager, {
          email,
          firstname: dto.ownerFirstname,
          lastname: dto.ownerLastname,
          phone: dto.ownerPhone?.trim() || null,
          role: 'owner',
        });
        const opened = await openSellerShop(manager, {
          name,
          businessType: dto.businessType,
          ownerId: owner.id,
          contactEmail: email,
          refId: null,
        });
        const business = { ...opened.business!, reason: dto.legalName.trim(), siret };
        await manager
          .getRepository(Shop)
          .update(
            { id: opened.id },
            { business, siret, addedByAgentId: agentId, takeoverState: 'pending', takenOverAt: null },
          );
        await manager.getRepository(ShopMember).insert({
          shopId: opened.id,
          userId: agentId,
          role: 'agent',
          typology: PUBLIC_TYPOLOGY,
          blocked: false,
          authorizations: null,
          reportsToUserId: null,
        });
        const shop = await manager.getRepository(Shop).findOneByOrFail({ id: opened.id });
        return {
          shop: toAgentShop({ ...shop, owner }),
          invitation: await this.invitation(manager, shop, owner, agent, ctx.locale),
        };
      })
      .catch(async (error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        // Another agent got there first: tell this one what now exists.
        const reason = await this.duplicate(this.database.dataSource.manager, siret, email, name);
        throw new ConflictException(DUPLICATE_MESSAGES[reason ?? 'siret']);
      });
    await this.send(invitation);
    return { success: true, message: this.translator.translate('agentShops.created', ctx.locale), shop };
  }

  /** A new link for a shop still waiting for its owner; the earlier links stop working. */
  async resend(ctx: RequestContext, shopId: number): Promise<AgentShopReplyDto> {
    const agentId = callerId(ctx);
    const { shop, invitation } = await this.database.transaction(async (manager) => {
      const shop = await manager.getRepository(Shop).findOneBy({ id: shopId, addedByAgentId: agentId });
      if (!shop) throw new NotFoundException('error.notFound');
      if (!mayResendInvitation(shop.takeoverState))
        throw new ConflictException('agentShops.alreadyTakenOver');
      const [owner, agent] = await Promise.all([
        manager.getRepository(User).findOneByOrFail({ id: shop.ownerId }),
        manager.getRepository(User).findOneByOrFail({ id: agentId }),
      ]);
      return {
        shop: toAgentShop({ ...shop, owner }),
        invitation: await this.invitation(manager, shop, owner, agent, ctx.locale),
      };
    });
    await this.send(invitation);
    return {
      success: true,
      message: this.translator.translate('agentShops.invitationSent', ctx.locale),
      shop,
    };
  }

  /**
   * The owner follows the link: their password is set, their address proved, and the shop is theirs.
   * A used, expired or replaced link is refused and changes nothing.
   */
  async takeOver(ctx: RequestContext, token: string, password: string): Promise<ShopTakenOverDto> {
    const passwordHash = await hashPassword(password);
    const done = await this.database.transaction(async (manager) => {
      const userId = await this.tokens.consume(manager, 'takeover', token);
      if (userId === null) return null;
      const shops = manager.getRepository(Shop);
      const shop = await shops.findOneBy({ ownerId: userId, takeoverState: 'pending' });
      if (!shop) return null;
      const users = manager.getRepository(User);
      await users.update({ id: userId }, { passwordHash });
      await users.update({ id: userId, validatedAt: IsNull() }, { validatedAt: new Date() });
      await shops.update(
        { id: shop.id },
        { takeoverState: afterTakeover(shop.takeoverState), takenOverAt: new Date() },
      );
      const owner = await users.findOneByOrFail({ id: userId });
      return { shopId: shop.id, email: owner.email };
    });
    if (!done) throw new BadRequestException('agentShops.invalidLink');
    return { success: true, message: this.translator.translate('agentShops.takenOver', ctx.locale), ...done };
  }

  /** The first thing that already exists with this identity (the order of the domain's reasons). */
  private async duplicate(
    manager: EntityManager,
    siret: string,
    email: string,
    name: string,
  ): Promise<DuplicateReason | null> {
    const shops = manager.getRepository(Shop);
    const [siretColumn, siretInBusiness, emailFound, nameFound] = await Promise.all([
      shops.existsBy({ siret }),
      // Shops their owners registered keep their SIRET in the business JSON (their settings).
      shops
        .createQueryBuilder('s')
        .where('s.business LIKE :pattern', { pattern: `%"siret":"${siret}"%` })
        .getExists(),
      emailTaken(manager, email),
      isUrlShopTaken(manager, slugify(name), null),
    ]);
    return duplicateOf({ siret: siretColumn || siretInBusiness, email: emailFound, name: nameFound });
  }

  private async invitation(
    manager: EntityManager,
    shop: Shop,
    owner: User,
    agent: User,
    locale: Locale,
  ): Promise<TakeoverInvitation> {
    return {
      to: owner.email,
      locale,
      firstname: owner.firstname || owner.email,
      shopName: shop.name,
      agentName: `${agent.firstname} ${agent.lastname}`.trim() || agent.username,
      token: await this.tokens.issue(manager, owner.id, 'takeover', TAKEOVER_TTL_MS),
    };
  }

  /** A mail that cannot go is logged, not an error: the shop exists and the agent can send it again. */
  private async send(invitation: TakeoverInvitation): Promise<void> {
    const link = `${this.config.publicUrl}${TAKEOVER_PAGE}?${new URLSearchParams({ token: invitation.token })}`;
    const mail = takeoverMail(invitation.locale, { ...invitation, link });
    try {
      await this.mailer.send({ to: invitation.to, ...mail });
    } catch (error) {
      this.logger.error(`Takeover mail "${mail.subject}" could not be sent: ${String(error)}`);
    }
  }
}

function toAgentShop(shop: ShopWithOwner): AgentShopDto {
  return {
    id: shop.id,
    name: shop.name,
    code: shop.code,
    urlShop: shop.urlShop,
    businessType: shop.businessType,
    siret: shop.siret ?? '',
    ownerEmail: shop.owner?.email ?? '',
    takeoverState: shop.takeoverState ?? 'takenOver',
    takenOverAt: shop.takenOverAt,
    createdAt: shop.createdAt,
  };
}
