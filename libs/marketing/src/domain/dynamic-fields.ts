import { CAMPAIGN_DYNAMIC_FIELDS } from '@cuvee/kernel';

/** The dynamic fields a model may hold, written `{{name}}` (the kernel's list, the editor's buttons). */
export const DYNAMIC_FIELDS = CAMPAIGN_DYNAMIC_FIELDS;
export type DynamicField = (typeof DYNAMIC_FIELDS)[number];
export type FieldValues = Partial<Record<DynamicField, string | null>>;

const KNOWN = new Set<string>(DYNAMIC_FIELDS);
const FIELD = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The first broken dynamic field of a text (unknown name, or braces left open), else null. */
export function brokenField(text: string): string | null {
  for (const match of text.matchAll(FIELD)) if (!KNOWN.has(match[1]!)) return match[0];
  // What is left once the well-formed fields are gone must hold no brace pair half-written.
  const rest = text.replace(FIELD, '');
  const open = rest.match(/\{\{[^}]{0,40}/);
  if (open) return open[0];
  const close = rest.match(/[^{]{0,40}\}\}/);
  return close ? close[0] : null;
}

/** Text made safe inside HTML, attributes included. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A text cut once at its fields, filled many times: a campaign renders the same model for thousands of
 * recipients, so the parsing is paid once. `html` escapes the values (a client's name is not markup).
 */
export interface CompiledTemplate {
  /** Fills the fields; besides the dynamic fields, the mail frame's own (`unsubscribeUrl`). */
  fill(values: Readonly<Record<string, string | null | undefined>>): string;
}

export function compileTemplate(text: string, mode: 'html' | 'text'): CompiledTemplate {
  const literals: string[] = [];
  const fields: string[] = [];
  let last = 0;
  for (const match of text.matchAll(FIELD)) {
    literals.push(text.slice(last, match.index));
    fields.push(match[1]!);
    last = match.index + match[0].length;
  }
  literals.push(text.slice(last));
  const escape = mode === 'html' ? escapeHtml : (value: string) => value;
  return {
    fill(values) {
      let out = literals[0]!;
      for (let index = 0; index < fields.length; index++) {
        out += escape(values[fields[index]!] ?? '') + literals[index + 1]!;
      }
      return out;
    },
  };
}
