import fc from 'fast-check';
import { LANGUAGES, type Locale } from '@cuvee/kernel';
import type { Rate } from '../booking-rules.js';
import {
  durationText,
  languagesText,
  mainRateIndex,
  parseDuration,
  parseLanguages,
  parseWallTime,
  ratesWithPrice,
  slotHoursFrom,
  slotKeyText,
} from '../event-sheet.js';
import { minutesOf } from '../schedule.js';

/*
 * An event's cells as a producer writes them and as the export writes them back: durations, start
 * times, languages, the slot a start and a duration give, and the rate a price per person is.
 */

const RUNS = { numRuns: 2_000 };
const pad = (n: number): string => String(n).padStart(2, '0');
const wallTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${pad(h)}:${pad(m)}`);
const minutes = fc.integer({ min: 1, max: 1440 });

describe('durations', () => {
  test.each([
    ['90', 90],
    ['90 min', 90],
    ['45 minutes', 45],
    ['1 h 30', 90],
    ['1h30', 90],
    ['1 h 30 min', 90],
    ['1:30', 90],
    ['2 h', 120],
    ['2 heures', 120],
    ['1 hour', 60],
    ['1,5 h', 90],
    ['24 h', 1440],
    ['1899-12-30T01:30:00.000Z', 90],
  ])('reads "%s" as %i minutes', (text, expected) => {
    expect(parseDuration(text)).toBe(expected);
  });

  test.each(['', '0', '0 min', '25 h', '1 h 75', 'une heure', '1 h 30 h', '-5'])('refuses "%s"', (text) => {
    expect(parseDuration(text)).toBeNull();
  });

  test('what is written reads back: every duration from a minute to a day', () => {
    fc.assert(
      fc.property(minutes, (value) => {
        expect(parseDuration(durationText(value))).toBe(value);
      }),
      RUNS,
    );
    expect(durationText(90)).toBe('1 h 30');
    expect(durationText(65)).toBe('1 h 05');
    expect(durationText(120)).toBe('2 h');
    expect(durationText(45)).toBe('45 min');
  });
});

describe('start times', () => {
  test.each([
    ['10:30', '10:30'],
    ['10h30', '10:30'],
    ['10 h 30', '10:30'],
    ['14 h', '14:00'],
    ['14H', '14:00'],
    ['9:05', '09:05'],
    ['10.30', '10:30'],
    ['10:30:00', '10:30'],
    ['1899-12-30T10:30:00.000Z', '10:30'],
  ])('reads "%s" as %s', (text, expected) => {
    expect(parseWallTime(text)).toBe(expected);
  });

  test.each(['', '10', '24:00', '10:60', '10:5', 'midi', '10h30h'])('refuses "%s"', (text) => {
    expect(parseWallTime(text)).toBeNull();
  });

  test('every time of day reads as itself, written HH:MM or HHhMM', () => {
    fc.assert(
      fc.property(wallTime, (time) => {
        expect(parseWallTime(time)).toBe(time);
        expect(parseWallTime(time.replace(':', ' h '))).toBe(time);
      }),
      RUNS,
    );
  });
});

describe('the slot a start and a duration give', () => {
  test('it lasts the duration, past midnight too; a whole day has no start time', () => {
    fc.assert(
      fc.property(wallTime, fc.integer({ min: 1, max: 1439 }), (start, duration) => {
        const hours = slotHoursFrom(start, duration)!;
        expect(hours.start).toBe(start);
        expect(minutesOf(hours)).toBe(duration);
      }),
      RUNS,
    );
    expect(slotHoursFrom('22:30', 150)).toEqual({ start: '22:30', end: '01:00' });
    expect(slotHoursFrom('10:00', 1440)).toBeNull();
  });

  test('its key as a message writes it', () => {
    expect(slotKeyText('2026-06-12T10:30')).toBe('12/06/2026 10:30');
    expect(slotKeyText('2026-06-12')).toBe('12/06/2026');
  });
});

describe('languages', () => {
  test('by code, French, English or own name, each once, in the order given', () => {
    expect(parseLanguages('Français, Anglais')).toEqual(['fr', 'en']);
    expect(parseLanguages('fr / EN / français')).toEqual(['fr', 'en']);
    expect(parseLanguages('French and German')).toEqual(['fr', 'de']);
    expect(parseLanguages('espagnol et italien')).toEqual(['es', 'it']);
    expect(parseLanguages('Deutsch; Nederlands')).toEqual(['de', 'nl']);
    expect(parseLanguages('Français, Klingon')).toEqual({ unknown: 'Klingon' });
    expect(parseLanguages(' , ')).toEqual({ unknown: ' , ' });
  });

  test('what is written reads back, in either language', () => {
    const codes = LANGUAGES.map((language) => language.key);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...codes), { minLength: 1 }),
        fc.constantFrom<Locale>('fr', 'en'),
        (list, locale) => {
          expect(parseLanguages(languagesText(list, locale))).toEqual(list);
        },
      ),
      RUNS,
    );
  });
});

describe('the price per person among the rates', () => {
  const rate = (id: string, kind: Rate['kind'], priceTtc: number, notCounting = false): Rate => ({
    id,
    kind,
    labelFr: id,
    labelEn: id,
    priceTtc,
    notCounting,
  });

  test("the first adult's rate, else the first counted one; only that one changes", () => {
    const rates = [rate('lunch', 'option', 2500), rate('child', 'child', 800), rate('adult', 'adult', 1500)];
    expect(mainRateIndex(rates)).toBe(2);
    expect(ratesWithPrice(rates, 1800)).toEqual([rates[0], rates[1], { ...rates[2], priceTtc: 1800 }]);
    expect(mainRateIndex([rate('baby', 'child', 0, true), rate('child', 'child', 800)])).toBe(1);
  });

  test('without a counted rate, an adult rate is added at that price', () => {
    expect(ratesWithPrice([], 1500)).toEqual(
      [rate('adult', 'adult', 1500)].map((r) => ({ ...r, labelFr: 'Adulte', labelEn: 'Adult' })),
    );
    const options = [rate('adult', 'option', 2500)];
    expect(ratesWithPrice(options, 1500).map((r) => [r.id, r.kind, r.priceTtc])).toEqual([
      ['adult', 'option', 2500],
      ['adult-2', 'adult', 1500],
    ]);
  });
});
