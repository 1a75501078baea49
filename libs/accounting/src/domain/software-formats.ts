import { centsToDecimalString, failure, type Cents, type ValidationFailure } from '@cuvee/kernel';

/*
 * The journals in the import formats of the accounting programs French accountants use (ADR 0060):
 * one import line per entry line, Windows-1252 text, CRLF line ends, no header.
 * - Quadra (Cegid Quadratus) ASCII: fixed-width "M" lines of 231 characters, amounts in cents.
 * - Sage 100: tab-separated columns as in Sage's own import sample, general and third-party accounts
 *   in separate columns, amounts with a decimal comma.
 * - EBP: comma-separated ASCII lines, quoted texts, amounts with a decimal point.
 * Texts are cut to their field and keep only characters of the code page, separators and line breaks
 * turned into spaces, so no value can shift a column.
 */

export const SOFTWARE_FORMATS = ['quadra', 'sage', 'ebp'] as const;
export type SoftwareFormat = (typeof SOFTWARE_FORMATS)[number];

/** An entry line as the formats read it (the FEC's columns they need, and the entry's id). */
export interface SoftwareRow {
  readonly entryId: number;
  readonly journal: string;
  readonly entryNumber: string;
  readonly entryDate: string;
  readonly pieceRef: string;
  readonly account: string;
  readonly auxAccount: string | null;
  readonly label: string;
  readonly debit: Cents;
  readonly credit: Cents;
}

/** The characters Windows-1252 puts in 0x80–0x9F, where ISO-8859-1 has control codes. */
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Whether a character (one code point) has a printable place in Windows-1252. */
export function inCp1252(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.includes(char);
}

/**
 * A free text for one field: composed accents (NFC), control characters and the format's separators
 * as spaces, characters outside Windows-1252 as '?', spaces collapsed, at most `width` characters.
 */
export function softwareText(value: string | null, width = Infinity, separators = ''): string {
  let text = '';
  for (const char of (value ?? '').normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f || separators.includes(char)) text += ' ';
    else text += inCp1252(char) ? char : '?';
  }
  return text.replace(/ {2,}/g, ' ').trim().slice(0, width);
}

/** 'YYYY-MM-DD' → 'JJMMAA'. */
const ddmmyy = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(2, 4)}`;
/** 'YYYY-MM-DD' → 'JJMMAAAA'. */
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;

/** The side of a line and its amount, positive: every entry line is on one side. */
function sideOf(row: SoftwareRow): { side: 'D' | 'C'; amount: Cents } {
  const net = row.debit - row.credit;
  return net < 0 ? { side: 'C', amount: -net } : { side: 'D', amount: net };
}

/** The entry's counter: the digits after the last dash of its number ('VE2026-000042' → '000042'). */
const counterOf = (entryNumber: string) => entryNumber.slice(entryNumber.lastIndexOf('-') + 1);

/**
 * Quadra's "M" (écriture générale) line, field by field in order with its width (positions from 1:
 * account at 2, journal at 10, date at 15, side at 42, amount at 43, piece at 100, currency at 108,
 * label at 117, alphanumeric piece at 149). Fields Cuvée has nothing for stay blank.
 */
const QUADRA_FIELDS = [
  ['type', 1],
  ['account', 8],
  ['journal', 2],
  ['folio', 3],
  ['date', 6],
  ['labelCode', 1],
  ['shortLabel', 20],
  ['side', 1],
  ['amount', 13],
  ['counterpart', 8],
  ['dueDate', 6],
  ['letter', 2],
  ['statistics', 3],
  ['shortPiece', 5],
  ['job', 10],
  ['quantity', 10],
  ['piece', 8],
  ['currency', 3],
  ['longJournal', 3],
  ['vatFlag', 1],
  ['vatCode', 1],
  ['vatMethod', 1],
  ['label', 30],
  ['longVatCode', 2],
  ['alphaPiece', 10],
  ['reserved', 10],
  ['currencyAmount', 13],
  ['attachment', 12],
  ['quantity2', 10],
  ['uniqueNumber', 10],
  ['operator', 4],
  ['systemDate', 14],
] as const;
type QuadraField = (typeof QUADRA_FIELDS)[number][0];

export const QUADRA_LINE_WIDTH = QUADRA_FIELDS.reduce((sum, [, width]) => sum + width, 0);
/** Quadra's account numbers: eight characters. */
export const QUADRA_ACCOUNT_WIDTH = 8;
/** The largest amount the twelve digits of a Quadra amount hold, in cents. */
export const QUADRA_MAX_CENTS = 999_999_999_999;

/**
 * One Quadra ASCII line: the client's or supplier's own account in the account field (Quadra keeps
 * third parties as accounts of their own), amount signed and in cents on twelve digits, the journal on
 * two characters (the three-character field left blank, as the layout asks for one or the other), the
 * label in the 30-character field (the 20-character one left blank likewise), currency EUR (blank
 * would mean francs). Lettering stays out: Quadra's code has two characters, Cuvée's letters may have
 * more.
 */
export function quadraLine(row: SoftwareRow): string {
  const { side, amount } = sideOf(row);
  if (amount > QUADRA_MAX_CENTS) throw new RangeError(`Quadra amounts hold 12 digits: ${amount}`);
  const values: Partial<Record<QuadraField, string>> = {
    type: 'M',
    account: softwareText(row.auxAccount || row.account, QUADRA_ACCOUNT_WIDTH),
    journal: softwareText(row.journal, 2),
    folio: '000',
    date: ddmmyy(row.entryDate),
    side,
    amount: `+${String(amount).padStart(12, '0')}`,
    piece: softwareText(counterOf(row.entryNumber), 8),
    currency: 'EUR',
    label: softwareText(row.label, 30),
    // The voucher's end: its number's distinctive part.
    alphaPiece: softwareText(row.pieceRef).slice(-10),
  };
  return `${QUADRA_FIELDS.map(([field, width]) => (values[field] ?? '').padEnd(width)).join('')}\r\n`;
}

/**
 * Sizes chosen safe for Sage 100's fields, its sample giving none (ADR 0060): general account, third
 * party, piece number, label.
 */
export const SAGE_WIDTHS = { account: 13, thirdParty: 17, piece: 13, label: 35 } as const;
export const SAGE_COLUMNS = 11;

/**
 * One Sage 100 line: a general line ('G'), journal, date JJMMAA, piece number (the entry's number:
 * Sage groups lines into a piece by journal, date and number), general account, third-party account
 * (the client's or supplier's, beside the collective account), label, payment method and due date
 * (none), debit, credit with a decimal comma; tab-separated.
 */
export function sageLine(row: SoftwareRow): string {
  const text = (value: string | null, width?: number) => softwareText(value, width, '\t');
  return `${[
    'G',
    text(row.journal),
    ddmmyy(row.entryDate),
    text(row.entryNumber, SAGE_WIDTHS.piece),
    text(row.account, SAGE_WIDTHS.account),
    text(row.auxAccount, SAGE_WIDTHS.thirdParty),
    text(row.label, SAGE_WIDTHS.label),
    '',
    '',
    centsToDecimalString(row.debit, ','),
    centsToDecimalString(row.credit, ','),
  ].join('\t')}\r\n`;
}

export const EBP_WIDTHS = { label: 40, piece: 15 } as const;
export const EBP_COLUMNS = 11;

/**
 * One EBP line: the entry's id (the movement its lines share), date JJMMAAAA, journal, account (the
 * client's or supplier's own account, as EBP keeps third parties), an empty column, the label and the
 * piece quoted, the amount with a decimal point and its side, the due date (the entry's day) and an
 * empty currency (the file's). Commas and quotes in texts become spaces: no value can open a column.
 */
export function ebpLine(row: SoftwareRow): string {
  const text = (value: string | null, width?: number) => softwareText(value, width, ',"');
  const { side, amount } = sideOf(row);
  return `${[
    String(row.entryId),
    ddmmyyyy(row.entryDate),
    text(row.journal),
    text(row.auxAccount || row.account),
    '',
    `"${text(row.label, EBP_WIDTHS.label)}"`,
    `"${text(row.entryNumber, EBP_WIDTHS.piece)}"`,
    centsToDecimalString(amount).padStart(13, '0'),
    side,
    ddmmyyyy(row.entryDate),
    '',
  ].join(',')}\r\n`;
}

export const SOFTWARE_LINES: Record<SoftwareFormat, (row: SoftwareRow) => string> = {
  quadra: quadraLine,
  sage: sageLine,
  ebp: ebpLine,
};

/** `DEMO-quadra-20260101-20261231.txt`: the shop, the program and the period, ASCII only. */
export function softwareFileName(format: SoftwareFormat, shopCode: string, from: string, to: string): string {
  const shop = shopCode.replace(/[^A-Za-z0-9_-]+/g, '') || 'cuvee';
  return `${shop}-${format}-${from.replaceAll('-', '')}-${to.replaceAll('-', '')}.txt`;
}

/** A format asked for by name, refused naming the three. */
export function knownSoftwareFormat(value: unknown): ValidationFailure | null {
  return SOFTWARE_FORMATS.includes(value as SoftwareFormat)
    ? null
    : failure('accounting.unknownFormat', { formats: SOFTWARE_FORMATS.join(', ') });
}
