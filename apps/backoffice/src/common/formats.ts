import { formatMoney, intlLocale, PARIS_TIME_ZONE } from '@cuvee/kernel';
import { useLocale } from '../session/use-session';

/*
 * How the back office writes amounts and instants: the kernel's money format and the Paris time zone,
 * in the interface language.
 */

/** Cents as euros in the interface language ("1 250,00 €", "€1,250.00"): the kernel's formatMoney. */
export function useMoney(): (cents: number) => string {
  const locale = useLocale();
  return (cents) => formatMoney(cents, locale);
}

/** An instant as its date (and time, unless withTime is false) in Europe/Paris, in the interface language. */
export function useDateTime(): (value: string | Date, withTime?: boolean) => string {
  const locale = useLocale();
  return (value, withTime = true) =>
    new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: PARIS_TIME_ZONE,
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    }).format(new Date(value));
}

/** A file's size in the interface language: "12,4 Mo", one decimal; "512 ko" under a megabyte. */
export function useFileSize(): (bytes: number) => string {
  const locale = useLocale();
  return (bytes) => {
    const mega = bytes >= 1024 * 1024;
    return new Intl.NumberFormat(intlLocale(locale), {
      style: 'unit',
      unit: mega ? 'megabyte' : 'kilobyte',
      minimumFractionDigits: mega ? 1 : 0,
      maximumFractionDigits: mega ? 1 : 0,
    }).format(bytes / (mega ? 1024 * 1024 : 1024));
  };
}
