import Chip from '@mui/material/Chip';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCESSORY_TYPES, PRODUCT_KINDS, PRODUCT_STATUSES, PRODUCT_TYPES } from '@cuvee/kernel';

/** A product's `type`: a drink's kernel type, or an accessory's. */
const TYPES = [...PRODUCT_TYPES, ...ACCESSORY_TYPES];
import type { Schemas } from '@cuvee/api-client';
import { useState } from 'react';
import {
  DateField,
  FunctionField,
  NullableBooleanInput,
  NumberInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { api } from '../services';
import { AdminListPage, ConfirmedAction } from './admin-kit';

type AdminProduct = Schemas['AdminProductDto'];

/** Hide a product that breaks the rules (the reason is asked), or restore it. */
function ModerationButton({ product }: { product: AdminProduct }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const hiding = !product.moderated;
  return (
    <ConfirmedAction
      label={t(hiding ? 'adminArea.products.hide' : 'adminArea.products.show')}
      title={t(hiding ? 'adminArea.products.hideTitle' : 'adminArea.products.showTitle', {
        name: product.name,
      })}
      color={hiding ? 'warning' : 'primary'}
      ready={!hiding || reason.trim().length > 0}
      data={{ 'data-product-action': `${hiding ? 'hide' : 'show'}:${product.id}` }}
      content={
        hiding ? (
          <>
            <Typography sx={{ mb: 2 }}>{t('adminArea.products.hideText')}</Typography>
            <MuiTextField
              fullWidth
              autoFocus
              label={t('adminArea.products.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 500, 'data-moderation-reason': true } }}
            />
          </>
        ) : (
          t('adminArea.products.showText')
        )
      }
      run={async () => {
        const { data } = await api.PUT('/v1/admin/products/{id}/moderation', {
          params: { path: { id: product.id } },
          body: hiding ? { moderated: true, reason: reason.trim() } : { moderated: false },
        });
        return data?.message;
      }}
    />
  );
}

/** /admin/products: every shop's products, by shop, kind, type, status and moderation. */
export default function AdminProducts() {
  const t = useT();
  const locale = useLocale();
  const label = (list: readonly { key: string; fr: string; en: string }[], key: string | null) =>
    (key && list.find((item) => item.key === key)?.[locale]) ?? key ?? '—';
  const choices = (list: readonly { key: string; fr: string; en: string }[]) =>
    list.map((item) => ({ id: item.key, name: item[locale] }));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <NumberInput key="shopId" source="shopId" label={t('adminArea.products.fields.shopId')} alwaysOn />,
    <SelectInput
      key="type"
      source="type"
      label={t('adminArea.products.fields.type')}
      choices={choices(TYPES)}
      alwaysOn
    />,
    <SelectInput
      key="status"
      source="status"
      label={t('adminArea.products.fields.status')}
      choices={choices(PRODUCT_STATUSES)}
    />,
    <SelectInput
      key="productType"
      source="productType"
      label={t('adminArea.products.fields.productType')}
      choices={choices(PRODUCT_KINDS)}
    />,
    <NullableBooleanInput
      key="moderated"
      source="moderated"
      label={t('adminArea.products.fields.moderated')}
    />,
  ];
  return (
    <AdminListPage area="products" filters={filters}>
      <ResponsiveList<AdminProduct>
        rowClick={false}
        mobile={{
          primaryText: (product) => product.name,
          secondaryText: (product) => product.shopName,
          tertiaryText: (product) => (product.moderated ? t('adminArea.products.fields.moderated') : ''),
        }}
      >
        <TextField source="name" label={t('adminArea.products.fields.name')} />
        <TextField source="shopName" label={t('adminArea.products.fields.shop')} sortable={false} />
        <FunctionField<AdminProduct>
          label={t('adminArea.products.fields.type')}
          sortable={false}
          render={(product) => label(TYPES, product.type)}
        />
        <FunctionField<AdminProduct>
          label={t('adminArea.products.fields.status')}
          sortBy="status"
          render={(product) => label(PRODUCT_STATUSES, product.status)}
        />
        <FunctionField<AdminProduct>
          label={t('adminArea.products.fields.moderated')}
          sortable={false}
          render={(product) =>
            product.moderated ? (
              <Chip
                size="small"
                color="warning"
                label={product.moderationReason ?? ''}
                data-moderated={product.id}
              />
            ) : (
              '—'
            )
          }
        />
        <DateField source="updatedAt" label={t('adminArea.products.fields.updatedAt')} />
        <FunctionField<AdminProduct> label="" render={(product) => <ModerationButton product={product} />} />
      </ResponsiveList>
    </AdminListPage>
  );
}
