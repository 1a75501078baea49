import { BadRequestException } from '@nestjs/common';
import { MAX_PAGE_SIZE } from '@cuvee/kernel';
import { contentRange, parseListQuery, type ListDefinition } from '../list-query.js';

const things: ListDefinition = {
  resource: 'things',
  sortable: { id: 't.id', name: 't.name' },
  filters: {
    q: { kind: 'search', columns: ['t.name'] },
    id: { kind: 'equals', column: 't.id', type: 'number' },
    blocked: { kind: 'equals', column: 't.blocked', type: 'boolean' },
    role: { kind: 'equals', column: 't.role', type: 'string' },
    since: { kind: 'atLeast', column: 't.at' },
    until: { kind: 'atMost', column: 't.at' },
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 't.id',
};

function refused(query: Record<string, string>): void {
  expect(() => parseListQuery(query, things)).toThrow(BadRequestException);
  try {
    parseListQuery(query, things);
  } catch (error) {
    expect((error as BadRequestException).getResponse()).toMatchObject({ message: 'error.invalidListQuery' });
  }
}

describe('parseListQuery (react-admin simple-REST)', () => {
  test('no parameters: the default sort, the first 25 rows, no filter', () => {
    expect(parseListQuery({}, things)).toEqual({
      sort: { field: 'name', order: 'ASC' },
      range: { start: 0, size: 25 },
      filter: {},
    });
  });

  test('reads sort, range (both ends included) and filters', () => {
    expect(
      parseListQuery(
        { sort: '["id","DESC"]', range: '[10,19]', filter: '{"q":"dom","id":[1,2],"blocked":false}' },
        things,
      ),
    ).toEqual({
      sort: { field: 'id', order: 'DESC' },
      range: { start: 10, size: 10 },
      filter: { q: 'dom', id: [1, 2], blocked: false },
    });
  });

  test(`a page larger than ${MAX_PAGE_SIZE} rows is cut, not refused`, () => {
    expect(parseListQuery({ range: '[0,9999]' }, things).range).toEqual({ start: 0, size: MAX_PAGE_SIZE });
  });

  test.each([
    ['malformed JSON', { sort: '["id"' }],
    ['a field outside the whitelist', { sort: '["passwordHash","ASC"]' }],
    ['an inherited property name', { sort: '["constructor","ASC"]' }],
    ['an unknown order', { sort: '["id","UP"]' }],
    ['a sort that is not a pair', { sort: '"id"' }],
    ['a negative start', { range: '[-1,10]' }],
    ['an end before the start', { range: '[10,5]' }],
    ['a fractional bound', { range: '[0,2.5]' }],
    ['a range that is not a pair', { range: '[0]' }],
    ['a filter that is not an object', { filter: '[1,2]' }],
    ['an unknown filter', { filter: '{"passwordHash":"x"}' }],
    ['a string for a number filter', { filter: '{"id":"1"}' }],
    ['a string for a boolean filter', { filter: '{"blocked":"false"}' }],
    ['an object as a value', { filter: '{"role":{"$ne":"admin"}}' }],
    ['a search that is not text', { filter: '{"q":5}' }],
    ['too many values', { filter: JSON.stringify({ role: Array.from({ length: 101 }, (_, i) => `r${i}`) }) }],
  ])('refuses %s with a 400', (_label, query) => {
    refused(query);
  });

  test(`a lookup by ids without a range answers up to ${MAX_PAGE_SIZE} ids at once`, () => {
    const ids = (count: number) => JSON.stringify({ id: Array.from({ length: count }, (_, i) => i + 1) });
    // react-admin's getMany sends no range: every id asked must come back, not the first 25.
    expect(parseListQuery({ filter: ids(30) }, things).range).toEqual({ start: 0, size: MAX_PAGE_SIZE });
    expect(parseListQuery({ filter: ids(MAX_PAGE_SIZE) }, things).filter.id).toHaveLength(MAX_PAGE_SIZE);
    // An explicit range is still the client's choice.
    expect(parseListQuery({ filter: ids(30), range: '[0,9]' }, things).range).toEqual({ start: 0, size: 10 });
    // A single id or another filter keeps the default page.
    expect(parseListQuery({ filter: '{"id":3}' }, things).range.size).toBe(25);
  });

  test('the ends of a range take whole numbers only, one each', () => {
    expect(
      parseListQuery({ filter: '{"since":1764284400000,"until":1764370799999}' }, things).filter,
    ).toEqual({
      since: 1764284400000,
      until: 1764370799999,
    });
    for (const value of [
      '"2026-11-28"',
      '1.5',
      '[1,2]',
      'null',
      'true',
      String(Number.MAX_SAFE_INTEGER + 2),
    ]) {
      refused({ filter: `{"since":${value}}` });
    }
  });

  test(`more than ${MAX_PAGE_SIZE} ids is a 400 that says the cap`, () => {
    const query = {
      filter: JSON.stringify({ id: Array.from({ length: MAX_PAGE_SIZE + 1 }, (_, i) => i + 1) }),
    };
    expect(() => parseListQuery(query, things)).toThrow(BadRequestException);
    try {
      parseListQuery(query, things);
    } catch (error) {
      expect((error as BadRequestException).getResponse()).toEqual({
        message: 'error.tooManyIds',
        params: { max: MAX_PAGE_SIZE },
      });
    }
  });
});

describe('contentRange', () => {
  test('names the resource, the rows sent and the total', () => {
    expect(contentRange({ resource: 'things', rows: [1, 2, 3], start: 10, total: 319 })).toBe(
      'things 10-12/319',
    );
  });

  test('an empty page still gives the total', () => {
    expect(contentRange({ resource: 'things', rows: [], start: 0, total: 0 })).toBe('things */0');
  });
});
