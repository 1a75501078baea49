import { useGetOne, type RaRecord } from 'react-admin';

/**
 * A record as its detail page needs it: the API's detail answer, never the row a list left in
 * react-admin's cache under the same key (that row lacks the detail's fields, such as an order's
 * lines, and a page drawing them would crash until the refetch lands). The `detail` meta only
 * changes the cache key; the request is the same getOne.
 */
export function useDetail<T extends RaRecord>(resource: string, id: number | string) {
  return useGetOne<T>(resource, { id, meta: { detail: true } });
}
