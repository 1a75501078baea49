import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A mail the API wrote to its outbox (no SMTP_URL in tests), as a person would read it. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  raw: string;
  /** The whole message with quoted-printable undone (soft line breaks, =XX escapes, UTF-8). */
  decoded: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Every mail of the outbox under `dataDir`, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
    return { file, to: header('To'), subject: header('Subject'), raw, decoded: decodeQuotedPrintable(raw) };
  });
}

/** The mails sent to exactly this address, oldest first. */
export function mailsTo(dataDir: string, email: string): OutboxMail[] {
  return readOutbox(dataDir).filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/** The single-use token of the last link mailed to `email` (to `page` when given). */
export function lastMailedToken(dataDir: string, email: string, page = ''): string {
  const pattern = new RegExp(`${page.replace(/[?/]/g, '\\$&')}\\?token=([A-Za-z0-9_-]{43})`);
  const mail = mailsTo(dataDir, email)
    .reverse()
    .find((candidate) => pattern.test(candidate.decoded));
  const token = mail ? pattern.exec(mail.decoded)?.[1] : undefined;
  if (!token) throw new Error(`no ${page || 'token'} link mailed to ${email}`);
  return token;
}
