import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { rules, type Locale } from '@cuvee/kernel';
import { AppConfig, MailSender } from '@cuvee/platform';
import type { EntityManager } from 'typeorm';
import { RESET_PAGE } from '../accounts/account-mails.service.js';
import { AccountTokensService } from '../accounts/account-tokens.service.js';
import { UNUSABLE_PASSWORD_HASH } from '../domain/password.js';
import { User } from '../users/user.entity.js';
import { Shop } from './shop.entity.js';
import type { ShopScope } from './shop-scope.js';
import { INVITATION_LINK_DAYS, teamMail, type TeamMailKind } from './team-mail-templates.js';

const LOGIN_PAGE = '/auth/login';

/** Emails are stored lower-cased (users.email), so every lookup compares that way. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface InvitedUser {
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  role: 'iam' | 'agent' | 'owner';
}

/** A mail decided inside the transaction and sent after it commits. */
export interface Invitation {
  kind: TeamMailKind;
  to: string;
  locale: Locale;
  input: { firstname: string; shopName: string; link: string };
}

/**
 * Accounts created by a shop for its team, and the mail that lets them in: a single-use password link
 * (the reset token of the accounts part, valid INVITATION_LINK_DAYS days), or a login link for an
 * existing agent who was just linked.
 */
@Injectable()
export class TeamInvitations {
  private readonly logger = new Logger(TeamInvitations.name);

  constructor(
    private readonly tokens: AccountTokensService,
    private readonly mailer: MailSender,
    private readonly config: AppConfig,
  ) {}

  /**
   * A new account nobody can log in to until the password link is used (it also proves the address).
   * Its username is "Firstname Lastname" when that is free and fits the username rule, else the address
   * (unique like it); the member may change it later.
   */
  async createInvitedUser(manager: EntityManager, input: InvitedUser): Promise<User> {
    const email = normaliseEmail(input.email);
    const users = manager.getRepository(User);
    if (await users.exists({ where: [{ email }, { username: email }] })) {
      throw new ConflictException('auth.emailTaken');
    }
    const firstname = input.firstname.trim();
    const lastname = input.lastname.trim();
    const fullName = `${firstname} ${lastname}`.trim();
    // Logins compare usernames case-insensitively: so does the check that the name is free.
    const nameTaken = await users
      .createQueryBuilder('u')
      .where('LOWER(u.username) = LOWER(:name)', { name: fullName })
      .getExists();
    const username = rules.username(fullName) === null && !nameTaken ? fullName : email;
    return users.save(
      users.create({
        username,
        email,
        firstname,
        lastname,
        phone: input.phone,
        role: input.role,
        isPro: true,
        validatedAt: null,
        blocked: false,
        passwordHash: UNUSABLE_PASSWORD_HASH,
      }),
    );
  }

  async prepare(
    manager: EntityManager,
    scope: ShopScope,
    user: User,
    kind: TeamMailKind,
    locale: Locale,
  ): Promise<Invitation> {
    const shop = await manager.getRepository(Shop).findOneByOrFail({ id: scope.shopId });
    const link =
      kind === 'agentLinked'
        ? this.link(LOGIN_PAGE, {})
        : this.link(RESET_PAGE, {
            token: await this.tokens.issue(
              manager,
              user.id,
              'reset',
              INVITATION_LINK_DAYS * 24 * 60 * 60 * 1000,
            ),
          });
    return {
      kind,
      to: user.email,
      locale,
      input: { firstname: user.firstname || user.email, shopName: shop.name, link },
    };
  }

  /** A mail that cannot go is logged, not an error: the account exists and the owner can invite again. */
  async send(invitation: Invitation): Promise<void> {
    const mail = teamMail(invitation.kind, invitation.locale, invitation.input);
    try {
      await this.mailer.send({ to: invitation.to, ...mail });
    } catch (error) {
      this.logger.error(`Team mail "${mail.subject}" could not be sent: ${String(error)}`);
    }
  }

  /** Links open the configured front end (first CORS origin), never a host taken from the request. */
  private link(page: string, query: Record<string, string>): string {
    const base = this.config.publicUrl;
    const search = new URLSearchParams(query).toString();
    return `${base}${page}${search ? `?${search}` : ''}`;
  }
}
