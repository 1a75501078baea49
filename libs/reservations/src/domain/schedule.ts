import { addDays, compareIsoDates, daysBetween, isIsoDate, parisDayStart, type IsoDate } from '@cuvee/kernel';

/*
 * An event's slots, framework-free (docs/reservations.md "Slots"). A schedule is written in Paris wall
 * time: one-off slots on a date, and weekly rules (these weekdays, these hours, from a date until
 * another or for ever) minus exception dates and closed weekdays. A slot without hours is a full-day
 * slot. Slots are never stored in advance: they are computed for the days asked, and a slot's key
 * (`2026-06-12T10:30`, or `2026-06-12` for a full day) names it for the places taken and the bookings.
 */

/** 'HH:MM', 24-hour clock. */
export type WallTime = string;

export interface SlotHours {
  readonly start: WallTime;
  readonly end: WallTime;
}

export interface OneOffSlot {
  readonly date: IsoDate;
  /** Null: the whole day. */
  readonly hours: SlotHours | null;
}

export interface WeeklyRule {
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  readonly weekdays: readonly number[];
  /** Null: the whole day. */
  readonly hours: readonly SlotHours[] | null;
  readonly from: IsoDate;
  /** Included; null for no end. */
  readonly until: IsoDate | null;
}

export interface EventSchedule {
  readonly oneOff: readonly OneOffSlot[];
  readonly weekly: readonly WeeklyRule[];
  /** Days the weekly rules skip (a bank holiday, the harvest). */
  readonly exceptions: readonly IsoDate[];
  /** Weekdays the estate is closed: the weekly rules skip them. */
  readonly closedWeekdays: readonly number[];
}

export const EMPTY_SCHEDULE: EventSchedule = { oneOff: [], weekly: [], exceptions: [], closedWeekdays: [] };

export interface Slot {
  readonly key: string;
  readonly date: IsoDate;
  readonly hours: SlotHours | null;
  readonly start: Date;
  readonly end: Date;
}

/** The most days one computation covers: a year of calendar. */
export const MAX_SLOT_DAYS = 366;

const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const HOUR_MS = 3_600_000;

export function isWallTime(value: unknown): value is WallTime {
  return typeof value === 'string' && WALL_TIME.test(value);
}

const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Paris wall clock of an instant: ['2026-03-29', '03:30']. */
export function parisWallClock(instant: Date): [IsoDate, WallTime] {
  const parts = Object.fromEntries(parisClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return [`${parts['year']}-${parts['month']}-${parts['day']}`, `${parts['hour']}:${parts['minute']}`];
}

/**
 * The instant a Paris wall time names. When the clocks go back the hour happens twice: the first one
 * is taken, so a slot is never doubled. When they go forward the hour does not exist: the slot moves
 * one hour later (02:30 becomes 03:30), so it is never lost.
 */
export function parisInstant(date: IsoDate, time: WallTime): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  for (const offset of [2, 1]) {
    const candidate = new Date(naive - offset * HOUR_MS);
    const [d, t] = parisWallClock(candidate);
    if (d === date && t === time) return candidate;
  }
  return new Date(naive - HOUR_MS);
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function weekdayOf(date: IsoDate): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The minutes a slot's hours last, on the wall clock (past midnight when the end comes first). */
export function minutesOf(hours: SlotHours): number {
  const minute = (time: WallTime): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return (minute(hours.end) - minute(hours.start) + 1440) % 1440 || 1440;
}

export function slotKeyOf(date: IsoDate, hours: SlotHours | null): string {
  return hours ? `${date}T${hours.start}` : date;
}

function slotOf(date: IsoDate, hours: SlotHours | null): Slot {
  if (!hours)
    return { key: date, date, hours, start: parisDayStart(date), end: parisDayStart(addDays(date, 1)) };
  const start = parisInstant(date, hours.start);
  // The slot lasts what its hours say, even across a clock change; an end at or before the start is
  // the next morning (a dinner until 01:00).
  return {
    key: slotKeyOf(date, hours),
    date,
    hours,
    start,
    end: new Date(start.getTime() + minutesOf(hours) * 60_000),
  };
}

/**
 * The slots of the Paris days `from` to `to` (included), in time order, each once: a one-off slot
 * that a weekly rule also gives is one slot.
 */
export function slotsBetween(schedule: EventSchedule, from: IsoDate, to: IsoDate): Slot[] {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new RangeError(`Not a day range: ${from} → ${to}`);
  const days = daysBetween(from, to);
  if (days < 0) return [];
  if (days >= MAX_SLOT_DAYS) throw new RangeError(`At most ${MAX_SLOT_DAYS} days, got ${days + 1}`);
  const found = new Map<string, Slot>();
  const add = (date: IsoDate, hours: SlotHours | null): void => {
    const slot = slotOf(date, hours);
    if (!found.has(slot.key)) found.set(slot.key, slot);
  };
  for (const slot of schedule.oneOff)
    if (compareIsoDates(slot.date, from) >= 0 && compareIsoDates(slot.date, to) <= 0)
      add(slot.date, slot.hours);
  const exceptions = new Set(schedule.exceptions);
  for (let date = from; compareIsoDates(date, to) <= 0; date = addDays(date, 1)) {
    if (exceptions.has(date) || schedule.closedWeekdays.includes(weekdayOf(date))) continue;
    for (const rule of schedule.weekly) {
      if (compareIsoDates(date, rule.from) < 0) continue;
      if (rule.until !== null && compareIsoDates(date, rule.until) > 0) continue;
      if (!rule.weekdays.includes(weekdayOf(date))) continue;
      if (rule.hours === null) add(date, null);
      else for (const hours of rule.hours) add(date, hours);
    }
  }
  return [...found.values()].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.key.localeCompare(b.key),
  );
}

/** The slot a key names, if the schedule gives it. */
export function slotOfKey(schedule: EventSchedule, key: string): Slot | null {
  const date = key.slice(0, 10);
  if (!isIsoDate(date)) return null;
  return slotsBetween(schedule, date, date).find((slot) => slot.key === key) ?? null;
}

/** Whether a schedule gives at least one slot in the coming year (else it is refused). */
export function givesSlots(schedule: EventSchedule, today: IsoDate): boolean {
  if (schedule.oneOff.some((slot) => compareIsoDates(slot.date, today) >= 0)) return true;
  return slotsBetween(schedule, today, addDays(today, MAX_SLOT_DAYS - 1)).length > 0;
}
