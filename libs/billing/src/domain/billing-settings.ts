import {
  DOCUMENT_MENTIONS_MAX_LENGTH,
  failure,
  HEX_COLOUR,
  isPlainObject,
  LOCALES,
  PAYMENT_DELAYS,
  keysOf,
  PAYMENT_TYPES,
  RECOVERY_FEE_CENTS,
  SALES_DESTINATIONS,
  settingChecks,
  settingsFailures,
  TERMS_OF_SALE_MAX_LENGTH,
  type Locale,
  type PaymentDelay,
  type PaymentType,
  type SalesDestination,
  type SettingsShape,
  type ValidationFailure,
} from '@cuvee/kernel';
import { SERIES, type DocumentKind, type Series } from './document-kinds.js';
import type { PaymentTerms } from './legal-content.js';
import { PREFIX_PATTERN, type SeriesSettings } from './numbering.js';
import {
  DEFAULT_PRE_NOTIFICATION_DAYS,
  isCreditorId,
  MAX_PRE_NOTIFICATION_DAYS,
  MIN_PRE_NOTIFICATION_DAYS,
} from './sepa.js';

/*
 * The settings sections `billing` (settings link "billing", tab 0) and `accounting` (tab 2)
 * as billing reads them. Stored per shop as JSON; a missing key takes its default, so adding a
 * setting never needs a data migration.
 */

/** A mail the shop sends about a document; placeholders are the mail fields (mail-fields.ts). */
export interface MailTemplate {
  readonly subject: string;
  readonly body: string;
}

export interface BillingSettings {
  readonly series: Readonly<Record<Series, SeriesSettings>>;
  /** Registration, e.g. "RCS Tours 123 456 789" (a farm may have none). */
  readonly rcs: string | null;
  /** Share capital in cents; printed when set. */
  readonly capital: number | null;
  /** Late-payment penalty rate in percent a year (C. com. L441-10: at least 3 × the legal rate). */
  readonly penaltyRate: number;
  /** Payment terms when the client has none of its own. */
  readonly paymentDelay: PaymentDelay;
  /** Early-payment discount conditions (a mandatory mention, even to say there is none). */
  readonly earlyPaymentDiscount: string;
  /** Days a quote stays valid by default. */
  readonly quoteValidityDays: number;
  /** Free text printed at the foot of every document (bank details, insurance…). */
  readonly footer: string | null;
  /** The end of every mail the shop sends about its documents. */
  readonly signature: string | null;
  readonly mails: Readonly<Record<'document' | 'reminder', Readonly<Record<Locale, MailTemplate>>>>;
  /** Direct debits (ADR 0076). */
  readonly sepa: SepaSettings;
  /** How the documents look and what they print beyond the law's minimum (settings "documents", ADR 0089). */
  readonly documents: DocumentSettings;
}

export interface DocumentSettings {
  /** The documents' colour (#RRGGBB); null: the shop's colour. */
  readonly colour: string | null;
  /** The shop's logo at the top of the documents, or the shop's name in its colour. */
  readonly logo: 'shop' | 'none';
  /** Mentions printed under the seller's identity: an excise number, a licence, an insurance… */
  readonly mentions: string | null;
  /** The terms of sale (CGV), printed on a last page of the kinds chosen. */
  readonly termsOfSale: string | null;
  readonly termsOn: { readonly quote: boolean; readonly invoice: boolean };
}

export const DOCUMENT_LOGOS = ['shop', 'none'] as const;

export interface SepaSettings {
  /** The creditor identifier (ICS) the Banque de France gave the shop; no mandate without it. */
  readonly creditorId: string | null;
  /** Days between the pre-notification mail and the debit (14 by SEPA's rule, ≥ 2 by agreement). */
  readonly preNotificationDays: number;
}

/**
 * The payment terms a document carries, from the settings: frozen on it at issue, read live on a draft.
 * The terms of sale ride along on the kinds the settings print them on (never on a credit note); the key
 * is left out when there are none, so documents of a shop that prints none hash as they always did.
 */
export function paymentTermsOf(
  settings: BillingSettings,
  kind: DocumentKind,
  paymentDelay: PaymentDelay,
): PaymentTerms {
  const { termsOfSale, termsOn } = settings.documents;
  const printed =
    kind === 'quote' ? termsOn.quote : kind === 'invoice' || kind === 'deposit' ? termsOn.invoice : false;
  const conditions = printed ? termsOfSale?.trim() : '';
  return {
    paymentDelay,
    penaltyRate: settings.penaltyRate,
    recoveryFee: RECOVERY_FEE_CENTS,
    earlyPaymentDiscount: settings.earlyPaymentDiscount,
    ...(conditions ? { conditions } : {}),
  };
}

/** How many accounting codes a shop may keep: every family × typology × destination is far below. */
export const MAX_SALES_ACCOUNT_RULES = 500;

/**
 * An accounting code of the shop (ADR 0061): the sales account of the product and service lines that
 * match every criterion it names (null: any). E.g. wine to restaurants → 701110.
 */
export interface SalesAccountRule {
  readonly family: string | null;
  readonly typology: string | null;
  readonly destination: SalesDestination | null;
  /** VAT rate in basis points (2000 = 20 %). */
  readonly vatRateBp: number | null;
  readonly account: string;
}

export interface AccountingSettings {
  /** Sales of goods when no family account applies (707 "ventes de marchandises"). */
  readonly salesAccount: string;
  /** Sales per product family (701 "ventes de produits finis" for a producer's own wine…). */
  readonly salesAccountsByFamily: Readonly<Record<string, string>>;
  /** Sales without VAT delivered outside the EU (exports). */
  readonly exportSalesAccount: string;
  /** Sales without VAT delivered to another EU member state (intra-community deliveries). */
  readonly euSalesAccount: string;
  /** The shop's accounting codes: sales accounts by family, typology, destination and VAT rate. */
  readonly salesAccountRules: readonly SalesAccountRule[];
  readonly serviceAccount: string;
  readonly shippingAccount: string;
  /** Discounts granted (709). */
  readonly discountAccount: string;
  /** Advances received on orders (4191). */
  readonly depositAccount: string;
  /** VAT collected, by rate in basis points ("2000" → 445711). */
  readonly vatAccounts: Readonly<Record<string, string>>;
  readonly vatAccount: string;
  /** Excise duties and CSS collected on duty-paid sales. */
  readonly dutyAccount: string;
  /** The client account when the client has no accounting code of its own (411). */
  readonly clientAccount: string;
  /** Client credits (419 "clients créditeurs"). */
  readonly clientCreditAccount: string;
  /** Where each payment type lands (512 bank, 530 cash, 5112 cheques to deposit…). */
  readonly paymentAccounts: Readonly<Partial<Record<PaymentType, string>>>;
  readonly paymentAccount: string;
}

export const DEFAULT_MAIL_TEMPLATES: BillingSettings['mails'] = {
  document: {
    fr: {
      subject: '{documentLabel} {documentNumber} — {shopName}',
      body:
        'Bonjour {clientFirstname} {clientLastname},\n\n' +
        'Veuillez trouver ci-joint notre {documentLabelLower} n° {documentNumber} d’un montant de {amountTtc} TTC.\n\n' +
        'Nous restons à votre disposition pour toute question.\n\n{signature}',
    },
    en: {
      subject: '{documentLabel} {documentNumber} — {shopName}',
      body:
        'Dear {clientFirstname} {clientLastname},\n\n' +
        'Please find attached our {documentLabelLower} no. {documentNumber} for {amountTtc} including VAT.\n\n' +
        'Do not hesitate to contact us with any question.\n\n{signature}',
    },
  },
  reminder: {
    fr: {
      subject: 'Relance : factures en attente de règlement — {shopName}',
      body:
        'Bonjour {clientFirstname} {clientLastname},\n\n' +
        'Sauf erreur de notre part, les factures suivantes restent à régler :\n\n{invoiceList}\n\n' +
        'Montant total dû : {amountTtc} TTC.\n\n' +
        'Nous vous remercions de bien vouloir procéder à leur règlement dans les meilleurs délais. ' +
        'Si votre paiement a été effectué entre-temps, merci de ne pas tenir compte de ce message.\n\n{signature}',
    },
    en: {
      subject: 'Reminder: invoices awaiting payment — {shopName}',
      body:
        'Dear {clientFirstname} {clientLastname},\n\n' +
        'According to our records, the following invoices are still unpaid:\n\n{invoiceList}\n\n' +
        'Total due: {amountTtc} including VAT.\n\n' +
        'We would be grateful if you could settle them at your earliest convenience. ' +
        'If you have paid in the meantime, please disregard this message.\n\n{signature}',
    },
  },
};

export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  series: {
    quote: { prefix: 'D', resetEachFiscalYear: true, digits: 5 },
    invoice: { prefix: 'F', resetEachFiscalYear: true, digits: 5 },
    deposit: { prefix: 'AC', resetEachFiscalYear: true, digits: 5 },
    creditNote: { prefix: 'AV', resetEachFiscalYear: true, digits: 5 },
  },
  rcs: null,
  capital: null,
  // "Taux BCE majoré de 10 points" is the legal rate when none is agreed: 10 % is a sound floor.
  penaltyRate: 10,
  paymentDelay: 'days30',
  earlyPaymentDiscount: 'Pas d’escompte pour paiement anticipé',
  quoteValidityDays: 30,
  footer: null,
  signature: null,
  mails: DEFAULT_MAIL_TEMPLATES,
  sepa: { creditorId: null, preNotificationDays: DEFAULT_PRE_NOTIFICATION_DAYS },
  documents: {
    colour: null,
    logo: 'shop',
    mentions: null,
    termsOfSale: null,
    // A quote signed with its terms is the contract; invoices usually refer to them, so off by default.
    termsOn: { quote: true, invoice: false },
  },
};

/** The French chart of accounts (PCG) as a producer of wine usually keeps it (ADR 0017). */
export const DEFAULT_ACCOUNTING_SETTINGS: AccountingSettings = {
  salesAccount: '707000',
  salesAccountsByFamily: {
    wine: '701100',
    champagne: '701200',
    spirits: '701300',
    beer: '701400',
    cider: '701500',
  },
  exportSalesAccount: '707900',
  euSalesAccount: '707910',
  salesAccountRules: [],
  serviceAccount: '706000',
  shippingAccount: '708500',
  discountAccount: '709000',
  depositAccount: '419100',
  vatAccounts: { '2000': '445711', '1000': '445712', '550': '445713' },
  vatAccount: '445710',
  dutyAccount: '447100',
  clientAccount: '411000',
  clientCreditAccount: '419000',
  paymentAccounts: {
    cash: '530000',
    check: '511200',
    cb: '511500',
    cbnc: '511500',
    onlineCard: '511500',
    credit: '419000',
  },
  paymentAccount: '512000',
};

type DeepPartial<T> = {
  -readonly [K in keyof T]?: T[K] extends object | null ? DeepPartial<NonNullable<T[K]>> | null : T[K];
};

/** `base` with `patch` laid over it, object by object: an absent key keeps the base's value, null clears it. */
export function mergeSettings<T>(base: T, patch: DeepPartial<T> | null | undefined): T {
  if (!isPlainObject(patch) || !isPlainObject(base)) return base;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] = isPlainObject(value) && isPlainObject(current) ? mergeSettings(current, value) : value;
  }
  return result as T;
}

export type BillingSettingsPatch = DeepPartial<BillingSettings>;
export type AccountingSettingsPatch = DeepPartial<AccountingSettings>;

/** A numbering prefix: capitals, digits, - and _, at most 10 characters. */
export function prefixRule(value: unknown): ValidationFailure | null {
  return typeof value === 'string' && PREFIX_PATTERN.test(value) ? null : failure('billing.invalidPrefix');
}

/** An account number of the chart (digits and capitals, 3 to 20), e.g. 707000 or 411DUPONT. */
export const ACCOUNT_PATTERN = /^[0-9A-Z]{3,20}$/;

/** accountRule as a validation rule: null when valid, else the failure naming the account. */
export function accountRule(value: unknown): ValidationFailure | null {
  if (value === undefined || value === null || value === '') return failure('billing.accountMissing');
  return typeof value === 'string' && ACCOUNT_PATTERN.test(value)
    ? null
    : failure('billing.invalidAccount', { account: String(value) });
}

/**
 * A patch whose accounting codes name every criterion: one left out of a rule means any (null), as the
 * stored document needs it.
 */
export function withCompleteRules(patch: AccountingSettingsPatch): AccountingSettingsPatch {
  if (!Array.isArray(patch.salesAccountRules)) return patch;
  return {
    ...patch,
    salesAccountRules: patch.salesAccountRules.map((rule) =>
      isPlainObject(rule)
        ? {
            family: rule.family ?? null,
            typology: rule.typology ?? null,
            destination: rule.destination ?? null,
            vatRateBp: rule.vatRateBp ?? null,
            account: rule.account,
          }
        : rule,
    ),
  };
}

/** Every account of a settings patch that is not a valid account number (maps and codes included). */
export function invalidAccounts(patch: AccountingSettingsPatch): string[] {
  const values: unknown[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined) continue;
    if (key === 'salesAccountRules' && Array.isArray(value))
      values.push(...value.map((rule: unknown) => (isPlainObject(rule) ? rule.account : rule)));
    else if (typeof value === 'object') values.push(...Object.values(value));
    else values.push(value);
  }
  return values.filter((value) => accountRule(value) !== null).map(String);
}

const { boolean, text, matching, integer, number, oneOf, nullable, map, list, shaped } = settingChecks;
const account = matching(ACCOUNT_PATTERN);
const everySalesAccountRule = list(
  shaped({
    family: nullable(text(100)),
    typology: nullable(text(40)),
    destination: nullable(oneOf(keysOf(SALES_DESTINATIONS))),
    vatRateBp: nullable(integer(0, 10000)),
    account,
  }),
);
const SERIES_SHAPE: SettingsShape = {
  prefix: matching(PREFIX_PATTERN),
  resetEachFiscalYear: boolean,
  digits: integer(3, 8),
};
const LOCALISED_MAIL_SHAPE: SettingsShape = Object.fromEntries(
  LOCALES.map((locale) => [locale, { subject: text(200), body: text(5000) }]),
);

/** What every key of the billing settings must hold for numbering, due dates and documents to work. */
export const BILLING_SETTINGS_SHAPE: SettingsShape = {
  series: Object.fromEntries(SERIES.map((series) => [series, SERIES_SHAPE])),
  rcs: nullable(text(120)),
  capital: nullable(integer(0, Number.MAX_SAFE_INTEGER)),
  penaltyRate: number(0, 100),
  paymentDelay: oneOf(PAYMENT_DELAYS.map((delay) => delay.key)),
  earlyPaymentDiscount: text(255),
  quoteValidityDays: integer(1, 365),
  footer: nullable(text(1000)),
  signature: nullable(text(1000)),
  mails: { document: LOCALISED_MAIL_SHAPE, reminder: LOCALISED_MAIL_SHAPE },
  sepa: {
    creditorId: nullable(isCreditorId),
    preNotificationDays: integer(MIN_PRE_NOTIFICATION_DAYS, MAX_PRE_NOTIFICATION_DAYS),
  },
  documents: {
    colour: nullable(matching(HEX_COLOUR)),
    logo: oneOf(DOCUMENT_LOGOS),
    mentions: nullable(text(DOCUMENT_MENTIONS_MAX_LENGTH)),
    termsOfSale: nullable(text(TERMS_OF_SALE_MAX_LENGTH)),
    termsOn: { quote: boolean, invoice: boolean },
  },
};

/** What every default account must hold for the ventilation of documents and payments to work. */
export const ACCOUNTING_SETTINGS_SHAPE: SettingsShape = {
  salesAccount: account,
  salesAccountsByFamily: map(text(100), account),
  exportSalesAccount: account,
  euSalesAccount: account,
  salesAccountRules: (value: unknown) =>
    Array.isArray(value) && value.length <= MAX_SALES_ACCOUNT_RULES && everySalesAccountRule(value),
  serviceAccount: account,
  shippingAccount: account,
  discountAccount: account,
  depositAccount: account,
  vatAccounts: map(matching(/^\d{1,5}$/), account),
  vatAccount: account,
  dutyAccount: account,
  clientAccount: account,
  clientCreditAccount: account,
  paymentAccounts: map(oneOf(PAYMENT_TYPES.map((type) => type.key)), account),
  paymentAccount: account,
};

/** Each billing setting the document refuses, named by its path; empty when it is usable. */
export function billingSettingsFailures(settings: unknown): ValidationFailure[] {
  return settingsFailures(settings, BILLING_SETTINGS_SHAPE);
}

/** Each default account the document refuses, named by its path; empty when it is usable. */
export function accountingSettingsFailures(settings: unknown): ValidationFailure[] {
  return settingsFailures(settings, ACCOUNTING_SETTINGS_SHAPE);
}
