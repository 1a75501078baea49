import { failure, type Locale, type ValidationFailure } from '@cuvee/kernel';
import type { ColumnBinding } from './column-mapping.js';
import type { ImportColumn, ImportDefinition, ImportValues } from './import-definition.js';
import type { SheetRow } from './reading/import-file.js';

/** Why a row is refused, with what the report shows: the file's column and the cell as written. */
export interface CellRejection {
  field: string | null;
  /** The file's header of the field, or the field's label when the file has no column for it. */
  header: string | null;
  value: string | null;
  failure: ValidationFailure;
}

export interface CheckedRow {
  line: number;
  values: ImportValues;
  /** The cells as written, by field: what a refusal found later (by writeBatch) shows. */
  texts: Record<string, string>;
  /** Empty when the row may be written. */
  rejections: CellRejection[];
}

/**
 * Reads the rows of one pass over a file: every bound cell parsed (an empty required cell gets the
 * spec's "Ce champ ne peut pas être vide"), then the definition's checks across fields, then duplicates:
 * a valid row whose key was already seen on an earlier valid row is refused, naming that line.
 * One instance per pass: it remembers the keys it has seen.
 */
export class RowChecker {
  private readonly bound: { column: ImportColumn; binding: ColumnBinding }[];
  private readonly byField: Map<string, ColumnBinding>;
  private readonly labels: Map<string, string>;
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly definition: ImportDefinition,
    bindings: readonly ColumnBinding[],
    locale: Locale,
  ) {
    this.labels = new Map(definition.columns.map((column) => [column.field, column.label[locale]]));
    const columns = new Map(definition.columns.map((column) => [column.field, column]));
    this.bound = bindings.flatMap((binding) => {
      const column = binding.field === null ? undefined : columns.get(binding.field);
      return column ? [{ column, binding }] : [];
    });
    this.byField = new Map(this.bound.map(({ column, binding }) => [column.field, binding]));
  }

  check(row: SheetRow): CheckedRow {
    const values: ImportValues = {};
    const texts: Record<string, string> = {};
    const rejections: CellRejection[] = [];
    for (const { column, binding } of this.bound) {
      const text = (row.cells[binding.index] ?? '').trim();
      texts[column.field] = text;
      if (text === '') {
        if (column.required) rejections.push(this.rejection(column.field, '', failure('validation.needed')));
        continue;
      }
      const result = column.parse ? column.parse(text) : { value: text };
      if ('failure' in result) rejections.push(this.rejection(column.field, text, result.failure));
      else values[column.field] = result.value;
    }
    if (rejections.length === 0 && this.definition.validate) {
      for (const problem of this.definition.validate(values)) {
        const cell = problem.field ? this.cellOf(row, problem.field) : null;
        rejections.push(this.rejection(problem.field ?? null, cell, problem.failure));
      }
    }
    if (rejections.length === 0 && this.definition.key) {
      const key = this.definition.key(values);
      if (key !== null) {
        const first = this.seen.get(key);
        if (first !== undefined) {
          rejections.push({
            field: null,
            header: null,
            value: key,
            failure: failure('imports.duplicateRow', { line: first }),
          });
        } else {
          this.seen.set(key, row.line);
        }
      }
    }
    return { line: row.line, values, texts, rejections };
  }

  /**
   * The file's header of a field, for rejections found later (by the definition's writeBatch). A field
   * the file has no column for (an address without its street) is named by its label in the import's
   * language: every refused cell names its column.
   */
  headerOf(field: string | undefined): string | null {
    if (!field) return null;
    return this.byField.get(field)?.header ?? this.labels.get(field) ?? field;
  }

  private cellOf(row: SheetRow, field: string): string | null {
    const binding = this.byField.get(field);
    return binding ? (row.cells[binding.index] ?? '').trim() : null;
  }

  private rejection(field: string | null, value: string | null, reason: ValidationFailure): CellRejection {
    return { field, header: this.headerOf(field ?? undefined), value, failure: reason };
  }
}
