import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField as RecordText,
} from 'react-admin';
import type { Schemas } from '@cuvee/api-client';
import { useBackofficeData } from '../api/custom-methods';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useMoney } from '../common/formats';
import { showSuccess } from '../common/notices';
import { useT } from '../i18n';

type EntryLine = Schemas['EntryLineDto'];
const JOURNALS = ['VE', 'AC', 'BQ', 'CA', 'OD'] as const;

/** The FEC's period and separator, and its download under the legal name the API gives it. */
function FecPanel() {
  const t = useT();
  const data = useBackofficeData();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [separator, setSeparator] = useState<'tab' | 'pipe'>('tab');
  const download = useMutation({
    mutationFn: () => data.fecFile({ from: from || undefined, to: to || undefined, separator }),
    onSuccess: ({ blob, name }) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      URL.revokeObjectURL(url);
      showSuccess(t('accounting.exports.downloaded'));
    },
  });
  return (
    <Panel title={t('accounting.exports.fec')} data-testid="fec-panel">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('accounting.exports.fecHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="center">
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
        <Button variant="contained" disabled={download.isPending} onClick={() => download.mutate()}>
          {t('accounting.exports.download')}
        </Button>
      </Stack>
    </Panel>
  );
}

/**
 * /dashboard/accounting/exports (downloadAccountingExports, accounting module): the FEC of a period,
 * and the journals' lines as they were posted, by journal, with their lettering.
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
      <PageHeader title={t('accounting.exports.title')} />
      <FecPanel />
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
