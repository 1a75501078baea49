import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { components } from '@cuvee/api-client';
import { saveBlob } from '@cuvee/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, List, NumberField, Pagination, TextField as RaTextField, useGetOne } from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { Panel } from '../common/Panel';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT, type TextKey } from '../i18n';
import { isRunning, StatusChip, type JobStatus } from './job-status';
import { POLL_MS } from './jobs-data';

type ImportDto = components['schemas']['ImportDto'];
type RowError = components['schemas']['RowErrorDto'];

/** An import whose job runs, or whose revert was asked and not done yet. */
const busy = (view: ImportDto) =>
  isRunning(view.status as JobStatus) || Boolean(view.revertRequestedAt && !view.revertedAt);

/** The four counts of an import, named for a dry run (would) or a real one (did). */
function Counts({ view }: { view: ImportDto }) {
  const t = useT();
  const counts: [string, TextKey, number][] = [
    ['created', view.dryRun ? 'jobs.imports.toCreate' : 'jobs.imports.created', view.created],
    ['updated', view.dryRun ? 'jobs.imports.toUpdate' : 'jobs.imports.updated', view.updated],
    ['skipped', 'jobs.imports.unchanged', view.skipped],
    ['failed', 'jobs.imports.refused', view.failed],
  ];
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 1 }}
    >
      {counts.map(([name, label, value]) => (
        <Box
          key={name}
          sx={{
            border: 1,
            borderColor: name === 'failed' && value > 0 ? 'warning.main' : 'divider',
            borderRadius: 1,
            p: 1.5,
          }}
          data-count={name}
        >
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {value}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(label)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The refused rows, ten a page (GET /v1/imports/:id/rejections), in file order. */
function Rejections({ id }: { id: number }) {
  const t = useT();
  return (
    <List
      resource={`imports/${id}/rejections`}
      sort={{ field: 'line', order: 'ASC' }}
      perPage={10}
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
      <ResponsiveList<RowError>
        rowClick={false}
        mobile={{
          primaryText: (row) =>
            `${t('jobs.imports.line')} ${row.line}${row.column ? ` · ${row.column}` : ''}`,
          secondaryText: (row) => row.message,
          tertiaryText: (row) => row.value ?? '',
        }}
      >
        <NumberField source="line" label={t('jobs.imports.line')} sortable={false} />
        <RaTextField source="column" label={t('jobs.imports.column')} sortable={false} emptyText="" />
        <RaTextField source="value" label={t('jobs.imports.value')} sortable={false} emptyText="" />
        <RaTextField source="message" label={t('jobs.imports.message')} sortable={false} />
      </ResponsiveList>
    </List>
  );
}

/** What the finished job says, and what the user may do next. */
function summaryOf(view: ImportDto): { severity: 'success' | 'warning' | 'error'; text: TextKey | null } {
  // A completed import with an error is one whose revert was refused (stock moved since).
  if (view.status === 'error' || view.error) return { severity: 'error', text: null };
  if (view.dryRun)
    return view.failed
      ? { severity: 'warning', text: 'jobs.imports.checkedWithRefusals' }
      : { severity: 'success', text: 'jobs.imports.checked' };
  return { severity: view.failed ? 'warning' : 'success', text: 'jobs.imports.done' };
}

/**
 * An import followed live, the dry run's or the real one's: its progress, then its counts, its refused
 * rows with the error report, and the next step (import for real, change the mapping, revert).
 */
export function ImportPanel({
  id,
  onReplaced,
  onEditMapping,
  onAnother,
}: {
  id: number;
  onReplaced(view: ImportDto): void;
  /** Back to the mapping of the file this dry run checked; absent for an import opened from the history. */
  onEditMapping?: () => void;
  onAnother(): void;
}) {
  const t = useT();
  const data = useBackofficeData();
  const queryClient = useQueryClient();
  const [confirmRevert, setConfirmRevert] = useState(false);
  const { data: view } = useGetOne<ImportDto>(
    'imports',
    { id },
    // Read again while its job runs or its revert waits.
    { refetchInterval: ({ state }) => (state.data && busy(state.data) ? POLL_MS : false) },
  );
  // The answer of an action is the import as it now is (a new one for the real run).
  const replaced = {
    onSuccess: (next: ImportDto) => {
      onReplaced(next);
      return queryClient.invalidateQueries({ queryKey: ['imports'] });
    },
  };
  const confirm = useMutation({ mutationFn: (id: number) => data.confirmImport(id), ...replaced });
  const { mutate: revert } = useMutation({ mutationFn: (id: number) => data.revertImport(id), ...replaced });
  const { mutate: report } = useMutation({
    mutationFn: (id: number) => data.importErrorReport(id),
    onSuccess: (blob, id) => saveBlob(blob, `import-${id}-erreurs.csv`),
  });
  if (!view) return null;

  const finished = !isRunning(view.status as JobStatus);
  const summary = summaryOf(view);

  return (
    <Panel
      title={t(view.dryRun ? 'jobs.imports.checking' : 'jobs.imports.importing', { name: view.fileName })}
      actions={<StatusChip status={view.status as JobStatus} />}
      data-import-panel
    >
      <Stack spacing={2}>
        {busy(view) && (
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('jobs.imports.progress')} ·{' '}
              {t('jobs.imports.rows', { done: view.processedRows, total: view.totalRows ?? '…' })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={view.progress}
              aria-label={t('jobs.imports.progress')}
            />
          </Box>
        )}
        {finished && (
          <>
            <Alert severity={summary.severity} data-import-summary>
              {view.error ?? (summary.text && t(summary.text, { failed: view.failed }))}
            </Alert>
            <Counts view={view} />
          </>
        )}
        {finished && view.failed > 0 && (
          <Box data-rejections>
            <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap">
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('jobs.imports.rejections')}
              </Typography>
              {view.errorReportUrl && (
                <Button size="small" onClick={() => report(view.id)}>
                  {t('jobs.imports.errorReport')}
                </Button>
              )}
            </Stack>
            <Rejections id={view.id} />
          </Box>
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} justifyContent="flex-end">
          {finished && <Button onClick={onAnother}>{t('jobs.imports.another')}</Button>}
          {view.dryRun && finished && onEditMapping && (
            <Button onClick={onEditMapping}>{t('jobs.imports.editMapping')}</Button>
          )}
          {view.dryRun && view.status === 'completed' && (
            <Button variant="contained" disabled={confirm.isPending} onClick={() => confirm.mutate(view.id)}>
              {t('jobs.imports.confirm')}
            </Button>
          )}
          {!view.dryRun &&
            (view.status === 'completed' || view.status === 'error') &&
            !view.revertRequestedAt && (
              <Button color="warning" onClick={() => setConfirmRevert(true)}>
                {t('jobs.imports.revert')}
              </Button>
            )}
        </Stack>
      </Stack>
      <Confirm
        isOpen={confirmRevert}
        title={t('jobs.imports.revert')}
        content={t('jobs.imports.revertConfirm')}
        onConfirm={() => {
          setConfirmRevert(false);
          revert(view.id);
        }}
        onClose={() => setConfirmRevert(false)}
      />
    </Panel>
  );
}
