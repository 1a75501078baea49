import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import {
  BooleanInput,
  Form,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  minValue,
  useRefresh,
} from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { Panel } from '../common/Panel';
import { showSuccess } from '../common/notices';
import { useT } from '../i18n';
import type { PurchaseOrderRecord } from './purchases-shared';

type Values = {
  warehouseId?: number;
  deliveryNote?: string;
  confirmOver?: boolean;
  quantities?: Record<string, number | null>;
};

/**
 * Goods received against an order: a quantity per line (what it still waits for, to begin with), the
 * warehouse, the delivery note. More than ordered is refused by the API unless confirmed here.
 */
export function ReceiptForm({ order }: { order: PurchaseOrderRecord }) {
  const t = useT();
  const refresh = useRefresh();
  const data = useBackofficeData();
  const receive = useMutation({
    mutationFn: (values: Values) =>
      data.receivePurchaseOrder(order.id, {
        warehouseId: values.warehouseId,
        deliveryNote: values.deliveryNote || undefined,
        confirmOver: values.confirmOver === true,
        lines: order.lines
          .map((line) => ({
            orderLineId: line.id,
            quantity: Number(values.quantities?.[`l${line.id}`] ?? 0),
          }))
          .filter((line) => line.quantity > 0),
      }),
    onSuccess: () => {
      showSuccess(t('purchases.messages.received'));
      refresh();
    },
  });
  const defaults: Values = {
    warehouseId: order.warehouseId,
    confirmOver: false,
    quantities: Object.fromEntries(
      order.lines.map((line) => [`l${line.id}`, Math.max(0, line.quantity - line.received)]),
    ),
  };
  return (
    <Panel title={t('purchases.panels.receipt')} hint={t('purchases.messages.receiptHint')} data-receipt>
      <Form
        key={order.receipts.length}
        defaultValues={defaults}
        onSubmit={(values: Values) => receive.mutate(values)}
      >
        <Stack spacing={1}>
          {order.lines.map((line) => (
            <NumberInput
              key={line.id}
              source={`quantities.l${line.id}`}
              label={`${line.label} — ${t('purchases.fields.toReceive')}`}
              validate={minValue(0)}
              sx={{ width: 420, maxWidth: '100%' }}
            />
          ))}
          <ReferenceInput source="warehouseId" reference="warehouses">
            <SelectInput label={t('purchases.fields.warehouse')} optionText="name" sx={{ width: 320 }} />
          </ReferenceInput>
          <TextInput source="deliveryNote" label={t('purchases.fields.deliveryNote')} sx={{ width: 320 }} />
          <BooleanInput source="confirmOver" label={t('purchases.fields.confirmOver')} />
          <div>
            <Button type="submit" variant="contained" disabled={receive.isPending}>
              {t('purchases.actions.receive')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Panel>
  );
}
