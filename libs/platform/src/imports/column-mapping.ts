import type { ImportColumn, ImportDefinition, ImportSource } from './import-definition.js';
import { OperationError } from './operation-error.js';

/** Which file column feeds which field; `field` null means the column is ignored. */
export interface ColumnBinding {
  header: string;
  /** 0-based position in the row. */
  index: number;
  field: string | null;
}

/**
 * A mapping chosen by the user, file header → field, overriding the automatic one; `null` ignores the
 * column. Headers are matched exactly or, failing that, the way synonyms are.
 */
export type MappingOverride = Record<string, string | null>;

/** Lower case, no accents, punctuation and spacing collapsed: "Réf. (interne)" → "ref interne". */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function namesOf(column: ImportColumn): Set<string> {
  return new Set(
    [column.field, column.label.fr, column.label.en, ...column.synonyms].map(normalizeHeader).filter(Boolean),
  );
}

/**
 * Binds the header of a file to the definition's columns: the override first, then, for every other
 * header, the first column not yet bound whose names match. Refuses an override naming a column the file
 * does not have or a field the definition does not know, and a file lacking a required column.
 */
export function resolveMapping(
  definition: Pick<ImportDefinition, 'columns'>,
  header: readonly string[],
  override: MappingOverride | null = null,
): ColumnBinding[] {
  const fields = new Map(definition.columns.map((column) => [column.field, column]));
  const chosen = new Map<number, string | null>();
  for (const [name, field] of Object.entries(override ?? {})) {
    if (field !== null && !fields.has(field)) {
      throw new OperationError('imports.mappingUnknownField', { field });
    }
    let index = header.findIndex((text) => text.trim() === name.trim());
    if (index < 0) index = header.findIndex((text) => normalizeHeader(text) === normalizeHeader(name));
    if (index < 0) throw new OperationError('imports.mappingUnknownColumn', { column: name });
    chosen.set(index, field);
  }

  const bound = new Set([...chosen.values()].filter((field): field is string => field !== null));
  const names = definition.columns.map((column) => ({ column, names: namesOf(column) }));
  const bindings = header.map((text, index): ColumnBinding => {
    if (chosen.has(index)) return { header: text, index, field: chosen.get(index)! };
    const normalized = normalizeHeader(text);
    const match = names.find(({ column, names }) => !bound.has(column.field) && names.has(normalized));
    if (!match) return { header: text, index, field: null };
    bound.add(match.column.field);
    return { header: text, index, field: match.column.field };
  });

  const missing = definition.columns.filter((column) => column.required && !bound.has(column.field));
  if (missing.length) {
    throw new OperationError('imports.missingColumns', {
      columns: {
        fr: missing.map((column) => column.label.fr).join(', '),
        en: missing.map((column) => column.label.en).join(', '),
      },
    });
  }
  return bindings;
}

/**
 * The other program whose export this header is (every one of its `detect` headers present), or null.
 * Sources are tried in the definition's order: a more specific one (more headers) is listed first.
 */
export function recogniseSource(
  definition: Pick<ImportDefinition, 'sources'>,
  header: readonly string[],
): ImportSource | null {
  const present = new Set(header.map(normalizeHeader));
  return (
    (definition.sources ?? []).find((source) =>
      source.detect.every((name) => present.has(normalizeHeader(name))),
    ) ?? null
  );
}

/**
 * A recognised source's mapping as an override for this file: only the headers the file has (a program's
 * export may leave optional columns out); a header named twice (two "Code postal") binds its first column.
 */
export function sourceOverride(source: ImportSource, header: readonly string[]): MappingOverride {
  const present = new Set(header.map(normalizeHeader));
  return Object.fromEntries(
    Object.entries(source.mapping).filter(([name]) => present.has(normalizeHeader(name))),
  );
}
