import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunctionField, List, Loading, TextField, useGetOne } from 'react-admin';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { ResponsiveList } from '../common/ResponsiveList';
import { RecordMissing } from '../common/RecordMissing';
import { useT } from '../i18n';
import {
  PurchaseStatusChip,
  usePaymentTermChoices,
  useSupplyChoices,
  type PurchaseOrderRecord,
  type SupplierRecord,
} from './purchases-shared';
import { SupplierEdit } from './SupplierEdit';

/** /dashboard/suppliers/{id} (seeSupplier): a supplier's identity (edited in place) and its purchase orders. */
export default function SupplierShow() {
  const t = useT();
  const money = useMoney();
  const id = Number(useParams().id);
  const {
    data: supplier,
    isPending,
    error,
  } = useGetOne<SupplierRecord>('suppliers', { id }, { enabled: id > 0, retry: false });
  const supplies = useSupplyChoices();
  const terms = usePaymentTermChoices();
  const [editing, setEditing] = useState(false);
  if (error || !(id > 0)) return <RecordMissing backTo="/dashboard/suppliers" />;
  if (isPending || !supplier) return <Loading />;
  const lines: [string, string | null][] = [
    [t('purchases.fields.siret'), supplier.siret],
    [t('purchases.fields.vatNumber'), supplier.vatNumber],
    [t('purchases.fields.contactName'), supplier.contactName],
    [t('purchases.fields.email'), supplier.email],
    [t('purchases.fields.phone'), supplier.phone],
    [
      t('purchases.fields.street'),
      [supplier.street, supplier.zipcode, supplier.city].filter(Boolean).join(', '),
    ],
    [t('purchases.fields.paymentTerms'), terms.find((c) => c.id === supplier.paymentTerms)?.name ?? null],
    [t('purchases.fields.accountingCode'), supplier.accountingCode],
    [
      t('purchases.fields.supplies'),
      supplier.supplies.map((kind) => supplies.find((c) => c.id === kind)?.name ?? kind).join(', '),
    ],
  ];
  return (
    <>
      <PageHeader
        title={supplier.name}
        actions={
          <Button variant="outlined" onClick={() => setEditing(!editing)}>
            {t(editing ? 'purchases.actions.stopEditing' : 'purchases.actions.edit')}
          </Button>
        }
      />
      <Stack spacing={2}>
        {editing ? (
          <SupplierEdit id={id} onDone={() => setEditing(false)} />
        ) : (
          <Panel title={t('purchases.panels.identity')} data-supplier-identity>
            {lines.map(([label, value]) => (
              <Typography key={label} variant="body2">
                <Typography component="span" variant="body2" color="text.secondary">
                  {label} :{' '}
                </Typography>
                {value || '—'}
              </Typography>
            ))}
          </Panel>
        )}
        <Panel title={t('purchases.panels.orders')}>
          <List
            resource="purchase-orders"
            filter={{ supplierId: id }}
            actions={false}
            disableSyncWithLocation
            storeKey={false}
            exporter={false}
            empty={false}
          >
            <ResponsiveList<PurchaseOrderRecord>
              rowClick={(orderId) => `/dashboard/purchases/${orderId}`}
              empty={<p>{t('purchases.messages.noOrders')}</p>}
              mobile={{ primaryText: (o) => o.number, secondaryText: (o) => money(o.totalHt) }}
            >
              <TextField source="number" label={t('purchases.fields.number')} />
              <FunctionField<PurchaseOrderRecord>
                label={t('purchases.fields.status')}
                source="status"
                render={(o) => <PurchaseStatusChip status={o.status} />}
              />
              <FunctionField<PurchaseOrderRecord>
                source="totalHt"
                label={t('purchases.fields.totalHt')}
                render={(o) => money(o.totalHt)}
              />
            </ResponsiveList>
          </List>
        </Panel>
      </Stack>
    </>
  );
}
