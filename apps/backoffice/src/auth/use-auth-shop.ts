import type { Schemas } from '@cuvee/api-client';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { quietApi } from '../services';

export type PublicShop = Schemas['PublicShopDto'];

/** The query naming the shop of the auth screens: its public code. */
export const SHOP_QUERY = 'id';
const REMEMBERED = 'cuvee.authShop';

/**
 * The shop of the auth screens: loaded from the `id` query (GET /v1/shops/{id}), except on
 * the validation page; an empty or plain-string answer sends the visitor to registration; a failure
 * is silently ignored. Moving between auth screens without the query puts it back.
 */
export function useAuthShop(): PublicShop | null {
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const code = query.get(SHOP_QUERY);
  const validating = location.pathname.startsWith('/auth/validate');
  const [shop, setShop] = useState<PublicShop | null>(null);

  useEffect(() => {
    if (code) {
      sessionStorage.setItem(REMEMBERED, code);
      return;
    }
    const remembered = sessionStorage.getItem(REMEMBERED);
    if (remembered && !validating) {
      const restored = new URLSearchParams(location.search);
      restored.set(SHOP_QUERY, remembered);
      navigate({ pathname: location.pathname, search: `?${restored.toString()}` }, { replace: true });
    }
  }, [code, validating, location.pathname, location.search, navigate]);

  useEffect(() => {
    if (!code || validating) return;
    let current = true;
    void quietApi
      .GET('/v1/shops/{id}', { params: { path: { id: code } } })
      .then(({ data, response }) => {
        if (!current || !response.ok) return;
        const body: unknown = data;
        if (!body || typeof body !== 'object') {
          navigate(`/auth/register?${SHOP_QUERY}=${encodeURIComponent(code)}`, { replace: true });
          return;
        }
        setShop(data ?? null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [code, validating, navigate]);

  return code ? shop : null;
}

/** An auth link that keeps the shop's `id` query. */
export function withShop(path: string, shop: PublicShop | null): string {
  if (!shop) return path;
  const [pathname, search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  query.set(SHOP_QUERY, shop.code);
  return `${pathname}?${query.toString()}`;
}
