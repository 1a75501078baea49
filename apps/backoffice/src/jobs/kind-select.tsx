import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';

/** A kind of import or export as GET /v1/imports/kinds and /v1/exports/kinds list them. */
interface Kind {
  kind: string;
  label: string;
}

/** The kind picked: the one of the `kind` query when offered, else the first, until another is. */
export function useKindChoice(kinds: readonly Kind[]): [string, (kind: string) => void] {
  const [kind, setKind] = useState('');
  const asked = useSearchParams()[0].get('kind');
  const offered = kinds.find((item) => item.kind === asked)?.kind;
  return [kind || offered || kinds[0]?.kind || '', setKind];
}

/** "Importer" and "Exporter" beside a list, opening those pages on its kind of data. */
export function FileTransferLinks({ kind }: { kind: string }) {
  const t = useT();
  const canOpen = useCanOpen();
  if (!canOpen('/dashboard/imports')) return null;
  return (
    <>
      <Button component={RouterLink} to={`/dashboard/imports?kind=${kind}`} startIcon={<UploadIcon />}>
        {t('jobs.links.import')}
      </Button>
      <Button component={RouterLink} to={`/dashboard/exports?kind=${kind}`} startIcon={<DownloadIcon />}>
        {t('jobs.links.export')}
      </Button>
    </>
  );
}

/** The select of the kinds of data the caller may import or export. */
export function KindSelect({
  label,
  kinds,
  value,
  onChange,
}: {
  label: string;
  kinds: readonly Kind[];
  value: string;
  onChange(kind: string): void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      {kinds.map((item) => (
        <MenuItem key={item.kind} value={item.kind}>
          {item.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
