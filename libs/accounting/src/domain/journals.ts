import type { Labels } from '@cuvee/kernel';

/*
 * The journals of a producer's books (ADR 0048): sales (every invoice, deposit invoice and credit
 * note), purchases, bank, cash, miscellaneous operations (client credit moved from one document
 * to another) and opening balances (the client accounts as the books kept before Cuvée left them,
 * ADR 0069). Their codes are the ones French accountants expect to find in a FEC.
 */
export const JOURNAL_CODES = ['VE', 'AC', 'BQ', 'CA', 'OD', 'AN'] as const;
export type JournalCode = (typeof JOURNAL_CODES)[number];

export const JOURNAL_LABELS: Readonly<Record<JournalCode, Labels>> = {
  VE: { fr: 'Ventes', en: 'Sales' },
  AC: { fr: 'Achats', en: 'Purchases' },
  BQ: { fr: 'Banque', en: 'Bank' },
  CA: { fr: 'Caisse', en: 'Cash' },
  OD: { fr: 'Opérations diverses', en: 'Miscellaneous' },
  AN: { fr: 'À-nouveaux', en: 'Opening balances' },
};

/** The journal a client payment goes to: cash in the till's journal, spent credit moves no money. */
export function paymentJournal(type: string): JournalCode {
  if (type === 'cash') return 'CA';
  if (type === 'credit') return 'OD';
  return 'BQ';
}
