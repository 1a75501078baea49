import AccountingSettingsSection from '../billing/AccountingSettingsSection';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';

/**
 * /dashboard/accounting/codes (editAccountingCodes): the accounts every sale, payment and deposit is
 * posted to — the same codes as the settings' accounting section, on the accounting menu where the
 * accountant looks for them.
 */
export default function AccountingCodes() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('accounting.codes.title')} />
      <AccountingSettingsSection />
    </>
  );
}
