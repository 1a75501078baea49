import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import type { Labels, Locale } from '@cuvee/kernel';
import { keysetPages, type ExportColumn, type ExportSheet } from '../exports/export-definition.js';

/**
 * A person whose data a shop holds: one of its CRM clients (a buyer's orders, invoices and bookings
 * all point at one). The shop is the data controller; the platform acts for it (ADR 0066).
 */
export interface ClientSubject {
  readonly shopId: number;
  readonly clientId: number;
}

/** A kind of data an erasure removes, and how many rows. */
export interface ErasedData {
  readonly what: Labels;
  readonly count: number;
}

/** A kind of data an erasure keeps because the law says so: why, and until when (a Paris day, or null). */
export interface KeptData extends ErasedData {
  readonly why: Labels;
  readonly until: string | null;
}

/** What one context would do on an erasure, before anything is written. */
export interface HolderPlan {
  readonly erased: readonly ErasedData[];
  readonly kept: readonly KeptData[];
  /**
   * Why the client's identity and contact details must stay for now (an invoice still to be paid, a
   * credit to pay back): the erasure is then partial and completes once these reasons are gone.
   */
  readonly holdsIdentity: readonly Labels[];
  /**
   * The subject's identity and contact details, which the erasure removes when whole and keeps when
   * partial (the subject's owner, the CRM, names it).
   */
  readonly identity?: ErasedData;
}

/** How an erasure is carried out: whole, or partial while a context still needs the identity. */
export interface Erasure {
  readonly identityHeld: boolean;
  readonly at: Date;
}

/**
 * A context's share of the personal data of a shop's client: the sheets of the portable export (each
 * reads the client named by the export's `client` filter, in the shop of the export), what an erasure
 * would remove and keep, and the erasure itself, run in the caller's transaction with every other
 * context's; and of a user's account across shops. A context implements the parts it holds, in one
 * class marked `@PersonalDataHolder('<context>')`, found by Nest at start-up.
 */
export interface PersonalDataHolder {
  readonly sheets?: readonly ExportSheet[];
  plan?(manager: EntityManager, subject: ClientSubject): Promise<HolderPlan>;
  erase?(manager: EntityManager, subject: ClientSubject, erasure: Erasure): Promise<void>;
  /**
   * What the context holds about a user's account across shops (a buyer's orders, bookings…), by
   * section; for the account's own export. Contexts that hold nothing by user id leave it out.
   */
  accountData?(manager: EntityManager, userId: number): Promise<AccountSections>;
  /** Detaches or blanks what the context holds about a user whose account is erased, in that transaction. */
  eraseAccount?(manager: EntityManager, userId: number, at: Date): Promise<void>;
}

/** A context's rows about one user account, by section name (`orders`, `bookings`…). */
export type AccountSections = Record<string, readonly Record<string, unknown>[]>;

/** Marks a context's provider as its holder of clients' personal data; the value names the context. */
export const PersonalDataHolder = DiscoveryService.createDecorator<string>();

/** The filter that names the client of a personal-data export (`GET /v1/clients` ids). */
export const PERSONAL_DATA_CLIENT_FILTER = 'client';

/** The client an export of personal data is about, from the export's checked filter. */
export function clientOfExport(filter: Readonly<Record<string, string | number>>): number {
  const id = filter[PERSONAL_DATA_CLIENT_FILTER];
  // The filter is required and checked as a positive id before the job starts.
  if (typeof id !== 'number') throw new Error('A personal-data export without its client');
  return id;
}

/**
 * A sheet of one client's rows for the personal-data export, read a page at a time in id order: `page`
 * gives the rows of `subject` with an id above `after`, `row` turns one into the file's values.
 */
export function personalDataSheet<T extends { id: number }>(
  name: string,
  columns: readonly ExportColumn[],
  page: (manager: EntityManager, subject: ClientSubject, after: number, size: number) => Promise<T[]>,
  row: (item: T, locale: Locale) => Record<string, unknown>,
): ExportSheet {
  return {
    name,
    columns,
    async *rows(manager, scope) {
      const subject = { shopId: scope.shopId, clientId: clientOfExport(scope.filter) };
      for await (const item of keysetPages(
        (after, size) => page(manager, subject, after, size),
        (item) => item.id,
      ))
        yield row(item, scope.locale);
    },
  };
}

/** The rows of `entity` about the subject (by its `shopId` and `clientId` columns), a page at a time. */
export function clientRowsOf<T extends { id: number }>(
  entity: new () => T,
): (manager: EntityManager, subject: ClientSubject, after: number, size: number) => Promise<T[]> {
  return (manager, subject, after, size) =>
    manager
      .getRepository(entity)
      .createQueryBuilder('r')
      .where('r.shopId = :shopId AND r.clientId = :clientId AND r.id > :after', { ...subject, after })
      .orderBy('r.id', 'ASC')
      .limit(size)
      .getMany();
}

/** Accounting documents and their supporting records are kept ten years (Code de commerce, L123-22). */
export const ACCOUNTING_RETENTION_YEARS = 10;

/** The last day a record dated `day` (YYYY-MM-DD) is kept, `years` later; 29 February keeps to the 28th. */
export function keptUntil(day: string | null, years = ACCOUNTING_RETENTION_YEARS): string | null {
  if (!day) return null;
  const [year, month, date] = day.split('-');
  return `${Number(year) + years}-${month}-${date === '29' && month === '02' ? '28' : date}`;
}

/** Why invoices, credit notes, payments and the orders they prove stay after an erasure. */
export const ACCOUNTING_RETENTION: Labels = {
  fr: 'Pièces comptables : conservées dix ans avec leurs mentions légales (Code de commerce, art. L123-22)',
  en: 'Accounting records: kept ten years with their legal mentions (French Commercial Code, art. L123-22)',
};
