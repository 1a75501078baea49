import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Datagrid, FunctionField, List, Pagination, useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useBackofficeData } from '../api/custom-methods';
import { useDateTime } from '../common/formats';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { isRunning, StatusChip } from '../jobs/job-status';
import { POLL_MS } from '../jobs/jobs-data';
import type { ClientRecord } from './ClientForm';
import { usePersonalDataRights } from './crm-shared';
import { ErasureDialog } from './erasure-dialog';

/*
 * The client page's share of clients' personal data (docs/crm.md "Personal data"): where the record stands
 * on erasure, and the panel with the portable export, the erasure and the consent history.
 */

type ExportRecord = Schemas['ExportDto'];
type Consent = Schemas['ClientConsentDto'];

/**
 * A banner over an erased client ("Données effacées le …"), one whose erasure waits for its reasons
 * (read from the preview by those who may erase), and a prospect the retention job proposes.
 */
export function ErasureBanner({ client }: { client: ClientRecord }) {
  const t = useT();
  const dateTime = useDateTime();
  const data = useBackofficeData();
  const { erases } = usePersonalDataRights();
  const pending = client.erasedAt === null && client.erasureRequestedAt !== null;
  const { data: erasure } = useQuery({
    queryKey: ['clients', client.id, 'erasure'],
    queryFn: () => data.clientErasure(client.id),
    enabled: pending && erases,
    retry: false,
  });
  if (client.erasedAt)
    return (
      <Alert severity="info" sx={{ mb: 2 }} data-erasure-banner="erased">
        <AlertTitle>{t('crm.privacy.bannerErased', { date: dateTime(client.erasedAt, false) })}</AlertTitle>
        {t('crm.privacy.bannerErasedText')}
      </Alert>
    );
  if (pending) {
    const reasons = erasure?.holdsIdentity ?? [];
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-erasure-banner="pending">
        <AlertTitle>
          {reasons.length > 0
            ? t('crm.privacy.bannerPending', { reasons: reasons.join(' ; ') })
            : t('crm.privacy.bannerPendingSince', { date: dateTime(client.erasureRequestedAt!, false) })}
        </AlertTitle>
        {t('crm.privacy.bannerPendingText')}
      </Alert>
    );
  }
  if (client.erasureProposedAt)
    return (
      <Alert severity="info" sx={{ mb: 2 }} data-erasure-banner="proposed">
        <AlertTitle>
          {t('crm.privacy.bannerProposed', { date: dateTime(client.erasureProposedAt, false) })}
        </AlertTitle>
        {t('crm.privacy.bannerProposedText')}
      </Alert>
    );
  return null;
}

/**
 * "Exporter ses données": the personalData export of this client (a zip, one file per context and sheet)
 * started in the chosen format, then followed until its download link is there, as on the exports page.
 */
function PersonalDataExport({ clientId }: { clientId: number }) {
  const t = useT();
  const data = useBackofficeData();
  const [format, setFormat] = useState<'csv' | 'xlsx'>('csv');
  const [exportId, setExportId] = useState<number | null>(null);
  const { mutate: start, isPending } = useMutation({
    mutationFn: () => data.startExport({ kind: 'personalData', format, filter: { client: clientId } }),
    onSuccess: (started) => setExportId(started.id),
  });
  const { data: started } = useGetOne<ExportRecord>(
    'exports',
    { id: exportId ?? 0, meta: { quiet: true } },
    {
      enabled: exportId !== null,
      refetchInterval: (query) => (query.state.data && !isRunning(query.state.data.status) ? false : POLL_MS),
    },
  );
  return (
    <Stack spacing={1} data-personal-data-export>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <TextField
          select
          size="small"
          label={t('crm.privacy.format')}
          value={format}
          onChange={(event) => setFormat(event.target.value as 'csv' | 'xlsx')}
          fullWidth={false}
          sx={{ width: 120 }}
        >
          <MenuItem value="csv">CSV</MenuItem>
          <MenuItem value="xlsx">XLSX</MenuItem>
        </TextField>
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={isPending} onClick={() => start()}>
          {t('crm.privacy.export')}
        </Button>
      </Stack>
      {started && (
        <Stack spacing={1} data-export-status={started.status}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <StatusChip status={started.status} />
            {started.status === 'completed' && started.downloadUrl && (
              <Button
                size="small"
                variant="contained"
                href={started.downloadUrl}
                target="_blank"
                rel="noopener"
                startIcon={<DownloadIcon />}
              >
                {t('jobs.exports.download')}
              </Button>
            )}
            <Button size="small" component={RouterLink} to="/dashboard/exports">
              {t('crm.privacy.allExports')}
            </Button>
          </Stack>
          {isRunning(started.status) && (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('crm.privacy.exportRunning', { progress: started.progress })}
              </Typography>
              <LinearProgress variant="determinate" value={started.progress} />
            </>
          )}
          {started.status === 'completed' && (
            <Typography variant="body2" color="text.secondary">
              {t('crm.privacy.exportReady', { file: started.fileName })}
            </Typography>
          )}
          {started.status === 'error' && (
            <Typography variant="body2" color="error">
              {t('crm.privacy.exportFailed', { error: started.error ?? '' })}
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The react-admin resource of a client's consent history (GET /v1/clients/{id}/consents). */
const consentsOf = (clientId: number) => `clients/${clientId}/consents`;

/** The client's marketing consent history, newest first, five a page. */
function ConsentHistory({ clientId }: { clientId: number }) {
  const t = useT();
  const dateTime = useDateTime();
  return (
    <List
      resource={consentsOf(clientId)}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={5}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      actions={false}
      disableSyncWithLocation
      storeKey={false}
      exporter={false}
      empty={false}
      component="div"
      queryOptions={{ meta: { quiet: true } }}
      title={false}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography color="text.secondary">{t('crm.privacy.noConsents')}</Typography>}
        data-consents
      >
        <FunctionField<Consent>
          label="Date"
          render={(consent) => dateTime(consent.createdAt)}
          sortable={false}
        />
        <FunctionField<Consent>
          label={t('crm.privacy.consent')}
          sortable={false}
          render={(consent) =>
            consent.granted ? (
              <Chip size="small" color="success" variant="outlined" label={t('crm.privacy.granted')} />
            ) : (
              <Chip size="small" variant="outlined" label={t('crm.privacy.withdrawn')} />
            )
          }
        />
        <FunctionField<Consent>
          label={t('crm.privacy.source')}
          sortable={false}
          render={(consent) => consent.sourceLabel}
        />
      </Datagrid>
    </List>
  );
}

/**
 * "Données personnelles (RGPD)" on the client page: the export and the erasure for those the API lets
 * (usePersonalDataRights), hidden once the data is erased; the consent history for everyone who reads
 * the client.
 */
export function PersonalDataPanel({ client, onErased }: { client: ClientRecord; onErased: () => void }) {
  const t = useT();
  const rights = usePersonalDataRights();
  const queryClient = useQueryClient();
  const [erasing, setErasing] = useState(false);
  const erasedNow = () => {
    // An erasure withdraws the marketing consent: the history has a new line.
    void queryClient.invalidateQueries({ queryKey: [consentsOf(client.id)] });
    onErased();
  };
  const erased = client.erasedAt !== null;
  return (
    <Panel
      title={t('crm.privacy.title')}
      hint={rights.exports && !erased ? t('crm.privacy.hint') : undefined}
      data-personal-data
    >
      {!erased && (rights.exports || rights.erases) && (
        <Stack spacing={1.5} sx={{ mb: 2 }}>
          {rights.exports && <PersonalDataExport clientId={client.id} />}
          {rights.erases && (
            <div>
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteForeverOutlinedIcon />}
                onClick={() => setErasing(true)}
              >
                {t('crm.privacy.erase')}
              </Button>
            </div>
          )}
        </Stack>
      )}
      {/* Outside the buttons: it stays open on its result while the page reloads the erased record. */}
      {rights.erases && (
        <ErasureDialog
          client={client}
          open={erasing}
          onClose={() => setErasing(false)}
          onErased={erasedNow}
        />
      )}
      <Typography variant="subtitle2" component="h3">
        {t('crm.privacy.consents')}
      </Typography>
      <ConsentHistory clientId={client.id} />
    </Panel>
  );
}
