import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FunctionField, List, TextField as RaTextField } from 'react-admin';
import { useT } from '../i18n';
import { api, quietApi } from '../services';
import { ResponsiveList } from '../common/ResponsiveList';
import { GRID_SX, day, listQuery, today, type BankDepositRecord, type PaymentRecord } from './billing-shared';
import { showSuccess } from '../common/notices';
import { useMoney } from '../common/formats';
import { EmptyList } from '../common/EmptyList';

/*
 * The payments page's cheque deposits (remises de chèques): the batches already taken to the bank, and
 * the dialog that puts the cheques not deposited yet into a new batch.
 */

/** A batch of cheques for the bank: the cheques not deposited yet, all ticked. */
export function BankDepositDialog({ onClose }: { onClose: (saved: boolean) => void }) {
  const t = useT();
  const money = useMoney();
  const [cheques, setCheques] = useState<PaymentRecord[] | null>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [depositedOn, setDepositedOn] = useState(today());
  const [reference, setReference] = useState('');
  useEffect(() => {
    let live = true;
    void quietApi
      .GET('/v1/payments', {
        params: { query: listQuery({ type: 'check', deposited: false }, 100, ['receivedOn', 'ASC']) },
      })
      .then(({ data }) => {
        if (!live || !data) return;
        setCheques(data);
        setPicked(new Set(data.map((cheque) => cheque.id)));
      });
    return () => {
      live = false;
    };
  }, []);
  const total = (cheques ?? [])
    .filter((cheque) => picked.has(cheque.id))
    .reduce((sum, cheque) => sum + cheque.amount, 0);
  const save = async () => {
    const { data } = await api.POST('/v1/bank-deposits', {
      body: { paymentIds: [...picked], depositedOn, reference: reference.trim() || undefined },
    });
    if (!data) return;
    showSuccess(t('billing.deposits.saved', { count: data.count, amount: money(data.total) }));
    onClose(true);
  };
  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="sm" fullWidth>
      <DialogTitle>{t('billing.deposits.new')}</DialogTitle>
      <DialogContent>
        {cheques?.length === 0 ? (
          <Typography color="text.secondary">{t('billing.deposits.none')}</Typography>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Table size="small">
              <TableBody>
                {(cheques ?? []).map((cheque) => (
                  <TableRow key={cheque.id}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={picked.has(cheque.id)}
                        onChange={(event) => {
                          const next = new Set(picked);
                          if (event.target.checked) next.add(cheque.id);
                          else next.delete(cheque.id);
                          setPicked(next);
                        }}
                      />
                    </TableCell>
                    <TableCell>{day(cheque.receivedOn)}</TableCell>
                    <TableCell>{cheque.reference ?? '—'}</TableCell>
                    <TableCell align="right">{money(cheque.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>
              {t('billing.deposits.total', { count: picked.size, amount: money(total) })}
            </Typography>
            <Stack direction="row" spacing={2}>
              <TextField
                type="date"
                label={t('billing.deposits.depositedOn')}
                value={depositedOn}
                onChange={(event) => setDepositedOn(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label={t('billing.payments.reference')}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
              />
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('billing.editor.cancel')}</Button>
        <Button variant="contained" disabled={picked.size === 0} onClick={() => void save()}>
          {t('billing.deposits.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function BankDeposits() {
  const t = useT();
  const money = useMoney();
  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('billing.deposits.title')}
      </Typography>
      <List
        resource="bank-deposits"
        sort={{ field: 'depositedOn', order: 'DESC' }}
        perPage={10}
        exporter={false}
        actions={false}
        disableSyncWithLocation
        storeKey={false}
        title=" "
        empty={false}
      >
        <ResponsiveList<BankDepositRecord>
          sx={GRID_SX}
          rowClick={false}
          empty={<EmptyList nothingYet={t('billing.deposits.empty')} />}
          mobile={{
            primaryText: (batch) => `${day(batch.depositedOn)} · ${batch.reference ?? '—'}`,
            secondaryText: (batch) => `${batch.count} ${t('billing.deposits.cheques').toLowerCase()}`,
            tertiaryText: (batch) => money(batch.total),
          }}
        >
          <FunctionField<BankDepositRecord>
            label={t('billing.deposits.depositedOn')}
            render={(batch) => day(batch.depositedOn)}
            sortBy="depositedOn"
          />
          <RaTextField
            source="reference"
            label={t('billing.payments.reference')}
            emptyText="—"
            sortable={false}
          />
          <FunctionField<BankDepositRecord>
            label={t('billing.deposits.cheques')}
            render={(batch) => batch.count}
            sortable={false}
          />
          <FunctionField<BankDepositRecord>
            label={t('billing.payments.amount')}
            render={(batch) => money(batch.total)}
            sortBy="total"
            textAlign="right"
          />
        </ResponsiveList>
      </List>
    </Box>
  );
}
