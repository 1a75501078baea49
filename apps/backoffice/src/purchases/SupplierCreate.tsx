import { Create, SelectArrayInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { showListError, showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { usePaymentTermChoices, useSupplyChoices } from './purchases-shared';

/** /dashboard/suppliers/add (createSupplier): a supplier; SIRET and VAT number are checked by the API. */
export default function SupplierCreate() {
  const t = useT();
  const navigate = useNavigate();
  const wide = { width: 420, maxWidth: '100%' };
  return (
    <>
      <PageHeader title={t('purchases.menu.addSupplier')} />
      <Create
        resource="suppliers"
        title={t('purchases.menu.addSupplier')}
        mutationOptions={{
          onSuccess: (supplier: { id: number }) => {
            showSuccess(t('purchases.messages.supplierCreated'));
            navigate(`/dashboard/suppliers/${supplier.id}`);
          },
          onError: showListError,
        }}
      >
        <SimpleForm defaultValues={{ supplies: [] }}>
          <TextInput source="name" label={t('purchases.fields.name')} validate={required()} sx={wide} />
          <TextInput source="siret" label={t('purchases.fields.siret')} sx={wide} />
          <TextInput source="vatNumber" label={t('purchases.fields.vatNumber')} sx={wide} />
          <TextInput source="contactName" label={t('purchases.fields.contactName')} sx={wide} />
          <TextInput source="email" label={t('purchases.fields.email')} sx={wide} />
          <TextInput source="phone" label={t('purchases.fields.phone')} sx={wide} />
          <TextInput source="street" label={t('purchases.fields.street')} sx={wide} />
          <TextInput source="zipcode" label={t('purchases.fields.zipcode')} sx={{ width: 200 }} />
          <TextInput source="city" label={t('purchases.fields.city')} sx={wide} />
          <SelectInput
            source="paymentTerms"
            label={t('purchases.fields.paymentTerms')}
            choices={usePaymentTermChoices()}
            sx={wide}
          />
          <TextInput
            source="accountingCode"
            label={t('purchases.fields.accountingCode')}
            sx={{ width: 200 }}
          />
          <SelectArrayInput
            source="supplies"
            label={t('purchases.fields.supplies')}
            choices={useSupplyChoices()}
            sx={wide}
          />
          <TextInput source="notes" label={t('purchases.fields.notes')} multiline sx={wide} />
        </SimpleForm>
      </Create>
    </>
  );
}
