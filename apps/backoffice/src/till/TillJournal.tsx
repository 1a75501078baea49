import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, useGetList } from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { useDateTime, useMoney } from '../common/formats';
import { showSuccess } from '../common/notices';
import { useT } from '../i18n';
import type { TillRecord } from './Receipt';

/**
 * The sales point's last records, newest first: each ticket can be cancelled (a new negative record,
 * the ticket stays) or printed again (a duplicate, recorded too). `version` changes after each write.
 */
export function TillJournal({
  pointId,
  version,
  onReceipt,
  onWritten,
}: {
  pointId: number;
  version: number;
  onReceipt: (record: TillRecord) => void;
  onWritten: () => void;
}) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  const data = useBackofficeData();
  const [asked, setAsked] = useState<TillRecord | null>(null);
  const { data: records = [], refetch } = useGetList<TillRecord>('till-records', {
    filter: { salesPointId: pointId },
    sort: { field: 'sequence', order: 'DESC' },
    pagination: { page: 1, perPage: 15 },
  });
  useEffect(() => {
    void refetch();
  }, [version, refetch]);
  const cancel = useMutation({
    mutationFn: (record: TillRecord) => data.cancelTicket(pointId, record.sequence),
    onSuccess: (_, record) => {
      showSuccess(t('till.journal.done', { reference: record.reference }));
      onWritten();
    },
  });
  const duplicate = useMutation({
    mutationFn: (record: TillRecord) => data.duplicateTicket(pointId, record.sequence),
    onSuccess: (record) => {
      onReceipt(record);
      onWritten();
    },
  });

  return (
    <Stack spacing={0.5} data-journal>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('till.journal.title')}
      </Typography>
      {records.map((record) => (
        <Stack
          key={record.id}
          direction="row"
          alignItems="center"
          spacing={1}
          data-journal-row={record.reference}
        >
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {record.reference} · {t(`till.journal.kinds.${record.kind as 'ticket'}`)} ·{' '}
            {dateTime(record.occurredAt)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {record.kind === 'ticket' || record.kind === 'cancellation' ? money(record.totalTtc) : ''}
          </Typography>
          {record.kind === 'ticket' &&
            (record.cancelledBy === null ? (
              <Button size="small" color="warning" onClick={() => setAsked(record)} data-cancel>
                {t('till.journal.cancel')}
              </Button>
            ) : (
              <Typography variant="caption" color="text.secondary">
                {t('till.journal.cancelled')}
              </Typography>
            ))}
          {record.kind === 'ticket' && (
            <Button size="small" onClick={() => duplicate.mutate(record)} data-duplicate>
              {t('till.journal.duplicate')}
            </Button>
          )}
        </Stack>
      ))}
      <Confirm
        isOpen={asked !== null}
        title={t('till.journal.cancel')}
        content={asked ? t('till.journal.confirmCancel', { reference: asked.reference }) : ''}
        onConfirm={() => {
          if (asked) cancel.mutate(asked);
          setAsked(null);
        }}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}
