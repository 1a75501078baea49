import { Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { RecordMissing } from '../common/RecordMissing';
import { ProductCustoms } from '../customs/ProductCustoms';
import { useT } from '../i18n';
import { showListError, showSuccess } from '../common/notices';
import { ProductForm } from './ProductForm';
import { toFormValues, toProductInput } from './product-input';

/** /dashboard/products/{id}: the product with its formats, prices, vintages and e-label; its customs identity. */
export default function ProductEdit() {
  const t = useT();
  const { id } = useParams();
  return (
    <>
      <PageHeader title={t('catalogue.menu.products')} />
      <Edit
        resource="products"
        id={id}
        title={t('catalogue.menu.products')}
        error={<RecordMissing backTo="/dashboard/products" />}
        mutationMode="pessimistic"
        queryOptions={{ select: toFormValues }}
        transform={toProductInput}
        mutationOptions={{
          onSuccess: () => showSuccess(t('catalogue.messages.saved')),
          onError: showListError,
        }}
      >
        <ProductForm />
      </Edit>
      <ProductCustoms productId={Number(id)} />
    </>
  );
}
