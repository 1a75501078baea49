import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import LocalBarOutlinedIcon from '@mui/icons-material/LocalBarOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { linkProps } from '../routing/links';
import { quietApi } from '../services';
import type { ClientRecord } from './client-picker';

/** One touch to a new order or a sample for the client at hand (tour mode's cards). */
export function QuickOrder({ clientId }: { clientId: number }) {
  const t = useT();
  return (
    <>
      <Button
        variant="contained"
        size="large"
        startIcon={<AddShoppingCartIcon />}
        {...linkProps(`/dashboard/orders/add?clientId=${clientId}`)}
        data-tour-new-order
      >
        {t('orders.tour.newOrder')}
      </Button>
      <Button
        size="large"
        startIcon={<LocalBarOutlinedIcon />}
        {...linkProps(`/dashboard/orders/samples?clientId=${clientId}`)}
      >
        {t('orders.tour.sample')}
      </Button>
    </>
  );
}

/**
 * Tour mode ("Mode tournée"): the agent's clients (the API gives an agent only theirs) as big cards,
 * each with a one-touch new order and sample for the visit at hand.
 */
export function TourClients() {
  const t = useT();
  const [text, setText] = useState('');
  const [clients, setClients] = useState<ClientRecord[] | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      const filter = { archived: false, ...(text.trim() ? { q: text.trim() } : {}) };
      void quietApi
        .GET('/v1/clients', {
          params: {
            query: { range: '[0,49]', sort: '["displayName","ASC"]', filter: JSON.stringify(filter) },
          },
        })
        .then(({ data }) => live && setClients(data ?? []));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
  return (
    <Box component="section" sx={{ mt: 4 }} data-tour-clients>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('orders.tour.title')}
      </Typography>
      <TextField
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('orders.tour.search')}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2 }}
      />
      {clients?.length === 0 && <Typography color="text.secondary">{t('orders.tour.empty')}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {(clients ?? []).map((client) => {
          const address = client.deliveryAddress ?? client.billingAddress;
          return (
            <Card key={client.id} variant="outlined" data-tour-client={client.displayName}>
              <CardContent sx={{ pb: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>{client.displayName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[address?.city, client.phone].filter(Boolean).join(' · ') || '—'}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
                <QuickOrder clientId={client.id} />
              </CardActions>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
