import AutoFixHighOutlinedIcon from '@mui/icons-material/AutoFixHighOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { usePopup } from '@cuvee/ui';
import { useState } from 'react';
import {
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  useListContext,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';
import { api } from '../services';
import { ResponsiveList } from '../common/ResponsiveList';
import {
  BillingHeader,
  GRID_SX,
  LIST_SX,
  ListActions,
  day,
  documentPath,
  type VentilationRecord,
} from './billing-shared';
import { showSuccess } from '../common/notices';
import { useMoney } from '../common/formats';
import { EmptyList } from '../common/EmptyList';

/*
 * /dashboard/orders/ventilate (billOrder; ADR 0017): every line of an issued invoice, deposit invoice
 * or credit note and every payment received, with the accounts it goes to in the accounting export.
 * Entries are written pending with the settings' suggestions; "Ventiler automatiquement" binds the
 * pending ones (or those ticked) to the default accounts of the moment, and one entry can be bound to
 * accounts typed by hand. Only bound entries go to the export.
 */

const ACCOUNTS = ['revenueAccount', 'vatAccount', 'dutyAccount', 'counterpartAccount'] as const;
type AccountField = (typeof ACCOUNTS)[number];

function EditAccounts({ entry, onClose }: { entry: VentilationRecord; onClose: (saved: boolean) => void }) {
  const t = useT();
  const [values, setValues] = useState<Record<AccountField, string>>({
    revenueAccount: entry.revenueAccount,
    vatAccount: entry.vatAccount ?? '',
    dutyAccount: entry.dutyAccount ?? '',
    counterpartAccount: entry.counterpartAccount,
  });
  const save = async () => {
    const { data } = await api.PUT('/v1/ventilations/{id}', {
      params: { path: { id: entry.id } },
      body: {
        revenueAccount: values.revenueAccount.trim(),
        vatAccount: values.vatAccount.trim() || null,
        dutyAccount: values.dutyAccount.trim() || null,
        counterpartAccount: values.counterpartAccount.trim(),
      },
    });
    if (!data) return;
    showSuccess(t('billing.ventilation.saved'));
    onClose(true);
  };
  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="xs" fullWidth>
      <DialogTitle>{entry.label}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {ACCOUNTS.filter(
            (field) => field !== 'dutyAccount' || entry.amountDuties !== 0 || entry.dutyAccount,
          ).map((field) => (
            <TextField
              key={field}
              label={t(`billing.ventilation.${field}`)}
              value={values[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value.toUpperCase() })}
              slotProps={{ htmlInput: { inputMode: 'text', autoCapitalize: 'characters' } }}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('billing.editor.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()}>
          {t('billing.ventilation.bind')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The filter the list opens with. */
const UNBOUND = { bound: false };

/** Binds the pending entries (all of them, or those ticked) to the default accounts. */
function useAutoVentilate(): (ids?: number[]) => Promise<void> {
  const t = useT();
  const popup = usePopup();
  const refresh = useRefresh();
  return async (ids) => {
    const answer = await popup({
      title: t('billing.ventilation.autoTitle'),
      text: t(ids ? 'billing.ventilation.autoSelected' : 'billing.ventilation.autoText', {
        count: ids?.length ?? 0,
      }),
    });
    if (!answer) return;
    const { data } = await api.POST('/v1/ventilations/auto', { body: ids ? { ids } : {} });
    if (!data) return;
    showSuccess(t('billing.ventilation.bound', { count: data.bound }));
    refresh();
  };
}

function BindSelected() {
  const t = useT();
  const { selectedIds } = useListContext();
  const unselect = useUnselectAll('ventilations');
  const auto = useAutoVentilate();
  return (
    <Button
      startIcon={<AutoFixHighOutlinedIcon />}
      onClick={() => void auto(selectedIds.map(Number)).then(() => unselect())}
    >
      {t('billing.ventilation.autoSelection')}
    </Button>
  );
}

function Source({ entry }: { entry: VentilationRecord }) {
  if (entry.documentId)
    return (
      <Link
        component={RouterLink}
        to={documentPath(entry.reversed ? 'creditNote' : 'invoice', entry.documentId)}
        underline="hover"
        sx={{ display: 'inline-block', minWidth: 240 }}
      >
        {entry.label}
      </Link>
    );
  return (
    <Box component="span" sx={{ display: 'inline-block', minWidth: 240 }}>
      {entry.label}
    </Box>
  );
}

export default function VentilationPage() {
  const t = useT();
  const money = useMoney();
  const auto = useAutoVentilate();
  const [editing, setEditing] = useState<VentilationRecord | null>(null);
  const refresh = useRefresh();
  const signed = (entry: VentilationRecord, cents: number) => money(entry.reversed ? -cents : cents);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('billing.ventilation.search')} />,
    <NullableBooleanInput
      key="bound"
      source="bound"
      label={t('billing.ventilation.boundFilter')}
      trueLabel={t('billing.ventilation.boundYes')}
      falseLabel={t('billing.ventilation.boundNo')}
      alwaysOn
    />,
    <SelectInput
      key="journal"
      source="journal"
      label={t('billing.ventilation.journal')}
      choices={[
        { id: 'sales', name: t('billing.ventilation.journals.sales') },
        { id: 'bank', name: t('billing.ventilation.journals.bank') },
      ]}
      alwaysOn
    />,
  ];
  const account = (value: string | null) => (
    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
      {value ?? '—'}
    </Box>
  );
  return (
    <>
      <BillingHeader title={t('billing.menu.ventilate')} tabs="sales" />
      <List
        sx={LIST_SX}
        resource="ventilations"
        title={t('billing.menu.ventilate')}
        filters={filters}
        filterDefaultValues={UNBOUND}
        actions={
          <ListActions>
            <Button
              component={RouterLink}
              to="/dashboard/settings?link=accounting"
              startIcon={<SettingsOutlinedIcon />}
            >
              {t('billing.ventilation.defaults')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AutoFixHighOutlinedIcon />}
              onClick={() => void auto()}
              data-action="autoVentilate"
            >
              {t('billing.ventilation.auto')}
            </Button>
          </ListActions>
        }
        sort={{ field: 'date', order: 'DESC' }}
        perPage={50}
        exporter={false}
        storeKey="billing.ventilation"
        empty={false}
      >
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
          {t('billing.ventilation.hint')}
        </Typography>
        <ResponsiveList<VentilationRecord>
          sx={GRID_SX}
          rowClick={false}
          bulkActionButtons={<BindSelected />}
          empty={<EmptyList nothingYet={t('billing.ventilation.empty')} defaults={UNBOUND} />}
          mobile={{
            primaryText: (entry) => entry.label,
            secondaryText: (entry) =>
              `${day(entry.date)} · ${entry.revenueAccount} / ${entry.counterpartAccount}`,
            tertiaryText: (entry) => signed(entry, entry.amountHt),
          }}
        >
          <FunctionField<VentilationRecord>
            label={t('billing.ventilation.date')}
            sortBy="date"
            render={(entry) => day(entry.date)}
          />
          <FunctionField<VentilationRecord>
            label={t('billing.ventilation.journal')}
            sortable={false}
            render={(entry) => t(`billing.ventilation.journals.${entry.journal}`)}
          />
          <FunctionField<VentilationRecord>
            label={t('billing.ventilation.label')}
            sortable={false}
            render={(entry) => <Source entry={entry} />}
          />
          <FunctionField<VentilationRecord>
            label={t('billing.ventilation.amountHt')}
            sortBy="amountHt"
            textAlign="right"
            render={(entry) => signed(entry, entry.amountHt)}
          />
          <FunctionField<VentilationRecord>
            label={t('billing.ventilation.amountVat')}
            sortable={false}
            textAlign="right"
            render={(entry) => (entry.amountVat ? signed(entry, entry.amountVat) : '—')}
          />
          <FunctionField<VentilationRecord>
            label={t('billing.ventilation.revenueAccount')}
            sortable={false}
            render={(entry) => account(entry.revenueAccount)}
          />
          <FunctionField<VentilationRecord>
            label={t('billing.ventilation.vatAccount')}
            sortable={false}
            render={(entry) => account(entry.vatAccount)}
          />
          <FunctionField<VentilationRecord>
            label={t('billing.ventilation.dutyAccount')}
            sortable={false}
            render={(entry) => account(entry.dutyAccount)}
          />
          <FunctionField<VentilationRecord>
            label={t('billing.ventilation.counterpartAccount')}
            sortable={false}
            render={(entry) => account(entry.counterpartAccount)}
          />
          <FunctionField<VentilationRecord>
            label={t('billing.fields.status')}
            sortable={false}
            render={(entry) =>
              entry.bound ? (
                <Chip
                  size="small"
                  color="primary"
                  variant="outlined"
                  label={t('billing.ventilation.boundYes')}
                  data-bound
                />
              ) : (
                <Chip size="small" label={t('billing.ventilation.boundNo')} />
              )
            }
          />
          <FunctionField<VentilationRecord>
            label=""
            sortable={false}
            render={(entry) => (
              <Tooltip title={t('billing.ventilation.edit')}>
                <IconButton
                  size="small"
                  aria-label={t('billing.ventilation.edit')}
                  onClick={() => setEditing(entry)}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          />
        </ResponsiveList>
      </List>
      {editing && (
        <EditAccounts
          entry={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
    </>
  );
}
