import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import type { ReactNode } from 'react';
import { useDateTime, useMoney } from '../common/formats';
import { useT } from '../i18n';
import { usePaymentLabel } from '../orders/orders-shared';

export type TillRecord = Schemas['TillRecordDto'];

/** A ticket's sealed body, as the API records it. */
export interface TicketData {
  lines: {
    label: string;
    quantity: number;
    unitTtc: number;
    discount: number;
    ticketDiscount: number;
    totalTtc: number;
  }[];
  discount: number;
  payments: { method: string; amount: number }[];
  change: number;
  totals: { ttc: number; byRate: Record<string, { ht: number; vat: number; ttc: number }> };
  duplicate?: { copy: number };
}

const Row = ({ left, right, strong }: { left: ReactNode; right: ReactNode; strong?: boolean }) => (
  <Stack direction="row" justifyContent="space-between" sx={{ fontWeight: strong ? 700 : 400 }}>
    <span>{left}</span>
    <span>{right}</span>
  </Stack>
);

/**
 * The receipt of a ticket, printed through the browser (only the receipt prints). A reprint comes back
 * from the API with the duplicate's number and says "DUPLICATA" in large letters.
 */
export function Receipt({ record, pointName }: { record: TillRecord; pointName: string }) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  const payment = usePaymentLabel();
  const data = record.data as unknown as TicketData;
  return (
    <Box
      data-receipt={record.reference}
      sx={{
        fontFamily: 'monospace',
        fontSize: 14,
        maxWidth: 360,
        mx: 'auto',
        p: 2,
        bgcolor: 'background.paper',
      }}
    >
      <GlobalStyles
        styles={{
          '@media print': {
            'body *': { visibility: 'hidden' },
            '[data-receipt], [data-receipt] *': { visibility: 'visible' },
            '[data-receipt]': { position: 'absolute', left: 0, top: 0 },
          },
        }}
      />
      {data.duplicate && (
        <Typography sx={{ fontWeight: 800, fontSize: 24, textAlign: 'center' }} data-duplicata>
          {t('till.receipt.duplicate')}
        </Typography>
      )}
      <Typography sx={{ fontWeight: 700, textAlign: 'center' }}>{pointName}</Typography>
      <Typography sx={{ textAlign: 'center', fontFamily: 'inherit' }}>
        {t('till.receipt.title', { reference: record.reference })} · {dateTime(record.occurredAt)}
      </Typography>
      {data.duplicate && (
        <Typography sx={{ textAlign: 'center' }}>
          {t('till.receipt.copy', { copy: data.duplicate.copy })}
        </Typography>
      )}
      <Divider sx={{ my: 1 }} />
      {data.lines.map((line, index) => (
        <Box key={index} sx={{ mb: 0.5 }}>
          <div>{line.label}</div>
          <Row
            left={`${line.quantity} × ${money(line.unitTtc)}`}
            right={money(line.totalTtc + line.ticketDiscount)}
          />
          {line.discount > 0 && <Row left={t('till.receipt.discount')} right={`−${money(line.discount)}`} />}
        </Box>
      ))}
      {data.discount > 0 && <Row left={t('till.receipt.discount')} right={`−${money(data.discount)}`} />}
      <Divider sx={{ my: 1 }} />
      <Row left={t('till.receipt.ttc')} right={money(data.totals.ttc)} strong />
      {Object.entries(data.totals.byRate).map(([rate, row]) => (
        <Row
          key={rate}
          left={t('till.receipt.vatRate', { rate })}
          right={`${t('till.receipt.ht')} ${money(row.ht)} · ${t('till.receipt.vat')} ${money(row.vat)}`}
        />
      ))}
      <Divider sx={{ my: 1 }} />
      {data.payments.map((p, index) => (
        <Row key={index} left={payment(p.method)} right={money(p.amount)} />
      ))}
      {data.change > 0 && <Row left={t('till.receipt.change')} right={money(data.change)} strong />}
      <Divider sx={{ my: 1 }} />
      <Typography sx={{ fontSize: 11, fontFamily: 'inherit', wordBreak: 'break-all' }}>
        {t('till.receipt.seal')} {record.hash.slice(0, 16)}
      </Typography>
    </Box>
  );
}
