import { In, type EntityManager } from 'typeorm';
import { failure, rules, type ValidationFailure } from '@cuvee/kernel';
import type { ImportColumn } from '@cuvee/platform';
import { Client } from './client.entity.js';

/*
 * How another context's import names a client of the shop that must already exist (an unpaid invoice, a
 * past order): by email, else SIRET, else accounting code — the columns, the rule and one lookup per batch.
 * The client is never created here: a file naming nobody the shop knows is refused, row by row, so the
 * producer imports the clients first.
 */

/** The client columns of a row; at least one must be filled. */
export interface ClientReference {
  clientEmail?: string;
  clientSiret?: string;
  clientAccountingCode?: string;
}

const FIELDS = ['clientEmail', 'clientSiret', 'clientAccountingCode'] as const;

export const CLIENT_REFERENCE_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'clientEmail',
    label: { fr: 'Email client', en: 'Client email' },
    synonyms: ['email', 'e-mail', 'mail', 'courriel', 'mail client', 'customer email'],
    parse: (text) => {
      const problem = rules.email(text);
      return problem ? { failure: problem } : { value: text.toLowerCase() };
    },
    help: {
      fr: "L'adresse email du client, telle qu'elle est dans vos clients. Le client est cherché par son email, sinon son SIRET, sinon son code comptable : remplissez au moins une des trois colonnes.",
      en: "The client's email address, as your clients list has it. The client is found by email, else SIRET, else accounting code: fill at least one of the three columns.",
    },
    example: 'cave@bacchus.fr',
  },
  {
    field: 'clientSiret',
    label: { fr: 'SIRET client', en: 'Client SIRET' },
    synonyms: ['siret', 'n siret', 'numéro siret', 'customer siret'],
    parse: (text) => {
      const digits = text.replace(/[\s.]/g, '');
      const problem = rules.siret(digits);
      return problem ? { failure: problem } : { value: digits };
    },
    help: {
      fr: "Le SIRET du client (14 chiffres, espaces permis), quand il n'a pas d'email.",
      en: "The client's SIRET (14 digits, spaces allowed), when it has no email.",
    },
    example: '732 829 320 00074',
  },
  {
    field: 'clientAccountingCode',
    label: { fr: 'Code comptable client', en: 'Client accounting code' },
    synonyms: ['code comptable', 'compte client', 'compte auxiliaire', 'code client', 'account code'],
    parse: (text) => ({ value: text.slice(0, 32) }),
    help: {
      fr: "Le code comptable du client (son compte auxiliaire, ex. 411BACCHUS), quand il n'a ni email ni SIRET.",
      en: "The client's accounting code (its auxiliary account, e.g. 411BACCHUS), when it has neither email nor SIRET.",
    },
    example: '411BACCHUS',
  },
];

/** A row naming no client: the refusal to report on its email column. */
export function clientReferenceMissing(
  values: ClientReference,
): { field: string; failure: ValidationFailure }[] {
  return FIELDS.some((field) => values[field] !== undefined)
    ? []
    : [{ field: 'clientEmail', failure: failure('imports.clientNeeded') }];
}

/** A row's client reference as its key part (for an import's duplicate detection). */
export function clientReferenceKey(values: ClientReference): string {
  return FIELDS.map((field) => values[field] ?? '').join('|');
}

/** Why a reference names no client: the column to point at and the message. */
export interface ClientNotFound {
  field: string;
  failure: ValidationFailure;
}

/**
 * The shop's clients these references name, in order: by email, else SIRET, else accounting code (the
 * first identifier given that finds one). When several clients share one, the active one first, then the
 * oldest. Three IN queries for the whole batch.
 */
export async function findClients(
  manager: EntityManager,
  shopId: number,
  references: readonly ClientReference[],
): Promise<(Client | ClientNotFound)[]> {
  const repository = manager.getRepository(Client);
  const column = {
    clientEmail: 'email',
    clientSiret: 'siret',
    clientAccountingCode: 'accountingCode',
  } as const;
  const maps = await Promise.all(
    FIELDS.map(async (field) => {
      const wanted = [...new Set(references.flatMap((reference) => reference[field] ?? []))];
      const found = wanted.length
        ? await repository.find({
            where: { shopId, [column[field]]: In(wanted) },
            order: { archived: 'ASC', id: 'ASC' },
          })
        : [];
      const byValue = new Map<string, Client>();
      // The engines compare by their collation (MySQL ignores case): the file's value decides.
      for (const client of found) {
        const value = client[column[field]]!;
        if (!byValue.has(value)) byValue.set(value, client);
      }
      return [field, byValue] as const;
    }),
  );
  const lookup = new Map(maps);
  return references.map((reference) => {
    for (const field of FIELDS) {
      const value = reference[field];
      const client = value === undefined ? undefined : lookup.get(field)!.get(value);
      if (client) return client;
    }
    const given = FIELDS.filter((field) => reference[field] !== undefined);
    return {
      field: given[0] ?? 'clientEmail',
      failure: failure('imports.clientUnknown', {
        client: given.map((field) => reference[field]!).join(', '),
      }),
    };
  });
}
