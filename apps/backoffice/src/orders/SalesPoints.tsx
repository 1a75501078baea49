import AddIcon from '@mui/icons-material/Add';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { useEffect, useState } from 'react';
import { MAX_PAGE_SIZE } from '@cuvee/kernel';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useTypologies } from '../catalogue/catalogue-shared';
import { useT } from '../i18n';
import { api, quietApi } from '../services';
import { usePaymentLabel, type SalesPointRecord } from './orders-shared';
import { showSuccess } from '../common/notices';

type Method = Schemas['SalesPointInputDto']['paymentMethods'][number];
const METHODS: readonly Method[] = ['cash', 'cb', 'cbnc', 'check', 'ticket', 'gift'];

function SalesPointForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const paymentLabel = usePaymentLabel();
  const typologies = useTypologies();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [typology, setTypology] = useState('public');
  const [methods, setMethods] = useState<Method[]>(['cash', 'cb']);
  const [warehouses, setWarehouses] = useState<Schemas['WarehouseDto'][]>([]);
  const [warehouseId, setWarehouseId] = useState<number | ''>('');
  useEffect(() => {
    void quietApi
      .GET('/v1/warehouses', { params: { query: { range: '[0,49]' } } })
      .then(({ data }) => data && setWarehouses(data));
  }, []);
  const submit = async () => {
    const { data } = await api.POST('/v1/sales-points', {
      body: {
        name: name.trim(),
        address: address.trim() || null,
        typology,
        paymentMethods: methods,
        warehouseId: warehouseId || null,
      },
    });
    if (data) {
      showSuccess(t('orders.salesPoints.created'));
      onDone();
    }
  };
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('orders.salesPoints.add')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            label={t('orders.salesPoints.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
          />
          <TextField
            label={t('orders.salesPoints.address')}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          <TextField
            select
            label={t('orders.salesPoints.typology')}
            value={typology}
            onChange={(event) => setTypology(event.target.value)}
          >
            {typologies.map((row) => (
              <MenuItem key={row.id} value={row.id}>
                {row.name}
              </MenuItem>
            ))}
            {typologies.length === 0 && <MenuItem value="public">public</MenuItem>}
          </TextField>
          <TextField
            select
            label={t('orders.salesPoints.warehouse')}
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
        </Box>
        <FormLabel component="legend" sx={{ mt: 2 }}>
          {t('orders.salesPoints.methods')}
        </FormLabel>
        <FormGroup row>
          {METHODS.map((method) => (
            <FormControlLabel
              key={method}
              control={
                <Checkbox
                  checked={methods.includes(method)}
                  onChange={(event) =>
                    setMethods((before) =>
                      event.target.checked ? [...before, method] : before.filter((m) => m !== method),
                    )
                  }
                />
              }
              label={paymentLabel(method)}
            />
          ))}
        </FormGroup>
        <Stack direction="row" justifyContent="flex-end" spacing={1}>
          <Button onClick={onDone}>{t('orders.actions.keep')}</Button>
          <Button
            variant="contained"
            disabled={!name.trim() || methods.length === 0}
            onClick={() => void submit()}
          >
            {t('orders.salesPoints.create')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /dashboard/salespoints: the shop's sales points (cellar door, market stall), each opening its till. */
export default function SalesPoints() {
  const t = useT();
  const paymentLabel = usePaymentLabel();
  const [adding, setAdding] = useState(false);
  const { data: points, refetch } = useGetList<SalesPointRecord>('sales-points', {
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    meta: { quiet: true },
  });
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={t('orders.salesPoints.title')}
        help="till"
        actions={
          !adding && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('orders.salesPoints.add')}
            </Button>
          )
        }
      />
      {adding && (
        <SalesPointForm
          onDone={() => {
            setAdding(false);
            void refetch();
          }}
        />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        {(points ?? []).map((point) => (
          <Card key={point.id} variant="outlined" data-sales-point={point.name}>
            <CardContent
              component={RouterLink}
              to={`/dashboard/salespoints/${point.id}`}
              sx={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
            >
              <Stack direction="row" spacing={1} alignItems="center">
                <PointOfSaleOutlinedIcon color="primary" />
                <Typography variant="h6" component="h2">
                  {point.name}
                </Typography>
              </Stack>
              {point.address && <Typography color="text.secondary">{point.address}</Typography>}
              <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap sx={{ mt: 1 }}>
                {point.paymentMethods.map((method) => (
                  <Chip key={method} size="small" variant="outlined" label={paymentLabel(method)} />
                ))}
              </Stack>
            </CardContent>
            <CardActions>
              <Button
                variant="contained"
                component={RouterLink}
                to={`/dashboard/salespoints/${point.id}/new-order`}
                data-new-sale
              >
                {t('orders.salesPoints.newSale')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
