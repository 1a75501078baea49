import type { EntityManager } from 'typeorm';
import type { Integration, Labels, Locale, Permission } from '@cuvee/kernel';

/** The filter values an export was asked with, checked against its definition's filters. */
export type ExportFilterValues = Readonly<Record<string, string | number>>;

/** What an export reads from: one shop, for one user (null for the command line), in one language. */
export interface ExportScope {
  exportId: number;
  shopId: number;
  userId: number | null;
  locale: Locale;
  /** The filters given, already checked (a day is 'YYYY-MM-DD', a reference a positive id). */
  filter: ExportFilterValues;
}

/**
 * A filter an export accepts, described so that screens and the command line can offer it: a day
 * ('YYYY-MM-DD'), one value of a list, or the id of a row of an API resource (`warehouses`).
 */
export interface ExportFilter {
  name: string;
  label: Labels;
  type: 'date' | 'choice' | 'reference';
  /** For 'choice': the accepted values. */
  choices?: readonly { value: string; label: Labels }[];
  /** For 'reference': the API list its ids come from (`warehouses` → GET /v1/warehouses). */
  resource?: string;
  /** The export cannot run without it (the client of a personal-data export). */
  required?: boolean;
}

export interface ExportColumn {
  /** The property of each row that fills the column. */
  key: string;
  header: Labels;
}

/** One file of the zip: a CSV or an XLSX sheet. */
export interface ExportSheet {
  /** The file's name in the zip, without extension (`clients` → clients.csv). */
  name: string;
  columns: readonly ExportColumn[];
  /**
   * The rows, streamed: read them a page at a time (`keysetPages`) so memory does not grow with the
   * export. Values are written as they are: format amounts and dates the way the file should show them.
   */
  rows(manager: EntityManager, scope: ExportScope): AsyncIterable<Record<string, unknown>>;
  /** How many rows there will be, for progress; optional. */
  count?(manager: EntityManager, scope: ExportScope): Promise<number>;
}

/**
 * A kind of export (clients, products, orders…), implemented by the context that owns the rows and
 * registered on the ExportRegistry when its module starts. Its sheets become the files of one zip.
 */
export interface ExportDefinition {
  kind: string;
  label: Labels;
  /** Held in the shop by whoever exports through the API; a list is needed whole. */
  permission?: Permission | readonly Permission[];
  /** A module the shop must have switched on. */
  integration?: Integration;
  /** The filters the export accepts; none when absent. */
  filters?: readonly ExportFilter[];
  sheets: readonly ExportSheet[];
}

/**
 * Rows a page at a time in id order, each page asked for as "ids above `after`, at most `size`" —
 * `WHERE id > :after ORDER BY id LIMIT :size` — which costs the same on page 1 and page 1 000, on both
 * engines, with constant memory (OFFSET would slow down and a cursor would hold a connection).
 */
export async function* keysetPages<T>(
  page: (after: number, size: number) => Promise<T[]>,
  idOf: (row: T) => number,
  pageSize = 1000,
): AsyncGenerator<T> {
  let after = 0;
  for (;;) {
    const rows = await page(after, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
    after = idOf(rows[rows.length - 1]!);
  }
}
