import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { WEBHOOK_EVENT_LABELS } from '@cuvee/kernel';
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { useState } from 'react';
import { FunctionField, List, NumberField, useGetOne, type GetListResult } from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { EmptyList } from '../common/EmptyList';
import { useDateTime } from '../common/formats';
import { showSuccess } from '../common/notices';
import { ResponsiveList } from '../common/ResponsiveList';
import { useIsSmall } from '../common/use-is-small';
import { useT } from '../i18n';
import { useLabel } from '../session/use-session';
import { EventLabel } from './WebhookFormDialog';

type Delivery = Schemas['WebhookDeliveryDto'];

/** How often a log with a delivery still to be tried is read again. */
const POLL_MS = 3000;

const isPending = (delivery: Delivery | undefined) => delivery?.status === 'pending';

function DeliveryStatusChip({ delivery }: { delivery: Delivery }) {
  const t = useT();
  // A pending delivery already tried once waits for its next try (the queue holds its time).
  const retrying = delivery.status === 'pending' && delivery.attempts > 0;
  const colour = retrying
    ? 'warning'
    : delivery.status === 'succeeded'
      ? 'success'
      : delivery.status === 'failed'
        ? 'error'
        : 'info';
  return (
    <Chip
      size="small"
      color={colour}
      label={
        retrying ? t('partners.deliveries.retrying') : t(`partners.deliveries.statuses.${delivery.status}`)
      }
      data-delivery-status={delivery.status}
    />
  );
}

/** The last HTTP status received, "no answer" when tries got none, nothing before the first try. */
function useHttpStatus(): (delivery: Delivery) => string {
  const t = useT();
  return (delivery) =>
    delivery.lastStatusCode !== null
      ? String(delivery.lastStatusCode)
      : delivery.attempts > 0
        ? t('partners.deliveries.noAnswer')
        : '—';
}

/** Sends a delivery again (same id and body); the log is read again. */
function useReplay() {
  const t = useT();
  const data = useBackofficeData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data.replayWebhookDelivery(id),
    onSuccess: () => {
      showSuccess(t('partners.deliveries.replayed'));
      return queryClient.invalidateQueries({ queryKey: ['webhook-deliveries'] });
    },
  });
}

function ReplayButton({ delivery, variant }: { delivery: Delivery; variant?: 'contained' }) {
  const t = useT();
  const replay = useReplay();
  return (
    <Button
      size="small"
      variant={variant}
      startIcon={<ReplayIcon />}
      disabled={replay.isPending}
      onClick={(event) => {
        // In a row that opens the delivery: the replay only.
        event.stopPropagation();
        replay.mutate(delivery.id);
      }}
    >
      {t('partners.deliveries.replay')}
    </Button>
  );
}

/** One delivery: every try with the answer received or the error, the body sent, and a replay. */
function DeliveryDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const label = useLabel();
  const dateTime = useDateTime();
  const small = useIsSmall();
  const { data: delivery } = useGetOne<Delivery>(
    'webhook-deliveries',
    { id },
    { refetchInterval: ({ state }) => (isPending(state.data) ? POLL_MS : false) },
  );
  const event = delivery?.eventType;
  return (
    <Dialog open onClose={onClose} fullScreen={small} maxWidth="md" fullWidth data-delivery-dialog>
      <DialogTitle>
        {t('partners.deliveries.title', { event: event ? label(WEBHOOK_EVENT_LABELS[event]) : '' })}
      </DialogTitle>
      {delivery && (
        <DialogContent>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
            <DeliveryStatusChip delivery={delivery} />
            <Typography variant="body2" color="text.secondary">
              {dateTime(delivery.createdAt)} · {t('partners.deliveries.id')} :{' '}
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {delivery.uid}
              </Box>
            </Typography>
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {t('partners.deliveries.tries')}
          </Typography>
          {delivery.tries.length === 0 ? (
            <Typography color="text.secondary" sx={{ my: 1 }}>
              {t('partners.deliveries.noTry')}
            </Typography>
          ) : (
            <Box sx={{ overflowX: 'auto', mb: 2 }}>
              <Table size="small" aria-label={t('partners.deliveries.tries')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('partners.deliveries.attempt')}</TableCell>
                    <TableCell>{t('partners.deliveries.at')}</TableCell>
                    <TableCell>{t('partners.deliveries.httpStatus')}</TableCell>
                    <TableCell align="right">{t('partners.deliveries.duration')}</TableCell>
                    <TableCell>{t('partners.deliveries.answer')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {delivery.tries.map((one) => (
                    <TableRow key={one.attempt} data-try={one.attempt}>
                      <TableCell>{one.attempt}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(one.createdAt)}</TableCell>
                      <TableCell>{one.statusCode ?? t('partners.deliveries.noAnswer')}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {one.durationMs} ms
                      </TableCell>
                      <TableCell
                        sx={{
                          fontFamily: 'monospace',
                          fontSize: 12,
                          wordBreak: 'break-word',
                          color: one.error ? 'error.main' : undefined,
                        }}
                      >
                        {one.error ?? one.response ?? '—'}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          <Typography variant="subtitle2" component="h3">
            {t('partners.deliveries.body')}
          </Typography>
          <Box
            component="pre"
            sx={{
              bgcolor: 'action.hover',
              p: 1.5,
              borderRadius: 1,
              fontFamily: 'monospace',
              fontSize: 12,
              overflowX: 'auto',
              m: 0,
              mt: 1,
            }}
          >
            {JSON.stringify(JSON.parse(delivery.body), null, 2)}
          </Box>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        {delivery && <ReplayButton delivery={delivery} variant="contained" />}
      </DialogActions>
    </Dialog>
  );
}

/** Read again while a delivery of the page waits for a try. */
function pollWhilePending(query: Query<GetListResult<Delivery>>): number | false {
  return query.state.data?.data.some(isPending) ? POLL_MS : false;
}

/**
 * A subscription's delivery log, newest first: when, which event, the tries made, the last HTTP status
 * and the status; a row opens the delivery's tries and answers; "Rejouer" sends it again.
 */
export function DeliveryLog({ subscriptionId }: { subscriptionId: number }) {
  const t = useT();
  const label = useLabel();
  const dateTime = useDateTime();
  const httpStatus = useHttpStatus();
  const [opened, setOpened] = useState<number | null>(null);
  const eventName = (delivery: Delivery) => label(WEBHOOK_EVENT_LABELS[delivery.eventType]);
  const open = (id: number | string) => {
    setOpened(Number(id));
    return false as const;
  };

  return (
    <Box data-delivery-log={subscriptionId}>
      <List<Delivery>
        resource="webhook-deliveries"
        filter={{ subscriptionId }}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        actions={false}
        disableSyncWithLocation
        storeKey={false}
        exporter={false}
        empty={false}
        queryOptions={{ refetchInterval: pollWhilePending }}
      >
        <ResponsiveList<Delivery>
          rowClick={open}
          empty={<EmptyList nothingYet={t('partners.deliveries.none')} />}
          mobile={{
            primaryText: eventName,
            secondaryText: (delivery) => (
              <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }} alignItems="flex-start">
                <span>
                  {dateTime(delivery.createdAt)} · HTTP {httpStatus(delivery)}
                </span>
                <DeliveryStatusChip delivery={delivery} />
              </Stack>
            ),
          }}
        >
          <FunctionField<Delivery>
            source="createdAt"
            label={t('partners.deliveries.at')}
            render={(delivery) => dateTime(delivery.createdAt)}
          />
          <FunctionField<Delivery>
            label={t('partners.deliveries.event')}
            sortable={false}
            render={(delivery) => <EventLabel event={delivery.eventType} />}
          />
          <FunctionField<Delivery>
            source="status"
            label={t('partners.deliveries.status')}
            render={(delivery) => <DeliveryStatusChip delivery={delivery} />}
          />
          <NumberField source="attempts" label={t('partners.deliveries.attempts')} sortable={false} />
          <FunctionField<Delivery>
            label={t('partners.deliveries.httpStatus')}
            sortable={false}
            render={httpStatus}
          />
          <FunctionField<Delivery>
            label=""
            sortable={false}
            textAlign="right"
            render={(delivery) => <ReplayButton delivery={delivery} />}
          />
        </ResponsiveList>
      </List>
      {opened !== null && <DeliveryDialog id={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
