import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The sender when it is not the installation's MAIL_FROM (a shop's verified campaign address). */
  from?: string;
  /** Extra headers (List-Unsubscribe…); a fixed Message-ID makes a resent mail recognisable. */
  headers?: Record<string, string>;
  messageId?: string;
  attachments?: { filename: string; content: Buffer | string; contentType?: string }[];
}

export interface SentMail {
  messageId: string;
  /** Where the message went: the SMTP server's reply, or the .eml file written to the outbox. */
  location: string;
}

/** The mail port: SMTP when SMTP_URL is set, otherwise .eml files in data/outbox/ (ADR 0002). */
export abstract class MailSender {
  abstract send(message: MailMessage): Promise<SentMail>;
}

export class SmtpMailSender extends MailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    return { messageId: info.messageId, location: String(info.response) };
  }
}

/** Composes the exact MIME message SMTP would carry and keeps it as a file a person can open. */
export class OutboxMailSender extends MailSender {
  private readonly transport: Transporter;

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = (await this.transport.sendMail({ from: this.from, ...message })) as {
      messageId: string;
      message: Buffer;
    };
    await mkdir(this.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.outboxDir, `${stamp}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '')}.eml`);
    await writeFile(file, info.message);
    return { messageId: info.messageId, location: file };
  }
}
