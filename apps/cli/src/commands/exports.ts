import { copyFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  AuditTrail,
  ExportEngine,
  ExportsService,
  FileStorage,
  type AppConfig,
  type ExportFormat,
} from '@cuvee/platform';
import { EXIT } from '../exit-codes.js';
import { errorText } from './operation-errors.js';
import { kindOf, type CommandIo } from './imports.js';
import { withShop } from './platform-context.js';

export interface ExportOptions {
  shop?: string;
  format: ExportFormat;
  output?: string;
  from?: string;
  to?: string;
  warehouse?: string;
  type?: string;
  client?: string;
}

/**
 * `cuvee export clients|products|stock-movements|stock-levels|personal-data`: writes the zip here
 * (streamed), then copies it to --output. --from, --to, --warehouse, --type and --client become the
 * export's filters, checked by the kind (one that takes none refuses them).
 */
export function exportKind(
  config: AppConfig,
  kind: string,
  options: ExportOptions,
  io: CommandIo,
): Promise<number> {
  return withShop(config, options.shop, io, async (app, shop) => {
    const exportsService = app.get(ExportsService);
    try {
      const created = await exportsService.create(
        { shopId: shop.id, userId: null, locale: io.locale, permissions: 'all' },
        {
          kind: kindOf(kind),
          format: options.format,
          filter: {
            from: options.from,
            to: options.to,
            warehouseId: options.warehouse,
            type: options.type,
            client: options.client,
          },
        },
        { enqueue: false },
      );
      const record = await app.get(ExportEngine).run(created.id);
      const view = exportsService.view(record, io.locale);
      const done = record.status === 'completed' && record.fileKey !== null;
      await app.get(AuditTrail).recordCommand({
        action: 'exports.create',
        shopId: shop.id,
        target: { type: 'export', id: record.id },
        outcome: done ? 'success' : 'failure',
        details: { kind: record.kind, rows: record.rowCount },
      });
      if (!done || !record.fileKey) {
        io.writeErr(`${view.error ?? record.status}\n`);
        return EXIT.failure;
      }
      const stored = app.get(FileStorage).localPath(record.fileKey);
      const target = resolve(options.output ?? join(process.cwd(), record.fileName));
      if (stored) await copyFile(stored, target);
      io.writeOut(`${io.messages.exported(record.rowCount, stored ? target : record.fileKey)}\n`);
      return EXIT.ok;
    } catch (error) {
      io.writeErr(`${errorText(error, io.locale)}\n`);
      return EXIT.failure;
    }
  });
}
