import { useGetList } from 'react-admin';

/*
 * What the catalogue screens share: prices travel in cents (the API's unit) and are typed in euros, and the
 * shop's client typologies are the columns of the price grids.
 */

export const PRODUCTS_PATH = '/dashboard/products';
export const productPath = (id: unknown): string => `${PRODUCTS_PATH}/${String(id)}`;

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
