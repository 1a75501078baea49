import {
  AutocompleteInput,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { useDateTime, useMoney } from '../common/formats';
import { Panel } from '../common/Panel';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { PurchaseStatusChip, useInvoiceStatusChoices, type SupplierInvoiceRecord } from './purchases-shared';

/**
 * The supplier invoices of every order on the purchases page, soonest due first, filtered by supplier
 * and status; a row opens its order (where it is paid).
 */
export function SupplierInvoiceList() {
  const t = useT();
  const money = useMoney();
  const date = useDateTime();
  const filters = [
    <ReferenceInput key="supplierId" source="supplierId" reference="suppliers" alwaysOn>
      <AutocompleteInput label={t('purchases.fields.supplier')} optionText="name" sx={{ minWidth: 240 }} />
    </ReferenceInput>,
    <SelectInput
      key="status"
      source="status"
      label={t('purchases.fields.status')}
      choices={useInvoiceStatusChoices()}
      alwaysOn
    />,
  ];
  return (
    <Panel title={t('purchases.panels.allInvoices')} data-invoice-list>
      <List
        resource="supplier-invoices"
        filters={filters}
        actions={false}
        sort={{ field: 'dueOn', order: 'ASC' }}
        disableSyncWithLocation
        storeKey="purchases.invoices"
        exporter={false}
        empty={false}
      >
        <ResponsiveList<SupplierInvoiceRecord>
          rowClick={(_id, _resource, invoice) => `/dashboard/purchases/${invoice.orderId}`}
          empty={<p>{t('purchases.messages.noInvoices')}</p>}
          mobile={{
            primaryText: (i) => i.number,
            secondaryText: (i) => `${date(i.dueOn, false)} · ${money(i.totalTtc - i.paid)}`,
          }}
        >
          <TextField source="number" label={t('purchases.fields.invoiceNumber')} />
          <ReferenceField
            source="supplierId"
            reference="suppliers"
            label={t('purchases.fields.supplier')}
            sortable={false}
            link={false}
          >
            <TextField source="name" />
          </ReferenceField>
          <FunctionField<SupplierInvoiceRecord>
            source="issuedOn"
            label={t('purchases.fields.issuedOn')}
            render={(i) => date(i.issuedOn, false)}
          />
          <FunctionField<SupplierInvoiceRecord>
            source="dueOn"
            label={t('purchases.fields.dueOn')}
            render={(i) => date(i.dueOn, false)}
          />
          <FunctionField<SupplierInvoiceRecord>
            source="totalTtc"
            label={t('purchases.fields.totalTtc')}
            render={(i) => money(i.totalTtc)}
          />
          <FunctionField<SupplierInvoiceRecord>
            label={t('purchases.fields.paid')}
            sortable={false}
            render={(i) => money(i.paid)}
          />
          <FunctionField<SupplierInvoiceRecord>
            source="status"
            label={t('purchases.fields.status')}
            sortable={false}
            render={(i) => <PurchaseStatusChip status={i.status} />}
          />
        </ResponsiveList>
      </List>
    </Panel>
  );
}
