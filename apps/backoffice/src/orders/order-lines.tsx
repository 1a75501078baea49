import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatLabel } from '@cuvee/kernel';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMoney } from '../common/formats';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { quietApi } from '../services';
import { useIsSmall } from '../common/use-is-small';
import type { CartPrice, ProductRecord } from './orders-shared';

/*
 * The lines of an order being written (/orders/add, a sample, a counter sale): products picked from the
 * catalogue with a format, a vintage and a quantity, priced live by POST /v1/orders/get-cart-price for
 * the client (or the sales point). No price is ever computed here: the screen shows the server's.
 */

export interface DraftLine {
  /** Also the cart line's idTmp, so the priced lines come back by it. */
  key: string;
  product: ProductRecord;
  formatId: number;
  vintageName: string | null;
  quantity: number;
}

let nextKey = 1;
export function draftLineOf(product: ProductRecord, quantity = 1): DraftLine {
  return {
    key: `l${nextKey++}`,
    product,
    formatId: product.formats[0]?.id ?? 0,
    vintageName: product.vintages[0]?.name ?? null,
    quantity,
  };
}

/** What POST /v1/orders, /v1/samples and a counter sale take for the lines. */
export function linesInput(lines: readonly DraftLine[]) {
  return lines.map((line) => ({
    productId: line.product.id,
    formatId: line.formatId,
    vintageId: line.product.vintages.find((v) => v.name === line.vintageName)?.id ?? null,
    quantity: line.quantity,
  }));
}

/** The shop's catalogue a seller may order from (not closed, no services), searched by the API's `q`. */
export function useCatalogueSearch(shopId: number | null, text: string): ProductRecord[] {
  const [products, setProducts] = useState<ProductRecord[]>([]);
  useEffect(() => {
    if (shopId === null) return;
    let live = true;
    const timer = setTimeout(() => {
      const filter = text.trim() ? { q: text.trim() } : {};
      void quietApi
        .GET('/v1/products', {
          params: {
            query: {
              shopIds: String(shopId),
              range: '[0,49]',
              sort: '["name","ASC"]',
              filter: JSON.stringify(filter),
            },
          },
        })
        .then(({ data }) => {
          if (live && data)
            setProducts(
              data.filter(
                (product) =>
                  product.status !== 'closed' &&
                  product.productType !== 'prestation' &&
                  product.formats.length > 0,
              ),
            );
        });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [shopId, text]);
  return products;
}

export function ProductPicker({
  shopId,
  onPick,
  disabled,
}: {
  shopId: number | null;
  onPick: (product: ProductRecord) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState('');
  const products = useCatalogueSearch(shopId, text);
  return (
    <Autocomplete
      options={products}
      filterOptions={(options) => options}
      getOptionLabel={(product) => product.name}
      renderOption={(props, product) => (
        <li {...props} key={product.id}>
          <Box>
            <Typography>{product.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                product.appellation,
                product.vintage,
                product.formats.map((format) => formatLabel(format, locale)).join(' · '),
              ]
                .filter(Boolean)
                .join(' — ')}
            </Typography>
          </Box>
        </li>
      )}
      value={null}
      inputValue={text}
      onInputChange={(_, value, reason) => reason !== 'reset' && setText(value)}
      onChange={(_, product) => {
        if (product) onPick(product);
        setText('');
      }}
      disabled={disabled}
      blurOnSelect
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('orders.create.addProduct')}
          placeholder={t('orders.create.searchProduct')}
        />
      )}
      data-product-picker
    />
  );
}

/**
 * The cart of one seller as get-cart-price reads it, priced for a client or a sales point; debounced
 * 300 ms after the last change. `null` while nothing is priced yet.
 */
export function useLivePrice(input: {
  shopId: number | null;
  lines: readonly DraftLine[];
  clientId?: number | null;
  salesPointId?: number | null;
  shipping?: { type?: string | null; ref?: string | null; collectionPoint?: string | null };
  paymentType?: string | null;
  enabled: boolean;
}): { price: CartPrice | null; pricing: boolean } {
  const [price, setPrice] = useState<CartPrice | null>(null);
  const [pricing, setPricing] = useState(false);
  const request = useRef(0);
  const body =
    input.shopId === null || !input.enabled || input.lines.length === 0
      ? null
      : {
          orders: [
            {
              sellerId: input.shopId,
              products: input.lines.map((line) => ({
                idTmp: line.key,
                productId: String(line.product.id),
                productType: line.product.productType,
                vintageName: line.vintageName,
                chosenFormat: { id: String(line.formatId) },
                quantity: line.quantity,
                isWrapped: false,
              })),
              shipping: input.shipping ?? {},
              paymentType: input.paymentType ?? null,
            },
          ],
          ...(input.clientId ? { clientId: input.clientId } : {}),
          ...(input.salesPointId ? { salesPointId: input.salesPointId } : {}),
        };
  const key = JSON.stringify(body);
  useEffect(() => {
    if (body === null) {
      setPrice(null);
      setPricing(false);
      return;
    }
    const id = ++request.current;
    setPricing(true);
    const timer = setTimeout(() => {
      void quietApi.POST('/v1/orders/get-cart-price', { body }).then(({ data }) => {
        if (id !== request.current) return;
        setPrice(data?.[0] ?? null);
        setPricing(false);
      });
    }, 300);
    return () => clearTimeout(timer);
    // `key` is the body's content: a new object with the same content asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { price, pricing };
}

/** The lines as a table: format, vintage and quantity editable; the server's unit price and total. */
export function LinesEditor({
  lines,
  onChange,
  price,
  priced = true,
}: {
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  price: CartPrice | null;
  /** False for samples: nothing is charged, no price column. */
  priced?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const small = useIsSmall();
  const set = (key: string, change: Partial<DraftLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const remove = (key: string) => onChange(lines.filter((other) => other.key !== key));
  const formatField = (line: DraftLine) => (
    <TextField
      select
      size="small"
      fullWidth={false}
      sx={{ minWidth: 96 }}
      value={line.formatId}
      onChange={(event) => set(line.key, { formatId: Number(event.target.value) })}
      inputProps={{ 'aria-label': t('orders.create.format') }}
    >
      {line.product.formats.map((format) => (
        <MenuItem key={format.id} value={format.id}>
          {formatLabel(format, locale)}
        </MenuItem>
      ))}
    </TextField>
  );
  const vintageField = (line: DraftLine) =>
    line.product.vintages.length > 0 ? (
      <TextField
        select
        size="small"
        fullWidth={false}
        sx={{ minWidth: 90 }}
        value={line.vintageName ?? ''}
        onChange={(event) => set(line.key, { vintageName: event.target.value })}
        inputProps={{ 'aria-label': t('orders.create.vintage') }}
      >
        {line.product.vintages.map((vintage) => (
          <MenuItem key={vintage.id} value={vintage.name}>
            {vintage.name}
          </MenuItem>
        ))}
      </TextField>
    ) : null;
  const quantityField = (line: DraftLine) => (
    <TextField
      type="number"
      size="small"
      value={line.quantity}
      onChange={(event) =>
        set(line.key, { quantity: Math.max(1, Math.floor(Number(event.target.value) || 1)) })
      }
      onWheel={(event) => (event.target as HTMLInputElement).blur()}
      inputProps={{ min: 1, 'aria-label': t('orders.create.quantity') }}
      fullWidth={false}
      sx={{ width: 90 }}
    />
  );
  if (lines.length > 0 && small)
    return (
      <Stack divider={<Divider flexItem />} data-order-lines>
        {lines.map((line) => {
          const row = price?.lines.find((answer) => answer.idTmp === line.key);
          return (
            <Box key={line.key} sx={{ py: 1.5 }} data-line={line.product.name}>
              <Stack direction="row" alignItems="flex-start">
                <Typography sx={{ fontWeight: 600, flex: 1 }}>{line.product.name}</Typography>
                <IconButton
                  aria-label={t('orders.create.remove')}
                  onClick={() => remove(line.key)}
                  size="small"
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
              {price?.missing.includes(line.key) && (
                <Typography variant="body2" color="error">
                  {t('orders.create.missing')}
                </Typography>
              )}
              <Stack
                direction="row"
                spacing={1}
                alignItems="center"
                flexWrap="wrap"
                useFlexGap
                sx={{ mt: 1 }}
              >
                {formatField(line)}
                {vintageField(line)}
                {quantityField(line)}
                {priced && (
                  <Typography sx={{ fontWeight: 600, ml: 'auto' }} data-line-total>
                    {row ? money(row.totalHt) : '—'}
                  </Typography>
                )}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    );
  if (lines.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('orders.create.noLines')}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-order-lines>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.show.product')}</TableCell>
            <TableCell>{t('orders.create.format')}</TableCell>
            <TableCell>{t('orders.create.vintage')}</TableCell>
            <TableCell sx={{ width: 110 }}>{t('orders.create.quantity')}</TableCell>
            {priced && <TableCell align="right">{t('orders.create.unitHt')}</TableCell>}
            {priced && <TableCell align="right">{t('orders.show.lineTotal')}</TableCell>}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const row = price?.lines.find((answer) => answer.idTmp === line.key);
            const missing = price?.missing.includes(line.key) ?? false;
            return (
              <TableRow key={line.key} data-line={line.product.name}>
                <TableCell sx={{ minWidth: 180 }}>
                  <Typography sx={{ fontWeight: 600 }}>{line.product.name}</Typography>
                  {missing && (
                    <Typography variant="body2" color="error">
                      {t('orders.create.missing')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{formatField(line)}</TableCell>
                <TableCell>{vintageField(line) ?? '—'}</TableCell>
                <TableCell>{quantityField(line)}</TableCell>
                {priced && <TableCell align="right">{row ? money(row.unitHt) : '—'}</TableCell>}
                {priced && (
                  <TableCell align="right" sx={{ fontWeight: 600 }} data-line-total>
                    {row ? money(row.totalHt) : '—'}
                  </TableCell>
                )}
                <TableCell padding="checkbox">
                  <IconButton aria-label={t('orders.create.remove')} onClick={() => remove(line.key)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

function Row({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" justifyContent="space-between" sx={{ py: 0.25 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500 }}>{value}</Typography>
    </Stack>
  );
}

/** The server's totals of the order being written. */
export function PriceSummary({
  price,
  pricing,
  footer,
}: {
  price: CartPrice | null;
  pricing: boolean;
  footer?: ReactNode;
}) {
  const t = useT();
  const money = useMoney();
  return (
    <Card variant="outlined" data-price-summary>
      {pricing ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('orders.create.summary')}
        </Typography>
        {price ? (
          <>
            {price.price.promoAmount > 0 && (
              <Row label={t('orders.show.promo')} value={`− ${money(price.price.promoAmount)}`} />
            )}
            <Row label={t('orders.show.shipping')} value={money(price.price.shipping)} />
            <Row label={t('orders.show.totalHT')} value={money(price.price.totalHT)} strong />
            {price.vatByRate.map((row) => (
              <Row
                key={row.rate}
                label={t('orders.show.vatRow', { rate: row.rate })}
                value={money(row.vat)}
              />
            ))}
            <Divider sx={{ my: 1 }} />
            <Stack direction="row" justifyContent="space-between" alignItems="baseline">
              <Typography sx={{ fontWeight: 700 }}>{t('orders.show.totalTTC')}</Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-total-ttc>
                {money(price.price.totalTTC)}
              </Typography>
            </Stack>
            {price.franco && (
              <Alert severity="success" sx={{ mt: 1 }}>
                {t('orders.show.franco')}
              </Alert>
            )}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {t('orders.create.pricedByServer')}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">{t('orders.create.noLines')}</Typography>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
