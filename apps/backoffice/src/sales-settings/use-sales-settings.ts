import type { Schemas } from '@cuvee/api-client';
import { centsToDecimalString, tryToCents } from '@cuvee/kernel';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../i18n';
import { api, quietApi } from '../services';
import { useAuthenticated } from '../session/use-session';
import { showSuccess } from '../common/notices';

export type SalesSettings = Schemas['SalesSettingsDto'];

/**
 * The shop's sales settings (GET /v1/sales-settings) and the save of one section; only the owner saves
 * (the API answers the others 403), so the forms are read-only for collaborators.
 */
export function useSalesSettings() {
  const t = useT();
  const { user } = useAuthenticated();
  const [settings, setSettings] = useState<SalesSettings | null>(null);
  useEffect(() => {
    void quietApi.GET('/v1/sales-settings').then(({ data }) => data && setSettings(data));
  }, []);
  const save = useCallback(
    async (run: () => Promise<{ data?: SalesSettings }>): Promise<void> => {
      const { data } = await run();
      if (data) {
        setSettings(data);
        showSuccess(t('salesSettings.saved'));
      }
    },
    [t],
  );
  return { settings, save, canSave: user.role === 'owner', api };
}

/** Cents as the text of a euro field ("12,50"), empty for null. */
export const eurosText = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : centsToDecimalString(cents, ',');

/** A euro field's text as cents; empty is null, unreadable is undefined (the field shows an error). */
export function centsOfText(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  return tryToCents(text.trim()) ?? undefined;
}

/** A whole-number field's text; empty is null. */
export function intOfText(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
