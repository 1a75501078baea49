import { LANGUAGE_QUERY, rememberLanguage } from '@cuvee/ui';
import type { Locale } from '@cuvee/kernel';
import { useCallback } from 'react';
import { useSetLocale } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { setInterfaceLocale } from '../services';

/**
 * Switches the interface language in place and remembers it in the cookie for 365 days.
 * A `lang` query in the address would win at the next load, so it is rewritten to the new language.
 */
export function useSwitchLanguage(): (locale: Locale) => Promise<void> {
  const setLocale = useSetLocale();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    async (locale: Locale) => {
      await setLocale(locale);
      setInterfaceLocale(locale);
      rememberLanguage(locale);
      const query = new URLSearchParams(location.search);
      if (query.has(LANGUAGE_QUERY)) {
        query.set(LANGUAGE_QUERY, locale);
        navigate(
          { pathname: location.pathname, search: `?${query.toString()}`, hash: location.hash },
          { replace: true },
        );
      }
    },
    [setLocale, location, navigate],
  );
}
