import { failure, isIsoDate, type IsoDate, type ValidationFailure } from '@cuvee/kernel';
import type { Rate } from './booking-rules.js';
import { givesSlots, isWallTime, type EventSchedule, type SlotHours } from './schedule.js';

/*
 * What an event must be to be saved (docs/reservations.md "Events"), framework-free: readable dates
 * and hours, a schedule that gives at least one slot in the coming year, and a counted rate.
 */

export function scheduleFailures(schedule: EventSchedule, today: IsoDate): ValidationFailure[] {
  const days: (string | null)[] = [
    ...schedule.oneOff.map((slot) => slot.date),
    ...schedule.weekly.flatMap((rule) => [rule.from, rule.until]),
    ...schedule.exceptions,
  ];
  if (days.some((day) => day !== null && !isIsoDate(day))) return [failure('validation.date')];
  const hours: SlotHours[] = [
    ...schedule.oneOff.flatMap((slot) => (slot.hours ? [slot.hours] : [])),
    ...schedule.weekly.flatMap((rule) => rule.hours ?? []),
  ];
  if (hours.some((h) => !isWallTime(h.start) || !isWallTime(h.end) || h.start === h.end))
    return [failure('reservations.badHours')];
  return givesSlots(schedule, today) ? [] : [failure('reservations.noSlot')];
}

export function rateFailures(rates: readonly Pick<Rate, 'kind'>[]): ValidationFailure[] {
  return rates.some((rate) => rate.kind !== 'option') ? [] : [failure('reservations.ratesRequired')];
}

/** Rates as saved: each with an id (kept when given, else made from its kind), options never counted. */
export function withRateIds(
  rates: readonly (Omit<Rate, 'id' | 'notCounting' | 'labelEn'> & {
    id?: string | undefined;
    notCounting?: boolean | undefined;
    labelEn?: string | undefined;
  })[],
): Rate[] {
  const used = new Set(rates.flatMap((rate) => (rate.id ? [rate.id] : [])));
  return rates.map((rate) => {
    let id = rate.id;
    for (let n = 1; !id; n++) {
      const candidate = n === 1 ? rate.kind : `${rate.kind}-${n}`;
      if (!used.has(candidate)) id = candidate;
    }
    used.add(id);
    return {
      id,
      kind: rate.kind,
      labelFr: rate.labelFr.trim(),
      labelEn: rate.labelEn?.trim() ?? '',
      priceTtc: rate.priceTtc,
      notCounting: rate.kind === 'option' || (rate.notCounting ?? false),
    };
  });
}
