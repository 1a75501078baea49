import { Edit, SimpleForm } from 'react-admin';
import { showListError, showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { PurchaseOrderFields, toOrderInput } from './PurchaseOrderForm';

/**
 * A draft purchase order edited on its page (PUT /v1/purchase-orders/{id}: its lines are replaced); the
 * API refuses any other status, and its refusal shows as a notice.
 */
export function PurchaseOrderEdit({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useT();
  return (
    <Edit
      resource="purchase-orders"
      id={id}
      mutationMode="pessimistic"
      transform={toOrderInput}
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
        <PurchaseOrderFields />
      </SimpleForm>
    </Edit>
  );
}
