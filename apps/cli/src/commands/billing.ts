import { In } from 'typeorm';
import { Shop } from '@cuvee/iam';
import { Database, type AppConfig } from '@cuvee/platform';
import { DOCUMENT_LABELS, verifyBillingIntegrity, type DocumentKind } from '@cuvee/billing';
import { EXIT } from '../exit-codes.js';
import type { CommandIo } from './imports.js';
import { errorText } from './operation-errors.js';
import { withPlatform } from './platform-context.js';

/**
 * `cuvee billing verify [--shop CODE]`: the integrity check of ADR 0016 (every numbered document's
 * hash recomputed, every sequence compared with the numbers found), for one shop or all of them.
 * Exit 0 when clean; 1 with each problem on its own line (an edit behind the API's back, a number
 * missing from a sequence), so cron or CI can alert on it.
 */
export function billingVerify(config: AppConfig, options: { shop?: string }, io: CommandIo): Promise<number> {
  return withPlatform(config, async (app) => {
    try {
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
      const report = await verifyBillingIntegrity(database.manager, shopId);
      if (report.ok) {
        io.writeOut(`${io.messages.integrityOk(report.checked)}\n`);
        return EXIT.ok;
      }
      const ids = [...new Set([...report.tampered, ...report.gaps].map((problem) => problem.shopId))];
      const shops = await database
        .getRepository(Shop)
        .find({ where: { id: In(ids) }, select: { id: true, code: true } });
      const codeOf = (id: number) => shops.find((shop) => shop.id === id)?.code ?? String(id);
      const label = (kind: string) => DOCUMENT_LABELS[kind as DocumentKind]?.[io.locale] ?? kind;
      io.writeErr(
        `${io.messages.integrityProblems(report.tampered.length + report.gaps.length, report.checked)}\n`,
      );
      for (const document of report.tampered)
        io.writeErr(
          `${io.messages.tampered(label(document.kind), document.number, codeOf(document.shopId))}\n`,
        );
      for (const gap of report.gaps)
        io.writeErr(`${io.messages.gap(label(gap.series), gap.period, gap.missing, codeOf(gap.shopId))}\n`);
      return EXIT.failure;
    } catch (error) {
      io.writeErr(`${errorText(error, io.locale)}\n`);
      return EXIT.failure;
    }
  });
}
