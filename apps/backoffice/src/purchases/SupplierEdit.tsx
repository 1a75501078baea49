import { Edit, SimpleForm } from 'react-admin';
import { showListError, showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { SupplierFields, toSupplierInput } from './SupplierForm';

/**
 * A supplier's identity edited on its page (PUT /v1/suppliers/{id}, createSupplier): the creation's
 * inputs, SIRET and VAT number checked again by the API, whose refusals show as notices.
 */
export function SupplierEdit({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useT();
  return (
    <Edit
      resource="suppliers"
      id={id}
      mutationMode="pessimistic"
      transform={toSupplierInput}
      redirect={false}
      actions={false}
      mutationOptions={{
        onSuccess: () => {
          showSuccess(t('common.saved'));
          onDone();
        },
        onError: showListError,
      }}
    >
      <SimpleForm>
        <SupplierFields />
      </SimpleForm>
    </Edit>
  );
}
