import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { In } from 'typeorm';
import { Shop } from '@cuvee/iam';
import { NotFoundException } from '@nestjs/common';
import { Database, type AppConfig } from '@cuvee/platform';
import { SalesPoint } from '@cuvee/sales';
import { ArchivesService, TillHead, tillProblemText, VerificationService } from '@cuvee/till';
import { EXIT } from '../exit-codes.js';
import type { CommandIo } from './imports.js';
import { errorText } from './operation-errors.js';
import { withPlatform } from './platform-context.js';

/**
 * `cuvee till verify [--shop CODE]`: every sales point's chain of till records checked seal by seal
 * (ADR 0042), for one shop or all. Exit 0 when clean; 1 with each edited, removed or reordered record
 * named on its own line, so cron or CI can alert on it. With `--archive FILE`: that archive checked
 * instead (ADR 0043), against this installation's signing key.
 */
export function tillVerify(
  config: AppConfig,
  options: { shop?: string; archive?: string },
  io: CommandIo,
): Promise<number> {
  return withPlatform(config, async (app) => {
    try {
      if (options.archive) return await verifyArchiveFile(app.get(ArchivesService), options.archive, io);
      const database = app.get(Database).dataSource;
      let shopId: number | null = null;
      if (options.shop) {
        const shop = await database.getRepository(Shop).findOneBy({ code: options.shop.toUpperCase() });
        if (!shop) {
          io.writeErr(`${io.messages.unknownShop(options.shop)}\n`);
          return EXIT.failure;
        }
        shopId = shop.id;
      }
      const heads = await database.getRepository(TillHead).find({
        where: shopId === null ? {} : { shopId },
        order: { salesPointId: 'ASC' },
      });
      const verification = app.get(VerificationService);
      const reports = [];
      for (const head of heads)
        reports.push({
          head,
          report: await verification.verifyPoint(head.shopId, head.salesPointId, io.locale),
        });
      const problems = reports.flatMap(({ head, report }) =>
        report.problems.map((problem) => ({ head, problem })),
      );
      if (problems.length === 0) {
        io.writeOut(
          `${io.messages.tillOk(
            heads.length,
            reports.reduce((sum, r) => sum + r.report.records, 0),
          )}\n`,
        );
        return EXIT.ok;
      }
      const [points, shops] = await Promise.all([
        database.getRepository(SalesPoint).find({ where: { id: In(heads.map((h) => h.salesPointId)) } }),
        database
          .getRepository(Shop)
          .find({ where: { id: In(heads.map((h) => h.shopId)) }, select: { id: true, code: true } }),
      ]);
      io.writeErr(`${io.messages.tillProblems(problems.length, heads.length)}\n`);
      for (const { head, problem } of problems) {
        const point = points.find((p) => p.id === head.salesPointId)?.name ?? String(head.salesPointId);
        const shop = shops.find((s) => s.id === head.shopId)?.code ?? String(head.shopId);
        io.writeErr(`${io.messages.tillProblem(point, shop, problem.message)}\n`);
      }
      return EXIT.failure;
    } catch (error) {
      io.writeErr(`${errorText(error, io.locale)}\n`);
      return EXIT.failure;
    }
  });
}

/** `cuvee till archive --point ID --closure SEQUENCE [--output FILE]`: the signed archive of a closed period. */
export function tillArchive(
  config: AppConfig,
  options: { point: number; closure: number; output?: string },
  io: CommandIo,
): Promise<number> {
  return withPlatform(config, async (app) => {
    try {
      const point = await app
        .get(Database)
        .dataSource.getRepository(SalesPoint)
        .findOneBy({ id: options.point });
      if (!point) throw new NotFoundException('error.notFound');
      const archive = await app.get(ArchivesService).archiveOf(point.shopId, point.id, options.closure);
      const path = resolve(options.output ?? archive.fileName);
      await writeFile(path, archive.content);
      io.writeOut(`${io.messages.archiveWritten(path)}\n`);
      return EXIT.ok;
    } catch (error) {
      io.writeErr(`${errorText(error, io.locale)}\n`);
      return EXIT.failure;
    }
  });
}

async function verifyArchiveFile(archives: ArchivesService, file: string, io: CommandIo): Promise<number> {
  const { manifest, problems } = await archives.verifyZip(await readFile(file));
  if (manifest && problems.length === 0) {
    const records = manifest.toSequence - manifest.fromSequence + 1;
    io.writeOut(
      `${io.messages.archiveOk(manifest.closureKey, manifest.salesPointName, records, manifest.keyFingerprint)}\n`,
    );
    return EXIT.ok;
  }
  io.writeErr(`${io.messages.archiveProblems(problems.length, file)}\n`);
  for (const problem of problems) io.writeErr(`- ${tillProblemText(problem, io.locale)}\n`);
  return EXIT.failure;
}
