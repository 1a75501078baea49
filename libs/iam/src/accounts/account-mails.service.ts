import { Injectable, Logger } from '@nestjs/common';
import type { Locale } from '@cuvee/kernel';
import { AppConfig, MailSender, type MailContent } from '@cuvee/platform';
import { resetPasswordMail, validationMail } from './mail-templates.js';

/** Front-end pages the mailed links open (kernel route table: /auth/validate, /auth/resetpwd). */
export const VALIDATE_PAGE = '/auth/validate';
export const RESET_PAGE = '/auth/resetpwd';

interface Recipient {
  email: string;
  firstname: string;
}

/**
 * The account mails, through the mail port (outbox files by default, SMTP when configured). A mail
 * that cannot be sent is logged, never turned into an error for the caller: the account exists and
 * the user can ask for the mail again.
 */
@Injectable()
export class AccountMails {
  private readonly logger = new Logger(AccountMails.name);

  constructor(
    private readonly mailer: MailSender,
    private readonly config: AppConfig,
  ) {}

  sendValidation(to: Recipient, token: string, locale: Locale): Promise<void> {
    return this.deliver(
      to,
      validationMail(locale, { firstname: to.firstname, link: this.link(VALIDATE_PAGE, token) }),
    );
  }

  sendPasswordReset(to: Recipient, token: string, locale: Locale): Promise<void> {
    return this.deliver(
      to,
      resetPasswordMail(locale, { firstname: to.firstname, link: this.link(RESET_PAGE, token) }),
    );
  }

  /**
   * Links point at the first CORS origin (the back office by default): the configured front end, never
   * the request's Host or Origin, which a caller could forge to send users to a lookalike site.
   */
  private link(page: string, token: string): string {
    const base = this.config.publicUrl;
    return `${base}${page}?token=${encodeURIComponent(token)}`;
  }

  private async deliver(to: Recipient, content: MailContent): Promise<void> {
    try {
      await this.mailer.send({ to: to.email, ...content });
    } catch (error) {
      this.logger.error(`Account mail "${content.subject}" could not be sent: ${String(error)}`);
    }
  }
}
