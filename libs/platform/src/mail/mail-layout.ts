import { COLOURS } from '@cuvee/kernel';

/** A mail ready for the MailSender port: subject, plain text and a simple HTML alternative. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /**
   * The call to action and the absolute link it opens (also printed in full for plain-text readers);
   * a mail that carries its content as an attachment (an invoice) has none.
   */
  button?: string;
  link?: string;
  footer?: string;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The one layout of Cuvée's transactional mails, in plain text and HTML with the brand colours. */
export function composeMail({ subject, greeting, paragraphs, button, link, footer }: MailParts): MailContent {
  const small = (text: string) => `<p style="font-size: 13px; color: #555">${escapeHtml(text)}</p>`;
  return {
    subject,
    text: [
      greeting,
      '',
      ...paragraphs.flatMap((p) => [p, '']),
      ...(link ? [link, ''] : []),
      ...(footer ? [footer, ''] : []),
      '— Cuvée',
    ].join('\n'),
    html: [
      '<!doctype html>',
      `<html><body style="font-family: Arial, sans-serif; color: ${COLOURS.darkNavy}; line-height: 1.5">`,
      `<p>${escapeHtml(greeting)}</p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      ...(link && button
        ? [
            `<p><a href="${escapeHtml(link)}" style="background: ${COLOURS.primary}; color: #ffffff; padding: 10px 18px; border-radius: 4px; text-decoration: none">${escapeHtml(button)}</a></p>`,
            small(link),
          ]
        : []),
      ...(footer ? [small(footer)] : []),
      '</body></html>',
    ].join('\n'),
  };
}
