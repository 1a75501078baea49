import { Injectable } from '@nestjs/common';
import type { CrmScope } from '../crm-scope.js';
import type { CalendarRange } from '../domain/calendar-range.js';

/** One thing on the calendar: a task now, a reservation or a delivery when their contexts register. */
export interface CalendarEntry {
  /** Unique across sources: `${kind}-${sourceId}`. */
  id: string;
  kind: string;
  sourceId: number;
  title: string;
  start: Date;
  /** null for a plain deadline. */
  end: Date | null;
  done: boolean;
  /** Where the back office opens it. */
  link: string;
  clientId: number | null;
  clientName: string | null;
  /** The team member it belongs to, when it belongs to one. */
  userId: number | null;
}

export interface CalendarQuery {
  range: CalendarRange;
  /** Only this team member's entries. */
  userId?: number;
}

/**
 * What `/dashboard/calendar` shows comes from several contexts (ADR 0012): tasks (the CRM's own),
 * reservations and deliveries later. Each registers a source; the calendar asks them all. A context the
 * CRM may not depend on is registered by the composition root (apps/api) with an adapter.
 */
export interface CalendarSource {
  readonly kind: string;
  entries(scope: CrmScope, query: CalendarQuery): Promise<CalendarEntry[]>;
}

@Injectable()
export class CalendarSources {
  private readonly sources = new Map<string, CalendarSource>();

  register(source: CalendarSource): void {
    if (this.sources.has(source.kind)) throw new Error(`Calendar source ${source.kind} registered twice`);
    this.sources.set(source.kind, source);
  }

  /** Every source's entries in the range, by start time. */
  async entries(scope: CrmScope, query: CalendarQuery): Promise<CalendarEntry[]> {
    const lists = await Promise.all([...this.sources.values()].map((source) => source.entries(scope, query)));
    return lists.flat().sort((a, b) => a.start.getTime() - b.start.getTime() || a.id.localeCompare(b.id));
  }
}
