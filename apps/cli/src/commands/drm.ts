import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { drmCsv, drmXml, DrmService, renderDrmPdf } from '@cuvee/customs';
import type { AppConfig } from '@cuvee/platform';
import { EXIT } from '../exit-codes.js';
import type { CommandIo } from './imports.js';
import { errorText } from './operation-errors.js';
import { shopOf, withPlatform } from './platform-context.js';

export interface DrmOptions {
  shop?: string;
  month: string;
  format: 'xml' | 'csv' | 'pdf';
  output?: string;
}

/**
 * `cuvee drm generate --shop DEMO --month 2026-10 --format xml|csv|pdf [--output file]`: the month's
 * DRM as the customs' XML, the interprofessions' CSV or the PDF summary (a draft is computed from the
 * ledgers, a validated month is read as it was fixed); on standard output without --output.
 */
export function drmGenerate(config: AppConfig, options: DrmOptions, io: CommandIo): Promise<number> {
  return withPlatform(config, async (app) => {
    try {
      const shop = await shopOf(app, options.shop);
      if (!shop) {
        io.writeErr(`${io.messages.unknownShop(options.shop)}\n`);
        return EXIT.failure;
      }
      const drm = await app.get(DrmService).ofShop(shop.id, options.month);
      const content =
        options.format === 'pdf'
          ? await renderDrmPdf(drm, io.locale)
          : options.format === 'csv'
            ? drmCsv(drm, drm.cvi ?? drm.exciseNumber ?? '')
            : drmXml(drm);
      if (!options.output) {
        io.writeOut(typeof content === 'string' ? content : content.toString('latin1'));
        return EXIT.ok;
      }
      await writeFile(resolve(options.output), content);
      io.writeErr(`${io.messages.drmWritten(drm.month, resolve(options.output))}\n`);
      return EXIT.ok;
    } catch (error) {
      io.writeErr(`${errorText(error, io.locale)}\n`);
      return EXIT.failure;
    }
  });
}
