import { centsToDecimalString, type Cents } from '@cuvee/kernel';

/*
 * The FEC (fichier des écritures comptables, ADR 0049): one line per entry line, the 18 columns in
 * their legal order and names, tab separated (or pipe), dates AAAAMMJJ, amounts with a decimal comma
 * and no thousands separator, the first line the column names. Amounts in euros: the currency
 * columns stay empty.
 */
export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

export type FecSeparator = '\t' | '|';

export interface FecRow {
  readonly journalCode: string;
  readonly journalLabel: string;
  readonly entryNumber: string;
  readonly entryDate: string;
  readonly account: string;
  readonly accountLabel: string;
  readonly auxAccount: string | null;
  readonly auxLabel: string | null;
  readonly pieceRef: string;
  readonly pieceDate: string;
  readonly label: string;
  readonly debit: Cents;
  readonly credit: Cents;
  readonly letter: string | null;
  readonly letteredOn: string | null;
  readonly validatedOn: string;
}

/** 'YYYY-MM-DD' → 'AAAAMMJJ'; empty stays empty. */
export function fecDate(value: string | null): string {
  return value ? value.slice(0, 10).replaceAll('-', '') : '';
}

/** Cents → '1234,56' (the FEC's decimal comma, no thousands separator). */
export function fecAmount(cents: Cents): string {
  return centsToDecimalString(cents, ',');
}

/** A free text made safe for its column under either separator: no tab, pipe or line break. */
export function fecText(value: string | null): string {
  if (!value) return '';
  return value
    .replace(/[\t|\r\n]+/g, ' ')
    .trim()
    .slice(0, 255);
}

export function fecHeader(separator: FecSeparator = '\t'): string {
  return `${FEC_COLUMNS.join(separator)}\r\n`;
}

/** One line of the file, CRLF ended. */
export function fecLine(row: FecRow, separator: FecSeparator = '\t'): string {
  return (
    [
      row.journalCode,
      fecText(row.journalLabel),
      row.entryNumber,
      fecDate(row.entryDate),
      row.account,
      fecText(row.accountLabel),
      fecText(row.auxAccount),
      fecText(row.auxLabel),
      fecText(row.pieceRef),
      fecDate(row.pieceDate),
      fecText(row.label),
      fecAmount(row.debit),
      fecAmount(row.credit),
      row.letter ?? '',
      fecDate(row.letteredOn),
      fecDate(row.validatedOn),
      '',
      '',
    ].join(separator) + '\r\n'
  );
}

/** The file's legal name: SIREN, 'FEC', the fiscal year's closing day AAAAMMJJ, '.txt'. */
export function fecFileName(siren: string, closingDay: string): string {
  return `${siren}FEC${fecDate(closingDay)}.txt`;
}

/** The SIREN of a SIRET (its first nine digits), or null when it is not one. */
export function sirenOf(siretOrSiren: string | null | undefined): string | null {
  const digits = (siretOrSiren ?? '').replace(/\s+/g, '');
  return /^\d{9}(\d{5})?$/.test(digits) ? digits.slice(0, 9) : null;
}
