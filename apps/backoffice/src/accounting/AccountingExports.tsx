import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField as RecordText,
} from 'react-admin';
import type { Schemas } from '@cuvee/api-client';
import { useBackofficeData, type JournalFileQuery, type NamedFile } from '../api/custom-methods';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useMoney } from '../common/formats';
import { showSuccess } from '../common/notices';
import { saveBlob } from '@cuvee/ui';
import { useT } from '../i18n';

type EntryLine = Schemas['EntryLineDto'];
const JOURNALS = ['VE', 'AC', 'BQ', 'CA', 'OD'] as const;

interface BooksFilePanelProps {
  title: string;
  hint: string;
  action: string;
  downloaded: string;
  /** The file of the days chosen (none: the API's default, the current fiscal year). */
  fetchFile: (period: { from?: string; to?: string }) => Promise<NamedFile>;
  /** What else the file needs, beside its days. */
  children?: ReactNode;
  [data: `data-${string}`]: string | undefined;
}

/** A file of the books for a period inside one fiscal year, downloaded under the name the API gives it. */
function BooksFilePanel({
  title,
  hint,
  action,
  downloaded,
  fetchFile,
  children,
  ...data
}: BooksFilePanelProps) {
  const t = useT();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const download = useMutation({
    mutationFn: () => fetchFile({ from: from || undefined, to: to || undefined }),
    onSuccess: ({ blob, name }) => {
      saveBlob(blob, name);
      showSuccess(downloaded);
    },
  });
  return (
    <Panel title={title} hint={hint} {...data}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="center" sx={{ mt: 1 }}>
        <TextField
          type="date"
          size="small"
          label={t('accounting.exports.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('accounting.exports.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {children}
        <Button
          variant="contained"
          disabled={download.isPending}
          onClick={() => download.mutate()}
          sx={{ flexShrink: 0 }}
        >
          {action}
        </Button>
      </Stack>
    </Panel>
  );
}

/** The FEC, tab or pipe separated, under its legal name. */
function FecPanel() {
  const t = useT();
  const data = useBackofficeData();
  const [separator, setSeparator] = useState<'tab' | 'pipe'>('tab');
  return (
    <BooksFilePanel
      title={t('accounting.exports.fec')}
      hint={t('accounting.exports.fecHint')}
      action={t('accounting.exports.download')}
      downloaded={t('accounting.exports.downloaded')}
      fetchFile={(period) => data.fecFile({ ...period, separator })}
      data-testid="fec-panel"
    >
      <TextField
        select
        size="small"
        label={t('accounting.exports.separator')}
        value={separator}
        onChange={(event) => setSeparator(event.target.value as 'tab' | 'pipe')}
      >
        <MenuItem value="tab">{t('accounting.exports.tab')}</MenuItem>
        <MenuItem value="pipe">{t('accounting.exports.pipe')}</MenuItem>
      </TextField>
    </BooksFilePanel>
  );
}

type Program = JournalFileQuery['format'];
const PROGRAMS: readonly Program[] = ['quadra', 'sage', 'ebp'];

/** The journals in the import format of the accountant's program (Quadra, Sage 100, EBP). */
function SoftwarePanel() {
  const t = useT();
  const data = useBackofficeData();
  const [format, setFormat] = useState<Program>('quadra');
  return (
    <BooksFilePanel
      title={t('accounting.exports.software')}
      hint={t('accounting.exports.softwareHint')}
      action={t('accounting.exports.softwareDownload')}
      downloaded={t('accounting.exports.softwareDownloaded')}
      fetchFile={(period) => data.journalFile({ ...period, format })}
      data-testid="software-panel"
    >
      <TextField
        select
        size="small"
        label={t('accounting.exports.program')}
        value={format}
        onChange={(event) => setFormat(event.target.value as Program)}
        sx={{ minWidth: 220 }}
      >
        {PROGRAMS.map((program) => (
          <MenuItem key={program} value={program}>
            {t(`accounting.exports.programs.${program}`)}
          </MenuItem>
        ))}
      </TextField>
    </BooksFilePanel>
  );
}

/**
 * /dashboard/accounting/exports (downloadAccountingExports, accounting module): the FEC of a period,
 * the same lines for the accountant's program, and the journals' lines as they were posted, by
 * journal, with their lettering.
 */
export default function AccountingExports() {
  const t = useT();
  const money = useMoney();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('accounting.journals.search')} />,
    <SelectInput
      key="journal"
      source="journal"
      alwaysOn
      label={t('accounting.journals.journal')}
      choices={JOURNALS.map((code) => ({ id: code, name: t(`accounting.journals.names.${code}`) }))}
    />,
  ];
  return (
    <>
      <PageHeader title={t('accounting.exports.title')} help="accounting-exports" />
      <Stack spacing={2}>
        <FecPanel />
        <SoftwarePanel />
      </Stack>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('accounting.journals.title')}
      </Typography>
      <List
        resource="accounting-entries"
        title={t('accounting.exports.title')}
        filters={filters}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={50}
        exporter={false}
        storeKey="accounting.journals"
        actions={false}
        empty={false}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <RecordText source="journal" label={t('accounting.journals.journal')} sortable={false} />
          <RecordText source="entryNumber" label={t('accounting.journals.number')} sortable={false} />
          <RecordText source="entryDate" label={t('accounting.journals.date')} />
          <RecordText source="pieceRef" label={t('accounting.journals.piece')} sortable={false} />
          <FunctionField<EntryLine>
            label={t('accounting.journals.account')}
            sortBy="account"
            render={(line) => `${line.account} ${line.accountTitle}`}
          />
          <FunctionField<EntryLine>
            label={t('accounting.journals.aux')}
            sortable={false}
            render={(line) => (line.auxAccount ? `${line.auxAccount} ${line.auxLabel ?? ''}` : '')}
          />
          <RecordText source="label" label={t('accounting.journals.label')} sortable={false} />
          <FunctionField<EntryLine>
            label={t('accounting.journals.debit')}
            sortable={false}
            textAlign="right"
            render={(line) => (line.debit ? money(line.debit) : '')}
          />
          <FunctionField<EntryLine>
            label={t('accounting.journals.credit')}
            sortable={false}
            textAlign="right"
            render={(line) => (line.credit ? money(line.credit) : '')}
          />
          <RecordText source="letter" label={t('accounting.journals.letter')} sortable={false} emptyText="" />
        </Datagrid>
      </List>
    </>
  );
}
