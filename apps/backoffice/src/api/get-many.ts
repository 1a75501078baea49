import { idLookups } from '@cuvee/kernel';
import type {
  DataProvider,
  fetchUtils,
  GetManyParams,
  GetManyResult,
  QueryFunctionContext,
  RaRecord,
} from 'react-admin';

/**
 * react-admin's getMany (the records its Reference fields and inputs show) asked in pages the API
 * answers whole: ra-data-simple-rest sends the ids without a range, and a list then answers its first
 * DEFAULT_PAGE_SIZE rows only: a page of 50 payments would name half its clients.
 */
export function getManyInPages(
  apiUrl: string,
  fetchJson: typeof fetchUtils.fetchJson,
): DataProvider['getMany'] {
  return async <RecordType extends RaRecord>(
    resource: string,
    params: GetManyParams<RecordType> & QueryFunctionContext,
  ): Promise<GetManyResult<RecordType>> => {
    const pages = await Promise.all(
      idLookups(params.ids).map(async (lookup) => {
        const query = new URLSearchParams(lookup);
        const { json } = await fetchJson(`${apiUrl}/${resource}?${query}`, { signal: params.signal });
        return json as RecordType[];
      }),
    );
    return { data: pages.flat() };
  };
}
