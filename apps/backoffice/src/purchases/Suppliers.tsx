import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { List, SearchInput, TextField, FunctionField, TopToolbar } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';
import { useSupplyChoices, type SupplierRecord } from './purchases-shared';

/** /dashboard/suppliers (seeSupplier): the shop's suppliers, searchable; a row opens the supplier. */
export default function Suppliers() {
  const t = useT();
  const canOpen = useCanOpen();
  const supplies = useSupplyChoices();
  const suppliesOf = (supplier: SupplierRecord) =>
    supplier.supplies.map((kind) => supplies.find((choice) => choice.id === kind)?.name ?? kind).join(', ');
  return (
    <>
      <PageHeader title={t('purchases.menu.suppliers')} />
      <List
        resource="suppliers"
        title={t('purchases.menu.suppliers')}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t('purchases.fields.search')} />]}
        actions={
          <TopToolbar>
            {canOpen('/dashboard/suppliers/add') && (
              <Button
                variant="contained"
                component={RouterLink}
                to="/dashboard/suppliers/add"
                startIcon={<AddIcon />}
                data-create-page
              >
                {t('purchases.menu.addSupplier')}
              </Button>
            )}
          </TopToolbar>
        }
        sort={{ field: 'name', order: 'ASC' }}
        exporter={false}
        storeKey="purchases.suppliers"
        empty={false}
      >
        <ResponsiveList<SupplierRecord>
          rowClick={(id) => `/dashboard/suppliers/${id}`}
          empty={<p>{t('purchases.messages.noSuppliers')}</p>}
          mobile={{ primaryText: (s) => s.name, secondaryText: suppliesOf }}
        >
          <TextField source="name" label={t('purchases.fields.name')} />
          <TextField
            source="contactName"
            label={t('purchases.fields.contactName')}
            emptyText="—"
            sortable={false}
          />
          <TextField source="city" label={t('purchases.fields.city')} emptyText="—" />
          <FunctionField<SupplierRecord>
            label={t('purchases.fields.supplies')}
            sortable={false}
            render={suppliesOf}
          />
        </ResponsiveList>
      </List>
    </>
  );
}
