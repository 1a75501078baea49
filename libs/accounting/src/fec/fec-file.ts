import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { fiscalSettingsOf } from '@cuvee/billing';
import { Shop } from '@cuvee/iam';
import { parisDateOf } from '@cuvee/kernel';
import { accountTitle } from '../domain/chart.js';
import { fecFileName, fecHeader, fecLine, sirenOf, type FecRow, type FecSeparator } from '../domain/fec.js';
import { fiscalYearOf, periodInOneYear, type FiscalYear } from '../domain/fiscal-year.js';
import { JOURNAL_LABELS, type JournalCode } from '../domain/journals.js';
import { AccountingAccount, AccountingEntryLine } from '../entries/accounting-entry.entity.js';

/** Entry lines read at a time: large pages keep the round trips few, the memory stays one page. */
export const FEC_PAGE_SIZE = 5000;

export interface FecRequest extends PeriodRequest {
  separator?: 'tab' | 'pipe';
}

export interface FecFile {
  fileName: string;
  from: string;
  to: string;
  separator: FecSeparator;
}

export interface PeriodRequest {
  from?: string;
  to?: string;
}

/** The days of a file, inside one fiscal year, and that year. */
export interface BooksPeriod {
  from: string;
  to: string;
  year: FiscalYear;
}

/**
 * The period of a file of the books: the days asked (the current fiscal year by default), refused,
 * naming both years' days, when it runs across two fiscal years. The FEC and the accounting programs'
 * files share it.
 */
export async function planPeriod(
  manager: EntityManager,
  shopId: number,
  request: PeriodRequest,
): Promise<BooksPeriod> {
  const fiscal = (await fiscalSettingsOf(manager, [shopId])).get(shopId)!;
  const current = fiscalYearOf(
    request.from ?? parisDateOf(new Date()),
    fiscal.logStartMonth,
    fiscal.logStartDay,
  );
  const from = request.from ?? current.start;
  const to = request.to ?? current.end;
  const year = periodInOneYear(from, to, fiscal.logStartMonth, fiscal.logStartDay);
  if (!year)
    throw new BadRequestException({
      message: 'accounting.periodAcrossYears',
      params: { from, to, start: current.start, end: current.end },
    });
  return { from, to, year };
}

/**
 * What a FEC asked for will be: the period of `planPeriod`, the file named after the shop's SIREN and
 * the year's closing day. Refused, naming what to fix, for a shop without SIRET.
 */
export async function planFec(manager: EntityManager, shopId: number, request: FecRequest): Promise<FecFile> {
  const { from, to, year } = await planPeriod(manager, shopId, request);
  const shop = await manager
    .getRepository(Shop)
    .findOne({ where: { id: shopId }, select: { id: true, business: true } });
  const siren = sirenOf(shop?.business?.siret);
  if (!siren) throw new BadRequestException('accounting.shopWithoutSiren');
  return {
    fileName: fecFileName(siren, year.end),
    from,
    to,
    separator: request.separator === 'pipe' ? '|' : '\t',
  };
}

export interface RawLine {
  id: number;
  entryId: number;
  journal: string;
  entryNumber: string;
  entryDate: string;
  account: string;
  auxAccount: string | null;
  auxLabel: string | null;
  pieceRef: string;
  pieceDate: string;
  label: string;
  debit: number | string;
  credit: number | string;
  letter: string | null;
  letteredOn: string | null;
  validatedOn: string;
}

/**
 * The FEC's text, streamed: the header, then one chunk per page of entry lines in posting order (keyset
 * on the shop's lines by id), each line written as it is read. Memory holds one page, whatever the year.
 */
export async function* fecChunks(
  manager: EntityManager,
  shopId: number,
  file: FecFile,
  pageSize = FEC_PAGE_SIZE,
): AsyncGenerator<string> {
  const own = new Map(
    (await manager.getRepository(AccountingAccount).find({ where: { shopId } })).map((a) => [
      a.number,
      a.title,
    ]),
  );
  const titles = new Map<string, string>();
  const titleOf = (account: string) => {
    let title = titles.get(account);
    if (title === undefined) titles.set(account, (title = accountTitle(account, own)));
    return title;
  };
  yield fecHeader(file.separator);
  for await (const page of entryLinePages(manager, shopId, file, pageSize)) {
    let chunk = '';
    for (const line of page) chunk += fecLine(fecRow(line, titleOf), file.separator);
    yield chunk;
  }
}

/**
 * The entry lines of a period, page after page in posting order (keyset on the shop's lines by id):
 * what the FEC, the journals export and the accounting programs' files read, one page in memory.
 * Empty pages are not yielded.
 */
export async function* entryLinePages(
  manager: EntityManager,
  shopId: number,
  period: Pick<FecFile, 'from' | 'to'>,
  pageSize = FEC_PAGE_SIZE,
): AsyncGenerator<RawLine[]> {
  for (let after = 0; ;) {
    const page = await fecPage(manager, shopId, period, after, pageSize);
    if (page.length) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.id;
  }
}

/** One page of entry lines of the period, raw (no entity built per row). */
export function fecPage(
  manager: EntityManager,
  shopId: number,
  file: Pick<FecFile, 'from' | 'to'>,
  after: number,
  take: number,
): Promise<RawLine[]> {
  return manager
    .getRepository(AccountingEntryLine)
    .createQueryBuilder('l')
    .select([
      'l.id AS id',
      'l.entryId AS entryId',
      'l.journal AS journal',
      'l.entryNumber AS entryNumber',
      'l.entryDate AS entryDate',
      'l.account AS account',
      'l.auxAccount AS auxAccount',
      'l.auxLabel AS auxLabel',
      'l.pieceRef AS pieceRef',
      'l.pieceDate AS pieceDate',
      'l.label AS label',
      'l.debit AS debit',
      'l.credit AS credit',
      'l.letter AS letter',
      'l.letteredOn AS letteredOn',
      'l.validatedOn AS validatedOn',
    ])
    .where('l.shopId = :shopId AND l.id > :after', { shopId, after })
    .andWhere('l.entryDate BETWEEN :from AND :to', { from: file.from, to: file.to })
    .orderBy('l.id', 'ASC')
    .limit(take)
    .getRawMany<RawLine>();
}

function fecRow(line: RawLine, titleOf: (account: string) => string): FecRow {
  const journal = line.journal as JournalCode;
  return {
    journalCode: journal,
    journalLabel: JOURNAL_LABELS[journal]?.fr ?? journal,
    entryNumber: line.entryNumber,
    entryDate: line.entryDate,
    account: line.account,
    accountLabel: titleOf(line.account),
    auxAccount: line.auxAccount,
    auxLabel: line.auxLabel,
    pieceRef: line.pieceRef,
    pieceDate: line.pieceDate,
    label: line.label,
    debit: Number(line.debit),
    credit: Number(line.credit),
    letter: line.letter,
    letteredOn: line.letteredOn,
    validatedOn: line.validatedOn,
  };
}
