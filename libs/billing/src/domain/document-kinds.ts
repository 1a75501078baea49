import {
  checkTransition,
  failure,
  statusLabel,
  type LegalDocumentStatus,
  type Locale,
  type TransitionCheck,
  type TransitionMap,
} from '@cuvee/kernel';

/*
 * The sales documents (quotes, bills, deposit invoices, credit notes) and their lifecycle on
 * the legal document statuses (ADR 0016):
 *   pending     a draft: editable, deletable, no number
 *   generated   issued (invoices) or sent (quotes): numbered, immutable
 *   incomplete  partly paid (invoices) / partly settled
 *   completed   paid or settled in full (invoices), accepted (quotes)
 *   rejected    refused by the client (quotes)
 *   cancelled   fully credited (invoices), withdrawn or superseded (quotes)
 *   processing and error are the PDF's own states (a render), never a document's.
 */

export const DOCUMENT_KINDS = ['quote', 'invoice', 'deposit', 'creditNote'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Numbering series: one continuous sequence per shop and series (settings decide prefixes and resets). */
export const SERIES = DOCUMENT_KINDS;
export type Series = DocumentKind;

export const DOCUMENT_LABELS: Readonly<Record<DocumentKind, Record<Locale, string>>> = {
  quote: { fr: 'Devis', en: 'Quote' },
  invoice: { fr: 'Facture', en: 'Invoice' },
  deposit: { fr: "Facture d'acompte", en: 'Deposit invoice' },
  creditNote: { fr: "Facture d'avoir", en: 'Credit note' },
};

/** Invoices, deposit invoices and credit notes: legal documents under the numbering and immutability rules. */
export function isInvoiceKind(kind: DocumentKind): boolean {
  return kind !== 'quote';
}

export interface QuoteFacts {
  /** The quote's validity has passed (Europe/Paris day after validUntil). */
  readonly expired: boolean;
  /** A later version replaced it. */
  readonly superseded: boolean;
}

export const QUOTE_TRANSITIONS: TransitionMap<LegalDocumentStatus, QuoteFacts> = {
  to: {
    pending: ['generated', 'cancelled'],
    generated: ['completed', 'rejected', 'cancelled'],
    completed: [],
    rejected: [],
    cancelled: [],
    incomplete: [],
    processing: [],
    error: [],
  },
  guards: {
    'generated->completed': (facts) =>
      facts.superseded
        ? failure('billing.quoteSuperseded')
        : facts.expired
          ? failure('billing.quoteExpired')
          : null,
    'generated->rejected': (facts) => (facts.superseded ? failure('billing.quoteSuperseded') : null),
  },
};

/** Settlement moves of an issued invoice, deposit or credit note; only payments and credit notes drive them. */
export const INVOICE_TRANSITIONS: TransitionMap<LegalDocumentStatus, Record<string, never>> = {
  to: {
    pending: ['generated'],
    generated: ['incomplete', 'completed', 'cancelled'],
    incomplete: ['generated', 'completed', 'cancelled'],
    completed: ['incomplete', 'generated'],
    cancelled: [],
    rejected: [],
    processing: [],
    error: [],
  },
};

/** checkTransition with the statuses named in the caller's language in the refusal. */
export function checkDocumentTransition<F>(
  map: TransitionMap<LegalDocumentStatus, F>,
  from: LegalDocumentStatus,
  to: LegalDocumentStatus,
  facts: F,
  locale: Locale,
): TransitionCheck {
  const check = checkTransition(map, from, to, facts);
  if (check.ok || check.failure.code !== 'sales.transitionNotAllowed') return check;
  return {
    ok: false,
    failure: failure('sales.transitionNotAllowed', {
      from: statusLabel('legalDocument', from, locale),
      to: statusLabel('legalDocument', to, locale),
    }),
  };
}

/** What a buyer gets of their sellers' documents, once issued: invoices, deposit invoices, credit notes. */
export const BUYER_DOCUMENT_KINDS = ['invoice', 'deposit', 'creditNote'] as const satisfies DocumentKind[];
