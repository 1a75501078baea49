import { BadRequestException, Injectable } from '@nestjs/common';
import { Database } from '../database/database.js';
import { Maintenance } from './maintenance.entity.js';

const ROW_ID = 1;

/** What the front ends poll (`GET /v1/maintenances`). Dates are ISO strings or null. */
export interface MaintenanceState {
  banner: boolean;
  page: boolean;
  startDate: string | null;
  endDate: string | null;
}

export interface MaintenanceChange {
  banner: boolean;
  page: boolean;
  startDate?: Date | null;
  endDate?: Date | null;
}

const NONE: MaintenanceState = { banner: false, page: false, startDate: null, endDate: null };

/**
 * Reads and sets the maintenance notice, for the API (admins) and the CLI (ops staff). A page whose
 * end has passed is over: the state reads as no maintenance, without anyone having to switch it off.
 */
@Injectable()
export class MaintenanceService {
  constructor(private readonly database: Database) {}

  async current(now = new Date()): Promise<MaintenanceState> {
    const row = await this.database.dataSource.getRepository(Maintenance).findOneBy({ id: ROW_ID });
    if (!row || (row.endDate && row.endDate.getTime() <= now.getTime())) return NONE;
    return {
      banner: row.banner,
      page: row.page,
      startDate: row.startDate?.toISOString() ?? null,
      endDate: row.endDate?.toISOString() ?? null,
    };
  }

  async set(change: MaintenanceChange): Promise<MaintenanceState> {
    const startDate = change.startDate ?? null;
    const endDate = change.endDate ?? null;
    if (startDate && endDate && endDate.getTime() <= startDate.getTime()) {
      throw new BadRequestException('error.maintenanceEndBeforeStart');
    }
    await this.database.transaction((manager) =>
      manager
        .getRepository(Maintenance)
        .save({ id: ROW_ID, banner: change.banner, page: change.page, startDate, endDate }),
    );
    return this.current();
  }
}
