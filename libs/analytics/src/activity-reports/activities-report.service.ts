import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Task } from '@cuvee/crm';
import { shopScope } from '@cuvee/iam';
import { parisDateOf, TASK_ACTIVITY_TYPES, type Locale } from '@cuvee/kernel';
import { Database, type RequestContext } from '@cuvee/platform';
import {
  countActivities,
  doneDayOf,
  isOverdue,
  totalActivities,
  type ActivityTask,
} from '../domain/activities.js';
import { comparedPeriods, defaultGranularity, fillBuckets, type Period } from '../domain/periods.js';
import { userNames } from '../team/team-members.js';
import { mergedRanges, periodAsked } from '../reports/analytics-reports.service.js';
import { instantsOf } from './period-instants.js';
import type {
  ActivitiesReportDto,
  ActivitiesReportQueryDto,
  ActivityDimension,
  ActivityRowDto,
} from './dto/activity-reports.dto.js';

/**
 * The activities report (docs/analytics.md "Activities"): the CRM's tasks of the period by person
 * (assignee) or activity type, read by the shop and their due or done instants.
 */
@Injectable()
export class ActivitiesReports {
  constructor(private readonly database: Database) {}

  private get manager(): EntityManager {
    return this.database.dataSource.manager;
  }

  async report(ctx: RequestContext, query: ActivitiesReportQueryDto): Promise<ActivitiesReportDto> {
    const { shopId } = shopScope(ctx);
    const periods = comparedPeriods(periodAsked(query));
    const by: ActivityDimension = query.by ?? 'person';
    const granularity = query.granularity ?? defaultGranularity(periods.period);
    const tasks = await this.tasks(
      shopId,
      mergedRanges([periods.period, periods.previous, periods.lastYear]),
    );
    const keyOf = (task: ActivityTask) => (by === 'person' ? String(task.assigneeId) : task.activityType);
    const current = countActivities(tasks, periods.period, keyOf);
    const previous = countActivities(tasks, periods.previous, keyOf);
    const lastYear = countActivities(tasks, periods.lastYear, keyOf);
    const doneDays = tasks.flatMap((task) => (task.doneDay ? [[task.doneDay, 1] as const] : []));
    const doneIn = (period: Period) => fillBuckets(period, granularity, doneDays);
    const [previousDone, lastYearDone] = [doneIn(periods.previous), doneIn(periods.lastYear)];
    const label = await this.labeller(by, [...current.keys()], ctx.locale);
    const rows: ActivityRowDto[] = [...current].map(([key, counts]) => ({
      key,
      label: label(key),
      ...counts,
      previousDone: previous.get(key)?.done ?? 0,
      lastYearDone: lastYear.get(key)?.done ?? 0,
    }));
    return {
      ...periods,
      totals: {
        current: totalActivities(current.values()),
        previous: totalActivities(previous.values()),
        lastYear: totalActivities(lastYear.values()),
      },
      series: doneIn(periods.period).map((bucket, index) => ({
        bucket: bucket.bucket,
        done: bucket.value,
        previousDone: previousDone[index]?.value ?? 0,
        lastYearDone: lastYearDone[index]?.value ?? 0,
      })),
      rows: rows.sort((a, b) => b.done - a.done || b.planned - a.planned || a.label.localeCompare(b.label)),
    };
  }

  /** The shop's tasks due or done in the ranges, each once, their days in Paris. */
  private async tasks(shopId: number, ranges: readonly Period[]): Promise<ActivityTask[]> {
    const now = new Date();
    const found = new Map<number, ActivityTask>();
    for (const range of ranges) {
      const { start, end } = instantsOf(range);
      const rows = await this.manager
        .getRepository(Task)
        .createQueryBuilder('t')
        .select(['t.id', 't.assigneeId', 't.activityType', 't.dueAt', 't.done', 't.doneAt'])
        .where('t.shopId = :shopId', { shopId })
        .andWhere(
          '((t.dueAt >= :start AND t.dueAt < :end) OR (t.done = :done AND t.doneAt >= :start AND t.doneAt < :end))',
          { start, end, done: true },
        )
        .getMany();
      for (const task of rows)
        found.set(task.id, {
          assigneeId: task.assigneeId,
          activityType: task.activityType,
          dueDay: parisDateOf(task.dueAt),
          doneDay: doneDayOf(task, parisDateOf),
          overdue: isOverdue(task, now),
        });
    }
    return [...found.values()];
  }

  private async labeller(
    by: ActivityDimension,
    keys: readonly string[],
    locale: Locale,
  ): Promise<(key: string) => string> {
    if (by === 'type') return (key) => TASK_ACTIVITY_TYPES.find((type) => type.key === key)?.[locale] ?? key;
    const names = await userNames(this.manager, keys.map(Number));
    return (key) => names.get(Number(key)) ?? `#${key}`;
  }
}
