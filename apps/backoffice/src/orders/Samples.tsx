import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { useEffect, useState } from 'react';
import { FunctionField, List, TopToolbar, useRefresh } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useDateTime } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { api, quietApi } from '../services';
import { ResponsiveList } from '../common/ResponsiveList';
import { ClientPicker, type ClientRecord } from './client-picker';
import { draftLineOf, LinesEditor, linesInput, ProductPicker, type DraftLine } from './order-lines';
import { orderPath, StatusChip, useShopId, type OrderSummary } from './orders-shared';
import { showSuccess } from '../common/notices';

/** Bottles given away: the recipient, the lines, the warehouse they leave; the stock leaves at once. */
function SampleForm({ onDone, initialClientId }: { onDone: () => void; initialClientId: number | null }) {
  const t = useT();
  const shopId = useShopId();
  const [client, setClient] = useState<ClientRecord | null>(null);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [warehouses, setWarehouses] = useState<Schemas['WarehouseDto'][]>([]);
  const [warehouseId, setWarehouseId] = useState<number | ''>('');
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    // Only those who see the stock choose the warehouse; the others use the default one.
    void quietApi
      .GET('/v1/warehouses', { params: { query: { range: '[0,49]' } } })
      .then(({ data }) => data && setWarehouses(data));
  }, []);
  const submit = async () => {
    setSaving(true);
    try {
      const { data } = await api.POST('/v1/samples', {
        body: {
          clientId: client?.id ?? null,
          lines: linesInput(lines),
          ...(warehouseId ? { warehouseId } : {}),
          ...(notes.trim() ? { sellerNotes: notes.trim() } : {}),
        },
      });
      if (data) {
        showSuccess(t('orders.samples.created', { number: data.number }));
        onDone();
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-sample-form>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('orders.samples.add')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ClientPicker
            label={t('orders.samples.recipient')}
            value={client}
            onChange={setClient}
            initialId={initialClientId}
            prospects
          />
          {warehouses.length > 0 && (
            <TextField
              select
              label={t('orders.samples.warehouse')}
              value={warehouseId}
              onChange={(event) => setWarehouseId(Number(event.target.value) || '')}
            >
              <MenuItem value="">{t('orders.samples.defaultWarehouse')}</MenuItem>
              {warehouses.map((warehouse) => (
                <MenuItem key={warehouse.id} value={warehouse.id}>
                  {warehouse.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Box>
        <Box sx={{ mt: 2 }}>
          <ProductPicker
            shopId={shopId}
            onPick={(product) => setLines((before) => [...before, draftLineOf(product, 1)])}
          />
        </Box>
        <Box sx={{ mt: 2 }}>
          <LinesEditor lines={lines} onChange={setLines} price={null} priced={false} />
        </Box>
        <TextField
          fullWidth
          label={t('orders.samples.notes')}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          sx={{ mt: 2 }}
        />
        <Stack direction="row" justifyContent="flex-end" spacing={1} sx={{ mt: 2 }}>
          <Button onClick={onDone}>{t('orders.actions.keep')}</Button>
          <Button
            variant="contained"
            disabled={saving || lines.length === 0}
            onClick={() => void submit()}
            data-submit-sample
          >
            {t('orders.samples.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /dashboard/orders/samples: bottles given as samples (owners, collaborators, agents), and a new one. */
export default function Samples() {
  const t = useT();
  const dateTime = useDateTime();
  const refresh = useRefresh();
  const [params] = useSearchParams();
  const initialClientId = Number(params.get('clientId')) || null;
  const [adding, setAdding] = useState(initialClientId !== null);
  return (
    <>
      <PageHeader title={t('orders.samples.title')} />
      {adding && (
        <SampleForm
          initialClientId={initialClientId}
          onDone={() => {
            setAdding(false);
            refresh();
          }}
        />
      )}
      <List
        resource="samples"
        title={t('orders.samples.title')}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        exporter={false}
        storeKey="orders.samples"
        empty={false}
        actions={
          <TopToolbar>
            {!adding && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setAdding(true)}
                data-add-sample
              >
                {t('orders.samples.add')}
              </Button>
            )}
          </TopToolbar>
        }
      >
        <ResponsiveList<OrderSummary>
          rowClick={(id) => orderPath(id)}
          mobile={{
            primaryText: (order) => `${order.number} · ${order.clientName || t('orders.samples.none')}`,
            secondaryText: (order) => `${order.bottles} · ${dateTime(order.createdAt, false)}`,
          }}
        >
          <FunctionField<OrderSummary>
            label={t('orders.list.number')}
            sortBy="number"
            render={(order) => <strong>{order.number}</strong>}
          />
          <FunctionField<OrderSummary>
            label={t('orders.list.date')}
            sortBy="createdAt"
            render={(order) => dateTime(order.createdAt)}
          />
          <FunctionField<OrderSummary>
            label={t('orders.samples.recipient')}
            sortable={false}
            render={(order) => order.clientName || t('orders.samples.none')}
          />
          <FunctionField<OrderSummary>
            label={t('orders.list.bottles')}
            sortable={false}
            render={(order) => order.bottles}
          />
          <FunctionField<OrderSummary>
            label={t('orders.list.status')}
            sortable={false}
            render={(order) => <StatusChip set="order" status={order.status} />}
          />
        </ResponsiveList>
      </List>
    </>
  );
}
