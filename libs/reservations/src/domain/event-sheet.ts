import { LANGUAGES, type Cents, type Language, type Locale } from '@cuvee/kernel';
import type { Rate } from './booking-rules.js';
import { withRateIds } from './event-rules.js';
import { isWallTime, type SlotHours, type WallTime } from './schedule.js';

/*
 * An event as a spreadsheet row writes it (docs/reservations.md "Events import"), framework-free: a
 * duration ("1 h 30", "90 min"), a start time ("10:30", "10 h 30", "14 h"), the languages spoken
 * ("Français, Anglais"), the slot a start and a duration give, and the one price per person a row carries
 * among the event's rates. Each reading answers null for what it cannot read; each writing reads back.
 */

/** The longest event: a whole day. */
export const MAX_DURATION_MINUTES = 1440;

const pad = (n: number): string => String(n).padStart(2, '0');
const plain = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** A time cell of a spreadsheet reads as a date-time of 30/12/1899: its time of day is what was typed. */
const SHEET_TIME = /^\d{4}-\d{2}-\d{2}T(\d{2}):(\d{2}):\d{2}(?:\.\d+)?Z$/;

/** Hours and minutes: "10:30", "10h30", "10 h 30", "10 h", "10.30", "10:30:00". */
const CLOCK = /^(\d{1,2}) ?(?:[:h.]|heures?) ?(?:(\d{2})(?::00)? ?(?:min|mn)?)?$/;

/** "10:30", "10 h 30", "14 h", "9:05" → '10:30' … ; null when it is not a time of day. */
export function parseWallTime(text: string): WallTime | null {
  const sheet = SHEET_TIME.exec(text.trim());
  const match = sheet ?? CLOCK.exec(plain(text));
  if (!match) return null;
  const time = `${pad(Number(match[1]))}:${match[2] ?? '00'}`;
  return isWallTime(time) ? time : null;
}

/**
 * "1 h 30", "1h30", "90", "90 min", "2 h", "2 heures", "1,5 h", "1:30" → minutes, from 1 to a day; null
 * when unreadable or out of range.
 */
export function parseDuration(text: string): number | null {
  const sheet = SHEET_TIME.exec(text.trim());
  let minutes: number | null = null;
  if (sheet) minutes = Number(sheet[1]) * 60 + Number(sheet[2]);
  else {
    const words = plain(text);
    const onlyMinutes = /^(\d{1,4}) ?(?:min|mn|minutes?)?$/.exec(words);
    const decimalHours = /^(\d{1,2}[.,]\d{1,2}) ?(?:h|heures?|hours?)$/.exec(words);
    const hoursAndMinutes = /^(\d{1,2}) ?(?:h|heures?|hours?|:) ?(?:(\d{1,2}) ?(?:min|mn|minutes?)?)?$/.exec(
      words,
    );
    if (onlyMinutes) minutes = Number(onlyMinutes[1]);
    else if (decimalHours) minutes = Math.round(Number(decimalHours[1]!.replace(',', '.')) * 60);
    else if (hoursAndMinutes && Number(hoursAndMinutes[2] ?? 0) < 60)
      minutes = Number(hoursAndMinutes[1]) * 60 + Number(hoursAndMinutes[2] ?? 0);
  }
  return minutes !== null && minutes >= 1 && minutes <= MAX_DURATION_MINUTES ? minutes : null;
}

/** Minutes as a person writes them, read back by parseDuration: "45 min", "2 h", "1 h 30". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${pad(rest)}`;
}

/**
 * The hours of a slot that starts at `start` and lasts `minutes` (ending the next morning past midnight);
 * null for a whole day or more, which a start time cannot have (the slot would end when it starts).
 */
export function slotHoursFrom(start: WallTime, minutes: number): SlotHours | null {
  if (minutes >= MAX_DURATION_MINUTES) return null;
  const total = (Number(start.slice(0, 2)) * 60 + Number(start.slice(3)) + minutes) % 1440;
  return { start, end: `${pad(Math.floor(total / 60))}:${pad(total % 60)}` };
}

/** Languages by every name a row may give them: code, French, English and own name. */
const LANGUAGE_NAMES = new Map<string, Language>(
  LANGUAGES.flatMap((language) =>
    [language.key, language.fr, language.en, language.native].map((name) => [plain(name), language.key]),
  ),
);

/**
 * "Français, Anglais", "fr / en", "French and German" → ['fr', 'en'] …, each once, in the order given;
 * `{ unknown }` names the first word that is no language.
 */
export function parseLanguages(text: string): Language[] | { unknown: string } {
  const names = text
    .split(/[,;/+&]| et | and /i)
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const codes: Language[] = [];
  for (const name of names) {
    const code = LANGUAGE_NAMES.get(plain(name));
    if (!code) return { unknown: name };
    if (!codes.includes(code)) codes.push(code);
  }
  return codes.length ? codes : { unknown: text };
}

/** Language codes as their names in the locale, read back by parseLanguages ("Français, Anglais"). */
export function languagesText(codes: readonly string[], locale: Locale): string {
  return codes
    .map((code) => LANGUAGES.find((language) => language.key === code)?.[locale] ?? code)
    .join(', ');
}

/**
 * The rate a row's "price per person" is: the first adult rate, else the first counted one (a child's),
 * else none (an event without counted rates cannot be saved).
 */
export function mainRateIndex(rates: readonly Rate[]): number {
  const adult = rates.findIndex((rate) => rate.kind === 'adult');
  return adult >= 0 ? adult : rates.findIndex((rate) => rate.kind !== 'option' && !rate.notCounting);
}

/** The rates with the price per person changed; a new event's only rate is an adult's at that price. */
export function ratesWithPrice(rates: readonly Rate[], priceTtc: Cents): Rate[] {
  const main = mainRateIndex(rates);
  if (main < 0)
    return withRateIds([...rates, { kind: 'adult', labelFr: 'Adulte', labelEn: 'Adult', priceTtc }]);
  return rates.map((rate, index) => (index === main ? { ...rate, priceTtc } : rate));
}

/** A slot's key as a person reads it in a message: "12/06/2026 10:30", or "12/06/2026" for a whole day. */
export function slotKeyText(key: string): string {
  const [date = '', time] = key.split('T');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}${time ? ` ${time}` : ''}`;
}
