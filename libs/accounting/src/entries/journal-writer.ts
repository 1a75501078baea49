import { In, IsNull, type EntityManager } from 'typeorm';
import { fiscalSettingsOf } from '@cuvee/billing';
import { parisDateOf } from '@cuvee/kernel';
import { upsertRow } from '@cuvee/platform';
import { entryTotal, isBalanced, isSettled, letterOf, type EntryDraft } from '../domain/entries.js';
import { fiscalYearOf } from '../domain/fiscal-year.js';
import {
  AccountingEntry,
  AccountingEntryLine,
  AccountingSequence,
  type EntrySource,
} from './accounting-entry.entity.js';

/**
 * Posts an entry inside the transaction of what it records (ADR 0048): once per source, balanced or
 * refused, numbered from its journal's sequence of the fiscal year (the row locked until commit, so
 * numbers have no gap and no twin), then letters the client and supplier accounts it settled (ADR 0049).
 */
export async function postEntry(
  manager: EntityManager,
  shopId: number,
  source: EntrySource,
  sourceId: number,
  draft: EntryDraft,
): Promise<AccountingEntry | null> {
  // A document of nothing (all lines at zero) moves no account: there is nothing to post.
  if (!draft.lines.length) return null;
  if (await manager.getRepository(AccountingEntry).existsBy({ shopId, source, sourceId })) return null;
  // A programming error, never the user's: the whole operation rolls back rather than unbalance the books.
  if (!isBalanced(draft)) throw new Error(`Unbalanced entry for ${source} ${sourceId} of shop ${shopId}`);
  const fiscal = (await fiscalSettingsOf(manager, [shopId])).get(shopId)!;
  const fiscalYear = fiscalYearOf(draft.date, fiscal.logStartMonth, fiscal.logStartDay).start;
  const sequence = await upsertRow(
    manager,
    AccountingSequence,
    { shopId, journal: draft.journal, fiscalYear },
    { lastNumber: 0 },
  );
  const counter = sequence.lastNumber + 1;
  await manager.getRepository(AccountingSequence).update({ id: sequence.id }, { lastNumber: counter });
  const number = `${draft.journal}${fiscalYear.slice(0, 4)}-${String(counter).padStart(6, '0')}`;
  const validatedOn = parisDateOf(new Date());
  const entry = await manager.getRepository(AccountingEntry).save(
    manager.getRepository(AccountingEntry).create({
      shopId,
      journal: draft.journal,
      fiscalYear,
      counter,
      number,
      date: draft.date,
      pieceRef: draft.pieceRef.slice(0, 40),
      label: draft.label.slice(0, 255),
      source,
      sourceId,
      total: entryTotal(draft),
      validatedOn,
    }),
  );
  await manager.getRepository(AccountingEntryLine).insert(
    draft.lines.map((line) => ({
      shopId,
      entryId: entry.id,
      journal: draft.journal,
      entryNumber: number,
      entryDate: draft.date,
      pieceRef: entry.pieceRef,
      pieceDate: draft.pieceDate,
      account: line.account,
      auxAccount: line.auxAccount,
      auxLabel: line.auxLabel?.slice(0, 255) ?? null,
      label: line.label.slice(0, 255),
      debit: line.debit,
      credit: line.credit,
      matchKey: line.matchKey,
      letter: null,
      letteredOn: null,
      validatedOn,
    })),
  );
  await letter(manager, shopId, draft, draft.date);
  return entry;
}

/**
 * Letters each document whose lines on its account now balance: the same letter on every line of it.
 * Keys are matched per account, since a client's document and a supplier's invoice may share an id.
 */
async function letter(manager: EntityManager, shopId: number, draft: EntryDraft, on: string): Promise<void> {
  const keyed = new Map<string, { account: string; matchKey: number }>();
  for (const { account, matchKey } of draft.lines)
    if (matchKey !== null) keyed.set(`${account} ${matchKey}`, { account, matchKey });
  if (!keyed.size) return;
  const lines = await manager.getRepository(AccountingEntryLine).find({
    where: { shopId, matchKey: In([...new Set([...keyed.values()].map((key) => key.matchKey))]) },
    select: { id: true, account: true, matchKey: true, debit: true, credit: true },
  });
  for (const { account, matchKey } of keyed.values()) {
    const set = lines.filter((line) => line.matchKey === matchKey && line.account === account);
    if (!isSettled(set)) continue;
    await manager
      .getRepository(AccountingEntryLine)
      .update(
        { shopId, account, matchKey, letter: IsNull() },
        { letter: letterOf(matchKey), letteredOn: on },
      );
  }
}
