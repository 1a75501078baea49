import { Create } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n';
import { usePageTitle } from '../layout/page-title';
import { showListError, showSuccess } from '../common/notices';
import { productPath } from './catalogue-shared';
import { ProductForm } from './ProductForm';
import { toProductInput } from './product-input';

/** /dashboard/products/add (createProduct): a new product, then its page. */
export default function ProductCreate() {
  const t = useT();
  const navigate = useNavigate();
  usePageTitle(t('catalogue.menu.add'));
  return (
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
  );
}
