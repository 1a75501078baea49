import type { EntityManager } from 'typeorm';
import { BillingDocument } from '@cuvee/billing';
import { SupplierInvoice } from '@cuvee/purchases';
import { AccountingEntry, AccountingEntryLine } from '../entries/accounting-entry.entity.js';

/** What `cuvee accounting verify` found wrong in a shop's books; empty lists when they are sound. */
export interface BooksReport {
  ok: boolean;
  /** Entries checked. */
  entries: number;
  /** Entries whose debits and credits differ. */
  unbalanced: { shopId: number; number: string; debit: number; credit: number }[];
  /** Numbers missing from a journal's sequence of a fiscal year. */
  gaps: { shopId: number; journal: string; fiscalYear: string; missing: number[] }[];
  /** Issued invoices, deposit invoices and credit notes without their sales entry (imported: opening entry). */
  unposted: { shopId: number; number: string }[];
  /** Recorded supplier invoices without their purchases entry (the supplier's number). */
  unpostedPurchases: { shopId: number; number: string }[];
  /** The sales journal's client total differs from what billing issued (net to pay, credit notes deducted). */
  totals: { shopId: number; journal: number; billing: number }[];
}

/**
 * The books checked against themselves and against billing (ADR 0048): every entry balanced, every
 * journal numbered without a gap in each fiscal year, every issued document (an imported one: its
 * opening entry, ADR 0069) and every supplier invoice posted, and the client
 * debits of the sales journal equal to the documents' totals. Aggregates run in SQL, so the check reads
 * no more than a row per entry, journal or shop.
 */
export async function verifyBooks(manager: EntityManager, shopId: number | null): Promise<BooksReport> {
  const shop = (alias: string) => (shopId === null ? '1 = 1' : `${alias}.shopId = ${Number(shopId)}`);
  const lines = manager.getRepository(AccountingEntryLine).metadata.tableName;
  const entries = manager.getRepository(AccountingEntry).metadata.tableName;
  const documents = manager.getRepository(BillingDocument).metadata.tableName;
  const supplierInvoices = manager.getRepository(SupplierInvoice).metadata.tableName;
  const amount = (value: unknown) => Number(value ?? 0);

  const sums = (await manager.query(
    `SELECT e.shopId AS shopId, e.number AS number, SUM(l.debit) AS debit, SUM(l.credit) AS credit
       FROM ${entries} e JOIN ${lines} l ON l.entryId = e.id
      WHERE ${shop('e')} GROUP BY e.id, e.shopId, e.number`,
  )) as { shopId: number; number: string; debit: unknown; credit: unknown }[];
  const unbalanced = sums
    .map((row) => ({
      shopId: Number(row.shopId),
      number: row.number,
      debit: amount(row.debit),
      credit: amount(row.credit),
    }))
    .filter((row) => row.debit !== row.credit || row.debit === 0);

  const sequences = (await manager.query(
    `SELECT shopId, journal, fiscalYear, COUNT(*) AS count, MAX(counter) AS last
       FROM ${entries} e WHERE ${shop('e')} GROUP BY shopId, journal, fiscalYear`,
  )) as { shopId: number; journal: string; fiscalYear: string; count: unknown; last: unknown }[];
  const gaps: BooksReport['gaps'] = [];
  for (const sequence of sequences.filter((row) => amount(row.count) !== amount(row.last))) {
    const counters = (await manager.query(
      `SELECT counter FROM ${entries} WHERE shopId = ? AND journal = ? AND fiscalYear = ?`,
      [sequence.shopId, sequence.journal, sequence.fiscalYear],
    )) as { counter: unknown }[];
    const taken = new Set(counters.map((row) => amount(row.counter)));
    const missing: number[] = [];
    for (let counter = 1; counter <= amount(sequence.last); counter++)
      if (!taken.has(counter)) missing.push(counter);
    gaps.push({
      shopId: Number(sequence.shopId),
      journal: sequence.journal,
      fiscalYear: sequence.fiscalYear,
      missing,
    });
  }

  const unposted = (
    (await manager.query(
      `SELECT d.shopId AS shopId, d.number AS number FROM ${documents} d
         LEFT JOIN ${entries} e ON e.shopId = d.shopId AND e.sourceId = d.id
               AND e.source = CASE WHEN d.importId IS NULL THEN 'document' ELSE 'opening' END
        WHERE ${shop('d')} AND d.kind IN ('invoice', 'deposit', 'creditNote') AND d.number IS NOT NULL
          AND e.id IS NULL
        ORDER BY d.id`,
    )) as { shopId: number; number: string }[]
  ).map((row) => ({ shopId: Number(row.shopId), number: row.number }));

  const unpostedPurchases = (
    (await manager.query(
      `SELECT i.shopId AS shopId, i.number AS number FROM ${supplierInvoices} i
         LEFT JOIN ${entries} e ON e.shopId = i.shopId AND e.source = 'purchase' AND e.sourceId = i.id
        WHERE ${shop('i')} AND e.id IS NULL
        ORDER BY i.id`,
    )) as { shopId: number; number: string }[]
  ).map((row) => ({ shopId: Number(row.shopId), number: row.number }));

  // Posted documents only (one not posted is reported above); a final invoice's client owes its net
  // to pay, the deposits taken off it already being on the client's account.
  const issued = (await manager.query(
    `SELECT d.shopId AS shopId,
            SUM(CASE WHEN d.kind = 'creditNote' THEN -d.netToPay ELSE d.netToPay END) AS billing
       FROM ${documents} d JOIN ${entries} e ON e.shopId = d.shopId AND e.source = 'document' AND e.sourceId = d.id
      WHERE ${shop('d')} GROUP BY d.shopId`,
  )) as { shopId: number; billing: unknown }[];
  const journal = (await manager.query(
    `SELECT e.shopId AS shopId, SUM(l.debit) - SUM(l.credit) AS journal
       FROM ${entries} e JOIN ${lines} l ON l.entryId = e.id
      WHERE ${shop('e')} AND e.source = 'document' AND l.matchKey IS NOT NULL
      GROUP BY e.shopId`,
  )) as { shopId: number; journal: unknown }[];
  const totals = issued
    .map((row) => ({
      shopId: Number(row.shopId),
      billing: amount(row.billing),
      journal: amount(journal.find((j) => Number(j.shopId) === Number(row.shopId))?.journal),
    }))
    .filter((row) => row.billing !== row.journal);

  return {
    ok: !unbalanced.length && !gaps.length && !unposted.length && !unpostedPurchases.length && !totals.length,
    entries: sums.length,
    unbalanced,
    gaps,
    unposted,
    unpostedPurchases,
    totals,
  };
}
