import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { components } from '@cuvee/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useGetOne } from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { useT } from '../i18n';
import { saveBlob } from '@cuvee/ui';
import { isRunning, StatusChip, type JobStatus } from './job-status';
import { POLL_MS } from './jobs-data';
import { dryRunOf, type Upload } from './upload-card';

type ImportDto = components['schemas']['ImportDto'];
type ImportKind = components['schemas']['ImportKindDto'];

/** An import whose job runs, or whose revert was asked and not done yet. */
const busy = (view: ImportDto) =>
  isRunning(view.status as JobStatus) || Boolean(view.revertRequestedAt && !view.revertedAt);

/** The mapping the import used, each file column with the field it feeds; editable before a new dry run. */
function MappingTable({
  view,
  kind,
  mapping,
  onChange,
}: {
  view: ImportDto;
  kind: ImportKind | undefined;
  mapping: Record<string, string | null>;
  onChange(mapping: Record<string, string | null>): void;
}) {
  const t = useT();
  return (
    <Table size="small" aria-label={t('jobs.imports.mapping')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('jobs.imports.header')}</TableCell>
          <TableCell>{t('jobs.imports.field')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {view.columns.map((column) => (
          <TableRow key={column.index}>
            <TableCell>{column.header}</TableCell>
            <TableCell>
              <TextField
                select
                size="small"
                variant="standard"
                value={(column.header in mapping ? mapping[column.header] : column.field) ?? ''}
                onChange={(event) => onChange({ ...mapping, [column.header]: event.target.value || null })}
                disabled={view.dryRun === false}
                sx={{ minWidth: 220 }}
              >
                <MenuItem value="">{t('jobs.imports.ignored')}</MenuItem>
                {(kind?.columns ?? []).map((field) => (
                  <MenuItem key={field.field} value={field.field}>
                    {field.label}
                    {field.required ? ` (${t('jobs.imports.required')})` : ''}
                  </MenuItem>
                ))}
              </TextField>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Rejections({ id, failed }: { id: number; failed: number }) {
  const t = useT();
  const data = useBackofficeData();
  const { data: rows = [] } = useQuery({
    queryKey: ['imports', id, 'rejections', failed],
    queryFn: () => data.importRejections(id),
    enabled: failed > 0,
  });
  if (failed === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle1">{t('jobs.imports.rejections')}</Typography>
      <Table size="small" aria-label={t('jobs.imports.rejections')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('jobs.imports.line')}</TableCell>
            <TableCell>{t('jobs.imports.column')}</TableCell>
            <TableCell>{t('jobs.imports.value')}</TableCell>
            <TableCell>{t('jobs.imports.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.line}</TableCell>
              <TableCell>{row.column ?? ''}</TableCell>
              <TableCell>{row.value ?? ''}</TableCell>
              <TableCell>{row.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** One import followed live: progress, counts, mapping, refused rows, and what can be done next. */
export function ImportPanel({
  id,
  upload,
  kinds,
  onReplaced,
}: {
  id: number;
  upload: Upload | null;
  kinds: ImportKind[];
  onReplaced(view: ImportDto): void;
}) {
  const t = useT();
  const data = useBackofficeData();
  const queryClient = useQueryClient();
  const [mapping, setMapping] = useState<Record<string, string | null>>({});
  const [confirmRevert, setConfirmRevert] = useState(false);
  const { data: view } = useGetOne<ImportDto>(
    'imports',
    { id },
    // Read again while its job runs or its revert waits.
    { refetchInterval: ({ state }) => (state.data && busy(state.data) ? POLL_MS : false) },
  );
  // The answer of an action is the import as it now is (a new one for a new dry run).
  const replaced = {
    onSuccess: (next: ImportDto) => {
      onReplaced(next);
      return queryClient.invalidateQueries({ queryKey: ['imports'] });
    },
  };
  const { mutate: simulateAgain } = useMutation({
    mutationFn: async ({ upload, view }: { upload: Upload; view: ImportDto }) =>
      data.startImport(
        await dryRunOf(
          upload,
          Object.fromEntries(
            view.columns.map((c) => [c.header, c.header in mapping ? mapping[c.header]! : c.field]),
          ),
        ),
      ),
    ...replaced,
  });
  const { mutate: confirm } = useMutation({
    mutationFn: (id: number) => data.confirmImport(id),
    ...replaced,
  });
  const { mutate: revert } = useMutation({ mutationFn: (id: number) => data.revertImport(id), ...replaced });
  const { mutate: report } = useMutation({
    mutationFn: (id: number) => data.importErrorReport(id),
    onSuccess: (blob, id) => saveBlob(blob, `import-${id}-erreurs.csv`),
  });
  if (!view) return null;

  const kind = kinds.find((item) => item.kind === view.kind);
  const finished = !isRunning(view.status);
  const counts = {
    created: view.created,
    updated: view.updated,
    skipped: view.skipped,
    failed: view.failed,
  };

  return (
    <Card data-import-panel>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography variant="h6">
              #{view.id} · {view.fileName}
            </Typography>
            <StatusChip status={view.status as JobStatus} />
          </Stack>
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
          {/* A completed import with an error is one whose revert was refused (stock moved since). */}
          <Alert
            severity={view.status === 'error' || view.error ? 'error' : view.failed ? 'warning' : 'success'}
          >
            {view.error ?? t(view.dryRun ? 'jobs.imports.dryRunCounts' : 'jobs.imports.counts', counts)}
          </Alert>
          <MappingTable view={view} kind={kind} mapping={mapping} onChange={setMapping} />
          {finished && <Rejections id={view.id} failed={view.failed} />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {view.errorReportUrl && (
              <Button onClick={() => report(view.id)}>{t('jobs.imports.errorReport')}</Button>
            )}
            {view.dryRun && finished && upload && (
              <Button onClick={() => simulateAgain({ upload, view })}>
                {t('jobs.imports.simulateAgain')}
              </Button>
            )}
            {view.dryRun && view.status === 'completed' && (
              <Button variant="contained" onClick={() => confirm(view.id)}>
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
      </CardContent>
    </Card>
  );
}
