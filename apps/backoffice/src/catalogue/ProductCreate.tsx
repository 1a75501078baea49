import { Create } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { showListError, showSuccess } from '../common/notices';
import { productPath } from './catalogue-shared';
import { ProductForm } from './ProductForm';
import { toProductInput } from './product-input';

/** /dashboard/products/add (createProduct): a new product, then its page. */
export default function ProductCreate() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('catalogue.menu.add')} />
      <Create
        resource="products"
        title={t('catalogue.menu.add')}
        transform={toProductInput}
        mutationOptions={{
          onSuccess: (product: { id: number }) => {
            showSuccess(t('catalogue.messages.created'));
            navigate(productPath(product.id));
          },
          onError: showListError,
        }}
      >
        <ProductForm />
      </Create>
    </>
  );
}
