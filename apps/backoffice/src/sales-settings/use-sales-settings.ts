import type { Schemas } from '@cuvee/api-client';
import { centsToDecimalString, tryToCents } from '@cuvee/kernel';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useBackofficeData } from '../api/custom-methods';
import { useT } from '../i18n';
import { api } from '../services';
import { useAuthenticated } from '../session/use-session';
import { showSuccess } from '../common/notices';

export type SalesSettings = Schemas['SalesSettingsDto'];

/** The query of the sales settings, shared by the settings sections and the order form. */
export const SALES_SETTINGS = ['sales-settings'] as const;

/**
 * The shop's sales settings (GET /v1/sales-settings) and the save of one section; only the owner saves
 * (the API answers the others 403), so the forms are read-only for collaborators.
 */
export function useSalesSettings() {
  const t = useT();
  const { user } = useAuthenticated();
  const data = useBackofficeData();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: SALES_SETTINGS, queryFn: () => data.salesSettings() }).data ?? null;
  const save = useCallback(
    async (run: () => Promise<{ data?: SalesSettings }>): Promise<void> => {
      const { data: saved } = await run();
      if (saved) {
        queryClient.setQueryData(SALES_SETTINGS, saved);
        showSuccess(t('salesSettings.saved'));
      }
    },
    [t, queryClient],
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
