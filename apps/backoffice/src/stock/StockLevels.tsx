import { PRODUCT_COLOURS } from '@cuvee/kernel';
import {
  FunctionField,
  List,
  NullableBooleanInput,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { useChoices } from '../crm/crm-shared';
import { ResponsiveList } from '../common/ResponsiveList';
import { AvailableChip, levelLabel, StockToolbar, type LevelRecord } from './stock-shared';
import { EmptyList } from '../common/EmptyList';

const levelPath = (id: unknown) => `/dashboard/stocks/${String(id)}`;

/** /dashboard/stocks (seeAllStock): every stock level, by warehouse, product, colour and appellation. */
export default function StockLevels() {
  const t = useT();
  const choices = useChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('stock.fields.search')} sx={{ minWidth: 260 }} />,
    <ReferenceInput key="warehouseId" source="warehouseId" reference="warehouses" alwaysOn>
      <SelectInput label={t('stock.fields.warehouse')} optionText="name" />
    </ReferenceInput>,
    <SelectInput
      key="color"
      source="color"
      label={t('stock.fields.colour')}
      choices={choices(PRODUCT_COLOURS)}
      alwaysOn
    />,
    <TextInput key="appellation" source="appellation" label={t('stock.fields.appellation')} alwaysOn />,
    <NullableBooleanInput key="low" source="low" label={t('stock.fields.low')} alwaysOn />,
  ];
  return (
    <>
      <PageHeader title={t('stock.menu.levels')} help="stock" />
      <List
        resource="stock-levels"
        title={t('stock.menu.levels')}
        filters={filters}
        actions={<StockToolbar />}
        sort={{ field: 'productName', order: 'ASC' }}
        perPage={25}
        exporter={false}
        storeKey="stock.levels"
        empty={false}
      >
        <ResponsiveList<LevelRecord>
          rowClick={levelPath}
          empty={<EmptyList nothingYet={t('stock.messages.noLevels')} />}
          mobile={{
            primaryText: levelLabel,
            secondaryText: (level) => level.warehouseName,
            tertiaryText: (level) => `${level.available}`,
          }}
        >
          <TextField source="productName" label={t('stock.fields.product')} />
          <TextField source="vintageName" label={t('stock.fields.vintage')} emptyText="—" sortable={false} />
          <TextField source="formatLabel" label={t('stock.fields.format')} sortable={false} />
          <TextField source="warehouseName" label={t('stock.fields.warehouse')} />
          <NumberField source="onHand" label={t('stock.fields.onHand')} />
          <NumberField source="reserved" label={t('stock.fields.reserved')} />
          <NumberField source="allocated" label={t('stock.fields.allocated')} />
          <FunctionField<LevelRecord>
            label={t('stock.fields.available')}
            sortable={false}
            textAlign="right"
            render={(level) => <AvailableChip level={level} />}
          />
        </ResponsiveList>
      </List>
    </>
  );
}
