import { Create, SimpleForm } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { showListError, showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { SupplierFields } from './SupplierForm';

/** /dashboard/suppliers/add (createSupplier): a supplier; SIRET and VAT number are checked by the API. */
export default function SupplierCreate() {
  const t = useT();
  const navigate = useNavigate();
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
          <SupplierFields />
        </SimpleForm>
      </Create>
    </>
  );
}
