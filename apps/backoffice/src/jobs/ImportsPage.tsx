import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { components } from '@cuvee/api-client';
import { useState } from 'react';
import {
  DateField,
  FunctionField,
  List,
  NumberField,
  TextField as RaTextField,
  useGetOne,
} from 'react-admin';
import type { ImportUploadDto } from '../api/custom-methods';
import { useDateTime } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { ImportPanel } from './import-panel';
import { isRunning, StatusChip, type JobStatus } from './job-status';
import { pollWhileRunning, useImportKinds, useImportUpload } from './jobs-data';
import { useKindChoice } from './kind-select';
import { suggestedBinding } from './mapping';
import { MappingStep, type Draft } from './mapping-step';
import { UploadCard } from './upload-card';

type ImportDto = components['schemas']['ImportDto'];

const STEPS = ['file', 'mapping', 'check', 'import'] as const;

/** An import's status, and whether it was a dry run. */
function ImportStatus({ record }: { record: ImportDto }) {
  const t = useT();
  return (
    <Stack direction="row" spacing={1} component="span">
      <StatusChip status={record.status as JobStatus} />
      {record.dryRun && <Typography variant="caption">{t('jobs.imports.dryRun')}</Typography>}
    </Stack>
  );
}

/**
 * The stepper's step: the file until it is sent, its columns until the dry run starts, the check while
 * an import followed (`view`, undefined while it loads) is a dry run, then the import, all done once
 * it has run.
 */
function stepOf(uploaded: boolean, view: ImportDto | null | undefined): number {
  if (view === null) return uploaded ? 1 : 0;
  if (view?.dryRun !== false) return 2;
  return isRunning(view.status as JobStatus) ? 3 : 4;
}

/**
 * /dashboard/imports: a products, clients, stock counts or suppliers file (the kinds the caller may
 * import come from the API) in four steps: the file sent with its progress, its columns mapped on
 * a preview of its first rows, a dry run listing what would be created, updated or refused, then the
 * import for real, which can be reverted. The history below lists the shop's imports; a row opens it.
 */
export default function ImportsPage() {
  const t = useT();
  const dateTime = useDateTime();
  const kinds = useImportKinds();
  const [kind, setKind] = useKindChoice(kinds);
  const sending = useImportUpload();
  // The file sent, kept to send it again: an upload is consumed by the dry run that checks it.
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<ImportUploadDto | null>(null);
  const [draft, setDraft] = useState<Draft>({ binding: [], strict: false });
  const [current, setCurrent] = useState<number | null>(null);
  const { data: view } = useGetOne<ImportDto>('imports', { id: current ?? 0 }, { enabled: current !== null });

  const send = (to: string, picked: File) =>
    sending.mutate(
      { kind: to, file: picked },
      {
        onSuccess: (uploaded) => {
          setFile(picked);
          setUpload(uploaded);
          // Sent again, the file comes back with the mapping last given for its kind: this one.
          setDraft(({ strict }) => ({
            binding: suggestedBinding(uploaded.header, uploaded.columns),
            strict,
          }));
        },
      },
    );
  const restart = () => {
    setUpload(null);
    setCurrent(null);
  };
  const open = (id: number) => {
    sending.cancel();
    setUpload(null);
    setCurrent(id);
  };
  const step = stepOf(upload !== null, current === null ? null : view);

  return (
    <>
      <PageHeader title={t('jobs.imports.title')} help="imports" />
      <Stack spacing={2} sx={{ py: 2 }}>
        <Stepper activeStep={step} alternativeLabel aria-label={t('jobs.imports.upload')}>
          {STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{t(`jobs.imports.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && (
          <UploadCard
            kinds={kinds}
            kind={kind}
            onKind={setKind}
            sending={sending}
            onFile={(picked) => send(kind, picked)}
          />
        )}
        {current === null && upload && (
          <MappingStep
            upload={upload}
            kind={kinds.find((item) => item.kind === upload.kind)}
            draft={draft}
            onDraft={setDraft}
            onStarted={(started) => setCurrent(started.id)}
            onOtherFile={restart}
          />
        )}
        {current !== null && (
          <ImportPanel
            id={current}
            onReplaced={(next) => setCurrent(next.id)}
            onEditMapping={
              upload && file
                ? () => {
                    restart();
                    send(upload.kind, file);
                  }
                : undefined
            }
            onAnother={restart}
          />
        )}
        <Typography variant="h6" component="h2">
          {t('jobs.imports.history')}
        </Typography>
        <List
          resource="imports"
          title={t('jobs.imports.title')}
          exporter={false}
          actions={false}
          storeKey="jobs.imports"
          empty={false}
          queryOptions={{ refetchInterval: pollWhileRunning }}
        >
          <ResponsiveList<ImportDto>
            rowClick={(id) => (open(Number(id)), false)}
            mobile={{
              primaryText: (record) => `#${record.id} · ${record.fileName}`,
              secondaryText: (record) => <ImportStatus record={record} />,
              tertiaryText: (record) => dateTime(record.createdAt),
            }}
          >
            <NumberField source="id" label="#" />
            <FunctionField<ImportDto>
              source="kind"
              label={t('jobs.imports.kind')}
              render={(record) => kinds.find((item) => item.kind === record.kind)?.label ?? record.kind}
            />
            <RaTextField source="fileName" label={t('jobs.imports.fileName')} />
            <FunctionField<ImportDto>
              label={t('jobs.imports.status')}
              render={(record) => <ImportStatus record={record} />}
            />
            <NumberField source="created" label={t('jobs.imports.created')} />
            <NumberField source="updated" label={t('jobs.imports.updated')} />
            <NumberField source="failed" label={t('jobs.imports.failed')} />
            <DateField source="createdAt" showTime label={t('jobs.imports.date')} />
          </ResponsiveList>
        </List>
      </Stack>
    </>
  );
}
