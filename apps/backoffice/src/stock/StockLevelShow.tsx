import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import {
  Datagrid,
  Form,
  List,
  Loading,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  required,
  useGetList,
  useGetOne,
  useRefresh,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';
import { api } from '../services';
import { useMovementColumns } from './Movements';
import {
  AvailableChip,
  levelLabel,
  StockToolbar,
  useTypeChoices,
  MANUAL_TYPES,
  type LevelRecord,
} from './stock-shared';
import { showSuccess } from '../common/notices';

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="div">
        {value}
      </Typography>
    </Box>
  );
}

type Values = Record<string, unknown>;

/** A form that posts through the typed client; the API's error shows in the snackbar, the page reloads. */
function ActionForm({
  submit,
  done,
  label,
  children,
  defaultValues,
}: {
  submit: (values: Values) => Promise<{ error?: unknown }>;
  done: string;
  label: string;
  children: ReactNode;
  defaultValues?: Values;
}) {
  const refresh = useRefresh();
  // A new key after each save: the form starts again from its defaults.
  const [round, setRound] = useState(0);
  return (
    <Form
      key={round}
      defaultValues={defaultValues}
      onSubmit={async (values: Values) => {
        const { error } = await submit(values);
        if (error) return;
        showSuccess(done);
        setRound((n) => n + 1);
        refresh();
      }}
    >
      <Stack spacing={0}>{children}</Stack>
      <SaveButton label={label} alwaysEnable />
    </Form>
  );
}

/**
 * /dashboard/stocks/{id} (seeAllStock): one product × vintage × format in one warehouse: its numbers,
 * the forms that move it (entry or exit, transfer, count, threshold) and its history in the ledger.
 */
export default function StockLevelShow() {
  const t = useT();
  const { id } = useParams();
  const { data: level, isPending } = useGetOne<LevelRecord>('stock-levels', { id: Number(id) });
  const { data: warehouses = [] } = useGetList('warehouses', { pagination: { page: 1, perPage: 100 } });
  const types = useTypeChoices(MANUAL_TYPES);
  const withModule = useCanOpen()('/dashboard/stocks/movements');
  // Every hook before the early return: the ledger's columns use the translations (React error #310
  // when a reload first renders the loading state, then the page with one hook more).
  const movementColumns = useMovementColumns();
  if (isPending || !level) return <Loading />;
  const ref = { productId: level.productId, vintageId: level.vintageId || null, formatId: level.formatId };
  const quantity = (
    <NumberInput
      source="quantity"
      label={t('stock.fields.quantity')}
      validate={required()}
      min={1}
      step={1}
    />
  );
  const reason = <TextInput source="reason" label={t('stock.fields.reason')} />;
  return (
    <Box sx={{ pb: 4 }}>
      <StockToolbar />
      <PageHeader title={levelLabel(level)} subtitle={level.warehouseName}>
        <Card sx={{ mt: 1 }}>
          <CardContent>
            <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
              <Figure label={t('stock.fields.onHand')} value={level.onHand} />
              <Figure label={t('stock.fields.reserved')} value={level.reserved} />
              <Figure label={t('stock.fields.allocated')} value={level.allocated} />
              <Figure label={t('stock.fields.available')} value={<AvailableChip level={level} />} />
              <Figure label={t('stock.fields.lowThreshold')} value={level.lowThreshold ?? '—'} />
            </Stack>
          </CardContent>
        </Card>
      </PageHeader>
      {/* Moving stock and reading the ledger need the stocks module: without it, the figures only. */}
      {withModule && (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              mb: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            }}
          >
            <Panel fill title={t('stock.detail.movement')}>
              <ActionForm
                label={t('stock.actions.record')}
                done={t('stock.messages.recorded')}
                defaultValues={{ type: 'production' }}
                submit={(v) =>
                  api.POST('/v1/stock-movements', {
                    body: {
                      ...ref,
                      warehouseId: level.warehouseId,
                      type: v.type as 'production',
                      quantity: Number(v.quantity),
                      reason: (v.reason as string) || undefined,
                      sourceRef: (v.sourceRef as string) || undefined,
                    },
                  })
                }
              >
                <SelectInput
                  source="type"
                  label={t('stock.fields.type')}
                  choices={types}
                  validate={required()}
                />
                {quantity}
                {reason}
                <TextInput source="sourceRef" label={t('stock.fields.sourceRef')} />
              </ActionForm>
            </Panel>
            <Panel fill title={t('stock.detail.transfer')}>
              <ActionForm
                label={t('stock.actions.transfer')}
                done={t('stock.messages.transferred')}
                submit={(v) =>
                  api.POST('/v1/stock-transfers', {
                    body: {
                      ...ref,
                      fromWarehouseId: level.warehouseId,
                      toWarehouseId: Number(v.toWarehouseId),
                      quantity: Number(v.quantity),
                      reason: (v.reason as string) || undefined,
                    },
                  })
                }
              >
                <SelectInput
                  source="toWarehouseId"
                  label={t('stock.fields.toWarehouse')}
                  choices={warehouses.filter((w) => w.id !== level.warehouseId)}
                  optionText="name"
                  validate={required()}
                />
                {quantity}
                {reason}
              </ActionForm>
            </Panel>
            <Panel fill title={t('stock.detail.count')} hint={t('stock.detail.countHint')}>
              <ActionForm
                label={t('stock.actions.count')}
                done={t('stock.messages.counted')}
                defaultValues={{ counted: level.onHand }}
                submit={(v) =>
                  api.POST('/v1/stock-counts', {
                    body: {
                      warehouseId: level.warehouseId,
                      reason: (v.reason as string) || undefined,
                      lines: [{ ...ref, counted: Number(v.counted) }],
                    },
                  })
                }
              >
                <NumberInput
                  source="counted"
                  label={t('stock.fields.counted')}
                  validate={required()}
                  min={0}
                  step={1}
                />
                {reason}
              </ActionForm>
            </Panel>
            <Panel fill title={t('stock.detail.threshold')} hint={t('stock.detail.thresholdHint')}>
              <ActionForm
                label={t('stock.actions.saveThreshold')}
                done={t('stock.messages.thresholdSaved')}
                defaultValues={{ lowThreshold: level.lowThreshold }}
                submit={(v) =>
                  api.PUT('/v1/stock-levels/{id}', {
                    params: { path: { id: level.id } },
                    body: {
                      lowThreshold:
                        v.lowThreshold === null || v.lowThreshold === '' ? null : Number(v.lowThreshold),
                    },
                  })
                }
              >
                <NumberInput source="lowThreshold" label={t('stock.fields.lowThreshold')} min={0} step={1} />
              </ActionForm>
            </Panel>
          </Box>
          <Typography variant="h6" sx={{ mb: 1 }}>
            {t('stock.detail.history')}
          </Typography>
          <List
            resource="stock-movements"
            filter={{ levelId: level.id }}
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={10}
            exporter={false}
            actions={false}
            disableSyncWithLocation
            storeKey={false}
            title=" "
            empty={false}
          >
            <Datagrid
              bulkActionButtons={false}
              rowClick={false}
              empty={<p>{t('stock.messages.noMovements')}</p>}
            >
              {movementColumns}
            </Datagrid>
          </List>
        </>
      )}
    </Box>
  );
}
