import type { Locale } from '@cuvee/kernel';
import { OperationError } from '../imports/operation-error.js';
import type { ExportDefinition, ExportFilter, ExportFilterValues } from './export-definition.js';

/** A filter as the kinds list shows it, in the reader's language. */
export interface ExportFilterView {
  name: string;
  label: string;
  type: ExportFilter['type'];
  choices?: { value: string; label: string }[];
  resource?: string;
  required?: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function checked(filter: ExportFilter, value: unknown): string | number | null {
  switch (filter.type) {
    case 'date':
      return isDay(value) ? value : null;
    case 'choice':
      return typeof value === 'string' && (filter.choices ?? []).some((choice) => choice.value === value)
        ? value
        : null;
    case 'reference': {
      const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
      return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
    }
  }
}

/**
 * The filter values of a new export, checked against what its definition accepts: an unknown name or a
 * value of the wrong shape is refused (an OperationError the API answers as a 400); empty values are
 * dropped, so a form may send every field.
 */
export function checkExportFilter(
  definition: Pick<ExportDefinition, 'filters'>,
  input: Readonly<Record<string, unknown>> | null | undefined,
): ExportFilterValues {
  const filters = definition.filters ?? [];
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(input ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    const filter = filters.find((candidate) => candidate.name === name);
    if (!filter) {
      throw new OperationError('exports.unknownFilter', {
        name,
        known: filters.map((candidate) => candidate.name).join(', ') || '-',
      });
    }
    const accepted = checked(filter, value);
    if (accepted === null) {
      throw new OperationError('exports.invalidFilter', {
        name: filter.label,
        value: typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value),
      });
    }
    values[name] = accepted;
  }
  const missing = filters.find((filter) => filter.required && values[filter.name] === undefined);
  if (missing) throw new OperationError('exports.missingFilter', { name: missing.label });
  return values;
}

export function filterViews(
  definition: Pick<ExportDefinition, 'filters'>,
  locale: Locale,
): ExportFilterView[] {
  return (definition.filters ?? []).map((filter) => ({
    name: filter.name,
    label: filter.label[locale],
    type: filter.type,
    ...(filter.choices
      ? { choices: filter.choices.map((choice) => ({ value: choice.value, label: choice.label[locale] })) }
      : {}),
    ...(filter.resource ? { resource: filter.resource } : {}),
    ...(filter.required ? { required: true } : {}),
  }));
}
