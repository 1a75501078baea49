import { readFile } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import { DutyRateTable, readDutyRateFile } from '@cuvee/customs';
import { messageText, parisDateOf } from '@cuvee/kernel';
import type { AppConfig } from '@cuvee/platform';
import { EXIT } from '../exit-codes.js';
import type { CommandIo } from './imports.js';
import { withPlatform } from './platform-context.js';

/**
 * `cuvee duty-rates load FILE`: adds the excise and social-security rates of a CSV or JSON file
 * (category, rate in euros, validFrom; label and basis for a new category; source optional) to the
 * dated table, all or none; each refused row is told with its line, in the operator's language.
 */
export async function dutyRatesLoad(config: AppConfig, file: string, io: CommandIo): Promise<number> {
  const path = resolve(file);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    io.writeErr(`${(error as Error).message}\n`);
    return EXIT.failure;
  }
  const raw = readDutyRateFile(text, extname(path).toLowerCase() === '.json');
  if (!Array.isArray(raw)) {
    io.writeErr(`${messageText(raw.code, io.locale, raw.params)}\n`);
    return EXIT.failure;
  }
  return withPlatform(config, async (app) => {
    const source = `${basename(path)}, ${parisDateOf(new Date())}`;
    const result = await app.get(DutyRateTable).load(raw, source);
    if ('refusals' in result) {
      for (const refusal of result.refusals)
        io.writeErr(`${messageText(refusal.code, io.locale, refusal.params)}\n`);
      return EXIT.failure;
    }
    const days = [...new Set(result.rows.map((row) => row.validFrom))].sort();
    io.writeErr(`${io.messages.dutyRatesLoaded(result.rows.length, days)}\n`);
    return EXIT.ok;
  });
}
