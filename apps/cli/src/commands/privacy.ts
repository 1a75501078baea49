import { ClientErasureService, type ErasureDto } from '@cuvee/crm';
import { EXIT } from '../exit-codes.js';
import type { CommandIo } from './imports.js';
import { errorText } from './operation-errors.js';
import { withPlatform, withShop } from './platform-context.js';
import { AuditTrail, type AppConfig } from '@cuvee/platform';

/** The erasure as the terminal shows it: what goes, what the law keeps and why, what holds it back. */
function erasureText(erasure: ErasureDto, io: CommandIo): string {
  const m = io.messages;
  const lines = [m.erasureStatus(erasure.status, erasure.partial)];
  for (const line of erasure.erased) lines.push(`  - ${m.erasedLine(line.what, line.count, line.context)}`);
  for (const line of erasure.kept)
    lines.push(`  + ${m.keptLine(line.what, line.count, line.context, line.why, line.until)}`);
  for (const reason of erasure.holdsIdentity) lines.push(`  ! ${reason}`);
  return `${lines.join('\n')}\n`;
}

/**
 * `cuvee privacy erase <client> --shop <code>`: shows what the erasure of a client's personal data
 * removes and keeps, then carries it out (not with --dry-run). The export is `cuvee export personal-data`.
 */
export function privacyErase(
  config: AppConfig,
  clientId: number,
  options: { shop?: string; dryRun?: boolean },
  io: CommandIo,
): Promise<number> {
  return withShop(config, options.shop, io, async (app, shop) => {
    const erasures = app.get(ClientErasureService);
    try {
      const erasure = options.dryRun
        ? await erasures.previewForShop(shop.id, clientId, io.locale)
        : await erasures.eraseForShop(shop.id, clientId, io.locale);
      if (!options.dryRun)
        await app.get(AuditTrail).recordCommand({
          action: 'privacy.erase',
          shopId: shop.id,
          target: { type: 'client', id: clientId },
          details: { status: erasure.status },
        });
      io.writeOut(erasureText(erasure, io));
      return EXIT.ok;
    } catch (error) {
      io.writeErr(`${errorText(error, io.locale)}\n`);
      return EXIT.failure;
    }
  });
}

/**
 * `cuvee privacy retention`: what the daily job does, now — completes the erasures that waited for an
 * invoice to be paid (with progress), then proposes the prospects idle for three years.
 */
export function privacyRetention(config: AppConfig, io: CommandIo): Promise<number> {
  return withPlatform(config, async (app) => {
    const erasures = app.get(ClientErasureService);
    const completed = await erasures.completePending(async (done, total) =>
      io.writeOut(`${io.messages.pendingErasures(done, total)}\n`),
    );
    const proposed = await erasures.proposeIdleProspects(new Date());
    io.writeOut(`${io.messages.retentionDone(completed, proposed)}\n`);
    return EXIT.ok;
  });
}
