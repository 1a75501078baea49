import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useMoney } from '../common/formats';
import { useT } from '../i18n';
import type { DraftLine } from '../orders/order-lines';
import type { CartPrice } from '../orders/orders-shared';

/** A basket line: an order line being written, with its discount TTC in cents. */
export interface TillLine extends DraftLine {
  discount: number;
}

/** Cents from a euro amount typed with a comma or a point (0 when it is not one). */
export function centsOf(text: string): number {
  const value = Number(text.replace(',', '.').trim());
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : 0;
}

/** What a line costs before its discount: quantity × the sales point's unit price, as the till records it. */
export function grossOf(line: TillLine, price: CartPrice | null): number | null {
  const row = price?.lines.find((answer) => answer.idTmp === line.key);
  return row ? row.unitTtc * line.quantity : null;
}

export function Basket({
  lines,
  price,
  onStep,
  onDiscount,
}: {
  lines: readonly TillLine[];
  price: CartPrice | null;
  onStep: (key: string, delta: number) => void;
  onDiscount: (key: string, cents: number) => void;
}) {
  const t = useT();
  const money = useMoney();
  const [editing, setEditing] = useState<string | null>(null);
  if (lines.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {t('till.basket.empty')}
      </Typography>
    );
  return (
    <Box>
      {lines.map((line) => {
        const gross = grossOf(line, price);
        return (
          <Box key={line.key} sx={{ py: 1 }} data-basket-line={line.product.name}>
            <Stack direction="row" alignItems="center" spacing={1}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {line.product.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" data-line-total>
                  {gross === null ? '—' : money(gross - line.discount)}
                  {line.discount > 0 && ` (−${money(line.discount)})`}
                </Typography>
              </Box>
              <Button
                size="small"
                onClick={() => setEditing(editing === line.key ? null : line.key)}
                data-line-discount
              >
                {t('till.basket.discount')}
              </Button>
              <IconButton onClick={() => onStep(line.key, -1)} aria-label="-" size="large">
                <RemoveIcon />
              </IconButton>
              <Typography sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }} data-quantity>
                {line.quantity}
              </Typography>
              <IconButton onClick={() => onStep(line.key, 1)} aria-label="+" size="large">
                <AddIcon />
              </IconButton>
            </Stack>
            {editing === line.key && (
              <TextField
                size="small"
                autoFocus
                label={t('till.basket.lineDiscount')}
                defaultValue={line.discount ? (line.discount / 100).toFixed(2) : ''}
                onBlur={(event) => {
                  onDiscount(line.key, centsOf(event.target.value));
                  setEditing(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
                }}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ mt: 1 }}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
