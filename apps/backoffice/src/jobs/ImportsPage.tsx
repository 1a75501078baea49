import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { components } from '@cuvee/api-client';
import { useState } from 'react';
import { Datagrid, DateField, FunctionField, List, NumberField, TextField as RaTextField } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { ImportPanel } from './import-panel';
import { StatusChip, type JobStatus } from './job-status';
import { useImportKinds } from './jobs-data';
import { UploadCard, type Upload } from './upload-card';
import { EmptyList } from '../common/EmptyList';

type ImportDto = components['schemas']['ImportDto'];

/**
 * /dashboard/imports: upload a products, clients or stock counts file (the kinds the caller may import
 * come from the API), check it with a dry run (mapping detected from the headers, editable; refused rows
 * with their line and message), import it for real, follow the job, download the error report, revert.
 * The history below lists the shop's imports.
 */
export default function ImportsPage() {
  const t = useT();
  const kinds = useImportKinds();
  const [current, setCurrent] = useState<number | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);

  const open = (id: number) => {
    setUpload(null);
    setCurrent(id);
  };

  return (
    <>
      <PageHeader title={t('jobs.imports.title')} />
      <Stack spacing={2} sx={{ py: 2 }}>
        <UploadCard
          kinds={kinds}
          onStarted={(view, chosen) => {
            setUpload(chosen);
            setCurrent(view.id);
          }}
        />
        {current !== null && (
          <ImportPanel
            id={current}
            upload={upload}
            kinds={kinds}
            onReplaced={(view) => setCurrent(view.id)}
          />
        )}
        <Typography variant="h6">{t('jobs.imports.history')}</Typography>
        <List
          resource="imports"
          title={t('jobs.imports.title')}
          exporter={false}
          actions={false}
          storeKey="jobs.imports"
          empty={false}
        >
          <Datagrid
            bulkActionButtons={false}
            rowClick={(id) => (open(Number(id)), false)}
            empty={<EmptyList />}
          >
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
