import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { components } from '@cuvee/api-client';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  TextField as RaTextField,
  useGetList,
  useNotify,
  useRefresh,
} from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { PageHeader } from '../common/PageHeader';
import { ClientPicker, type ClientRecord } from '../orders/client-picker';
import { useT } from '../i18n';
import { StatusChip, type JobStatus } from './job-status';
import { pollWhileRunning, useExportKinds } from './jobs-data';
import { KindSelect, useKindChoice } from './kind-select';
import { EmptyList } from '../common/EmptyList';

type ExportDto = components['schemas']['ExportDto'];
type ExportFilter = components['schemas']['ExportFilterDto'];

interface FilterProps {
  filter: ExportFilter;
  value: string;
  onChange(value: string): void;
}

/**
 * A 'reference' filter: one of the rows of its API list (the shop's warehouses…), by name. Clients are
 * searched (a shop has thousands), archived ones included; a required filter offers no "all".
 */
function ReferenceFilter({ filter, value, onChange }: FilterProps) {
  const t = useT();
  const [client, setClient] = useState<ClientRecord | null>(null);
  const { data = [] } = useGetList<{ id: number; name?: string; displayName?: string }>(
    filter.resource ?? '',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: filter.resource !== 'clients' },
  );
  if (filter.resource === 'clients')
    return (
      <Box sx={{ minWidth: 280 }}>
        <ClientPicker
          label={filter.label}
          value={client && String(client.id) === value ? client : null}
          prospects
          archived
          onChange={(picked) => {
            setClient(picked);
            onChange(picked ? String(picked.id) : '');
          }}
        />
      </Box>
    );
  return (
    <TextField
      select
      size="small"
      label={filter.label}
      value={value}
      required={filter.required}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {!filter.required && <MenuItem value="">{t('jobs.exports.all')}</MenuItem>}
      {data.map((row) => (
        <MenuItem key={row.id} value={String(row.id)}>
          {row.name ?? row.displayName ?? `#${row.id}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One filter of the chosen kind, as the kinds list describes it: a day, a value of a list, a row. */
function FilterInput({ filter, value, onChange }: FilterProps) {
  const t = useT();
  if (filter.type === 'reference')
    return <ReferenceFilter filter={filter} value={value} onChange={onChange} />;
  if (filter.type === 'choice') {
    return (
      <TextField
        select
        size="small"
        label={filter.label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('jobs.exports.all')}</MenuItem>
        {(filter.choices ?? []).map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      type="date"
      size="small"
      label={filter.label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/**
 * /dashboard/exports: start an export of what the caller may export (clients, products, stock movements
 * and levels: the kinds come from the API, with their filters) as a zip of CSV or XLSX files written by
 * a job, and find one's exports; a finished zip also opens by itself through the documents poll
 * (GET /v1/documents/to-download).
 */
export default function ExportsPage() {
  const t = useT();
  const notify = useNotify();
  const refresh = useRefresh();
  const data = useBackofficeData();
  const kinds = useExportKinds();
  const [chosen, setKind] = useKindChoice(kinds);
  const [format, setFormat] = useState<'csv' | 'xlsx'>('xlsx');
  // Filter values by name; those of another kind are not sent (the API refuses unknown filters).
  const [filter, setFilter] = useState<Record<string, string>>({});
  const filters = kinds.find((item) => item.kind === chosen)?.filters ?? [];

  const { mutate: start } = useMutation({
    mutationFn: () =>
      data.startExport({
        kind: chosen,
        format,
        filter: Object.fromEntries(
          filters.flatMap((item) => (filter[item.name] ? [[item.name, filter[item.name]!]] : [])),
        ),
      }),
    onSuccess: () => {
      // The key: react-admin translates what it notifies.
      notify('jobs.exports.started', { type: 'info' });
      // The history shows it and is read again until its job is done.
      refresh();
    },
  });

  return (
    <>
      <PageHeader title={t('jobs.exports.title')} help="imports" />
      <Stack spacing={2} sx={{ py: 2 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" gutterBottom>
              {t('jobs.exports.start')}
            </Typography>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
              <KindSelect label={t('jobs.exports.kind')} kinds={kinds} value={chosen} onChange={setKind} />
              <TextField
                select
                size="small"
                label={t('jobs.exports.format')}
                value={format}
                onChange={(event) => setFormat(event.target.value as 'csv' | 'xlsx')}
                sx={{ minWidth: 160 }}
              >
                <MenuItem value="xlsx">XLSX</MenuItem>
                <MenuItem value="csv">CSV</MenuItem>
              </TextField>
              <Button variant="contained" disabled={!chosen} onClick={() => start()}>
                {t('jobs.exports.run')}
              </Button>
            </Stack>
            {filters.length > 0 && (
              <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={2}
                sx={{ mt: 2 }}
                aria-label={t('jobs.exports.filters')}
                role="group"
              >
                {filters.map((item) => (
                  <FilterInput
                    key={item.name}
                    filter={item}
                    value={filter[item.name] ?? ''}
                    onChange={(value) => setFilter((current) => ({ ...current, [item.name]: value }))}
                  />
                ))}
              </Stack>
            )}
          </CardContent>
        </Card>
        <Typography variant="h6">{t('jobs.exports.history')}</Typography>
        <List
          resource="exports"
          title={t('jobs.exports.title')}
          exporter={false}
          actions={false}
          storeKey="jobs.exports"
          empty={false}
          queryOptions={{ refetchInterval: pollWhileRunning }}
        >
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyList />}>
            <NumberField source="id" label="#" />
            <RaTextField source="kind" label={t('jobs.exports.kind')} />
            <RaTextField source="format" label={t('jobs.exports.format')} />
            <FunctionField
              label={t('jobs.imports.status')}
              render={(record: ExportDto) => <StatusChip status={record.status as JobStatus} />}
            />
            <NumberField source="rowCount" label={t('jobs.exports.rows')} />
            <DateField source="createdAt" showTime label={t('jobs.imports.date')} />
            <FunctionField
              render={(record: ExportDto) =>
                record.downloadUrl ? (
                  <Button size="small" href={record.downloadUrl} target="_blank" rel="noopener">
                    {t('jobs.exports.download')}
                  </Button>
                ) : null
              }
            />
          </Datagrid>
        </List>
      </Stack>
    </>
  );
}
