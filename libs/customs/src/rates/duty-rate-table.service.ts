import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DUTY_RATES, FRENCH_DUTY_RATES, replaceDutyRates, type DutyRates } from '@cuvee/catalogue';
import { Database } from '@cuvee/platform';
import {
  checkDutyRates,
  editionsOf,
  rowsOf,
  type DutyRateRefusal,
  type DutyRateRow,
  type RawDutyRate,
} from '../domain/duty-rate-rows.js';
import { CustomsDutyRate } from './customs-duty-rate.entity.js';

/** How often a running application rereads the table (a load is made by another process, the CLI). */
const REFRESH_MS = 5 * 60_000;

/**
 * The dated duty-rate table customs owns (ADR 0031, ADR 0032): its rows fill the catalogue's
 * `DUTY_RATES` port, so prices and the DRM read the same figures. Seeded with the figures the
 * catalogue ships the first time it is read empty; new editions come from `cuvee duty-rates load`.
 */
@Injectable()
export class DutyRateTable implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DutyRateTable');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    @Inject(DUTY_RATES) private readonly rates: DutyRates,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.refresh();
    } catch (error) {
      // Before the migrations have run (a `db` command), prices keep the shipped figures.
      this.logger.warn(`Duty-rate table not read: ${(error as Error).message}`);
      return;
    }
    this.timer = setInterval(() => {
      this.refresh().catch((error: Error) =>
        this.logger.warn(`Duty-rate table not reread: ${error.message}`),
      );
    }, REFRESH_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Reads the table (seeding it when empty) into the port. */
  async refresh(): Promise<void> {
    const rows = await this.database.transaction((manager) => this.rowsOf(manager));
    replaceDutyRates(this.rates, editionsOf(rows));
  }

  /**
   * Adds the rows of a file, all or none: refused rows (unknown category, bad rate or day, a day not
   * after the category's latest, an edition missing a category) come back with their line.
   */
  async load(
    raw: readonly RawDutyRate[],
    source: string,
  ): Promise<{ rows: DutyRateRow[] } | { refusals: DutyRateRefusal[] }> {
    const result = await this.database.transaction(async (manager) => {
      const existing = await this.rowsOf(manager);
      const checked = checkDutyRates(raw, editionsOf(existing), source);
      if ('rows' in checked) await manager.insert(CustomsDutyRate, checked.rows);
      return checked;
    });
    if ('rows' in result) await this.refresh();
    return result;
  }

  private async rowsOf(manager: EntityManager): Promise<DutyRateRow[]> {
    const rows = await manager.find(CustomsDutyRate, { order: { validFrom: 'ASC', id: 'ASC' } });
    if (rows.length) return rows;
    const shipped = rowsOf(FRENCH_DUTY_RATES);
    await manager.insert(CustomsDutyRate, shipped);
    return shipped;
  }
}
