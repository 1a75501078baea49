import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { In, type EntityManager } from 'typeorm';
import {
  fecChunks,
  journalFileChunks,
  planFec,
  planJournalFile,
  verifyBooks,
  JOURNAL_LABELS,
  type JournalCode,
  type SoftwareFormat,
} from '@cuvee/accounting';
import { Shop } from '@cuvee/iam';
import { AuditTrail, Database, type AppConfig } from '@cuvee/platform';
import { EXIT } from '../exit-codes.js';
import type { CommandIo } from './imports.js';
import { errorText } from './operation-errors.js';
import { shopOf, withPlatform, withShop } from './platform-context.js';

interface BooksFileOptions {
  shop?: string;
  from?: string;
  to?: string;
  output?: string;
}

export interface FecOptions extends BooksFileOptions {
  separator?: 'tab' | 'pipe';
}

export interface JournalOptions extends BooksFileOptions {
  format: SoftwareFormat;
}

interface BooksFile {
  fileName: string;
  from: string;
  to: string;
}

/** How one kind of file of the books is planned, written and announced. */
interface BooksFileWriter<F extends BooksFile> {
  /** What the audit trail records once the file is written. */
  action: string;
  plan(manager: EntityManager, shopId: number): Promise<F>;
  chunks(manager: EntityManager, shopId: number, file: F): AsyncIterable<string | Buffer>;
  written(file: F, target: string): string;
}

/**
 * A file of the books of a period inside one fiscal year (the current one by default), streamed to its
 * own name here or to --output. A refused period (or, for the FEC, a shop without SIRET) exits 1 with
 * the API's message.
 */
function writeBooksFile<F extends BooksFile>(
  config: AppConfig,
  options: BooksFileOptions,
  io: CommandIo,
  writer: BooksFileWriter<F>,
): Promise<number> {
  return withShop(config, options.shop, io, async (app, shop) => {
    try {
      const manager = app.get(Database).dataSource.manager;
      const file = await writer.plan(manager, shop.id);
      const target = resolve(options.output ?? file.fileName);
      await pipeline(Readable.from(writer.chunks(manager, shop.id, file)), createWriteStream(target));
      await app.get(AuditTrail).recordCommand({ action: writer.action, shopId: shop.id });
      io.writeOut(`${writer.written(file, target)}\n`);
      return EXIT.ok;
    } catch (error) {
      io.writeErr(`${errorText(error, io.locale)}\n`);
      return EXIT.failure;
    }
  });
}

/**
 * `cuvee accounting fec [--shop CODE] [--from DAY] [--to DAY] [--separator tab|pipe] [--output FILE]`:
 * the FEC, named SIRENFECAAAAMMJJ.txt.
 */
export function accountingFec(config: AppConfig, options: FecOptions, io: CommandIo): Promise<number> {
  return writeBooksFile(config, options, io, {
    action: 'accounting.fec.export',
    plan: (manager, shopId) => planFec(manager, shopId, options),
    chunks: fecChunks,
    written: (file, target) => io.messages.fecWritten(file.from, file.to, target),
  });
}

/**
 * `cuvee accounting journal --format quadra|sage|ebp [--shop CODE] [--from DAY] [--to DAY]
 * [--output FILE]`: the journals in an accounting program's import format (Windows-1252), named
 * SHOP-format-AAAAMMJJ-AAAAMMJJ.txt.
 */
export function accountingJournal(
  config: AppConfig,
  options: JournalOptions,
  io: CommandIo,
): Promise<number> {
  return writeBooksFile(config, options, io, {
    action: 'accounting.journal.export',
    plan: (manager, shopId) => planJournalFile(manager, shopId, options),
    chunks: journalFileChunks,
    written: (file, target) => io.messages.journalWritten(file.format, file.from, file.to, target),
  });
}

/**
 * `cuvee accounting verify [--shop CODE]`: every entry balanced, every journal numbered without gaps
 * per fiscal year, every issued document posted, the sales journal's client total equal to billing's.
 * Exit 0 when sound; 1 with each problem on its own line.
 */
export function accountingVerify(
  config: AppConfig,
  options: { shop?: string },
  io: CommandIo,
): Promise<number> {
  return withPlatform(config, async (app) => {
    const database = app.get(Database).dataSource;
    let shopId: number | null = null;
    if (options.shop) {
      const shop = await shopOf(app, options.shop);
      if (!shop) {
        io.writeErr(`${io.messages.unknownShop(options.shop)}\n`);
        return EXIT.failure;
      }
      shopId = shop.id;
    }
    const report = await verifyBooks(database.manager, shopId);
    if (report.ok) {
      io.writeOut(`${io.messages.booksOk(report.entries)}\n`);
      return EXIT.ok;
    }
    const ids = [
      ...new Set(
        [
          ...report.unbalanced,
          ...report.gaps,
          ...report.unposted,
          ...report.unpostedPurchases,
          ...report.totals,
        ].map((p) => p.shopId),
      ),
    ];
    const shops = await database
      .getRepository(Shop)
      .find({ where: { id: In(ids) }, select: { id: true, code: true } });
    const codeOf = (id: number) => shops.find((shop) => shop.id === id)?.code ?? String(id);
    const m = io.messages;
    const problems = [
      ...report.unbalanced.map((e) => m.unbalanced(e.number, e.debit, e.credit, codeOf(e.shopId))),
      ...report.gaps.map((g) =>
        m.journalGap(
          JOURNAL_LABELS[g.journal as JournalCode]?.[io.locale] ?? g.journal,
          g.fiscalYear,
          g.missing,
          codeOf(g.shopId),
        ),
      ),
      ...report.unposted.map((d) => m.unposted(d.number, codeOf(d.shopId))),
      ...report.unpostedPurchases.map((i) => m.unpostedPurchase(i.number, codeOf(i.shopId))),
      ...report.totals.map((t) => m.totalsDiffer(t.journal, t.billing, codeOf(t.shopId))),
    ];
    io.writeErr(`${m.booksProblems(problems.length, report.entries)}\n`);
    for (const problem of problems) io.writeErr(`${problem}\n`);
    return EXIT.failure;
  });
}
