import { BadRequestException, Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { Database, Translator, type RequestContext } from '@cuvee/platform';
import { SessionsService } from '../auth/sessions.service.js';
import { hashPassword } from '../domain/password.js';
import { User } from '../users/user.entity.js';
import { normaliseEmail } from '../users/users.service.js';
import { AccountMails } from './account-mails.service.js';
import { AccountTokensService } from './account-tokens.service.js';
import { RESET_LINK_MINUTES } from './mail-templates.js';
import type { MessageReply } from './registration.service.js';

const RESET_TTL_MS = RESET_LINK_MINUTES * 60 * 1000;
/** At most this many reset mails per account and hour: nobody floods a mailbox through us. */
const RESET_MAILS_PER_HOUR = 3;

/** "Mot de passe oublié": a single-use link valid one hour, then a new password and every session ended. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly database: Database,
    private readonly translator: Translator,
    private readonly tokens: AccountTokensService,
    private readonly mails: AccountMails,
    private readonly sessions: SessionsService,
  ) {}

  /** Always the same answer, account or not (no account enumeration). */
  async request(ctx: RequestContext, rawEmail: string): Promise<MessageReply> {
    const sent = await this.database.transaction(async (manager) => {
      const user = await manager.getRepository(User).findOneBy({ email: normaliseEmail(rawEmail) });
      if (!user || user.blocked) return null;
      const since = new Date(Date.now() - 60 * 60 * 1000);
      if ((await this.tokens.countSince(manager, user.id, 'reset', since)) >= RESET_MAILS_PER_HOUR)
        return null;
      return { user, token: await this.tokens.issue(manager, user.id, 'reset', RESET_TTL_MS) };
    });
    if (sent) await this.mails.sendPasswordReset(sent.user, sent.token, ctx.locale);
    return { success: true, message: this.translator.translate('auth.resetRequested', ctx.locale) };
  }

  /**
   * Sets the new password and ends every session (whoever knew the old password is out). Following the
   * mailed link proves the address too, so an account not yet validated becomes validated.
   */
  async reset(ctx: RequestContext, token: string, password: string): Promise<MessageReply> {
    const passwordHash = await hashPassword(password);
    const done = await this.database.transaction(async (manager) => {
      const userId = await this.tokens.consume(manager, 'reset', token);
      if (userId === null) return false;
      const users = manager.getRepository(User);
      await users.update({ id: userId }, { passwordHash });
      await users.update({ id: userId, validatedAt: IsNull() }, { validatedAt: new Date() });
      await this.sessions.revokeAllSessions(userId, { manager });
      return true;
    });
    if (!done) throw new BadRequestException('auth.invalidLink');
    return { success: true, message: this.translator.translate('auth.passwordReset', ctx.locale) };
  }
}
