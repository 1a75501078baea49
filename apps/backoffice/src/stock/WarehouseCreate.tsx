import { BooleanInput, Create, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { showListError, showSuccess } from '../common/notices';

export function useFiscalChoices() {
  const t = useT();
  return [
    { id: 'suspended', name: t('stock.fiscal.suspended') },
    { id: 'paid', name: t('stock.fiscal.paid') },
  ];
}

/** /dashboard/stocks/add (seeAllStock and createWarehouse): a new warehouse, then the warehouses list. */
export default function WarehouseCreate() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('stock.menu.addWarehouse')} />
      <Create
        resource="warehouses"
        title={t('stock.menu.addWarehouse')}
        mutationOptions={{
          onSuccess: () => {
            showSuccess(t('stock.messages.warehouseCreated'));
            navigate('/dashboard/stocks/warehouses');
          },
          onError: showListError,
        }}
      >
        <SimpleForm defaultValues={{ fiscalStatus: 'paid', isDefault: false }}>
          <TextInput source="name" label={t('stock.fields.name')} validate={required()} sx={{ width: 320 }} />
          <TextInput
            source="address"
            label={t('stock.fields.address')}
            sx={{ width: 600, maxWidth: '100%' }}
          />
          <SelectInput
            source="fiscalStatus"
            label={t('stock.fields.fiscalStatus')}
            choices={useFiscalChoices()}
            validate={required()}
            sx={{ width: 320 }}
          />
          <BooleanInput source="isDefault" label={t('stock.fields.isDefault')} />
        </SimpleForm>
      </Create>
    </>
  );
}
