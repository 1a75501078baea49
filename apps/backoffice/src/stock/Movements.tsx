import { saveBlob } from '@cuvee/ui';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  TextField,
  useListContext,
} from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { api } from '../services';
import { StockToolbar, useTypeChoices, type MovementRecord } from './stock-shared';
import { EmptyList } from '../common/EmptyList';

/** Downloads the ledger with the list's current filters (GET /v1/stock-movements/export). */
function ExportButton() {
  const t = useT();
  const { filterValues } = useListContext();
  const download = async () => {
    const { data } = await api.GET('/v1/stock-movements/export', {
      params: { query: { filter: JSON.stringify(filterValues) } },
      parseAs: 'blob',
    });
    if (data) saveBlob(data as Blob, 'mouvements-de-stock.csv');
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={() => void download()} data-export>
      {t('stock.actions.export')}
    </Button>
  );
}

/** The movement's line of the ledger: its type, signed quantity and where. */
export function useMovementColumns() {
  const t = useT();
  return [
    <DateField key="createdAt" source="createdAt" label={t('stock.fields.date')} showTime />,
    <FunctionField<MovementRecord>
      key="type"
      label={t('stock.fields.type')}
      sortBy="type"
      render={(m) => (
        <Chip
          size="small"
          variant="outlined"
          color={m.direction === 'entry' ? 'success' : 'warning'}
          label={t(`stock.types.${m.type}`)}
        />
      )}
    />,
    <FunctionField<MovementRecord>
      key="delta"
      label={t('stock.fields.quantity')}
      sortBy="delta"
      textAlign="right"
      render={(m) => <strong>{m.delta > 0 ? `+${m.delta}` : m.delta}</strong>}
    />,
    <TextField
      key="warehouseName"
      source="warehouseName"
      label={t('stock.fields.warehouse')}
      sortable={false}
    />,
    <TextField
      key="reason"
      source="reason"
      label={t('stock.fields.reason')}
      emptyText="—"
      sortable={false}
    />,
    <TextField
      key="sourceRef"
      source="sourceRef"
      label={t('stock.fields.sourceRef')}
      emptyText="—"
      sortable={false}
    />,
    <TextField
      key="userName"
      source="userName"
      label={t('stock.fields.user')}
      emptyText="—"
      sortable={false}
    />,
  ];
}

/**
 * /dashboard/stocks/movements (seeAllStock, stocks module): the ledger, filtered by warehouse, product,
 * type, direction and dates, exported as CSV with the same filters.
 */
export default function Movements() {
  const t = useT();
  const filters = [
    <ReferenceInput key="warehouseId" source="warehouseId" reference="warehouses" alwaysOn>
      <SelectInput label={t('stock.fields.warehouse')} optionText="name" />
    </ReferenceInput>,
    <ReferenceInput key="productId" source="productId" reference="products" alwaysOn>
      <AutocompleteInput
        label={t('stock.fields.product')}
        optionText="name"
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 260 }}
      />
    </ReferenceInput>,
    <SelectInput
      key="type"
      source="type"
      label={t('stock.fields.type')}
      choices={useTypeChoices()}
      alwaysOn
    />,
    <SelectInput
      key="direction"
      source="direction"
      label={t('stock.fields.direction')}
      choices={[
        { id: 'entry', name: t('stock.directions.entry') },
        { id: 'exit', name: t('stock.directions.exit') },
      ]}
    />,
    <DateInput key="from" source="from" label={t('stock.fields.from')} alwaysOn />,
    <DateInput key="to" source="to" label={t('stock.fields.to')} alwaysOn />,
  ];
  const columns = useMovementColumns();
  return (
    <>
      <PageHeader title={t('stock.menu.movements')} help="stock" />
      <List
        resource="stock-movements"
        title={t('stock.menu.movements')}
        filters={filters}
        actions={
          <StockToolbar>
            <ExportButton />
          </StockToolbar>
        }
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        exporter={false}
        storeKey="stock.movements"
        empty={false}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyList />}>
          <TextField source="productName" label={t('stock.fields.product')} sortable={false} />
          <TextField source="vintageName" label={t('stock.fields.vintage')} emptyText="—" sortable={false} />
          <TextField source="formatLabel" label={t('stock.fields.format')} sortable={false} />
          {columns}
        </Datagrid>
      </List>
    </>
  );
}
