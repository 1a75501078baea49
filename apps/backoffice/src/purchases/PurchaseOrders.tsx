import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import {
  FunctionField,
  List,
  SelectInput,
  TextField,
  TopToolbar,
  ReferenceInput,
  AutocompleteInput,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDateTime, useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';
import { SupplierInvoiceList } from './SupplierInvoiceList';
import { PurchaseStatusChip, useOrderStatusChoices, type PurchaseOrderRecord } from './purchases-shared';

/**
 * /dashboard/purchases (seeSupplierOrder, purchase module): purchase orders, filtered by supplier and
 * status; below them the supplier invoices with their due dates.
 */
export default function PurchaseOrders() {
  const t = useT();
  const money = useMoney();
  const date = useDateTime();
  const canOpen = useCanOpen();
  const filters = [
    <ReferenceInput key="supplierId" source="supplierId" reference="suppliers" alwaysOn>
      <AutocompleteInput label={t('purchases.fields.supplier')} optionText="name" sx={{ minWidth: 240 }} />
    </ReferenceInput>,
    <SelectInput
      key="status"
      source="status"
      label={t('purchases.fields.status')}
      choices={useOrderStatusChoices()}
      alwaysOn
    />,
  ];
  return (
    <>
      <PageHeader title={t('purchases.menu.orders')} />
      <List
        resource="purchase-orders"
        title={t('purchases.menu.orders')}
        filters={filters}
        actions={
          <TopToolbar>
            {canOpen('/dashboard/purchases/add') && (
              <Button
                variant="contained"
                component={RouterLink}
                to="/dashboard/purchases/add"
                startIcon={<AddIcon />}
                data-create-page
              >
                {t('purchases.menu.addOrder')}
              </Button>
            )}
          </TopToolbar>
        }
        sort={{ field: 'createdAt', order: 'DESC' }}
        exporter={false}
        storeKey="purchases.orders"
        empty={false}
      >
        <ResponsiveList<PurchaseOrderRecord>
          rowClick={(id) => `/dashboard/purchases/${id}`}
          empty={<p>{t('purchases.messages.noOrders')}</p>}
          mobile={{
            primaryText: (o) => `${o.number} — ${o.supplierName}`,
            secondaryText: (o) => money(o.totalHt),
          }}
        >
          <TextField source="number" label={t('purchases.fields.number')} />
          <TextField source="supplierName" label={t('purchases.fields.supplier')} sortable={false} />
          <FunctionField<PurchaseOrderRecord>
            source="status"
            label={t('purchases.fields.status')}
            render={(o) => <PurchaseStatusChip status={o.status} />}
          />
          <FunctionField<PurchaseOrderRecord>
            source="expectedOn"
            label={t('purchases.fields.expectedOn')}
            render={(o) => (o.expectedOn ? date(o.expectedOn, false) : '—')}
          />
          <FunctionField<PurchaseOrderRecord>
            source="totalHt"
            label={t('purchases.fields.totalHt')}
            render={(o) => money(o.totalHt)}
          />
        </ResponsiveList>
      </List>
      <SupplierInvoiceList />
    </>
  );
}
