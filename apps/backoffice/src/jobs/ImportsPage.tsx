import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import { useEffect, useState } from 'react';
import {
  Confirm,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  TextField as RaTextField,
} from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { api } from '../services';
import { base64Of, isRunning, saveBlob, StatusChip, type JobStatus } from './job-status';
import { KindSelect, useKindChoice } from './kind-select';

type ImportDto = components['schemas']['ImportDto'];
type ImportKind = components['schemas']['ImportKindDto'];
type RowError = components['schemas']['RowErrorDto'];

const POLL_MS = 1000;

/** The chosen file and how its columns are read, kept to run the dry run again with another mapping. */
interface Upload {
  kind: string;
  file: File;
  strict: boolean;
}

function UploadCard({
  kinds,
  onStarted,
}: {
  kinds: ImportKind[];
  onStarted(view: ImportDto, upload: Upload): void;
}) {
  const t = useT();
  const [chosen, setKind] = useKindChoice(kinds);
  const [file, setFile] = useState<File | null>(null);
  const [strict, setStrict] = useState(false);
  const [busy, setBusy] = useState(false);

  const simulate = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const { data } = await api.POST('/v1/imports', {
        body: { kind: chosen, fileName: file.name, data: await base64Of(file), dryRun: true, strict },
      });
      if (data) onStarted(data, { kind: chosen, file, strict });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {t('jobs.imports.upload')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
          <KindSelect label={t('jobs.imports.kind')} kinds={kinds} value={chosen} onChange={setKind} />
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {file ? file.name : t('jobs.imports.choose')}
            <input
              hidden
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label={t('jobs.imports.file')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <FormControlLabel
            control={<Checkbox checked={strict} onChange={(event) => setStrict(event.target.checked)} />}
            label={t('jobs.imports.strict')}
          />
          <Button variant="contained" disabled={!file || !chosen || busy} onClick={() => void simulate()}>
            {t('jobs.imports.simulate')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

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
  const [rows, setRows] = useState<RowError[]>([]);
  useEffect(() => {
    if (failed === 0) return;
    void api
      .GET('/v1/imports/{id}/rejections', { params: { path: { id }, query: { range: '[0,49]' } } })
      .then(({ data }) => setRows(data ?? []));
  }, [id, failed]);
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
function ImportPanel({
  initial,
  upload,
  kinds,
  onReplaced,
}: {
  initial: ImportDto;
  upload: Upload | null;
  kinds: ImportKind[];
  onReplaced(view: ImportDto): void;
}) {
  const t = useT();
  const [view, setView] = useState(initial);
  const [mapping, setMapping] = useState<Record<string, string | null>>({});
  const [confirmRevert, setConfirmRevert] = useState(false);

  useEffect(() => setView(initial), [initial]);
  useEffect(() => {
    if (!isRunning(view.status) && !(view.revertRequestedAt && !view.revertedAt)) return;
    const timer = setTimeout(() => {
      void api
        .GET('/v1/imports/{id}', { params: { path: { id: view.id } } })
        .then(({ data }) => data && setView(data));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [view]);

  const kind = kinds.find((item) => item.kind === view.kind);
  const finished = !isRunning(view.status);
  const counts = {
    created: view.created,
    updated: view.updated,
    skipped: view.skipped,
    failed: view.failed,
  };

  const simulateAgain = async () => {
    if (!upload) return;
    const { data } = await api.POST('/v1/imports', {
      body: {
        kind: upload.kind,
        fileName: upload.file.name,
        data: await base64Of(upload.file),
        dryRun: true,
        strict: upload.strict,
        mapping: Object.fromEntries(
          view.columns.map((c) => [c.header, c.header in mapping ? mapping[c.header]! : c.field]),
        ),
      },
    });
    if (data) onReplaced(data);
  };
  const confirm = async () => {
    const { data } = await api.POST('/v1/imports/{id}/confirm', { params: { path: { id: view.id } } });
    if (data) onReplaced(data);
  };
  const revert = async () => {
    setConfirmRevert(false);
    const { data } = await api.POST('/v1/imports/{id}/revert', { params: { path: { id: view.id } } });
    if (data) setView(data);
  };
  const report = async () => {
    const { data } = await api.GET('/v1/imports/{id}/errors', {
      params: { path: { id: view.id } },
      parseAs: 'blob',
    });
    if (data) saveBlob(data as Blob, `import-${view.id}-erreurs.csv`);
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
              <Button onClick={() => void report()}>{t('jobs.imports.errorReport')}</Button>
            )}
            {view.dryRun && finished && upload && (
              <Button onClick={() => void simulateAgain()}>{t('jobs.imports.simulateAgain')}</Button>
            )}
            {view.dryRun && view.status === 'completed' && (
              <Button variant="contained" onClick={() => void confirm()}>
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
          onConfirm={() => void revert()}
          onClose={() => setConfirmRevert(false)}
        />
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard/imports: upload a products, clients or stock counts file (the kinds the caller may import
 * come from the API), check it with a dry run (mapping detected from the headers, editable; refused rows
 * with their line and message), import it for real, follow the job, download the error report, revert.
 * The history below lists the shop's imports.
 */
export default function ImportsPage() {
  const t = useT();
  const [kinds, setKinds] = useState<ImportKind[]>([]);
  const [current, setCurrent] = useState<ImportDto | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);

  useEffect(() => {
    void api.GET('/v1/imports/kinds').then(({ data }) => setKinds(data ?? []));
  }, []);

  const open = async (id: number) => {
    const { data } = await api.GET('/v1/imports/{id}', { params: { path: { id } } });
    if (data) {
      setUpload(null);
      setCurrent(data);
    }
  };

  return (
    <>
      <PageHeader title={t('jobs.imports.title')} />
      <Stack spacing={2} sx={{ py: 2 }}>
        <UploadCard
          kinds={kinds}
          onStarted={(view, chosen) => {
            setUpload(chosen);
            setCurrent(view);
          }}
        />
        {current && <ImportPanel initial={current} upload={upload} kinds={kinds} onReplaced={setCurrent} />}
        <Typography variant="h6">{t('jobs.imports.history')}</Typography>
        <List
          resource="imports"
          title={t('jobs.imports.title')}
          exporter={false}
          actions={false}
          storeKey="jobs.imports"
        >
          <Datagrid bulkActionButtons={false} rowClick={(id) => (void open(Number(id)), false)}>
            <NumberField source="id" label="#" />
            <RaTextField source="kind" label={t('jobs.imports.kind')} />
            <RaTextField source="fileName" label={t('jobs.imports.fileName')} />
            <FunctionField
              label={t('jobs.imports.status')}
              render={(record: ImportDto) => (
                <Stack direction="row" spacing={1}>
                  <StatusChip status={record.status as JobStatus} />
                  {record.dryRun && <Typography variant="caption">{t('jobs.imports.dryRun')}</Typography>}
                </Stack>
              )}
            />
            <NumberField source="created" label={t('jobs.imports.created')} />
            <NumberField source="updated" label={t('jobs.imports.updated')} />
            <NumberField source="failed" label={t('jobs.imports.failed')} />
            <DateField source="createdAt" showTime label={t('jobs.imports.date')} />
          </Datagrid>
        </List>
      </Stack>
    </>
  );
}
