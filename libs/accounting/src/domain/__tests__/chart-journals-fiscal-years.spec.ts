import { accountClass, accountTitle } from '../chart.js';
import { fiscalYearOf, periodInOneYear } from '../fiscal-year.js';
import { paymentJournal } from '../journals.js';

describe('account titles', () => {
  test('the shop’s own title wins; an empty one does not', () => {
    expect(accountTitle('706100', new Map([['706100', 'Dégustations']]))).toBe('Dégustations');
    expect(accountTitle('706100', new Map([['706100', '']]))).toBe('Prestations de services');
    expect(accountTitle('706100', new Map([['706000', 'Dégustations']]))).toBe('Prestations de services');
  });

  test('else the PCG title of the longest known prefix, down to three digits', () => {
    expect(accountTitle('701100')).toBe('Ventes de vins');
    expect(accountTitle('4191000')).toBe('Clients - avances et acomptes reçus');
    expect(accountTitle('445712')).toBe('TVA collectée 10 %');
    expect(accountTitle('411000')).toBe('Clients');
  });

  test('an account of no known prefix is titled by its number', () => {
    expect(accountTitle('999999')).toBe('999999');
    expect(accountTitle('41')).toBe('41');
  });

  test('the class of an account is its first digit', () => {
    expect(accountClass('411000')).toBe(4);
    expect(accountClass('706000')).toBe(7);
  });
});

describe('payment journals', () => {
  test('cash to the till’s journal, spent credit to miscellaneous, any other payment to the bank', () => {
    expect(paymentJournal('cash')).toBe('CA');
    expect(paymentJournal('credit')).toBe('OD');
    expect(paymentJournal('card')).toBe('BQ');
    expect(paymentJournal('transfer')).toBe('BQ');
    expect(paymentJournal('check')).toBe('BQ');
  });
});

describe('fiscal years at their edges', () => {
  test('a calendar year by default; the first day belongs to the year it opens', () => {
    expect(fiscalYearOf('2026-03-14', 1, 1)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(fiscalYearOf('2026-07-01', 7, 1)).toEqual({ start: '2026-07-01', end: '2027-06-30' });
    expect(fiscalYearOf('2026-06-30', 7, 1)).toEqual({ start: '2025-07-01', end: '2026-06-30' });
  });

  test('a year ending in February ends on the 29th in a leap year', () => {
    expect(fiscalYearOf('2028-01-10', 3, 1)).toEqual({ start: '2027-03-01', end: '2028-02-29' });
  });

  test('a start on 29 February is taken as the 28th, on the 31st as the 30th', () => {
    expect(fiscalYearOf('2026-03-01', 2, 29)).toEqual({ start: '2026-02-28', end: '2027-02-27' });
    expect(fiscalYearOf('2026-05-15', 10, 31)).toEqual({ start: '2025-10-30', end: '2026-10-29' });
  });

  test('a start month or day out of range is brought back to the nearest valid one', () => {
    expect(fiscalYearOf('2026-05-15', 0, 1)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(fiscalYearOf('2026-05-15', 13, 1)).toEqual({ start: '2025-12-01', end: '2026-11-30' });
    expect(fiscalYearOf('2026-05-15', 7, 0)).toEqual({ start: '2025-07-01', end: '2026-06-30' });
  });

  test('a period of one day is in one year; a backwards one is in none', () => {
    expect(periodInOneYear('2026-05-01', '2026-05-01', 1, 1)).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
    });
    expect(periodInOneYear('2026-05-02', '2026-05-01', 1, 1)).toBeNull();
    expect(periodInOneYear('2026-01-01', '2027-01-01', 1, 1)).toBeNull();
  });
});
