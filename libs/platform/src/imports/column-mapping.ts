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

/** The columns a file leaves without a value for a required field. */
export interface Binding {
  columns: ColumnBinding[];
  missing: ImportColumn[];
}

/** The position of `name` in the header: the exact text (trimmed) first, else the way synonyms match. */
function indexOfHeader(header: readonly string[], name: string): number {
  const exact = header.findIndex((text) => text.trim() === name.trim());
  return exact >= 0 ? exact : header.findIndex((text) => normalizeHeader(text) === normalizeHeader(name));
}

/**
 * Binds the header of a file to the definition's columns: the override first, then, for every other
 * header, the first column not yet bound whose names match. Refuses an override naming a column the file
 * does not have or a field the definition does not know; the required columns left unbound are
 * `missing` (a preview shows them, `resolveMapping` refuses them).
 */
export function bindColumns(
  definition: Pick<ImportDefinition, 'columns'>,
  header: readonly string[],
  override: MappingOverride | null = null,
): Binding {
  const fields = new Map(definition.columns.map((column) => [column.field, column]));
  const chosen = new Map<number, string | null>();
  for (const [name, field] of Object.entries(override ?? {})) {
    if (field !== null && !fields.has(field)) {
      throw new OperationError('imports.mappingUnknownField', { field });
    }
    const index = indexOfHeader(header, name);
    if (index < 0) throw new OperationError('imports.mappingUnknownColumn', { column: name });
    chosen.set(index, field);
  }

  const bound = new Set([...chosen.values()].filter((field): field is string => field !== null));
  const names = definition.columns.map((column) => ({ column, names: namesOf(column) }));
  const columns = header.map((text, index): ColumnBinding => {
    if (chosen.has(index)) return { header: text, index, field: chosen.get(index)! };
    const normalized = normalizeHeader(text);
    const match = names.find(({ column, names }) => !bound.has(column.field) && names.has(normalized));
    if (!match) return { header: text, index, field: null };
    bound.add(match.column.field);
    return { header: text, index, field: match.column.field };
  });
  const missing = definition.columns.filter((column) => column.required && !bound.has(column.field));
  return { columns, missing };
}

/** `bindColumns`, refusing a file that lacks a required column ("Colonnes obligatoires manquantes : …"). */
export function resolveMapping(
  definition: Pick<ImportDefinition, 'columns'>,
  header: readonly string[],
  override: MappingOverride | null = null,
): ColumnBinding[] {
  const { columns, missing } = bindColumns(definition, header, override);
  if (missing.length) {
    throw new OperationError('imports.missingColumns', {
      columns: {
        fr: missing.map((column) => column.label.fr).join(', '),
        en: missing.map((column) => column.label.en).join(', '),
      },
    });
  }
  return columns;
}

/** The first of the kind's other programs whose `detect` headers are all in the file, or null. */
export function recogniseSource(
  definition: Pick<ImportDefinition, 'sources'>,
  header: readonly string[],
): ImportSource | null {
  const present = new Set(header.map(normalizeHeader));
  return (
    definition.sources?.find((source) => source.detect.every((name) => present.has(normalizeHeader(name)))) ??
    null
  );
}

/** What a file is bound with when its importer gives no mapping: a remembered one, a recognised program. */
export interface SuggestedOverride {
  override: MappingOverride | null;
  /** The recognised program's name. */
  source: string | null;
  /** Whether entries of the shop's remembered mapping apply to this file. */
  remembered: boolean;
}

/**
 * The override a file gets without a mapping of its own: the shop's remembered mapping for the kind, then
 * the recognised program's, each reduced to the headers the file has and the fields the kind knows (a
 * mapping made for another file is never an error), a field taken by the remembered mapping left to it.
 */
export function suggestOverride(
  definition: Pick<ImportDefinition, 'columns' | 'sources'>,
  header: readonly string[],
  remembered: MappingOverride | null,
): SuggestedOverride {
  const known = new Set(definition.columns.map((column) => column.field));
  const override: MappingOverride = {};
  const taken = new Set<string>();
  const usedHeaders = new Set<number>();
  const apply = (mapping: Readonly<MappingOverride>): boolean => {
    let applied = false;
    for (const [name, field] of Object.entries(mapping)) {
      const index = indexOfHeader(header, name);
      if (index < 0 || usedHeaders.has(index) || (field !== null && (!known.has(field) || taken.has(field))))
        continue;
      override[name] = field;
      usedHeaders.add(index);
      if (field !== null) taken.add(field);
      applied = true;
    }
    return applied;
  };
  const fromMemory = remembered ? apply(remembered) : false;
  const source = recogniseSource(definition, header);
  if (source) apply(source.mapping);
  return {
    override: Object.keys(override).length ? override : null,
    source: source?.name ?? null,
    remembered: fromMemory,
  };
}
