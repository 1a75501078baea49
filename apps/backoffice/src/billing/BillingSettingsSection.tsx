import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useT } from '../i18n';
import { useAuthenticated } from '../session/use-session';
import { useMutation } from '@tanstack/react-query';
import { useBackofficeData } from '../api/custom-methods';
import { usePermission } from './billing-shared';
import { useBillingSettings } from './settings-data';

import { Block, SERIES_TEXTS, SettingsForm, type Series } from './billing-settings-form';

/*
 * Settings "billing" (?link=billing): the numbering series (prefix, digits, restart every fiscal year),
 * the legal mentions the documents print (legal form, RCS, capital; the company's name, SIRET, VAT
 * number and address are the shop's, section "infos"), the default payment terms, the late-payment
 * penalty rate, the early-payment discount, the quotes' validity, the footer and signature, and the
 * mail templates. Saving needs billOrder; the owner also checks the documents' integrity here.
 */

/** GET /v1/billing-integrity: every issued document's hash recomputed, the sequences without gaps. */
function IntegrityCheck() {
  const t = useT();
  const data = useBackofficeData();
  const {
    mutate: run,
    data: report,
    isPending: running,
  } = useMutation({ mutationFn: () => data.checkBillingIntegrity() });
  return (
    <Block title={t('billing.integrity.title')} hint={t('billing.integrity.hint')}>
      <Button variant="outlined" onClick={() => run()} disabled={running} data-action="integrity">
        {running ? <CircularProgress size={18} /> : t('billing.integrity.run')}
      </Button>
      {report && (
        <Alert
          severity={report.ok ? 'success' : 'error'}
          sx={{ mt: 2 }}
          data-integrity={report.ok ? 'ok' : 'problems'}
        >
          {report.ok ? (
            t('billing.integrity.ok', { count: report.checked })
          ) : (
            <>
              <div>{t('billing.integrity.problems', { count: report.checked })}</div>
              {report.tampered.map((document) => (
                <div key={`t${document.id}`}>
                  {t('billing.integrity.tampered', { number: document.number })}
                </div>
              ))}
              {report.gaps.map((gap) => (
                <div key={`g${gap.series}${gap.period}`}>
                  {t('billing.integrity.gap', {
                    series: t(SERIES_TEXTS[gap.series as Series] ?? 'billing.menu.bills'),
                    missing: gap.missing.join(', '),
                  })}
                </div>
              ))}
            </>
          )}
        </Alert>
      )}
    </Block>
  );
}

export default function BillingSettingsSection() {
  const t = useT();
  const can = usePermission();
  const { user } = useAuthenticated();
  const settings = useBillingSettings();
  const editable = can('billOrder');
  if (!settings) return <CircularProgress />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('billing.settings.readOnly')}
        </Alert>
      )}
      <SettingsForm initial={settings} editable={editable} />
      {/* The integrity check is the owner's (the API also opens it to billOrder collaborators). */}
      {user.role === 'owner' && (
        <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          <IntegrityCheck />
        </Box>
      )}
    </Paper>
  );
}
