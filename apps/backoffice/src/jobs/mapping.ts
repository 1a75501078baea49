/*
 * The mapping screen's rules, framework-free: which field each column of the uploaded file feeds, a
 * field fed by one column at most, and the required fields no column feeds yet.
 */

/** A kind's field as GET /v1/imports/kinds lists it. */
export interface KindField {
  field: string;
  label: string;
  required: boolean;
}

/** The field of each column of the file, by position; null: the column is ignored. */
export type Binding = readonly (string | null)[];

/** The API's suggestion for an upload: its columns' fields, in header order. */
export function suggestedBinding(
  header: readonly string[],
  columns: readonly { index: number; field: string | null }[],
): Binding {
  const fields = header.map((): string | null => null);
  for (const column of columns) if (column.index < fields.length) fields[column.index] = column.field;
  return fields;
}

/** The column already feeding `field`, other than `except` (-1: none). */
export function columnOf(binding: Binding, field: string, except = -1): number {
  return binding.findIndex((bound, index) => bound === field && index !== except);
}

/**
 * Column `index` feeds `field` (null: ignored). A field another column feeds is refused (the select
 * offers it disabled): the binding comes back unchanged.
 */
export function bind(binding: Binding, index: number, field: string | null): Binding {
  if (field !== null && columnOf(binding, field, index) >= 0) return binding;
  return binding.map((bound, at) => (at === index ? field : bound));
}

/** The required fields no column feeds, in the kind's order. */
export function missingFields<F extends KindField>(binding: Binding, fields: readonly F[]): F[] {
  return fields.filter((field) => field.required && !binding.includes(field.field));
}

/**
 * The `mapping` of POST /v1/imports: every header with its field or null (ignored). A header the file
 * names twice is its first column's, as the API reads it.
 */
export function mappingOf(header: readonly string[], binding: Binding): Record<string, string | null> {
  const mapping: Record<string, string | null> = {};
  header.forEach((name, index) => {
    if (!(name in mapping)) mapping[name] = binding[index] ?? null;
  });
  return mapping;
}
