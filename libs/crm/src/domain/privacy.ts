import type { Labels } from '@cuvee/kernel';
import { NEW_CLIENT, type ClientFields } from './client-fields.js';

/*
 * The CRM's rules for clients' personal data (ADR 0066): how long an idle prospect is kept, where a
 * consent change comes from, and what an erased client keeps.
 */

/** A prospect with no activity for this many years is proposed for erasure. */
export const PROSPECT_RETENTION_YEARS = 3;

/**
 * The instant `years` before `now`, on the same calendar day (29 February falls back to the 28th):
 * activity before it is old enough for an erasure proposal.
 */
export function retentionCutoff(now: Date, years = PROSPECT_RETENTION_YEARS): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(now.getUTCFullYear() - years);
  // setUTCFullYear moves 29 February to 1 March in a common year: keep the last day of February.
  if (cutoff.getUTCMonth() !== now.getUTCMonth()) cutoff.setUTCDate(0);
  return cutoff;
}

/** Whether a prospect whose latest activity is `lastActivity` is due for an erasure proposal at `now`. */
export function dueForErasureProposal(lastActivity: Date, now: Date): boolean {
  return lastActivity.getTime() < retentionCutoff(now).getTime();
}

/** Where a change of marketing consent came from, for the consent history. */
export const CONSENT_SOURCES = ['backOffice', 'unsubscribe', 'merge', 'erasure'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const CONSENT_SOURCE_LABELS: Readonly<Record<ConsentSource, Labels>> = {
  backOffice: { fr: 'Fiche client (back-office)', en: 'Client record (back office)' },
  unsubscribe: { fr: 'Lien de désinscription', en: 'Unsubscribe link' },
  merge: { fr: 'Fusion de fiches', en: 'Records merged' },
  erasure: { fr: 'Effacement des données', en: 'Data erasure' },
};

/**
 * The values an erased client keeps: none that names or reaches them, and no link to a buyer's account.
 * Typology, professional flag, prospect stage, agent and accounting code stay, so sales figures
 * and posted entries still add up; the record is archived.
 */
export function erasedFields(
  fields: Pick<ClientFields, 'typology' | 'isPro' | 'accountingCode' | 'agentId' | 'pipe'>,
): ClientFields {
  return {
    ...NEW_CLIENT,
    isPro: fields.isPro,
    typology: fields.typology,
    accountingCode: fields.accountingCode,
    agentId: fields.agentId,
    pipe: fields.pipe,
    archived: true,
  };
}
