import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMutation } from '@tanstack/react-query';
import {
  DateInput,
  Form,
  NumberInput,
  TextInput,
  required,
  useCreate,
  useGetList,
  useRefresh,
} from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { useDateTime, useMoney } from '../common/formats';
import { Panel } from '../common/Panel';
import { showListError, showSuccess } from '../common/notices';
import { useT } from '../i18n';
import {
  euroInput,
  PurchaseStatusChip,
  type PurchaseOrderRecord,
  type SupplierInvoiceRecord,
} from './purchases-shared';

/** A payment on one supplier invoice (at most what is left: the API says so otherwise). */
function PayForm({ invoice }: { invoice: SupplierInvoiceRecord }) {
  const t = useT();
  const refresh = useRefresh();
  const data = useBackofficeData();
  const pay = useMutation({
    mutationFn: (values: { amount: number }) =>
      data.paySupplierInvoice(invoice.id, { amount: values.amount }),
    onSuccess: () => {
      showSuccess(t('purchases.messages.paid'));
      refresh();
    },
  });
  return (
    <Form
      key={invoice.paid}
      defaultValues={{ amount: invoice.totalTtc - invoice.paid }}
      onSubmit={(values: Record<string, unknown>) => pay.mutate({ amount: Number(values.amount) })}
    >
      <Stack direction="row" spacing={1} alignItems="center">
        <NumberInput
          source="amount"
          label={t('purchases.fields.amount')}
          {...euroInput}
          sx={{ width: 150 }}
        />
        <Button type="submit" size="small" disabled={pay.isPending}>
          {t('purchases.actions.pay')}
        </Button>
      </Stack>
    </Form>
  );
}

/** The supplier's invoices of an order, their payments, and recording one against the receipts not yet billed. */
export function SupplierInvoicesPanel({ order }: { order: PurchaseOrderRecord }) {
  const t = useT();
  const money = useMoney();
  const date = useDateTime();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate();
  const { data: invoices = [] } = useGetList<SupplierInvoiceRecord>('supplier-invoices', {
    filter: { orderId: order.id },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'issuedOn', order: 'ASC' },
  });
  const billable = order.receipts.some((receipt) => receipt.invoiceId === null);
  return (
    <Panel title={t('purchases.panels.invoices')} data-supplier-invoices>
      {invoices.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('purchases.fields.invoiceNumber')}</TableCell>
              <TableCell>{t('purchases.fields.dueOn')}</TableCell>
              <TableCell align="right">{t('purchases.fields.totalTtc')}</TableCell>
              <TableCell align="right">{t('purchases.fields.paid')}</TableCell>
              <TableCell>{t('purchases.fields.status')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>{invoice.number}</TableCell>
                <TableCell>{date(invoice.dueOn, false)}</TableCell>
                <TableCell align="right">{money(invoice.totalTtc)}</TableCell>
                <TableCell align="right">{money(invoice.paid)}</TableCell>
                <TableCell>
                  <PurchaseStatusChip status={invoice.status} />
                </TableCell>
                <TableCell>{invoice.status !== 'paid' && <PayForm invoice={invoice} />}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {billable && (
        <Form
          key={invoices.length}
          onSubmit={(values: Record<string, unknown>) =>
            create(
              'supplier-invoices',
              { data: { orderId: order.id, ...values } },
              {
                onSuccess: () => {
                  showSuccess(t('purchases.messages.invoiced'));
                  refresh();
                },
                onError: showListError,
              },
            )
          }
        >
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
            <TextInput source="number" label={t('purchases.fields.invoiceNumber')} validate={required()} />
            <DateInput source="issuedOn" label={t('purchases.fields.issuedOn')} />
            <Button type="submit" variant="outlined" disabled={isPending}>
              {t('purchases.actions.invoice')}
            </Button>
          </Stack>
        </Form>
      )}
    </Panel>
  );
}
