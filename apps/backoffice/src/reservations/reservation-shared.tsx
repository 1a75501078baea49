import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useRefresh } from 'react-admin';
import type { Schemas } from '@cuvee/api-client';
import { useBackofficeData } from '../api/custom-methods';
import { useDateTime } from '../common/formats';
import { showSuccess } from '../common/notices';
import { useT } from '../i18n';

export type ReservationRecord = Schemas['ReservationDto'];

/** "samedi 13 juin 2026 10:00", or the day alone for a full-day slot. */
export function useSlotLabel(): (start: string | Date, slotId: string) => string {
  const dateTime = useDateTime();
  return (start, slotId) => dateTime(start, slotId.includes('T'));
}

/** Check-in on the day (seeAllResa + createResa), or the time the visitors arrived. */
export function CheckInButton({ reservation }: { reservation: ReservationRecord }) {
  const t = useT();
  const data = useBackofficeData();
  const refresh = useRefresh();
  const dateTime = useDateTime();
  const checkIn = useMutation({
    mutationFn: () => data.checkInReservation(reservation.id),
    onSuccess: () => {
      showSuccess(t('reservations.messages.checkedIn'));
      refresh();
    },
  });
  if (reservation.checkedInAt) return <span>{dateTime(reservation.checkedInAt, true)}</span>;
  if (reservation.status !== 'confirmed') return null;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={checkIn.isPending}
      onClick={(event) => {
        event.stopPropagation();
        checkIn.mutate();
      }}
    >
      {t('reservations.actions.checkIn')}
    </Button>
  );
}

/** Cancels a booking after a confirmation (the shop's people, or the buyer within the delay). */
export function CancelButton({ reservation }: { reservation: ReservationRecord }) {
  const t = useT();
  const data = useBackofficeData();
  const refresh = useRefresh();
  const cancel = useMutation({
    mutationFn: () => data.cancelReservation(reservation.id),
    onSuccess: () => {
      showSuccess(t('reservations.messages.cancelled'));
      refresh();
    },
  });
  if (reservation.status === 'cancelled') return null;
  return (
    <Button
      color="error"
      variant="outlined"
      disabled={cancel.isPending}
      onClick={() => {
        if (window.confirm(t('reservations.messages.confirmCancel'))) cancel.mutate();
      }}
    >
      {t('reservations.actions.cancel')}
    </Button>
  );
}
