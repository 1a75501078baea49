import AddIcon from '@mui/icons-material/Add';
import StarIcon from '@mui/icons-material/Star';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  TextField,
  useDataProvider,
  useRefresh,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';
import { StockDeleteButton, StockToolbar, type WarehouseRecord } from './stock-shared';
import { showSuccess } from '../common/notices';
import { useFiscalChoices } from './WarehouseCreate';
import { EmptyList } from '../common/EmptyList';

function MakeDefault({ warehouse }: { warehouse: WarehouseRecord }) {
  const t = useT();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  if (warehouse.isDefault)
    return <StarIcon color="primary" fontSize="small" aria-label={t('stock.fields.isDefault')} />;
  return (
    <Button
      size="small"
      onClick={async (event) => {
        event.stopPropagation();
        await dataProvider.update('warehouses', {
          id: warehouse.id,
          data: { isDefault: true },
          previousData: warehouse,
        });
        showSuccess(t('common.saved'));
        refresh();
      }}
    >
      {t('stock.actions.makeDefault')}
    </Button>
  );
}

/** The regime the DRM declares a warehouse's stock under, changed in place by whom manages warehouses. */
function FiscalStatus({ warehouse }: { warehouse: WarehouseRecord }) {
  const t = useT();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  return (
    <Select
      size="small"
      variant="standard"
      value={warehouse.fiscalStatus}
      inputProps={{ 'aria-label': `${t('stock.fields.fiscalStatus')} ${warehouse.name}` }}
      onChange={async (event) => {
        await dataProvider.update('warehouses', {
          id: warehouse.id,
          data: { fiscalStatus: event.target.value },
          previousData: warehouse,
        });
        showSuccess(t('common.saved'));
        refresh();
      }}
    >
      {useFiscalChoices().map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </Select>
  );
}

/**
 * /dashboard/stocks/warehouses (seeAllStock, stocks module): the shop's warehouses, their fiscal status
 * (changed in place by whom manages warehouses) and stock; the default one takes orders that name none. Deleting one that holds stock is refused.
 */
export default function Warehouses() {
  const t = useT();
  const canOpen = useCanOpen();
  const manage = canOpen('/dashboard/stocks/add');
  const fiscal = useFiscalChoices();
  return (
    <>
      <PageHeader title={t('stock.menu.warehouses')} />
      <List
        resource="warehouses"
        title={t('stock.menu.warehouses')}
        actions={
          <StockToolbar>
            {manage && (
              <Button
                variant="contained"
                component={RouterLink}
                to="/dashboard/stocks/add"
                startIcon={<AddIcon />}
                data-create-page
              >
                {t('stock.menu.addWarehouse')}
              </Button>
            )}
          </StockToolbar>
        }
        sort={{ field: 'name', order: 'ASC' }}
        exporter={false}
        storeKey="stock.warehouses"
        empty={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <EmptyList
              nothingYet={t('stock.messages.noWarehouses')}
              create={{ to: '/dashboard/stocks/add', label: t('stock.menu.addWarehouse') }}
            />
          }
        >
          <TextField source="name" label={t('stock.fields.name')} />
          <TextField source="address" label={t('stock.fields.address')} emptyText="—" sortable={false} />
          <FunctionField<WarehouseRecord>
            label={t('stock.fields.fiscalStatus')}
            sortable={false}
            render={(w) =>
              manage ? (
                <FiscalStatus warehouse={w} />
              ) : (
                (fiscal.find((choice) => choice.id === w.fiscalStatus)?.name ?? w.fiscalStatus)
              )
            }
          />
          <NumberField source="onHand" label={t('stock.fields.onHand')} sortable={false} />
          <FunctionField<WarehouseRecord>
            label={t('stock.fields.isDefault')}
            sortable={false}
            render={(w) =>
              manage ? <MakeDefault warehouse={w} /> : w.isDefault ? <StarIcon fontSize="small" /> : null
            }
          />
          {manage && <StockDeleteButton confirmTitle={t('stock.messages.confirmDelete')} />}
        </Datagrid>
      </List>
    </>
  );
}
