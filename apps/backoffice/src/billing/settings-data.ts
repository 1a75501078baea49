import type { Schemas } from '@cuvee/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBackofficeData } from '../api/custom-methods';
import { showListError } from '../common/notices';

type BillingSettings = Schemas['BillingSettingsDto'];
type AccountingSettings = Schemas['AccountingSettingsDto'];

const BILLING = ['billing-settings'] as const;
const ACCOUNTING = ['accounting-settings'] as const;

/** The shop's billing settings (footer, terms, mails), null while they load or when refused. */
export function useBillingSettings(): BillingSettings | null {
  const data = useBackofficeData();
  return useQuery({ queryKey: BILLING, queryFn: () => data.billingSettings() }).data ?? null;
}

/** After a save of the billing settings: every screen reading them sees the saved ones. */
export function useBillingSettingsSaved(): (settings: BillingSettings) => void {
  const queryClient = useQueryClient();
  return (settings) => queryClient.setQueryData(BILLING, settings);
}

/** The shop's accounting codes, null while they load or when refused. */
export function useAccountingSettings(): AccountingSettings | null {
  const data = useBackofficeData();
  return useQuery({ queryKey: ACCOUNTING, queryFn: () => data.accountingSettings() }).data ?? null;
}

/** Saves the accounting codes; the saved ones become what the section shows. */
export function useSaveAccountingSettings(onSaved: () => void) {
  const data = useBackofficeData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Schemas['AccountingSettingsInputDto']) => data.saveAccountingSettings(settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(ACCOUNTING, saved);
      onSaved();
    },
    // A refused rule comes back as a list of messages, each naming what to fix.
    onError: showListError,
  });
}
