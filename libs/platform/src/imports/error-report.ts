import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { MoreThan, type DataSource } from 'typeorm';
import { isMessageKey, messageText, type Labels, type Locale } from '@cuvee/kernel';
import { ImportRowError } from './import-row-error.entity.js';

const PAGE = 1000;

const HEADERS: readonly Labels[] = [
  { fr: 'Ligne', en: 'Line' },
  { fr: 'Colonne', en: 'Column' },
  { fr: 'Valeur', en: 'Value' },
  { fr: 'Message', en: 'Message' },
];

/** The text of a refused row's message; a code outside the catalogue shows as itself. */
export function rowErrorMessage(error: Pick<ImportRowError, 'code' | 'params'>, locale: Locale): string {
  return isMessageKey(error.code) ? messageText(error.code, locale, error.params ?? {}) : error.code;
}

/** Every refused row of the import, in file order, a page at a time (constant memory). */
async function* errorRows(dataSource: DataSource, importId: number): AsyncGenerator<ImportRowError> {
  let after = 0;
  for (;;) {
    const page = await dataSource.getRepository(ImportRowError).find({
      where: { importId, id: MoreThan(after) },
      order: { id: 'ASC' },
      take: PAGE,
    });
    yield* page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

/**
 * The error report: one line per refusal (line, column, value as written, message), in the import's
 * language, `;`-separated UTF-8 with a BOM so a French Excel opens it with its accents.
 */
export function errorReport(dataSource: DataSource, importId: number, locale: Locale): Readable {
  const csv = stringify({
    delimiter: ';',
    bom: true,
    header: true,
    columns: HEADERS.map((label) => label[locale]),
  });
  void (async () => {
    try {
      for await (const error of errorRows(dataSource, importId)) {
        const line = [error.line, error.column ?? '', error.value ?? '', rowErrorMessage(error, locale)];
        if (!csv.write(line)) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
}
