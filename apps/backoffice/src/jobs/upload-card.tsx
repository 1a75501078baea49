import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { components } from '@cuvee/api-client';
import { useState, type DragEvent } from 'react';
import { HttpError } from 'react-admin';
import { useFileSize } from '../common/formats';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { useTemplateDownload, type ImportUpload } from './jobs-data';
import { KindSelect } from './kind-select';

type ImportKind = components['schemas']['ImportKindDto'];

const ACCEPTED = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the kind holds: its required columns, the other programs' exports it reads, its templates. */
function KindCard({ kind }: { kind: ImportKind }) {
  const t = useT();
  const download = useTemplateDownload();
  const required = kind.columns.filter((column) => column.required).map((column) => column.label);
  return (
    <Box
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}
      data-import-kind={kind.kind}
      role="group"
      aria-label={kind.label}
    >
      {required.length > 0 && (
        <Typography variant="body2">{t('jobs.imports.expected', { fields: required.join(', ') })}</Typography>
      )}
      {kind.sources.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {/* A program's earlier and current exports share its name. */}
          {t('jobs.imports.sources', { sources: [...new Set(kind.sources)].join(', ') })}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} sx={{ mt: 1 }}>
        <Typography variant="body2">{t('jobs.imports.template')}</Typography>
        <Stack direction="row" spacing={1}>
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              aria-label={t('jobs.imports.templateOf', { format: format.toUpperCase() })}
              onClick={() => download({ kind: kind.kind, format })}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}

/** Why an upload failed, in words: the API's message, else what its status or the network says. */
function useRefusal(): (error: Error) => string {
  const t = useT();
  return (error) => {
    if (!(error instanceof HttpError)) return t('jobs.imports.network');
    if (error.message) return error.message;
    return t(error.status === 413 ? 'jobs.imports.tooLarge' : 'jobs.imports.unreadable');
  };
}

/** The bar of a running upload: how much went out, of how much, and a way to stop it. */
function UploadProgressBar({
  name,
  sent,
  total,
  onCancel,
}: {
  name: string;
  sent: number;
  total: number;
  onCancel(): void;
}) {
  const t = useT();
  const size = useFileSize();
  const percent = total > 0 ? Math.round((sent / total) * 100) : 0;
  return (
    <Stack spacing={1} sx={{ width: '100%' }} data-upload-progress>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {t('jobs.imports.sending', { name })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('jobs.imports.sending', { name })}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {/* Once all is sent, the API stores and reads the file before it answers. */}
          {sent >= total && total > 0
            ? t('jobs.imports.reading', { total: size(total) })
            : t('jobs.imports.sent', { sent: size(sent), total: size(total), percent })}
        </Typography>
        <Button size="small" onClick={onCancel}>
          {t('jobs.imports.cancelUpload')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The first step: the kind of data, its card with its templates, and the file, dropped or chosen,
 * handed to `onFile` at once; `sending` is its upload, shown with its progress or its refusal.
 */
export function UploadCard({
  kinds,
  kind,
  onKind,
  sending,
  onFile,
}: {
  kinds: ImportKind[];
  kind: string;
  onKind(kind: string): void;
  sending: ImportUpload;
  onFile(file: File): void;
}) {
  const t = useT();
  const refusal = useRefusal();
  const [over, setOver] = useState(false);
  const chosen = kinds.find((item) => item.kind === kind);
  const file = sending.variables?.file;

  const send = (picked: File | undefined) => {
    if (picked && kind) onFile(picked);
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    send(event.dataTransfer.files[0]);
  };

  return (
    <Panel title={t('jobs.imports.upload')} data-upload-card>
      <Stack spacing={2}>
        <Box sx={{ maxWidth: { md: 400 } }}>
          <KindSelect label={t('jobs.imports.kind')} kinds={kinds} value={kind} onChange={onKind} />
        </Box>
        {chosen && <KindCard kind={chosen} />}
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={dropped}
          data-drop-zone
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: over ? 'primary.main' : 'divider',
            bgcolor: over ? 'action.hover' : undefined,
            borderRadius: 2,
            p: { xs: 2, sm: 4 },
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            textAlign: 'center',
          }}
        >
          {sending.isPending && file && sending.progress ? (
            <UploadProgressBar
              name={file.name}
              sent={sending.progress.sent}
              total={sending.progress.total || file.size}
              onCancel={sending.cancel}
            />
          ) : (
            <>
              <CloudUploadIcon color="action" fontSize="large" />
              <Typography>{t('jobs.imports.drop')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('jobs.imports.or')}
              </Typography>
              <Button component="label" variant="contained" startIcon={<UploadFileIcon />} disabled={!kind}>
                {t('jobs.imports.choose')}
                <input
                  hidden
                  type="file"
                  accept={ACCEPTED}
                  aria-label={t('jobs.imports.file')}
                  onChange={(event) => {
                    send(event.target.files?.[0]);
                    // The same file chosen again is sent again.
                    event.target.value = '';
                  }}
                />
              </Button>
              <Typography variant="caption" color="text.secondary">
                {t('jobs.imports.formats')}
              </Typography>
            </>
          )}
        </Box>
        {sending.isError && (
          <Alert severity="error" data-upload-refusal>
            {file && <AlertTitle sx={{ overflowWrap: 'anywhere' }}>{file.name}</AlertTitle>}
            {refusal(sending.error)}
          </Alert>
        )}
      </Stack>
    </Panel>
  );
}
