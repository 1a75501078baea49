import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { hasPermission, PRODUCT_COLOURS, PRODUCT_KINDS, PRODUCT_STATUSES } from '@cuvee/kernel';
import { FunctionField, List, SearchInput, SelectInput, TextField, TopToolbar } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useChoices, useLabelOf } from '../crm/crm-shared';
import { useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { FileTransferLinks } from '../jobs/kind-select';
import { useGuardUser } from '../session/use-session';
import { ResponsiveList } from '../common/ResponsiveList';
import { PRODUCTS_PATH, productPath } from './catalogue-shared';
import { EmptyList } from '../common/EmptyList';

interface ListedFormat {
  price: number;
  unityValue: number;
  unity: string;
  unitPrice: { display: number; displayTtc: boolean } | null;
}

interface ListedProduct {
  id: number;
  name: string;
  precision: string | null;
  vintage: string | null;
  appellation: string | null;
  color: string | null;
  status: string;
  productType: string;
  formats: ListedFormat[];
}

function ListActions() {
  const t = useT();
  const user = useGuardUser();
  return (
    <TopToolbar>
      <FileTransferLinks kind="products" />
      {user !== null && user.role !== 'agent' && hasPermission(user.access, 'createProduct') && (
        <Button component={RouterLink} to={`${PRODUCTS_PATH}/add`} startIcon={<AddIcon />}>
          {t('catalogue.menu.add')}
        </Button>
      )}
    </TopToolbar>
  );
}

/** /dashboard/products: the shop's catalogue as its sellers see it, searchable and filtered. */
export default function ProductList() {
  const t = useT();
  const choices = useChoices();
  const labelOf = useLabelOf();
  const money = useMoney();
  const lowestPrice = (product: ListedProduct): string => {
    const prices = product.formats.map((format) => format.unitPrice?.display ?? format.price);
    return prices.length ? money(Math.min(...prices)) : '—';
  };
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={t('catalogue.fields.search')}
      sx={{ minWidth: 360 }}
    />,
    <SelectInput
      key="status"
      source="status"
      label={t('catalogue.fields.status')}
      choices={choices(PRODUCT_STATUSES)}
      alwaysOn
    />,
    <SelectInput
      key="productType"
      source="productType"
      label={t('catalogue.fields.productType')}
      choices={choices(PRODUCT_KINDS)}
      alwaysOn
    />,
  ];
  return (
    <>
      <PageHeader title={t('catalogue.menu.products')} help="catalogue-and-prices" />
      <List
        resource="products"
        title={t('catalogue.menu.products')}
        filters={filters}
        actions={<ListActions />}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        storeKey="catalogue.products"
        empty={false}
      >
        <ResponsiveList<ListedProduct>
          rowClick={productPath}
          empty={<EmptyList create={{ to: '/dashboard/products/add', label: t('catalogue.menu.add') }} />}
          mobile={{
            primaryText: (product) => product.name,
            secondaryText: (product) => [product.vintage, product.appellation].filter(Boolean).join(' · '),
            tertiaryText: lowestPrice,
          }}
        >
          <FunctionField<ListedProduct>
            source="name"
            label={t('catalogue.fields.name')}
            render={(product) => [product.name, product.precision].filter(Boolean).join(' — ')}
          />
          <TextField source="vintage" label={t('catalogue.fields.vintage')} emptyText="—" sortable={false} />
          <TextField source="appellation" label={t('catalogue.fields.appellation')} emptyText="—" />
          <FunctionField<ListedProduct>
            label={t('catalogue.fields.color')}
            sortable={false}
            render={(product) => labelOf(PRODUCT_COLOURS, product.color) || '—'}
          />
          <FunctionField<ListedProduct>
            label={t('catalogue.fields.formatCount')}
            sortable={false}
            textAlign="right"
            render={(product) => product.formats.length}
          />
          <FunctionField<ListedProduct>
            label={t('catalogue.fields.fromPrice')}
            sortable={false}
            textAlign="right"
            render={lowestPrice}
          />
          <FunctionField<ListedProduct>
            source="status"
            label={t('catalogue.fields.status')}
            render={(product) => labelOf(PRODUCT_STATUSES, product.status)}
          />
        </ResponsiveList>
      </List>
    </>
  );
}
