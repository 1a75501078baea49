import { describe, expect, test } from '@jest/globals';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@cuvee/kernel';
import type { fetchUtils } from 'react-admin';
import { getManyInPages } from '../get-many';

/** A list endpoint as the API answers one (platform list-query): the ids asked, cut to the range. */
function fakeList(requests: URL[]): typeof fetchUtils.fetchJson {
  return async (url) => {
    const asked = new URL(String(url), 'http://cuvee.test');
    requests.push(asked);
    const ids = (JSON.parse(asked.searchParams.get('filter')!) as { id: number[] }).id;
    const range = asked.searchParams.get('range');
    const size = range ? Math.min((JSON.parse(range) as number[])[1]! + 1, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
    const json = ids.slice(0, size).map((id) => ({ id, displayName: `Client ${id}` }));
    return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
  };
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('getMany in pages', () => {
  test('more ids than a list answers by default: every record comes back', async () => {
    const requests: URL[] = [];
    const getMany = getManyInPages('/v1', fakeList(requests));
    const { data } = await getMany('clients', { ids: ids(60) });
    expect(data.map((record) => record.id)).toEqual(ids(60));
    expect(requests.map((url) => url.pathname)).toEqual(['/v1/clients']);
    expect(requests[0]!.searchParams.get('range')).toBe('[0,59]');
  });

  test('more ids than a page may hold: pages of MAX_PAGE_SIZE, each with its range', async () => {
    const requests: URL[] = [];
    const { data } = await getManyInPages('/v1', fakeList(requests))('clients', { ids: ids(230) });
    expect(data.map((record) => record.id)).toEqual(ids(230));
    expect(requests.map((url) => url.searchParams.get('range'))).toEqual(['[0,99]', '[0,99]', '[0,29]']);
  });
});
