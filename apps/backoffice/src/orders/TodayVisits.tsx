import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DirectionsIcon from '@mui/icons-material/Directions';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@cuvee/api-client';
import { intlLocale, PARIS_TIME_ZONE, TASK_ACTIVITY_TYPES } from '@cuvee/kernel';
import { useUpdate } from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { useDateTime, useMoney } from '../common/formats';
import { showSuccess } from '../common/notices';
import { useLabelOf } from '../crm/crm-shared';
import { useT } from '../i18n';
import { linkProps } from '../routing/links';
import { useLocale } from '../session/use-session';
import { orderPath, StatusChip } from './orders-shared';
import { QuickOrder } from './TourClients';

type Visit = Schemas['TourVisitDto'];
type Address = NonNullable<NonNullable<Visit['client']>['address']>;

const oneLine = (address: Address) =>
  [address.street, address.street2, `${address.zipcode} ${address.city}`].filter(Boolean).join(', ');

/** A maps search of the address: the phone opens its maps app on it. */
const mapsUrl = (address: Address) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(oneLine(address))}`;

/**
 * Tour mode's visits of the day (GET /v1/tour/today, one request for the whole day): in time order,
 * each with its client's card (address to the maps, phone to call, mail), last orders and quotes
 * awaiting an answer, a one-touch order or sample, and « Visite faite » (the task done).
 */
export function TodayVisits() {
  const t = useT();
  const data = useBackofficeData();
  const visits = useQuery({ queryKey: ['tour', 'today'], queryFn: () => data.tourToday(), retry: false });
  return (
    <Box component="section" sx={{ mb: 4 }} data-today-visits>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('agentPage.visits.title')}
      </Typography>
      {visits.data?.length === 0 && (
        <Typography color="text.secondary">{t('agentPage.visits.none')}</Typography>
      )}
      <Stack spacing={2}>
        {visits.data?.map((visit) => (
          <VisitCard key={visit.taskId} visit={visit} onDone={() => void visits.refetch()} />
        ))}
      </Stack>
    </Box>
  );
}

function VisitCard({ visit, onDone }: { visit: Visit; onDone: () => void }) {
  const t = useT();
  const locale = useLocale();
  const labelOf = useLabelOf();
  const [update, { isPending }] = useUpdate();
  const time = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: PARIS_TIME_ZONE,
    timeStyle: 'short',
  }).format(new Date(visit.dueAt));
  const { client } = visit;
  const markDone = () =>
    void update(
      'tasks',
      { id: visit.taskId, data: { done: true }, previousData: { id: visit.taskId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          showSuccess(t('agentPage.visits.marked'));
          onDone();
        },
      },
    );
  return (
    <Card
      variant="outlined"
      sx={{ opacity: visit.done ? 0.6 : 1 }}
      data-visit={visit.taskId}
      data-visit-done={visit.done}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
          <Typography sx={{ fontWeight: 700 }} data-visit-time>
            {time}
          </Typography>
          <Chip size="small" label={labelOf(TASK_ACTIVITY_TYPES, visit.activityType)} />
          {visit.done && (
            <Chip
              size="small"
              color="success"
              icon={<CheckCircleOutlineIcon />}
              label={t('agentPage.visits.done')}
            />
          )}
        </Stack>
        <Typography>{visit.title}</Typography>
        {client ? (
          <ClientCard client={client} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('agentPage.visits.noClient')}
          </Typography>
        )}
        {client && <History visit={visit} />}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {client && <QuickOrder clientId={client.id} />}
        {!visit.done && (
          <Button
            size="large"
            color="success"
            variant="outlined"
            startIcon={<CheckCircleOutlineIcon />}
            disabled={isPending}
            onClick={markDone}
            data-visit-mark-done
          >
            {t('agentPage.visits.markDone')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** The client's name (to their page), address (to the maps), phone (to call) and mail. */
function ClientCard({ client }: { client: NonNullable<Visit['client']> }) {
  const t = useT();
  return (
    <Box sx={{ mt: 1 }} data-visit-client={client.displayName}>
      <Link {...linkProps(`/dashboard/clients/${client.id}`)} sx={{ fontWeight: 700 }}>
        {client.displayName}
      </Link>
      {client.address && (
        <Typography variant="body2" color="text.secondary">
          {oneLine(client.address)}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
        {client.address && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<DirectionsIcon />}
            href={mapsUrl(client.address)}
            target="_blank"
            rel="noopener"
            data-visit-map
          >
            {t('agentPage.visits.map')}
          </Button>
        )}
        {client.phone && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<PhoneIcon />}
            href={`tel:${client.phone}`}
            data-visit-call
          >
            {t('agentPage.visits.call')}
          </Button>
        )}
        {client.email && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<MailOutlineIcon />}
            href={`mailto:${client.email}`}
            data-visit-mail
          >
            {t('agentPage.visits.mail')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** The client's last orders (each to its page) and the quotes awaiting their answer. */
function History({ visit }: { visit: Visit }) {
  const t = useT();
  const money = useMoney();
  const day = useDateTime();
  return (
    <Box sx={{ mt: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box data-visit-orders>
        <Typography variant="subtitle2" component="h3">
          {t('agentPage.visits.lastOrders')}
        </Typography>
        {visit.lastOrders.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('agentPage.visits.noOrder')}
          </Typography>
        ) : (
          visit.lastOrders.map((order) => (
            <Stack key={order.id} direction="row" spacing={1} alignItems="center" sx={{ py: 0.25 }}>
              <Link {...linkProps(orderPath(order.id))} variant="body2">
                {order.number}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {day(order.createdAt, false)} · {money(order.totalHT)}
              </Typography>
              <StatusChip set="order" status={order.status} />
            </Stack>
          ))
        )}
      </Box>
      {visit.openQuotes.length > 0 && (
        <Box data-visit-quotes>
          <Typography variant="subtitle2" component="h3">
            {t('agentPage.visits.openQuotes')}
          </Typography>
          {visit.openQuotes.map((quote) => (
            <Typography key={quote.id} variant="body2">
              {quote.number ?? `#${quote.id}`} · {money(quote.totalHt)}
              {quote.validUntil && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' · '}
                  {t('agentPage.visits.validUntil', { day: day(quote.validUntil, false) })}
                </Box>
              )}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
