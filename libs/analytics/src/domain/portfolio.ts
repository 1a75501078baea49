import type { IsoDate } from '@cuvee/kernel';

/*
 * An agent's portfolio (docs/analytics.md "Agents"): the clients they follow, each with the day of
 * their last order and their HT of the year, listed in the order asked.
 */

export interface PortfolioRow {
  id: number;
  displayName: string;
  typology: string;
  city: string | null;
  lastOrderOn: IsoDate | null;
  yearHt: number;
}

/** The first day of `to`'s year: the portfolio's HT runs from it up to `to`. */
export function yearTo(to: IsoDate): IsoDate {
  return `${to.slice(0, 4)}-01-01`;
}

/**
 * The rows sorted by a field: clients never ordered last whatever the direction (an empty date says
 * nothing to sort on), equal values by name then id, so every page of the list is stable.
 */
export function sortPortfolio(
  rows: readonly PortfolioRow[],
  field: keyof PortfolioRow,
  order: 'ASC' | 'DESC',
): PortfolioRow[] {
  const sign = order === 'ASC' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [a[field], b[field]];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * sign;
    }
    return a.displayName.localeCompare(b.displayName) || a.id - b.id;
  });
}
