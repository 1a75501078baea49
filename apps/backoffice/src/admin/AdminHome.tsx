import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { api } from '../services';
import { showSuccess } from '../common/notices';
import { AuditEntries } from '../audit';
import { AdminTabs } from './admin-kit';
import { CommissionPanel } from './CommissionPanel';

interface Draft {
  banner: boolean;
  page: boolean;
  /** datetime-local values (the browser's time zone). */
  startDate: string;
  endDate: string;
}

/** ISO instant → the value of a datetime-local input, in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

const toIso = (local: string): string | null => (local ? new Date(local).toISOString() : null);

/**
 * /admin: the administrators' home, with tabs to the sub-areas (shops, users, orders, products, ADR 0086).
 * Its tools: the maintenance notice that both fronts poll (PUT /v1/maintenances), the platform's
 * commission and its history, the log of what administrators did, and the audit trail of every shop and
 * of the platform (ADR 0065).
 */
export default function AdminHome() {
  const t = useT();
  const [draft, setDraft] = useState<Draft | null>(null);

  useEffect(() => {
    void api.GET('/v1/maintenances').then(({ data }) => {
      if (data) {
        setDraft({
          banner: data.banner,
          page: data.page,
          startDate: toLocalInput(data.startDate),
          endDate: toLocalInput(data.endDate),
        });
      }
    });
  }, []);

  const save = async () => {
    if (!draft) return;
    const { data } = await api.PUT('/v1/maintenances', {
      body: {
        banner: draft.banner,
        page: draft.page,
        startDate: toIso(draft.startDate),
        endDate: toIso(draft.endDate),
      },
    });
    if (data) showSuccess(t('common.saved'));
  };

  return (
    <Box>
      <PageHeader title={t('admin.title')} />
      <AdminTabs />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }} data-admin-maintenance>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('admin.maintenance')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('admin.maintenanceHelp')}
        </Typography>
        {draft && (
          <Stack spacing={2}>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.banner}
                  onChange={(event) => setDraft({ ...draft, banner: event.target.checked })}
                />
              }
              label={t('admin.banner')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.page}
                  onChange={(event) => setDraft({ ...draft, page: event.target.checked })}
                />
              }
              label={t('admin.page')}
            />
            <TextField
              type="datetime-local"
              label={t('admin.start')}
              value={draft.startDate}
              onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="datetime-local"
              label={t('admin.end')}
              value={draft.endDate}
              onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Box>
              <Button variant="contained" onClick={() => void save()}>
                {t('common.save')}
              </Button>
            </Box>
          </Stack>
        )}
      </Paper>
      <Box sx={{ mt: 3 }}>
        <CommissionPanel />
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} data-admin-actions>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('adminArea.audit.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('adminArea.audit.help')}
        </Typography>
        <AuditEntries platform actorRole="admin" />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} data-admin-audit>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('audit.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('audit.help')}
        </Typography>
        <AuditEntries platform />
      </Paper>
    </Box>
  );
}
