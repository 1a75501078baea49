import { PUBLIC_TYPOLOGY } from '@cuvee/kernel';
import { clientValuesOf, type ClientValues } from './client-fields.js';

/*
 * Merging two records of the same client: one is kept, the other absorbed. The kept record's
 * values win; an empty one is filled from the absorbed record, so nothing known is lost. Linked rows
 * (contacts, tags, timeline, tasks, opportunities, other contexts' documents) are moved by the service.
 */

/** Fields where the kept value stays unless it is empty. */
const FILLED_WHEN_EMPTY = [
  'civility',
  'firstname',
  'lastname',
  'businessName',
  'businessReason',
  'email',
  'phone',
  'mobile',
  'siret',
  'vatNumber',
  'exciseNumber',
  'billingAddress',
  'deliveryAddress',
  'paymentDelay',
  'paymentType',
  'accountingCode',
  'agentId',
  'userId',
] as const satisfies readonly (keyof ClientValues)[];

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a || !b) return a ?? b;
  return a.getTime() >= b.getTime() ? a : b;
}

/** The kept client's values after absorbing `absorbed`. */
export function mergeClients(kept: ClientValues, absorbed: ClientValues): ClientValues {
  const merged: ClientValues = clientValuesOf(kept);
  for (const field of FILLED_WHEN_EMPTY) {
    if (isBlank(merged[field]) && !isBlank(absorbed[field])) fill(merged, absorbed, field);
  }
  // A professional price list says more than the public one.
  if (merged.typology === PUBLIC_TYPOLOGY) merged.typology = absorbed.typology;
  merged.isPro = kept.isPro || absorbed.isPro;
  merged.notes = [kept.notes, absorbed.notes].filter((note) => !isBlank(note)).join('\n\n') || null;
  // Both records are the same person: a consent given on either one was given.
  merged.marketingConsent = kept.marketingConsent || absorbed.marketingConsent;
  merged.marketingConsentAt = merged.marketingConsent
    ? latest(
        kept.marketingConsent ? kept.marketingConsentAt : null,
        absorbed.marketingConsent ? absorbed.marketingConsentAt : null,
      )
    : null;
  // Already a client on either side: the merged record is a client, no longer a prospect.
  merged.pipe = kept.pipe === null || absorbed.pipe === null ? null : kept.pipe;
  merged.convertedAt = merged.pipe === null ? (kept.convertedAt ?? absorbed.convertedAt) : null;
  // Either record in use keeps the merged one in the lists.
  merged.archived = kept.archived && absorbed.archived;
  return merged;
}

function fill<K extends keyof ClientValues>(target: ClientValues, source: ClientValues, field: K): void {
  target[field] = source[field];
}
