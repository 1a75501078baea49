import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useListContext, useRefresh, useUnselectAll } from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { useDateTime } from '../common/formats';
import { replyMessage, showSuccess } from '../common/notices';
import { useT, type TextKey } from '../i18n';
import type { ClientRecord } from './ClientForm';

/*
 * Erasing clients' personal data (docs/crm.md "Personal data"): the dialog that previews what an erasure
 * removes and what the law keeps, then runs it, and the clients list's bulk action for the prospects the
 * retention job proposes.
 */

type Erasure = Schemas['ErasureDto'];

const CONTEXTS = ['crm', 'billing', 'sales', 'marketing', 'reservations'] as const;

/** The context that holds a line (crm, billing…) in the reader's language, or its name. */
function useContextLabel(): (context: string) => string {
  const t = useT();
  return (context) =>
    (CONTEXTS as readonly string[]).includes(context)
      ? t(`crm.privacy.contexts.${context}` as TextKey)
      : context;
}

/** What an erasure removes by context, what the law keeps (why, until when), and what holds the identity. */
export function ErasureSummary({ erasure, done }: { erasure: Erasure; done: boolean }) {
  const t = useT();
  const contextLabel = useContextLabel();
  const dateTime = useDateTime();
  const contexts = [...new Set(erasure.erased.map((line) => line.context))];
  return (
    <Box data-erasure-summary>
      {erasure.partial && (
        <Alert severity="warning" sx={{ mb: 2 }} data-erasure-partial>
          <AlertTitle>{t('crm.privacy.partialTitle')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {erasure.holdsIdentity.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('crm.privacy.partialText')}
          </Typography>
        </Alert>
      )}
      <Typography variant="subtitle2" component="h3">
        {t(done ? 'crm.privacy.wasErased' : 'crm.privacy.willErase')}
      </Typography>
      {contexts.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
          {t('crm.privacy.nothingErased')}
        </Typography>
      ) : (
        contexts.map((context) => (
          <Box key={context} sx={{ mb: 1 }} data-erased-context={context}>
            <Typography variant="body2" color="text.secondary">
              {contextLabel(context)}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {erasure.erased
                .filter((line) => line.context === context)
                .map((line) => (
                  <li key={line.what}>
                    <Typography variant="body2">
                      {line.what} ({line.count})
                    </Typography>
                  </li>
                ))}
            </Box>
          </Box>
        ))
      )}
      {erasure.kept.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {t('crm.privacy.kept')}
          </Typography>
          <List dense disablePadding data-erasure-kept>
            {erasure.kept.map((line) => (
              <ListItem key={`${line.context}-${line.what}`} disableGutters>
                <ListItemText
                  primary={`${contextLabel(line.context)} · ${line.what} (${line.count})`}
                  secondary={
                    <>
                      {line.why}
                      {line.until && (
                        <>
                          <br />
                          {t('crm.privacy.keptUntil', { until: dateTime(line.until, false) })}
                        </>
                      )}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}

/**
 * "Effacer ses données…": loads the preview (GET /v1/clients/{id}/erasure), shows it, and on confirmation
 * erases (POST) and shows what was done. A refused preview shows the API's message; a refused erasure
 * shows it in the snackbars, as every action does.
 */
export function ErasureDialog({
  client,
  open,
  onClose,
  onErased,
}: {
  client: Pick<ClientRecord, 'id' | 'displayName'>;
  open: boolean;
  onClose: () => void;
  onErased: (erasure: Erasure) => void;
}) {
  const t = useT();
  const data = useBackofficeData();
  const queryClient = useQueryClient();
  const key = ['clients', client.id, 'erasure'];
  const preview = useQuery({
    queryKey: key,
    queryFn: () => data.clientErasure(client.id),
    enabled: open,
    retry: false,
    // Every opening reads it again: an invoice may have been paid since.
    gcTime: 0,
  });
  const erase = useMutation({
    mutationFn: () => data.eraseClient(client.id),
    onSuccess: (result) => {
      // The page's banner reads the same answer (why a pending erasure waits).
      queryClient.setQueryData(key, result);
      showSuccess(t(result.status === 'erased' ? 'crm.privacy.doneErased' : 'crm.privacy.donePending'));
      onErased(result);
    },
  });
  const close = () => {
    erase.reset();
    onClose();
  };
  const shown = erase.data ?? preview.data;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-erasure-dialog>
      <DialogTitle>{t('crm.privacy.eraseTitle', { name: client.displayName })}</DialogTitle>
      <DialogContent>
        {preview.isError ? (
          <Alert severity="error">{[replyMessage(preview.error) ?? ''].flat().join('\n')}</Alert>
        ) : !shown ? (
          <CircularProgress size={24} />
        ) : (
          <>
            {erase.data && (
              <Alert severity={erase.data.status === 'erased' ? 'success' : 'info'} sx={{ mb: 2 }}>
                {t(erase.data.status === 'erased' ? 'crm.privacy.doneErased' : 'crm.privacy.donePending')}
              </Alert>
            )}
            <ErasureSummary erasure={shown} done={erase.data !== undefined} />
            {!erase.data && (
              <Typography variant="body2" color="error" sx={{ mt: 2 }}>
                {t('crm.privacy.irreversible')}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t(erase.data ? 'common.close' : 'common.cancel')}</Button>
        {!erase.data && (
          <Button
            variant="contained"
            color="error"
            startIcon={
              erase.isPending ? <CircularProgress size={16} color="inherit" /> : <DeleteForeverOutlinedIcon />
            }
            disabled={!preview.data || erase.isPending}
            onClick={() => erase.mutate()}
          >
            {t('crm.privacy.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

interface BulkReport {
  erased: number;
  pending: { name: string; reasons: string[] }[];
  failed: { name: string; message: string }[];
}

/**
 * The clients list's "Effacer les données": the selected clients erased one after the other once
 * confirmed, with the progress, then the partial erasures (and their reasons) and the refusals.
 */
export function BulkEraseButton() {
  const t = useT();
  const data = useBackofficeData();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('clients');
  const { selectedIds, data: rows = [] } = useListContext<ClientRecord>();
  const [step, setStep] = useState<'closed' | 'confirm' | 'running' | 'done'>('closed');
  const [done, setDone] = useState(0);
  const [report, setReport] = useState<BulkReport | null>(null);
  const [targets, setTargets] = useState<{ id: number; name: string }[]>([]);

  const ask = () => {
    const names = new Map(rows.map((row) => [row.id, row.displayName]));
    setTargets(
      selectedIds.map((id) => ({ id: Number(id), name: names.get(Number(id)) ?? `#${String(id)}` })),
    );
    setStep('confirm');
  };
  const run = async () => {
    setStep('running');
    setDone(0);
    const result: BulkReport = { erased: 0, pending: [], failed: [] };
    for (const target of targets) {
      try {
        const erasure = await data.eraseClient(target.id);
        if (erasure.status === 'erased') result.erased += 1;
        else result.pending.push({ name: target.name, reasons: erasure.holdsIdentity });
      } catch (error) {
        result.failed.push({ name: target.name, message: [replyMessage(error) ?? ''].flat().join(' ') });
      }
      setDone((count) => count + 1);
    }
    setReport(result);
    setStep('done');
  };
  const close = () => {
    // The selection goes once the report is read: the button, and its dialog, live in the bulk toolbar.
    if (step === 'done') {
      unselectAll();
      refresh();
    }
    setStep('closed');
    setReport(null);
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteForeverOutlinedIcon />} onClick={ask} data-bulk-erase>
        {t('crm.privacy.bulk')}
      </Button>
      <Dialog
        open={step !== 'closed'}
        onClose={step === 'running' ? undefined : close}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{t('crm.privacy.bulkTitle', { count: targets.length })}</DialogTitle>
        <DialogContent>
          {step === 'confirm' && (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('crm.privacy.bulkText')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {targets.map((target) => target.name).join(', ')}
              </Typography>
              <Typography variant="body2" color="error" sx={{ mt: 2 }}>
                {t('crm.privacy.irreversible')}
              </Typography>
            </>
          )}
          {step === 'running' && (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('crm.privacy.bulkRunning', { done, total: targets.length })}
              </Typography>
              <LinearProgress variant="determinate" value={(100 * done) / Math.max(targets.length, 1)} />
            </>
          )}
          {step === 'done' && report && (
            <Box data-bulk-report>
              <Alert severity={report.failed.length > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
                {t('crm.privacy.bulkDone', {
                  erased: report.erased,
                  pending: report.pending.length,
                  failed: report.failed.length,
                })}
              </Alert>
              {report.pending.length > 0 && (
                <>
                  <Typography variant="subtitle2">{t('crm.privacy.bulkPending')}</Typography>
                  <List dense disablePadding>
                    {report.pending.map((line) => (
                      <ListItem key={line.name} disableGutters>
                        <ListItemText primary={line.name} secondary={line.reasons.join(' ; ')} />
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
              {report.failed.length > 0 && (
                <>
                  <Typography variant="subtitle2">{t('crm.privacy.bulkFailed')}</Typography>
                  <List dense disablePadding>
                    {report.failed.map((line) => (
                      <ListItem key={line.name} disableGutters>
                        <ListItemText primary={line.name} secondary={line.message} />
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          {step === 'confirm' && (
            <>
              <Button onClick={close}>{t('common.cancel')}</Button>
              <Button variant="contained" color="error" onClick={() => void run()}>
                {t('crm.privacy.confirm')}
              </Button>
            </>
          )}
          {step === 'done' && <Button onClick={close}>{t('common.close')}</Button>}
        </DialogActions>
      </Dialog>
    </>
  );
}
