import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { components } from '@cuvee/api-client';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useBackofficeData } from '../api/custom-methods';
import { useT } from '../i18n';
import { base64Of } from './job-status';
import { KindSelect, useKindChoice } from './kind-select';

type ImportDto = components['schemas']['ImportDto'];
type ImportKind = components['schemas']['ImportKindDto'];

/** The chosen file and how its columns are read, kept to run the dry run again with another mapping. */
export interface Upload {
  kind: string;
  file: File;
  strict: boolean;
}

/** The dry run of an upload, its columns read as the API guesses or as `mapping` says. */
export async function dryRunOf(
  upload: Upload,
  mapping?: components['schemas']['CreateImportDto']['mapping'],
): Promise<components['schemas']['CreateImportDto']> {
  return {
    kind: upload.kind,
    fileName: upload.file.name,
    data: await base64Of(upload.file),
    dryRun: true,
    strict: upload.strict,
    ...(mapping && { mapping }),
  };
}

/** The file to import, its kind and strictness, checked by a dry run. */
export function UploadCard({
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
  const data = useBackofficeData();
  const { mutate: simulate, isPending: busy } = useMutation({
    mutationFn: async (upload: Upload) => data.startImport(await dryRunOf(upload)),
    onSuccess: (view, upload) => onStarted(view, upload),
  });

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
          <Button
            variant="contained"
            disabled={!file || !chosen || busy}
            onClick={() => file && simulate({ kind: chosen, file, strict })}
          >
            {t('jobs.imports.simulate')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
