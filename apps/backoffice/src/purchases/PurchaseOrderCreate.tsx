import {
  ArrayInput,
  AutocompleteInput,
  Create,
  DateInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  minValue,
  required,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FormatSelect } from '../common/FormatSelect';
import { PageHeader } from '../common/PageHeader';
import { showListError, showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { euroInput } from './purchases-shared';

/**
 * /dashboard/purchases/add (seeSupplierOrder, purchase module): a draft purchase order — a supplier, the
 * warehouse the goods are expected in, lines of catalogue products at a price HT — then its page.
 */
export default function PurchaseOrderCreate() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('purchases.menu.addOrder')} size="form" />
      <Create
        resource="purchase-orders"
        title={t('purchases.menu.addOrder')}
        mutationOptions={{
          onSuccess: (order: { id: number }) => {
            showSuccess(t('purchases.messages.orderCreated'));
            navigate(`/dashboard/purchases/${order.id}`);
          },
          onError: showListError,
        }}
      >
        <SimpleForm defaultValues={{ lines: [{ quantity: 1 }] }}>
          <ReferenceInput source="supplierId" reference="suppliers">
            <AutocompleteInput
              label={t('purchases.fields.supplier')}
              optionText="name"
              validate={required()}
              sx={{ width: 420, maxWidth: '100%' }}
            />
          </ReferenceInput>
          <ReferenceInput source="warehouseId" reference="warehouses">
            <SelectInput label={t('purchases.fields.warehouse')} optionText="name" sx={{ width: 320 }} />
          </ReferenceInput>
          <DateInput source="expectedOn" label={t('purchases.fields.expectedOn')} />
          <ArrayInput source="lines" label={t('purchases.fields.lines')}>
            <SimpleFormIterator inline disableReordering>
              <ReferenceInput source="productId" reference="products">
                <AutocompleteInput
                  label={t('purchases.fields.product')}
                  optionText="name"
                  validate={required()}
                  sx={{ minWidth: 280 }}
                />
              </ReferenceInput>
              <FormDataConsumer<{ productId?: number }>>
                {({ scopedFormData }) => (
                  <FormatSelect productId={scopedFormData?.productId} label={t('purchases.fields.format')} />
                )}
              </FormDataConsumer>
              <NumberInput
                source="quantity"
                label={t('purchases.fields.quantity')}
                validate={[required(), minValue(1)]}
                sx={{ width: 120 }}
              />
              <NumberInput
                source="unitHt"
                label={t('purchases.fields.unitHt')}
                validate={[required(), minValue(0)]}
                {...euroInput}
                sx={{ width: 180 }}
              />
            </SimpleFormIterator>
          </ArrayInput>
          <TextInput
            source="notes"
            label={t('purchases.fields.notes')}
            multiline
            sx={{ width: 600, maxWidth: '100%' }}
          />
        </SimpleForm>
      </Create>
    </>
  );
}
