import { Create, Edit, SimpleForm, useGetList, useGetOne } from 'react-admin';
import type { Schemas } from '@cuvee/api-client';
import { Panel } from '../common/Panel';
import { showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';
import { CustomsProductFields } from './CustomsProducts';

type CustomsProduct = Schemas['CustomsProductDto'];

/** The rule of the DRM page and of the customs API: the panel shows only to whom may open it. */
const DRM_PAGE = '/dashboard/stocks/drm';

/**
 * The customs identity of a product on its catalogue page: the customs product of every vintage,
 * edited (or created) through the same API as the DRM page; per-vintage ones are named.
 */
export function ProductCustoms({ productId }: { productId: number }) {
  const canOpen = useCanOpen();
  if (!canOpen(DRM_PAGE)) return null;
  return <ProductCustomsPanel productId={productId} />;
}

function ProductCustomsPanel({ productId }: { productId: number }) {
  const t = useT();
  const { data: product } = useGetOne<{ id: number; name: string }>('products', { id: productId });
  const { data, isPending, refetch } = useGetList<CustomsProduct>('customs-products', {
    filter: { productId },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
  });
  if (isPending) return null;
  const whole = data?.find((row) => row.vintageId === 0);
  const perVintage = (data ?? []).filter((row) => row.vintageId !== 0);
  const saved = {
    onSuccess: () => {
      showSuccess(t('customs.products.saved'));
      void refetch();
    },
  };
  return (
    <Panel
      title={t('customs.products.onProduct')}
      hint={t('customs.products.onProductHint')}
      data-product-customs
    >
      {whole ? (
        <Edit
          resource="customs-products"
          id={whole.id}
          mutationMode="pessimistic"
          mutationOptions={saved}
          redirect={false}
          title=" "
        >
          <SimpleForm>
            <CustomsProductFields creating={false} />
          </SimpleForm>
        </Edit>
      ) : (
        <Create
          resource="customs-products"
          mutationOptions={saved}
          redirect={false}
          title=" "
          transform={(values: Record<string, unknown>) => ({ ...values, productId, vintageId: 0 })}
        >
          <SimpleForm defaultValues={{ label: product?.name ?? '', crdCategory: 'T', da: 'stillWine' }}>
            <CustomsProductFields creating={false} />
          </SimpleForm>
        </Create>
      )}
      {perVintage.length > 0 && (
        <p>{t('customs.products.perVintage', { labels: perVintage.map((row) => row.label).join(', ') })}</p>
      )}
    </Panel>
  );
}
