import { mkdir, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
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

interface SocketRequest {
  host?: string;
  port?: number;
  secure?: boolean;
  connectionTimeout?: number;
}
type SocketAnswer = (error: Error | null, socket?: { connection: Socket }) => void;

/**
 * The connection to the SMTP server, opened with Nagle's algorithm off. SMTP writes a command, or a
 * message in pieces, then waits for the reply: with Nagle on, the last small piece waits for the
 * server's delayed ACK, 40 ms a mail on Linux (25 mails a second whatever the server). TLS, implicit
 * or STARTTLS, is nodemailer's, over this socket.
 */
function connectWithoutDelay(request: SocketRequest, answer: SocketAnswer): void {
  const socket = connect({
    host: request.host ?? 'localhost',
    // nodemailer's defaults for a URL without a port.
    port: request.port ?? (request.secure ? 465 : 587),
    noDelay: true,
  });
  const fail = (error: Error) => {
    socket.destroy();
    answer(error);
  };
  socket.setTimeout(request.connectionTimeout ?? 120_000, () => fail(new Error('Connection timeout')));
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.off('error', fail);
    socket.setTimeout(0);
    answer(null, { connection: socket });
  });
}

export class SmtpMailSender extends MailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport(smtpUrl);
    // nodemailer's getSocket hook (an option its URL form cannot carry), on the transport the URL made.
    (this.transport.transporter as { getSocket?: typeof connectWithoutDelay }).getSocket =
      connectWithoutDelay;
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
