import { documentDay, formatMoney, type IsoDate, type Locale } from '@cuvee/kernel';

export interface PreNotification {
  readonly greetingName: string;
  readonly shopName: string;
  readonly amount: number;
  readonly debitOn: IsoDate;
  /** The invoice's due date: when the debit day differs, the mail says why it moved. */
  readonly dueDate: IsoDate | null;
  readonly preNotificationDays: number;
  readonly invoiceNumber: string;
  readonly mandateReference: string;
  readonly creditorId: string;
  readonly maskedIban: string;
  readonly signature: string;
}

/**
 * The pre-notification SEPA asks before each debit (ADR 0076): the amount, the day, the mandate and
 * the creditor, in the invoice's language; the day moved past the due date is said and explained.
 */
export function preNotificationMail(
  locale: Locale,
  notice: PreNotification,
): { subject: string; greeting: string; paragraphs: string[] } {
  const amount = formatMoney(notice.amount, locale);
  const day = documentDay(notice.debitOn);
  const moved = notice.dueDate !== null && notice.dueDate !== notice.debitOn;
  if (locale === 'en')
    return {
      subject: `SEPA direct debit of ${amount} on ${day} — ${notice.shopName}`,
      greeting: `Dear ${notice.greetingName},`,
      paragraphs: [
        `Under the SEPA direct-debit mandate ${notice.mandateReference} you signed, we will debit ${amount} from your account ${notice.maskedIban} on ${day}, for invoice ${notice.invoiceNumber}.`,
        ...(moved
          ? [
              `The invoice fell due on ${documentDay(notice.dueDate)}: the debit takes place on ${day} so that you are told at least ${notice.preNotificationDays} days before.`,
            ]
          : []),
        `SEPA creditor identifier: ${notice.creditorId}. Please make sure the account is funded on that day.`,
        notice.signature,
      ],
    };
  return {
    subject: `Prélèvement SEPA de ${amount} le ${day} — ${notice.shopName}`,
    greeting: `Bonjour ${notice.greetingName},`,
    paragraphs: [
      `Conformément au mandat de prélèvement SEPA ${notice.mandateReference} que vous avez signé, nous prélèverons ${amount} sur votre compte ${notice.maskedIban} le ${day}, au titre de la facture ${notice.invoiceNumber}.`,
      ...(moved
        ? [
            `La facture était échue le ${documentDay(notice.dueDate)} : le prélèvement a lieu le ${day} pour vous prévenir au moins ${notice.preNotificationDays} jours avant.`,
          ]
        : []),
      `Identifiant créancier SEPA : ${notice.creditorId}. Merci de veiller à ce que le compte soit approvisionné à cette date.`,
      notice.signature,
    ],
  };
}
