import { interpolate, type MessageParams } from '@cuvee/kernel';
import type { MailTemplate } from './billing-settings.js';

/*
 * The dynamic fields of a mail, as the placeholders of the shop's mail templates: client first and
 * last name, shop name, client business name and reason, user email and phone, document number, amount
 * incl. tax, signature (plus the document's label and, for reminders, the list of invoices).
 */
export const MAIL_FIELDS = [
  'clientFirstname',
  'clientLastname',
  'shopName',
  'clientBusinessName',
  'clientBusinessReason',
  'userEmail',
  'userPhone',
  'documentNumber',
  'documentLabel',
  'documentLabelLower',
  'amountTtc',
  'signature',
  'invoiceList',
] as const;
export type MailField = (typeof MAIL_FIELDS)[number];

export type MailValues = Partial<Record<MailField, string | null>>;

/** The template with every known field filled (an absent value leaves it empty, never "{field}"). */
export function fillMailTemplate(template: MailTemplate, values: MailValues): MailTemplate {
  const params: MessageParams = Object.fromEntries(MAIL_FIELDS.map((field) => [field, values[field] ?? '']));
  const tidy = (text: string) =>
    interpolate(text, params)
      .replace(/[ \t]+\n/g, '\n')
      .replace(/ {2,}/g, ' ')
      .trim();
  return { subject: tidy(template.subject), body: tidy(template.body) };
}
