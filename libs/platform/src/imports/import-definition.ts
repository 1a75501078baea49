import type { EntityManager } from 'typeorm';
import type { Integration, Labels, Locale, Permission, ValidationFailure } from '@cuvee/kernel';

/** A cell read: its value, or why it is refused (a validation message). */
export type CellResult<T = unknown> = { value: T } | { failure: ValidationFailure };

/** One column a kind of import understands. */
export interface ImportColumn {
  /** The field's name in the parsed row and in mapping files (`{"Réf.": "reference"}`). */
  field: string;
  label: Labels;
  /**
   * Header texts that mean this column, French and English ("Référence", "Ref", "SKU"…). They are
   * compared without case, accents or punctuation; the field name and both labels count as well.
   */
  synonyms: readonly string[];
  /** The file must have the column and every row must fill it ("Ce champ ne peut pas être vide"). */
  required?: boolean;
  /** Turns the trimmed, non-empty cell text into the value; the text itself when absent. */
  parse?: (text: string) => CellResult;
  /** What to write in the cell, in both languages: the second sheet of the kind's template. */
  help?: Labels;
  /** The template's example row: a cell as a producer would write it ("Château Lafleur", "12,50"). */
  example?: string;
}

/**
 * The export of another program a producer leaves (a shop platform, an invoicing tool), recognised from
 * its header: when every `detect` header is in the file, `mapping` binds that program's columns.
 */
export interface ImportSource {
  /** The program and its file, as the mapping screen names it ("Shopify — clients"). */
  name: string;
  /** Headers that together identify the file (compared the way synonyms are). */
  detect: readonly string[];
  /** Header → field for the program's columns; columns it does not name are mapped as usual. */
  mapping: Readonly<Record<string, string | null>>;
}

/** field → value; a column that is absent from the file or empty in the row is `undefined`. */
export type ImportValues = Record<string, unknown>;

/** A row that passed the checks, with its line in the file (the header is line 1). */
export interface ImportRow<V extends ImportValues = ImportValues> {
  line: number;
  values: V;
}

/** Who and where an import writes: every row it creates belongs to `shopId`. */
export interface ImportScope {
  importId: number;
  shopId: number;
  /** null when run from the command line. */
  userId: number | null;
  dryRun: boolean;
}

/** What one row of the journal says: enough for the definition to undo it. */
export interface JournalEntry {
  /** The kind of row touched, in the definition's words (a table or aggregate name). */
  entity: string;
  entityId: string;
  action: 'created' | 'updated';
  /** For an update: the values it replaced, as the definition needs them to restore. */
  before?: Record<string, unknown> | null;
}

/** A refusal: the row's line, the column when known, and the message. */
export interface RowRejection {
  line: number;
  field?: string;
  failure: ValidationFailure;
}

/**
 * Work a definition leaves for after its transaction has committed (never after a rollback, a dry run
 * or a strict batch undone): telling other contexts what changed (low-stock alerts…). It must not throw.
 */
export interface AfterCommit {
  afterCommit?: () => Promise<unknown>;
}

/** What writing one batch did. Counts are rows; `changes` go to the journal that revert reads. */
export interface BatchOutcome extends AfterCommit {
  created: number;
  updated: number;
  /** Rows that changed nothing (already identical). */
  skipped: number;
  changes: JournalEntry[];
  /** Rows refused for a reason only the database knows (an unknown product…); they were not written. */
  rejected?: RowRejection[];
}

/**
 * A kind of import (products, clients, stock counts…), implemented by the context that owns the rows and
 * registered on the ImportRegistry when its module starts. The engine reads the file, maps the columns,
 * checks every cell, refuses duplicates, and hands valid rows over in batches, each batch in one
 * transaction with its journal: the definition writes the batch in a few statements (never one save per
 * row) and says what it created or changed, so that revert can undo exactly that.
 */
export interface ImportDefinition<V extends ImportValues = ImportValues> {
  kind: string;
  label: Labels;
  /**
   * Held in the shop by whoever imports through the API (the command line acts as the platform); a list
   * is needed whole (editing prices takes seeAllPrice and createProduct).
   */
  permission?: Permission | readonly Permission[];
  /** A module the shop must have switched on (the stocks module for stock counts). */
  integration?: Integration;
  columns: readonly ImportColumn[];
  /** Other programs' exports this kind recognises and maps (docs/adr on import sources). */
  sources?: readonly ImportSource[];
  /** Rows per transaction; 500 by default. */
  batchSize?: number;
  /** Checks across fields, once every cell is read; a failure names its field when it can. */
  validate?(values: V): { field?: string; failure: ValidationFailure }[];
  /** The row's identity within the file: a later row with the same key is refused as a duplicate. */
  key?(values: V): string | null;
  writeBatch(manager: EntityManager, rows: ImportRow<V>[], scope: ImportScope): Promise<BatchOutcome>;
  /**
   * Undoes journal entries, newest first, within the given transaction: deletes what was created and
   * puts `before` back on what was updated. An OperationError refuses the revert (the import keeps its
   * status and says why).
   */
  revert(manager: EntityManager, changes: JournalEntry[], scope: ImportScope): Promise<void | AfterCommit>;
  /**
   * The whole revert in one transaction instead of one per 500 journal lines: a revert that may be
   * refused half-way (stock that moved since) then writes nothing at all.
   */
  atomicRevert?: boolean;
}

/** Who starts an import or an export: the API builds it from the request, the command line from --shop. */
export interface OperationActor {
  shopId: number;
  /** null for the command line (ops staff act for the platform, not as a user of the shop). */
  userId: number | null;
  locale: Locale;
  /** The caller's permissions in the shop, or 'all' for the command line. */
  permissions: readonly Permission[] | 'all';
  /** The shop's active modules; not looked at for 'all' (the platform itself), none when absent. */
  integrations?: readonly Integration[];
}

/** Message parameters that may be given in both languages (column labels) and are picked at display time. */
export type LocalizableParams = Record<string, string | number | Labels>;

export function localizeParams(
  params: LocalizableParams | null | undefined,
  locale: Locale,
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? value[locale] : value,
    ]),
  );
}

/**
 * The fields of the columns a template could not explain: without help in both languages or an example,
 * or whose example their own reading refuses. Empty for a kind ready to be offered as a template.
 */
export function undocumentedColumns(columns: readonly ImportColumn[]): string[] {
  return columns
    .filter(({ help, example, parse }) => {
      if (!help?.fr.trim() || !help.en.trim() || !example?.trim()) return true;
      return parse ? 'failure' in parse(example) : false;
    })
    .map((column) => column.field);
}
