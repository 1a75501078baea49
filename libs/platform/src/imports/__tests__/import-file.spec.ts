import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { OperationError } from '../operation-error.js';
import {
  detectDelimiter,
  inspectFile,
  readRows,
  type OpenFile,
  type SheetRow,
} from '../reading/import-file.js';

/** A file served in small chunks, the way storage streams it (so multi-byte characters straddle chunks). */
const fileOf =
  (bytes: Buffer): OpenFile =>
  async () =>
    Readable.from(
      Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7)),
    );

async function rowsOf(bytes: Buffer): Promise<SheetRow[]> {
  const open = fileOf(bytes);
  const shape = await inspectFile(open);
  const rows: SheetRow[] = [];
  for await (const row of readRows(open, shape)) rows.push(row);
  return rows;
}

async function refusal(bytes: Buffer): Promise<OperationError> {
  const open = fileOf(bytes);
  try {
    const shape = await inspectFile(open);
    for await (const _row of readRows(open, shape));
  } catch (error) {
    if (error instanceof OperationError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

const FRENCH_CSV = 'Référence;Nom;Prix\nA1;Côte Rôtie;12,50\nA2;"Crémant; brut";9\n';

describe('CSV files', () => {
  test('UTF-8, UTF-8 with a BOM and Windows-1252 read to the same accented cells', async () => {
    const variants = {
      utf8: Buffer.from(FRENCH_CSV, 'utf8'),
      bom: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(FRENCH_CSV, 'utf8')]),
      windows1252: iconv.encode(FRENCH_CSV, 'win1252'),
    };
    for (const [name, bytes] of Object.entries(variants)) {
      const shape = await inspectFile(fileOf(bytes));
      expect([name, shape.encoding]).toEqual([name, name === 'windows1252' ? 'windows-1252' : 'utf-8']);
      expect(await rowsOf(bytes)).toEqual([
        { line: 1, cells: ['Référence', 'Nom', 'Prix'] },
        { line: 2, cells: ['A1', 'Côte Rôtie', '12,50'] },
        { line: 3, cells: ['A2', 'Crémant; brut', '9'] },
      ]);
    }
  });

  test('an accent far into an otherwise ASCII file still decides the encoding', async () => {
    const lines = ['ref,name', ...Array.from({ length: 20_000 }, (_, i) => `R${i},plain`), 'R-last,Château'];
    const rows = await rowsOf(iconv.encode(lines.join('\r\n'), 'win1252'));
    expect(rows).toHaveLength(20_002);
    expect(rows.at(-1)).toEqual({ line: 20_002, cells: ['R-last', 'Château'] });
  });

  test('commas, tabs and an Excel "sep=" line are understood; blank lines are skipped but counted', async () => {
    expect(await rowsOf(Buffer.from('ref,name\n\nA1,"Dupont, Jean"\n'))).toEqual([
      { line: 1, cells: ['ref', 'name'] },
      { line: 3, cells: ['A1', 'Dupont, Jean'] },
    ]);
    expect(await rowsOf(Buffer.from('ref\tname\nA1\tJean\n'))).toEqual([
      { line: 1, cells: ['ref', 'name'] },
      { line: 2, cells: ['A1', 'Jean'] },
    ]);
    expect(await rowsOf(Buffer.from('sep=,\nref,name;x\nA1,b;c\n'))).toEqual([
      { line: 2, cells: ['ref', 'name;x'] },
      { line: 3, cells: ['A1', 'b;c'] },
    ]);
  });

  test('the separator of the header wins, ";" on a tie', () => {
    expect(detectDelimiter('Prix;Nom, prénom').delimiter).toBe(';');
    expect(detectDelimiter('a,b,c;d').delimiter).toBe(',');
    expect(detectDelimiter('"a;b",c').delimiter).toBe(',');
    expect(detectDelimiter('sep=\t')).toEqual({ delimiter: '\t', sepLine: true });
  });

  test('an unclosed quote is refused with its line', async () => {
    const error = await refusal(Buffer.from('ref;name\nA1;ok\nA2;"open\nA3;b\n'));
    expect([error.code, error.params]).toEqual(['imports.malformedCsv', { line: 3 }]);
  });
});

describe('XLSX files', () => {
  test('the first sheet is read, cells as a person sees them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Articles');
    sheet.addRow(['Référence', 'Nom', 'Prix', 'Date']);
    sheet.addRow([
      'A1',
      { richText: [{ text: 'Côte ' }, { text: 'Rôtie' }] },
      12.5,
      new Date(Date.UTC(2026, 0, 15)),
    ]);
    sheet.addRow([]);
    sheet.addRow(['A2', 'Crémant', { formula: '4+5', result: 9 }, null]);
    workbook.addWorksheet('Ignored').addRow(['x']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    expect((await inspectFile(fileOf(bytes))).format).toBe('xlsx');
    expect(await rowsOf(bytes)).toEqual([
      { line: 1, cells: ['Référence', 'Nom', 'Prix', 'Date'] },
      { line: 2, cells: ['A1', 'Côte Rôtie', '12.5', '2026-01-15'] },
      { line: 4, cells: ['A2', 'Crémant', '9'] },
    ]);
  });

  test('a zip that is not a workbook is refused', async () => {
    const error = await refusal(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]));
    expect(['imports.unreadableFile', 'imports.unsupportedFile']).toContain(error.code);
  });
});

describe('files that cannot be imported', () => {
  test.each([
    ['a PNG image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
    ['an old .xls workbook', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])],
    ['UTF-16 text', Buffer.from('\ufeffref;name\n', 'utf16le')],
  ])('%s is not CSV or XLSX', async (_name, bytes) => {
    expect((await refusal(bytes)).code).toBe('imports.unsupportedFile');
  });

  test('an empty file, or one of blank lines, has nothing to import', async () => {
    expect((await refusal(Buffer.alloc(0))).code).toBe('imports.emptyFile');
    expect((await refusal(Buffer.from('\n\n;;\n'))).code).toBe('imports.emptyFile');
  });

  test.each([
    ['a blank first line', '\r\nA1;Côte Rôtie\r\n'],
    ['a first line of separators', ';;\nA1;Côte Rôtie;9\n'],
    ['a first line of spaces', '  ;  \nA1;Côte Rôtie\n'],
    ["a blank line after Excel's sep=", 'sep=;\n\nA1;Côte Rôtie\n'],
  ])('a CSV with %s has no header row', async (_name, text) => {
    expect((await refusal(Buffer.from(text))).code).toBe('uploads.noHeader');
  });

  test('a sheet whose first row is empty has no header row', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Articles');
    sheet.getRow(2).values = ['Référence', 'Nom'];
    sheet.getRow(3).values = ['A1', 'Côte Rôtie'];
    expect((await refusal(Buffer.from(await workbook.xlsx.writeBuffer()))).code).toBe('uploads.noHeader');
  });

  test('a header cell spanning two lines is still the first row', async () => {
    expect((await rowsOf(Buffer.from('"Prix\nHT";Nom\n9;A\n')))[0]).toEqual({
      line: 2,
      cells: ['Prix\nHT', 'Nom'],
    });
  });
});
