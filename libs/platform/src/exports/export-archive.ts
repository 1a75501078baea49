import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { loadArchiver, loadExcel } from '../on-demand-libraries.js';
import type { ExportFormat } from './export-record.entity.js';

/** One file of the archive: its name in the zip, its columns (key and header text) and its rows. */
export interface ArchiveFile {
  name: string;
  columns: readonly { key: string; header: string }[];
  rows: AsyncIterable<Record<string, unknown>>;
}

/** How often the XLSX writer stops to let the zip catch up (rows). */
const XLSX_DRAIN_EVERY = 500;

/** Waits until `stream` wants more when its buffer is full: the producer never runs ahead of the disk. */
async function drained(stream: Writable): Promise<void> {
  if (stream.writableNeedDrain) await once(stream, 'drain');
}

function cellValue(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  return value;
}

async function writeCsv(file: ArchiveFile, target: Writable, onRow: () => void): Promise<void> {
  // `;` and a BOM: what a French Excel opens directly with its accents.
  const csv = stringify({
    delimiter: ';',
    bom: true,
    header: true,
    columns: file.columns.map((column) => ({ key: column.key, header: column.header })),
    cast: {
      date: (date) => date.toISOString(),
      boolean: (value) => (value ? '1' : '0'),
    },
  });
  csv.pipe(target);
  for await (const row of file.rows) {
    if (!csv.write(row)) await once(csv, 'drain');
    onRow();
  }
  csv.end();
  await once(target, 'finish');
}

async function writeXlsx(file: ArchiveFile, target: PassThrough, onRow: () => void): Promise<void> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: target,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(file.name.slice(0, 31));
  sheet.columns = file.columns.map((column) => ({ header: column.header, key: column.key }));
  let count = 0;
  for await (const row of file.rows) {
    sheet
      .addRow(Object.fromEntries(file.columns.map((column) => [column.key, cellValue(row[column.key])])))
      .commit();
    onRow();
    if (++count % XLSX_DRAIN_EVERY === 0) await drained(target);
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * A zip of one CSV or XLSX file per entry, produced as a stream: each file is generated while the zip
 * reads it, row by row, with back-pressure, so memory stays flat whatever the number of rows. Returns
 * the zip's stream (to pipe into storage) and the promise of the number of rows written.
 */
export async function exportArchive(
  files: readonly ArchiveFile[],
  format: ExportFormat,
  onRow: () => void = () => undefined,
): Promise<{ stream: Readable; done: Promise<number> }> {
  const { ZipArchive } = await loadArchiver();
  const archive = new ZipArchive({ zlib: { level: 6 } });
  let rows = 0;
  const counted = () => {
    rows++;
    onRow();
  };
  const done = (async () => {
    for (const file of files) {
      const entry = new PassThrough();
      // An XLSX is a zip already: stored as it is, deflating it again would only cost time.
      archive.append(entry, {
        name: `${file.name}.${format}`,
        ...(format === 'xlsx' ? { store: true } : {}),
      });
      if (format === 'csv') await writeCsv(file, entry, counted);
      else await writeXlsx(file, entry, counted);
    }
    await archive.finalize();
    return rows;
  })();
  done.catch((error: unknown) => archive.destroy(error as Error));
  return { stream: archive, done };
}
