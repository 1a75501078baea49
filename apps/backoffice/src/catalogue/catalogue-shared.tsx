import { useGetList } from 'react-admin';

/*
 * What the catalogue screens share: prices travel in cents (the API's unit) and are typed in euros, and the
 * shop's client typologies are the columns of the price grids.
 */

export const PRODUCTS_PATH = '/dashboard/products';
export const productPath = (id: unknown): string => `${PRODUCTS_PATH}/${String(id)}`;

/** A NumberInput's format/parse pair showing cents as euros (empty stays empty: "no price"). */
export const euros = {
  format: (cents: number | string | null | undefined): string =>
    cents === null || cents === undefined || cents === '' ? '' : String(Number(cents) / 100),
  parse: (value: number | string | null): number | null =>
    value === null || value === '' ? null : Math.round(Number(value) * 100),
};

export interface ShopTypology {
  id: string;
  name: string;
  public: boolean;
  ttc: boolean;
}

/** The shop's client typologies (GET /v1/typologies), public one first. */
export function useTypologies(): ShopTypology[] {
  const { data } = useGetList<ShopTypology>('typologies', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
  });
  return [...(data ?? [])].sort((a, b) => Number(b.public) - Number(a.public));
}
