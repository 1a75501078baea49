import type { IsoDate } from '@cuvee/kernel';
import type { Period } from './periods.js';

/*
 * The team's activities (docs/analytics.md "Activities", ADR 0080): the CRM's tasks, each with its
 * assignee and activity type, counted on Paris days. A task is planned on the day it is due, done on
 * the day it was marked done, and overdue when its time has passed and it is still not done.
 */

/** A task as the report reads it: its days already in Paris time. */
export interface ActivityTask {
  readonly assigneeId: number;
  readonly activityType: string;
  readonly dueDay: IsoDate;
  /** Null while not done. */
  readonly doneDay: IsoDate | null;
  /** Due before now and not done. */
  readonly overdue: boolean;
}

export interface ActivityCounts {
  planned: number;
  done: number;
  overdue: number;
  /** Client visits done. */
  visits: number;
}

export const NO_ACTIVITY: Readonly<ActivityCounts> = { planned: 0, done: 0, overdue: 0, visits: 0 };

/** The activity type counted as a client visit. */
export const VISIT = 'visit';

/** The day a task counts as done: when it was marked done, else (older tasks) the day it was due. */
export function doneDayOf(
  task: { done: boolean; doneAt: Date | null; dueAt: Date },
  parisDay: (instant: Date) => IsoDate,
): IsoDate | null {
  if (!task.done) return null;
  return parisDay(task.doneAt ?? task.dueAt);
}

/** Due before `now` and not done. */
export function isOverdue(task: { done: boolean; dueAt: Date }, now: Date): boolean {
  return !task.done && task.dueAt.getTime() < now.getTime();
}

const within = (day: IsoDate | null, period: Period): day is IsoDate =>
  day !== null && day >= period.from && day <= period.to;

/**
 * The period's counts by key (a person, a type): planned and overdue among the tasks due in it, done
 * and visits among the tasks done in it.
 */
export function countActivities(
  tasks: readonly ActivityTask[],
  period: Period,
  keyOf: (task: ActivityTask) => string,
): Map<string, ActivityCounts> {
  const counts = new Map<string, ActivityCounts>();
  const of = (task: ActivityTask) => {
    const key = keyOf(task);
    const found = counts.get(key) ?? { ...NO_ACTIVITY };
    counts.set(key, found);
    return found;
  };
  for (const task of tasks) {
    const due = within(task.dueDay, period);
    const done = within(task.doneDay, period);
    if (!due && !done) continue;
    const row = of(task);
    if (due) {
      row.planned += 1;
      if (task.overdue) row.overdue += 1;
    }
    if (done) {
      row.done += 1;
      if (task.activityType === VISIT) row.visits += 1;
    }
  }
  return counts;
}

/** The sum of counts. */
export function totalActivities(counts: Iterable<ActivityCounts>): ActivityCounts {
  const total = { ...NO_ACTIVITY };
  for (const row of counts) {
    total.planned += row.planned;
    total.done += row.done;
    total.overdue += row.overdue;
    total.visits += row.visits;
  }
  return total;
}
