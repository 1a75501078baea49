import { AuditTrail, MaintenanceService, type AppConfig, type MaintenanceChange } from '@cuvee/platform';
import { EXIT } from '../exit-codes.js';
import type { CommandIo } from './imports.js';
import { errorText } from './operation-errors.js';
import { withPlatform } from './platform-context.js';

/** An ISO date of an option, or undefined after saying why it is refused. */
export function dateOption(value: string | undefined, io: CommandIo): Date | null | undefined {
  if (value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    io.writeErr(`${io.messages.invalidDate(value)}\n`);
    return undefined;
  }
  return date;
}

async function change(config: AppConfig, next: MaintenanceChange, io: CommandIo): Promise<number> {
  return withPlatform(config, async (app) => {
    try {
      const state = await app.get(MaintenanceService).set(next);
      await app
        .get(AuditTrail)
        .recordCommand({ action: 'maintenance.toggle', details: { banner: next.banner, page: next.page } });
      io.writeOut(`${io.messages.maintenanceState(state)}\n`);
      return EXIT.ok;
    } catch (error) {
      io.writeErr(`${errorText(error, io.locale)}\n`);
      return EXIT.failure;
    }
  });
}

/** `cuvee maintenance banner --start … --end …`: announces it; the front ends show a notice. */
export function maintenanceBanner(
  config: AppConfig,
  options: { start?: string; end?: string },
  io: CommandIo,
): Promise<number> {
  const startDate = dateOption(options.start, io);
  const endDate = dateOption(options.end, io);
  if (startDate === undefined || endDate === undefined) return Promise.resolve(EXIT.usage);
  return change(config, { banner: true, page: false, startDate, endDate }, io);
}

/** `cuvee maintenance page on|off --until …`: blocks the front ends until the end, or lifts the block. */
export function maintenancePage(
  config: AppConfig,
  state: 'on' | 'off',
  options: { until?: string },
  io: CommandIo,
): Promise<number> {
  const endDate = dateOption(options.until, io);
  if (endDate === undefined) return Promise.resolve(EXIT.usage);
  return change(
    config,
    state === 'on'
      ? { banner: false, page: true, startDate: new Date(), endDate }
      : { banner: false, page: false },
    io,
  );
}

/** `cuvee maintenance status`. */
export function maintenanceStatus(config: AppConfig, io: CommandIo): Promise<number> {
  return withPlatform(config, async (app) => {
    io.writeOut(`${io.messages.maintenanceState(await app.get(MaintenanceService).current())}\n`);
    return EXIT.ok;
  });
}
