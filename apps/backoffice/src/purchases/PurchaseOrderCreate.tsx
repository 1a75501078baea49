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
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useBackofficeData } from '../api/custom-methods';
import { FormatSelect } from '../common/FormatSelect';
import { PageHeader } from '../common/PageHeader';
import { showListError, showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { euroInput } from './purchases-shared';

/** Replaces the lines with the suggested order: what brings each low stock back to twice its threshold. */
function SuggestButton() {
  const t = useT();
  const data = useBackofficeData();
  const { setValue } = useFormContext();
  const suggest = useMutation({
    mutationFn: () => data.suggestedPurchase(),
    onSuccess: (lines) => {
      if (lines.length === 0) return showSuccess(t('purchases.messages.nothingLow'));
      setValue(
        'lines',
        lines.map(({ productId, vintageId, formatId, quantity }) => ({
          productId,
          vintageId: vintageId || null,
          formatId,
          quantity,
        })),
        { shouldDirty: true },
      );
    },
  });
  return (
    <Button variant="outlined" disabled={suggest.isPending} onClick={() => suggest.mutate()} sx={{ mb: 1 }}>
      {t('purchases.actions.suggest')}
    </Button>
  );
}

/**
 * /dashboard/purchases/add (seeSupplierOrder, purchase module): a draft purchase order — a supplier, the
 * warehouse the goods are expected in, lines of catalogue products at a price HT — then its page.
 */
export default function PurchaseOrderCreate() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('purchases.menu.addOrder')} />
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
          <SuggestButton />
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
                sx={{ width: 150 }}
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
