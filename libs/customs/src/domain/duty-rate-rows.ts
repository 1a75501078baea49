import { DUTY_BASES, type DutyBasis, type DutyRates, type DutyRatesEdition } from '@cuvee/catalogue/domain';
import { isIsoDate, type IsoDate } from '@cuvee/kernel';

/*
 * The rows of the duty-rate table an operator loads (`cuvee duty-rates load FILE`), framework-free:
 * read from CSV or JSON, checked against the editions already loaded, grouped into editions. A rate
 * is in force from its day until the next edition: a new row must start after the latest one of its
 * category (an earlier day would change months already computed), and an edition names every
 * category the table knows, since a price or a DRM asks the edition in force for any of them.
 */

export interface DutyRateRow {
  readonly category: string;
  readonly label: string;
  readonly basis: DutyBasis;
  readonly cents: number;
  readonly validFrom: IsoDate;
  readonly source: string;
}

/** A refused row or file: a message key of the kernel's table and its parameters. */
export interface DutyRateRefusal {
  readonly code:
    | 'customs.dutyRates.format'
    | 'customs.dutyRates.columns'
    | 'customs.dutyRates.empty'
    | 'customs.dutyRates.category'
    | 'customs.dutyRates.rate'
    | 'customs.dutyRates.validFrom'
    | 'customs.dutyRates.duplicate'
    | 'customs.dutyRates.overlap'
    | 'customs.dutyRates.incomplete';
  readonly params: Readonly<Record<string, string | number>>;
}

/** What a file gives before checks: texts as typed, the line (CSV) or the item (JSON, from 1). */
export interface RawDutyRate {
  readonly line: number;
  readonly category: string;
  readonly rate: string;
  readonly validFrom: string;
  readonly label?: string;
  readonly basis?: string;
  readonly source?: string;
}

const COLUMNS = ['category', 'rate', 'validFrom', 'label', 'basis', 'source'] as const;

/** A CSV (a header naming at least category, rate, validFrom; comma-separated, quotes allowed) or JSON array. */
export function readDutyRateFile(text: string, json: boolean): RawDutyRate[] | DutyRateRefusal {
  if (json) {
    let items: unknown;
    try {
      items = JSON.parse(text);
    } catch (error) {
      return { code: 'customs.dutyRates.format', params: { detail: (error as Error).message } };
    }
    if (!Array.isArray(items)) return { code: 'customs.dutyRates.format', params: { detail: '[ ]' } };
    return items.map((item: Record<string, unknown>, index) => {
      const text = (key: string) =>
        item?.[key] === undefined || item[key] === null ? '' : String(item[key]);
      return {
        line: index + 1,
        category: text('category'),
        rate: text('rate'),
        validFrom: text('validFrom'),
        label: text('label') || undefined,
        basis: text('basis') || undefined,
        source: text('source') || undefined,
      };
    });
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = csvCells(lines[0] ?? '').map((cell) => cell.trim());
  const missing = COLUMNS.slice(0, 3).filter((column) => !header.includes(column));
  if (missing.length) return { code: 'customs.dutyRates.columns', params: { missing: missing.join(', ') } };
  const rows: RawDutyRate[] = [];
  lines.slice(1).forEach((content, index) => {
    if (!content.trim()) return;
    const cells = csvCells(content);
    const cell = (column: string) => cells[header.indexOf(column)]?.trim() ?? '';
    rows.push({
      line: index + 2,
      category: cell('category'),
      rate: cell('rate'),
      validFrom: cell('validFrom'),
      label: cell('label') || undefined,
      basis: cell('basis') || undefined,
      source: cell('source') || undefined,
    });
  });
  return rows;
}

function csvCells(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      current += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(current);
      current = '';
    } else current += char;
  }
  cells.push(current);
  return cells;
}

/** Euros with at most two decimals (point or comma) as cents; null when it is not one. */
export function rateCents(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The rows to add to `table` (the editions loaded so far), or every refusal; nothing is partly good.
 * A known category keeps its label and basis unless the row gives them; a new one needs both.
 */
export function checkDutyRates(
  raw: readonly RawDutyRate[],
  table: DutyRates,
  defaultSource: string,
): { rows: DutyRateRow[] } | { refusals: DutyRateRefusal[] } {
  if (raw.length === 0) return { refusals: [{ code: 'customs.dutyRates.empty', params: {} }] };
  const latest = new Map<string, { from: IsoDate; label: string; basis: DutyBasis }>();
  for (const edition of [...table].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))) {
    for (const [key, rate] of Object.entries(edition.rates))
      latest.set(key, { from: edition.effectiveFrom, label: rate.label, basis: rate.basis });
  }
  const refusals: DutyRateRefusal[] = [];
  const rows: DutyRateRow[] = [];
  const seen = new Set<string>();
  for (const row of raw) {
    const known = latest.get(row.category);
    const basis = row.basis ?? known?.basis;
    const label = row.label ?? known?.label;
    const cents = rateCents(row.rate);
    const refuse = (code: DutyRateRefusal['code'], params: Record<string, string | number> = {}) =>
      refusals.push({ code, params: { line: row.line, ...params } });
    if (!/^[a-zA-Z][a-zA-Z0-9]{0,31}$/.test(row.category) || !basis || !label || !isBasis(basis)) {
      refuse('customs.dutyRates.category', { value: row.category });
      continue;
    }
    if (cents === null) {
      refuse('customs.dutyRates.rate', { value: row.rate });
      continue;
    }
    if (!isIsoDate(row.validFrom)) {
      refuse('customs.dutyRates.validFrom', { value: row.validFrom });
      continue;
    }
    const pair = `${row.category}|${row.validFrom}`;
    if (seen.has(pair)) {
      refuse('customs.dutyRates.duplicate', { category: row.category, validFrom: row.validFrom });
      continue;
    }
    seen.add(pair);
    if (known && row.validFrom <= known.from) {
      refuse('customs.dutyRates.overlap', { category: row.category, existing: known.from });
      continue;
    }
    rows.push({
      category: row.category,
      label: label.slice(0, 100),
      basis,
      cents,
      validFrom: row.validFrom,
      source: (row.source ?? defaultSource).slice(0, 255),
    });
  }
  if (refusals.length) return { refusals };
  // Every new edition names every category: those known before and those the file adds.
  const categories = new Set([...latest.keys(), ...rows.map((row) => row.category)]);
  for (const validFrom of [...new Set(rows.map((row) => row.validFrom))].sort()) {
    const named = new Set(rows.filter((row) => row.validFrom === validFrom).map((row) => row.category));
    const missing = [...categories].filter((category) => !named.has(category));
    if (missing.length)
      refusals.push({
        code: 'customs.dutyRates.incomplete',
        params: { validFrom, missing: missing.join(', ') },
      });
  }
  return refusals.length ? { refusals } : { rows };
}

function isBasis(value: string): value is DutyBasis {
  return (DUTY_BASES as readonly string[]).includes(value);
}

/** Rows as the editions of the table, oldest first. */
export function editionsOf(rows: readonly DutyRateRow[]): DutyRatesEdition[] {
  const byDay = new Map<IsoDate, DutyRateRow[]>();
  for (const row of rows) byDay.set(row.validFrom, [...(byDay.get(row.validFrom) ?? []), row]);
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([effectiveFrom, day]) => ({
      effectiveFrom,
      source: day[0]!.source,
      rates: Object.fromEntries(
        day.map((row) => [row.category, { label: row.label, basis: row.basis, cents: row.cents }]),
      ),
    }));
}

/** The editions as rows, to seed the table with the figures the catalogue ships. */
export function rowsOf(table: DutyRates): DutyRateRow[] {
  return table.flatMap((edition) =>
    Object.entries(edition.rates).map(([category, rate]) => ({
      category,
      label: rate.label,
      basis: rate.basis,
      cents: rate.cents,
      validFrom: edition.effectiveFrom,
      source: edition.source.slice(0, 255),
    })),
  );
}
