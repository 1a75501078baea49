import type { Cents } from '@cuvee/kernel';
import type { JournalCode } from './journals.js';

/*
 * Journal entries (écritures) built from what billing, purchases and the till tell (ADR 0048, ADR
 * 0059): each is balanced (debits equal credits), every line on one side only, amounts in cents.
 * Client and supplier lines carry a matching key: the document (billing's, or the supplier's invoice)
 * whose debt they open or settle, so that its account is lettered once what was paid and credited on
 * it equals what it asked (ADR 0049). A key is matched within one account only: a client's document
 * and a supplier's invoice may have the same id.
 */

export interface EntryLine {
  readonly account: string;
  /** The client's or supplier's auxiliary account (and its name) on a third-party line. */
  readonly auxAccount: string | null;
  readonly auxLabel: string | null;
  readonly label: string;
  readonly debit: Cents;
  readonly credit: Cents;
  /** The document this client or supplier line opens or settles: what lettering matches on, per account. */
  readonly matchKey: number | null;
}

export interface EntryDraft {
  readonly journal: JournalCode;
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  /** The voucher: the document's or payment's reference. */
  readonly pieceRef: string;
  readonly pieceDate: string;
  readonly label: string;
  readonly lines: readonly EntryLine[];
}

/** The client (or supplier) side of an entry: the collective account and the auxiliary one. */
export interface ThirdParty {
  readonly account: string;
  readonly auxAccount: string;
  readonly auxLabel: string;
}

/** A document line's amounts and the accounts it is bound to (billing's ventilation defaults). */
export interface PostedLine {
  readonly revenueAccount: string;
  readonly vatAccount: string | null;
  readonly dutyAccount: string | null;
  readonly ht: Cents;
  readonly vat: Cents;
  readonly duties: Cents;
}

export interface SalesDocument {
  readonly documentId: number;
  readonly kind: 'invoice' | 'deposit' | 'creditNote';
  readonly number: string;
  readonly issueDate: string;
  /** Credit notes: the document they correct (their client line settles its debt). */
  readonly correctsId: number | null;
  readonly client: ThirdParty;
  readonly lines: readonly PostedLine[];
  /** Final invoices: the deposit invoices taken off, with their own lines. */
  readonly deductions: readonly { readonly number: string; readonly lines: readonly PostedLine[] }[];
}

export interface ReceivedPayment {
  readonly paymentId: number;
  readonly type: string;
  readonly journal: JournalCode;
  /** Where the money lands (512, 530, 5112…); null when it moves none (client credit spent). */
  readonly moneyAccount: string | null;
  readonly amount: Cents;
  readonly receivedOn: string;
  readonly reference: string;
  readonly client: ThirdParty;
  readonly allocations: readonly { readonly documentId: number; readonly amount: Cents }[];
  /** out: money sent back to the client (a refund on a credit note, ADR 0075); in by default. */
  readonly direction?: 'in' | 'out';
}

/** A client balance brought over from the books kept before Cuvée (ADR 0069). */
export interface OpeningBalance {
  readonly documentId: number;
  /** An invoice (or deposit) the client still owes on, or a credit note still to its credit. */
  readonly owed: 'byClient' | 'toClient';
  /** Its original number. */
  readonly number: string;
  readonly issueDate: string;
  /** The day it was brought over: the entry's date. */
  readonly openedOn: string;
  readonly amount: Cents;
  readonly client: ThirdParty;
  /** The counterpart: the opening balance sheet account. */
  readonly counterpart: string;
}

/** A supplier invoice: what it charges per account (purchases HT, deductible VAT), against the supplier. */
export interface PurchaseDocument {
  readonly invoiceId: number;
  /** The supplier's number. */
  readonly number: string;
  readonly issueDate: string;
  readonly supplier: ThirdParty;
  readonly charges: readonly { readonly account: string; readonly amount: Cents }[];
}

/** Money paid to a supplier on one invoice. */
export interface SupplierPayment {
  readonly invoiceId: number;
  readonly journal: JournalCode;
  readonly moneyAccount: string;
  readonly amount: Cents;
  readonly paidOn: string;
  readonly reference: string;
  readonly supplier: ThirdParty;
}

/** A day's closure of a till: its sales per rate, what each payment type brought in, to which account. */
export interface TillDay {
  readonly day: string;
  readonly reference: string;
  /** One per VAT rate ("20", "5.5": percent as the till keys it). */
  readonly sales: readonly (PostedLine & { readonly rate: string })[];
  readonly takings: readonly { readonly account: string; readonly amount: Cents }[];
}

/** True when debits equal credits, every amount is a whole positive number of cents on one side only. */
export function isBalanced(entry: EntryDraft): boolean {
  let debit = 0;
  let credit = 0;
  for (const line of entry.lines) {
    if (!Number.isInteger(line.debit) || !Number.isInteger(line.credit)) return false;
    if (line.debit < 0 || line.credit < 0 || line.debit > 0 === line.credit > 0) return false;
    debit += line.debit;
    credit += line.credit;
  }
  return entry.lines.length >= 2 && debit === credit;
}

/** Sum of debits (equal to the credits of a balanced entry). */
export function entryTotal(entry: EntryDraft): Cents {
  return entry.lines.reduce((sum, line) => sum + line.debit, 0);
}

/** A line of `amount` on the credit side (a negative amount lands on the debit side); null for zero. */
function side(amount: Cents, line: Omit<EntryLine, 'debit' | 'credit'>): EntryLine | null {
  if (amount === 0) return null;
  return amount > 0 ? { ...line, debit: 0, credit: amount } : { ...line, debit: -amount, credit: 0 };
}

/** Credits per account of document lines (HT, VAT, duties), netted per account, in first-seen order. */
function creditsByAccount(lines: readonly PostedLine[]): Map<string, Cents> {
  const byAccount = new Map<string, Cents>();
  const add = (account: string | null, amount: Cents) => {
    if (account === null || amount === 0) return;
    byAccount.set(account, (byAccount.get(account) ?? 0) + amount);
  };
  for (const line of lines) {
    add(line.revenueAccount, line.ht);
    add(line.vatAccount, line.vat);
    add(line.dutyAccount, line.duties);
  }
  return byAccount;
}

const ttcOf = (lines: readonly PostedLine[]) =>
  lines.reduce((sum, line) => sum + line.ht + line.vat + line.duties, 0);

/** Turns every line of an entry around: a credit note undoes what its invoice posted. */
function reversed(lines: readonly EntryLine[]): EntryLine[] {
  return lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit }));
}

/**
 * The sales journal entry of an issued document: the client debited with what it asks (TTC),
 * revenue, VAT and duties credited per account. A final invoice also takes its deposits back (the
 * deposit and VAT accounts debited, the client credited against the final invoice's own debt). A
 * credit note is the reverse of the same lines, its client line settling the corrected document.
 */
export function salesEntry(document: SalesDocument, label: string): EntryDraft {
  const base = { auxAccount: null, auxLabel: null, label, matchKey: null };
  const client = {
    account: document.client.account,
    auxAccount: document.client.auxAccount,
    auxLabel: document.client.auxLabel,
    label,
    matchKey: document.kind === 'creditNote' ? document.correctsId : document.documentId,
  };
  const lines: EntryLine[] = [];
  const push = (line: EntryLine | null) => line && lines.push(line);
  push(side(-ttcOf(document.lines), client));
  for (const [account, amount] of creditsByAccount(document.lines)) push(side(amount, { ...base, account }));
  for (const deduction of document.deductions) {
    const deductionLabel = `${label} - ${deduction.number}`.slice(0, 255);
    for (const [account, amount] of creditsByAccount(deduction.lines))
      push(side(-amount, { ...base, account, label: deductionLabel }));
    push(side(ttcOf(deduction.lines), { ...client, label: deductionLabel }));
  }
  return {
    journal: 'VE',
    date: document.issueDate,
    pieceRef: document.number,
    pieceDate: document.issueDate,
    label,
    lines: document.kind === 'creditNote' ? reversed(lines) : lines,
  };
}

/**
 * The entry of a client payment: the money account debited, the client credited once per document
 * the payment settles (matching key: that document) and with any over-payment (no key: client credit
 * left on the account). Client credit spent moves no money: the client account is debited instead,
 * without a key, and the documents it settles are credited as with money. A refund (`out`) is the
 * same entry the other way round: the money account credited, the client debited against what it
 * settles.
 */
export function paymentEntry(payment: ReceivedPayment, label: string): EntryDraft {
  const client = {
    account: payment.client.account,
    auxAccount: payment.client.auxAccount,
    auxLabel: payment.client.auxLabel,
    label,
  };
  // A refund is a payment the other way: the money account credited, the client debited.
  const sign = payment.direction === 'out' ? -1 : 1;
  const lines: EntryLine[] = [];
  const push = (line: EntryLine | null) => line && lines.push(line);
  push(
    side(
      -sign * payment.amount,
      payment.moneyAccount === null
        ? { ...client, matchKey: null }
        : { account: payment.moneyAccount, auxAccount: null, auxLabel: null, label, matchKey: null },
    ),
  );
  let allocated = 0;
  for (const allocation of payment.allocations) {
    allocated += allocation.amount;
    push(side(sign * allocation.amount, { ...client, matchKey: allocation.documentId }));
  }
  push(side(sign * (payment.amount - allocated), { ...client, matchKey: null }));
  return {
    journal: payment.journal,
    date: payment.receivedOn,
    pieceRef: payment.reference,
    pieceDate: payment.receivedOn,
    label,
    lines,
  };
}

/**
 * The opening entry (à-nouveau) of an imported document, in the AN journal: not a sale (it was one in
 * the former books), only the client's account opened with what is left. An invoice still owed debits
 * the client against that document (matching key: it, so its payments here letter it); a credit note
 * still to use credits the client without a key (client credit left on the account, as an
 * over-payment's). The opening balance sheet account takes the other side.
 */
export function openingEntry(opening: OpeningBalance, label: string): EntryDraft {
  const owedByClient = opening.owed === 'byClient';
  const lines: EntryLine[] = [];
  const push = (line: EntryLine | null) => line && lines.push(line);
  push(
    side(owedByClient ? -opening.amount : opening.amount, {
      ...opening.client,
      label,
      matchKey: owedByClient ? opening.documentId : null,
    }),
  );
  push(
    side(owedByClient ? opening.amount : -opening.amount, {
      account: opening.counterpart,
      auxAccount: null,
      auxLabel: null,
      label,
      matchKey: null,
    }),
  );
  return {
    journal: 'AN',
    date: opening.openedOn,
    pieceRef: opening.number,
    pieceDate: opening.issueDate,
    label,
    lines,
  };
}

/**
 * The entry that cancels a posted one (contre-passation): the same accounts, keys and voucher, each
 * line on the other side, dated `on`. Entries are never deleted; an imported document taken back by its
 * import's revert has its opening entry reversed this way, and its client lines letter each other.
 */
export function reversalEntry(
  posted: Pick<EntryDraft, 'journal' | 'pieceRef' | 'pieceDate' | 'lines'>,
  on: string,
  label: string,
): EntryDraft {
  return {
    journal: posted.journal,
    date: on,
    pieceRef: posted.pieceRef,
    pieceDate: posted.pieceDate,
    label,
    lines: reversed(posted.lines.map((line) => ({ ...line, label }))),
  };
}

/** Amounts summed per account, in first-seen order, zeros dropped. */
function byAccount(
  amounts: readonly { readonly account: string; readonly amount: Cents }[],
): Map<string, Cents> {
  const sums = new Map<string, Cents>();
  for (const { account, amount } of amounts) sums.set(account, (sums.get(account) ?? 0) + amount);
  for (const [account, amount] of sums) if (amount === 0) sums.delete(account);
  return sums;
}

/**
 * The purchases journal entry of a supplier invoice: what it charges debited per account (purchases
 * HT, deductible VAT), the supplier credited with the total (matching key: the invoice, which its
 * payments settle).
 */
export function purchaseEntry(invoice: PurchaseDocument, label: string): EntryDraft {
  const lines: EntryLine[] = [];
  const push = (line: EntryLine | null) => line && lines.push(line);
  const charged = byAccount(invoice.charges);
  push(
    side(
      [...charged.values()].reduce((sum, amount) => sum + amount, 0),
      {
        ...invoice.supplier,
        label,
        matchKey: invoice.invoiceId,
      },
    ),
  );
  for (const [account, amount] of charged)
    push(side(-amount, { account, auxAccount: null, auxLabel: null, label, matchKey: null }));
  return {
    journal: 'AC',
    date: invoice.issueDate,
    pieceRef: invoice.number,
    pieceDate: invoice.issueDate,
    label,
    lines,
  };
}

/**
 * The entry of a payment to a supplier: the supplier debited against the invoice it settles (matching
 * key: that invoice, so that it letters once paid in full), the money account credited.
 */
export function supplierPaymentEntry(payment: SupplierPayment, label: string): EntryDraft {
  const lines: EntryLine[] = [];
  const push = (line: EntryLine | null) => line && lines.push(line);
  push(side(-payment.amount, { ...payment.supplier, label, matchKey: payment.invoiceId }));
  push(
    side(payment.amount, {
      account: payment.moneyAccount,
      auxAccount: null,
      auxLabel: null,
      label,
      matchKey: null,
    }),
  );
  return {
    journal: payment.journal,
    date: payment.paidOn,
    pieceRef: payment.reference,
    pieceDate: payment.paidOn,
    label,
    lines,
  };
}

/**
 * The cash journal entry of a till's day: what each payment type brought in debited to its account
 * (cash, cards and cheques to deposit…), the sales credited rate by rate (HT, VAT collected), each line
 * naming its rate: the VAT return reads them per rate even when every rate sells on one account. A day
 * whose cancellations outweigh its sales on an account posts it on the other side.
 */
export function tillDayEntry(day: TillDay, label: string): EntryDraft {
  const base = { auxAccount: null, auxLabel: null, label, matchKey: null };
  const lines: EntryLine[] = [];
  const push = (line: EntryLine | null) => line && lines.push(line);
  for (const [account, amount] of byAccount(day.takings)) push(side(-amount, { ...base, account }));
  for (const rate of day.sales)
    for (const [account, amount] of creditsByAccount([rate]))
      push(side(amount, { ...base, account, label: `${label} - TVA ${rate.rate.replace('.', ',')} %` }));
  return { journal: 'CA', date: day.day, pieceRef: day.reference, pieceDate: day.day, label, lines };
}

/**
 * The letter of a lettered set (EcritureLet): derived from the document matched, A…Z, AA…, so that it
 * is the same on every engine and never drawn from a counter that concurrent payments would fight for.
 */
export function letterOf(documentId: number): string {
  let code = '';
  for (let n = documentId; n > 0; n = Math.floor((n - 1) / 26))
    code = String.fromCharCode(65 + ((n - 1) % 26)) + code;
  return code;
}

/** A set of client lines is lettered when what it asked equals what settled it, and something did. */
export function isSettled(lines: readonly Pick<EntryLine, 'debit' | 'credit'>[]): boolean {
  const debit = lines.reduce((sum, line) => sum + line.debit, 0);
  const credit = lines.reduce((sum, line) => sum + line.credit, 0);
  return debit > 0 && debit === credit;
}
