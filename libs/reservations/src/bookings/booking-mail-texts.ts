import { formatMoney, type Locale } from '@cuvee/kernel';
import { composeMail, type MailContent } from '@cuvee/platform';

/*
 * The words of the reservations' mails, in the booker's language (French or English), the way the
 * account mails follow the reader's: the visitor's confirmation and reminder, and a payer's share.
 */

/** A slot's day (and time, unless a full day) in Paris, in the mail's language. */
export function whenOf(start: Date, fullDay: boolean, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'full',
    ...(fullDay ? {} : { timeStyle: 'short' }),
  }).format(start);
}

/** The event's title in the mail's language (its French one when it has no English one). */
export function titleIn(event: { titleFr: string; titleEn: string }, locale: Locale): string {
  return locale === 'en' && event.titleEn ? event.titleEn : event.titleFr;
}

export interface ConfirmationInput {
  readonly contactName: string;
  readonly title: string;
  readonly shopName: string;
  readonly when: string;
  readonly persons: number;
  readonly totalTtc: number;
  readonly location: string | null;
  readonly message: string | null;
  readonly cancellationHours: number;
}

export function confirmationMail(locale: Locale, input: ConfirmationInput): MailContent {
  const total = formatMoney(input.totalTtc, locale);
  const extra = [
    ...(input.location ? [locale === 'en' ? `Location: ${input.location}` : `Lieu : ${input.location}`] : []),
    ...(input.message ? [input.message] : []),
  ];
  return locale === 'en'
    ? composeMail({
        subject: `Your booking: ${input.title} — ${input.shopName}`,
        greeting: `Hello ${input.contactName},`,
        paragraphs: [
          `Your booking for “${input.title}” on ${input.when} is confirmed.`,
          `${input.persons} person(s) — ${total} incl. VAT.`,
          ...extra,
          `You can cancel up to ${input.cancellationHours} h before the start from your account.`,
        ],
        footer: 'The attached file adds the visit to your calendar.',
      })
    : composeMail({
        subject: `Votre réservation : ${input.title} — ${input.shopName}`,
        greeting: `Bonjour ${input.contactName},`,
        paragraphs: [
          `Votre réservation pour « ${input.title} » le ${input.when} est confirmée.`,
          `${input.persons} personne(s) — ${total} TTC.`,
          ...extra,
          `Vous pouvez annuler jusqu'à ${input.cancellationHours} h avant le début depuis votre espace.`,
        ],
        footer: 'Le fichier joint ajoute la visite à votre agenda.',
      });
}

export function reminderMail(
  locale: Locale,
  input: { contactName: string; title: string; when: string; persons: number },
): MailContent {
  return locale === 'en'
    ? composeMail({
        subject: `Reminder: ${input.title} tomorrow`,
        greeting: `Hello ${input.contactName},`,
        paragraphs: [
          `We look forward to seeing you on ${input.when} for “${input.title}” (${input.persons} person(s)).`,
        ],
      })
    : composeMail({
        subject: `Rappel : ${input.title} demain`,
        greeting: `Bonjour ${input.contactName},`,
        paragraphs: [
          `Nous vous attendons ${input.when} pour « ${input.title} » (${input.persons} personne(s)).`,
        ],
      });
}

export interface ShareMailInput {
  readonly reminder: boolean;
  readonly contactName: string;
  readonly title: string;
  readonly shopName: string;
  readonly when: string;
  readonly persons: number;
  readonly amount: number;
  readonly totalTtc: number;
  /** The payer's page, where the share is paid by card. */
  readonly link: string;
}

export function shareMail(locale: Locale, input: ShareMailInput): MailContent {
  const amount = formatMoney(input.amount, locale);
  const total = formatMoney(input.totalTtc, locale);
  return locale === 'en'
    ? composeMail({
        subject: `${input.reminder ? 'Reminder: y' : 'Y'}our share for “${input.title}” — ${input.shopName}`,
        greeting: 'Hello,',
        paragraphs: [
          ...(input.reminder ? ['Reminder: your share has not been paid yet.'] : []),
          `${input.contactName} booked “${input.title}” on ${input.when} for ${input.persons} person(s), and shares the payment.`,
          `Your share: ${amount} incl. VAT out of ${total}.`,
          'The booking will be confirmed once everyone has paid their share.',
        ],
        button: 'Pay my share',
        link: input.link,
      })
    : composeMail({
        subject: `${input.reminder ? 'Rappel : v' : 'V'}otre part pour « ${input.title} » — ${input.shopName}`,
        greeting: 'Bonjour,',
        paragraphs: [
          ...(input.reminder ? ["Rappel : votre part n'est pas encore réglée."] : []),
          `${input.contactName} a réservé « ${input.title} » le ${input.when} pour ${input.persons} personne(s), et partage le paiement.`,
          `Votre part : ${amount} TTC sur ${total}.`,
          'La réservation sera confirmée quand chacun aura réglé sa part.',
        ],
        button: 'Régler ma part',
        link: input.link,
      });
}
