/*
 * Fiscal years (exercices): they start on the shop's logStartMonth/logStartDay (1 January by
 * default) and last twelve months. Entries are numbered per journal and fiscal year; a FEC covers one
 * fiscal year, or a period inside one (ADR 0049).
 */

export interface FiscalYear {
  /** First and last day, 'YYYY-MM-DD'. */
  readonly start: string;
  readonly end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;

/** The day before a day, calendar-wise. */
function dayBefore(value: string): string {
  const at = new Date(`${value}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - 1);
  return at.toISOString().slice(0, 10);
}

/** The fiscal year a day belongs to, for a year starting on `startMonth`/`startDay` (29 Feb → 28). */
export function fiscalYearOf(date: string, startMonth: number, startDay: number): FiscalYear {
  const month = Math.min(Math.max(startMonth, 1), 12);
  const first = Math.min(Math.max(startDay, 1), month === 2 ? 28 : 30);
  const year = Number(date.slice(0, 4));
  const startThisYear = day(year, month, first);
  const startYear = date >= startThisYear ? year : year - 1;
  return { start: day(startYear, month, first), end: dayBefore(day(startYear + 1, month, first)) };
}

/** A period [from, to] inside one fiscal year, or null when it runs across two (or is backwards). */
export function periodInOneYear(
  from: string,
  to: string,
  startMonth: number,
  startDay: number,
): FiscalYear | null {
  if (to < from) return null;
  const year = fiscalYearOf(from, startMonth, startDay);
  return to <= year.end ? year : null;
}
