import { Create, SimpleForm } from 'react-admin';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useBackofficeData } from '../api/custom-methods';
import { PageHeader } from '../common/PageHeader';
import { showListError, showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { PurchaseOrderFields } from './PurchaseOrderForm';

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
          <PurchaseOrderFields suggest={<SuggestButton />} />
        </SimpleForm>
      </Create>
    </>
  );
}
