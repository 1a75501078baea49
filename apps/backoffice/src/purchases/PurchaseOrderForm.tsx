import type { ReactNode } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  DateInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  minValue,
  required,
} from 'react-admin';
import type { Schemas } from '@cuvee/api-client';
import { FormatSelect } from '../common/FormatSelect';
import { useT } from '../i18n';
import { euroInput } from './purchases-shared';

/**
 * A purchase order's inputs, the same when it is drafted and when the draft is edited: the supplier, the
 * warehouse the goods are expected in, the day, lines of catalogue products at a price HT, notes.
 */
export function PurchaseOrderFields({ suggest }: { suggest?: ReactNode }) {
  const t = useT();
  return (
    <>
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
      {suggest}
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
    </>
  );
}

/** What PUT /v1/purchase-orders/{id} takes of the order the form holds (the API refuses unknown fields). */
export function toOrderInput(order: Schemas['PurchaseOrderDetailDto']): Schemas['PurchaseOrderInputDto'] {
  return {
    supplierId: order.supplierId,
    warehouseId: order.warehouseId,
    expectedOn: order.expectedOn || null,
    notes: order.notes,
    lines: order.lines.map(({ productId, vintageId, formatId, quantity, unitHt, vatRate }) => ({
      productId,
      vintageId: vintageId || null,
      formatId,
      quantity,
      unitHt,
      vatRate,
    })),
  };
}
