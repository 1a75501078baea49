import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUSINESS_TYPOLOGIES } from '@cuvee/kernel';
import type { Schemas } from '@cuvee/api-client';
import {
  BooleanField,
  FunctionField,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
  useRecordContext,
} from 'react-admin';
import { useDateTime } from '../common/formats';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { api } from '../services';
import { AdminListPage, ConfirmedAction } from './admin-kit';

type AdminShop = Schemas['AdminShopDto'];

export function BlockShopButton({ shop }: { shop: AdminShop }) {
  const t = useT();
  const action = shop.blocked ? 'unblock' : 'block';
  return (
    <ConfirmedAction
      label={t(`adminArea.shops.${action}`)}
      title={t(`adminArea.shops.${action}Title`, { name: shop.name })}
      content={t(`adminArea.shops.${action}Text`)}
      color={shop.blocked ? 'primary' : 'warning'}
      data={{ 'data-shop-action': `${action}:${shop.id}` }}
      run={async () => {
        const path = shop.blocked ? '/v1/admin/shops/{id}/unblock' : '/v1/admin/shops/{id}/block';
        const { data } = await api.PUT(path, { params: { path: { id: shop.id } } });
        return data?.message;
      }}
    />
  );
}

/** The summary a row opens: who owns the shop, its address and codes, and a link to its public page. */
function ShopSummary() {
  const t = useT();
  const shop = useRecordContext<AdminShop>();
  const date = useDateTime();
  if (!shop) return null;
  const rows: [string, string][] = [
    [t('adminArea.shops.fields.code'), shop.code],
    [t('adminArea.shops.fields.urlShop'), `/${shop.urlShop}`],
    [t('adminArea.shops.fields.ownerEmail'), shop.ownerEmail ?? '—'],
    [t('adminArea.shops.fields.createdAt'), date(shop.createdAt, false)],
  ];
  return (
    <Box sx={{ p: 2 }} data-shop-summary={shop.id}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('adminArea.shops.summary')}
      </Typography>
      <Stack spacing={0.5}>
        {rows.map(([label, value]) => (
          <Typography key={label} variant="body2">
            <strong>{label} :</strong> {value}
          </Typography>
        ))}
        <Link href={`/${shop.urlShop}`} target="_blank" rel="noopener">
          {t('adminArea.shops.openShop')}
        </Link>
      </Stack>
    </Box>
  );
}

/** /admin/shops: every shop, with filters that each have an index, and block/unblock. */
export default function AdminShops() {
  const t = useT();
  const locale = useLocale();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <NullableBooleanInput
      key="blocked"
      source="blocked"
      label={t('adminArea.shops.fields.blocked')}
      alwaysOn
    />,
    <NullableBooleanInput key="online" source="online" label={t('adminArea.shops.fields.online')} />,
    <SelectInput
      key="businessType"
      source="businessType"
      label={t('adminArea.shops.fields.businessType')}
      choices={BUSINESS_TYPOLOGIES.map((item) => ({ id: item.key, name: item[locale] }))}
    />,
  ];
  return (
    <AdminListPage area="shops" filters={filters}>
      <ResponsiveList<AdminShop>
        rowClick="expand"
        expand={<ShopSummary />}
        mobile={{
          primaryText: (shop) => shop.name,
          secondaryText: (shop) => shop.ownerEmail ?? '',
          tertiaryText: (shop) => (shop.blocked ? t('adminArea.shops.fields.blocked') : ''),
          rowClick: false,
        }}
      >
        <TextField source="name" label={t('adminArea.shops.fields.name')} />
        <TextField source="code" label={t('adminArea.shops.fields.code')} />
        <FunctionField<AdminShop>
          label={t('adminArea.shops.fields.businessType')}
          sortBy="businessType"
          render={(shop) =>
            BUSINESS_TYPOLOGIES.find((b) => b.key === shop.businessType)?.[locale] ?? shop.businessType
          }
        />
        <TextField source="ownerEmail" label={t('adminArea.shops.fields.ownerEmail')} />
        <BooleanField source="online" label={t('adminArea.shops.fields.online')} />
        <BooleanField source="blocked" label={t('adminArea.shops.fields.blocked')} />
        <FunctionField<AdminShop> label="" render={(shop) => <BlockShopButton shop={shop} />} />
      </ResponsiveList>
    </AdminListPage>
  );
}
