import { BadRequestException, Injectable } from '@nestjs/common';
import type { RequestContext } from '@cuvee/platform';
import { crmScope } from '../crm-scope.js';
import { calendarRange, MAX_CALENDAR_DAYS } from '../domain/calendar-range.js';
import { CalendarSources, type CalendarEntry } from '../ports/calendar-sources.js';
import type { CalendarQueryDto } from './dto/task.dto.js';

/** The calendar of /dashboard/calendar: every registered source's entries in a range. */
@Injectable()
export class CalendarService {
  constructor(private readonly sources: CalendarSources) {}

  entries(ctx: RequestContext, query: CalendarQueryDto): Promise<CalendarEntry[]> {
    const scope = crmScope(ctx);
    const range = calendarRange(query.from, query.to);
    if (!range)
      throw new BadRequestException({ message: 'crm.invalidRange', params: { days: MAX_CALENDAR_DAYS } });
    return this.sources.entries(scope, {
      range,
      ...(query.userId === undefined ? {} : { userId: query.userId }),
    });
  }
}
