import { stringify } from 'csv-stringify/sync';
import type { Labels, Locale } from '@cuvee/kernel';
import { loadExcel } from '../on-demand-libraries.js';
import type { ImportDefinition } from './import-definition.js';

export type TemplateFormat = 'csv' | 'xlsx';

/** A file to hand out: its bytes, content type and the name it is saved under. */
export interface TemplateFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

const TEXTS = {
  template: { fr: 'Modèle', en: 'Template' },
  columns: { fr: 'Colonnes', en: 'Columns' },
  column: { fr: 'Colonne', en: 'Column' },
  required: { fr: 'Obligatoire', en: 'Required' },
  yes: { fr: 'oui', en: 'yes' },
  no: { fr: 'non', en: 'no' },
  example: { fr: 'Exemple', en: 'Example' },
  synonyms: { fr: 'Autres en-têtes reconnus', en: 'Other headers recognised' },
} satisfies Record<string, Labels>;

/** Both languages in one header cell: the explanation sheet is read by French and English speakers. */
const both = (labels: Labels): string => `${labels.fr} / ${labels.en}`;

/** "Prix HT" → "prix-ht": a file name made of the kind's label. */
const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The file a producer fills in to import a kind: its columns headed with their labels in the reader's
 * language (the import reads both languages) and one example row. The XLSX has a second sheet saying,
 * in French and in English, what each column takes, whether it is required, and the other headers the
 * import recognises. The CSV is the first sheet alone, with `;` and a BOM, as French Excel opens it.
 */
export async function importTemplate(
  definition: Pick<ImportDefinition, 'kind' | 'label' | 'columns'>,
  format: TemplateFormat,
  locale: Locale,
): Promise<TemplateFile> {
  const header = definition.columns.map((column) => column.label[locale]);
  const example = definition.columns.map((column) => column.example ?? '');
  const name = `${slug(definition.label[locale])}-${slug(TEXTS.template[locale])}`;
  if (format === 'csv') {
    return {
      fileName: `${name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: Buffer.from(stringify([header, example], { delimiter: ';', bom: true })),
    };
  }

  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(TEXTS.template[locale]);
  sheet.addRow(header).font = { bold: true };
  sheet.addRow(definition.columns.map((column) => column.example ?? null));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  definition.columns.forEach((column, index) => {
    const cell = sheet.getRow(1).getCell(index + 1);
    // Required columns stand out; their note says what to write without leaving the sheet.
    if (column.required) {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFCE4D6' } };
    }
    if (column.help) cell.note = column.help[locale];
    sheet.getColumn(index + 1).width = Math.min(40, Math.max(12, header[index]!.length + 4));
  });

  const guide = workbook.addWorksheet(TEXTS.columns[locale]);
  guide.columns = [
    { header: both(TEXTS.column), width: 28 },
    { header: both(TEXTS.required), width: 16 },
    { header: 'Ce qu’il faut écrire', width: 60 },
    { header: 'What to write', width: 60 },
    { header: both(TEXTS.example), width: 22 },
    { header: both(TEXTS.synonyms), width: 40 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const column of definition.columns) {
    const row = guide.addRow([
      both(column.label),
      column.required ? both(TEXTS.yes) : both(TEXTS.no),
      column.help?.fr ?? null,
      column.help?.en ?? null,
      column.example ?? null,
      column.synonyms.join(', ') || null,
    ]);
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  return {
    fileName: `${name}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
