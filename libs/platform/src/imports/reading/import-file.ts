import type { Readable } from 'node:stream';
import { parse, CsvError } from 'csv-parse';
import iconv from 'iconv-lite';
import { loadExcel } from '../../on-demand-libraries.js';
import { OperationError } from '../operation-error.js';

/*
 * Reading an uploaded file into rows of text cells, whatever spreadsheet it came from: CSV in UTF-8
 * (with or without BOM) or Windows-1252 (Excel's "CSV" on a French Windows), `;`, `,` or tab separated,
 * or XLSX read as a stream. Every function takes an `open` callback so a file is streamed from storage
 * as many times as needed, never held whole in memory.
 */

export type ImportFormat = 'csv' | 'xlsx';
export type TextEncoding = 'utf-8' | 'windows-1252';

/** How to read a file, found once by `inspectFile` and kept on the import. */
export interface FileShape {
  format: ImportFormat;
  /** CSV only. */
  encoding: TextEncoding | null;
  /** CSV only: ';', ',' or a tab. */
  delimiter: string | null;
}

/** A row of the sheet: its line as a spreadsheet numbers it (the header is usually 1) and its cells. */
export interface SheetRow {
  line: number;
  cells: string[];
}

export type OpenFile = () => Promise<Readable>;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const SNIFF_BYTES = 64 * 1024;
const DELIMITERS = [';', ',', '\t'] as const;

/** The first bytes of the file (up to `size`), read without loading the rest. */
async function head(open: OpenFile, size: number): Promise<Buffer> {
  const stream = await open();
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= size) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, size);
}

/**
 * UTF-8 when every byte sequence of the file is valid UTF-8 (a BOM or not), else Windows-1252: a
 * Windows-1252 text with accents is practically never valid UTF-8. The whole file is checked, since an
 * ASCII start says nothing about an accent on line 40 000.
 */
async function detectEncoding(open: OpenFile): Promise<TextEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const stream = await open();
  try {
    for await (const chunk of stream) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return 'utf-8';
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA') return 'windows-1252';
    throw error;
  } finally {
    stream.destroy();
  }
}

function iconvName(encoding: TextEncoding): string {
  return encoding === 'utf-8' ? 'utf8' : 'win1252';
}

/** Counts a character outside double quotes. */
function countOutsideQuotes(line: string, character: string): number {
  let count = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === character && !quoted) count++;
  }
  return count;
}

/**
 * The separator of the header line: the most frequent of `;`, `,` and tab, `;` winning ties (French
 * spreadsheets write "Prix; Nom, prénom"). Excel's `sep=;` first line, when present, decides.
 */
export function detectDelimiter(firstLine: string): { delimiter: string; sepLine: boolean } {
  const declared = /^sep=(.)\s*$/i.exec(firstLine);
  if (declared) return { delimiter: declared[1]!, sepLine: true };
  let best: string = DELIMITERS[0];
  let bestCount = -1;
  for (const delimiter of DELIMITERS) {
    const count = countOutsideQuotes(firstLine, delimiter);
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return { delimiter: best, sepLine: false };
}

/**
 * What the file is and how to read it, and its header row. Refuses what is neither CSV nor XLSX (a PDF,
 * an image, an old .xls, UTF-16 text), a file without any row, and a sheet whose first row (after
 * Excel's `sep=` line) is empty or holds no text: the first row names the columns.
 */
export async function inspectFile(open: OpenFile): Promise<FileShape & { header: SheetRow }> {
  const start = await head(open, SNIFF_BYTES);
  if (start.length === 0) throw new OperationError('imports.emptyFile');
  let shape: FileShape;
  if (start.subarray(0, 4).equals(ZIP_MAGIC)) {
    shape = { format: 'xlsx', encoding: null, delimiter: null };
  } else {
    // Binary files and UTF-16 text hold NUL bytes; CSV never does.
    if (start.includes(0)) throw new OperationError('imports.unsupportedFile');
    const encoding = await detectEncoding(open);
    const text = iconv.decode(start, iconvName(encoding));
    const [firstLine = '', secondLine = ''] = text.split(/\r\n|\n|\r/, 2);
    const { delimiter, sepLine } = detectDelimiter(firstLine);
    shape = { format: 'csv', encoding, delimiter };
    // Blank lines are skipped when reading: a blank first line is caught here, before they are.
    const blank = /^[\s";,\ufeff]*$/;
    if (blank.test(sepLine ? secondLine : firstLine) && !blank.test(text)) {
      throw new OperationError('uploads.noHeader');
    }
  }
  for await (const row of readRows(open, shape)) {
    // A sheet's rows keep their numbers: the first one read must be the sheet's first.
    if ((shape.format === 'xlsx' && row.line !== 1) || row.cells.every((cell) => cell.trim() === '')) {
      throw new OperationError('uploads.noHeader');
    }
    return { ...shape, header: row };
  }
  throw new OperationError('imports.emptyFile');
}

/** Every non-empty row of the file, the header first, as text cells. */
export function readRows(open: OpenFile, shape: FileShape): AsyncGenerator<SheetRow> {
  return shape.format === 'xlsx' ? readXlsxRows(open) : readCsvRows(open, shape);
}

async function* readCsvRows(open: OpenFile, shape: FileShape): AsyncGenerator<SheetRow> {
  const source = await open();
  const decoder = iconv.decodeStream(iconvName(shape.encoding ?? 'utf-8'));
  // The line of the last record parsed (the parser runs ahead of the reader), for error messages.
  let parsedLine = 0;
  const parser = parse({
    on_record: (record, context) => {
      parsedLine = context.lines;
      return record;
    },
    delimiter: shape.delimiter ?? ';',
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
  });
  // .pipe() does not forward errors: the parser must fail when reading or decoding does.
  source.on('error', (error) => parser.destroy(error));
  decoder.on('error', (error: Error) => parser.destroy(error));
  source.pipe(decoder).pipe(parser);
  let lastLine = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const sepLine = lastLine === 0 && /^sep=.\s*$/i.test(record.join(shape.delimiter ?? ';'));
      lastLine = info.lines;
      if (!sepLine) yield { line: info.lines, cells: record };
    }
  } catch (error) {
    // The broken record (an unclosed quote runs to the end) starts right after the last good one.
    if (error instanceof CsvError) throw new OperationError('imports.malformedCsv', { line: parsedLine + 1 });
    throw error;
  } finally {
    parser.destroy();
    source.destroy();
  }
}

async function* readXlsxRows(open: OpenFile): AsyncGenerator<SheetRow> {
  const ExcelJS = await loadExcel();
  const source = await open();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell a date from a number.
    styles: 'cache',
    entries: 'ignore',
  });
  let sheets = 0;
  try {
    for await (const worksheet of reader) {
      sheets++;
      for await (const row of worksheet) {
        const values = row.values as unknown[];
        const cells: string[] = [];
        for (let index = 1; index < values.length; index++) cells.push(cellText(values[index]));
        if (cells.some((cell) => cell.trim() !== '')) yield { line: row.number, cells };
      }
      // Only the first sheet is imported.
      break;
    }
  } catch (error) {
    if (error instanceof OperationError) throw error;
    throw new OperationError('imports.unreadableFile', { reason: (error as Error).message });
  } finally {
    source.destroy();
  }
  if (sheets === 0) throw new OperationError('imports.unsupportedFile');
}

/** A spreadsheet cell as the text a person sees in it. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    const iso = value.toISOString();
    // Dates without a time of day (the usual case) read as the day itself.
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      error?: string;
    };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.error) return cell.error;
  }
  return '';
}
