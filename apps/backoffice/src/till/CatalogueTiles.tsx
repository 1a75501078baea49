import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatLabel, PRODUCT_COLOURS, PRODUCT_KINDS, type Locale } from '@cuvee/kernel';
import { useEffect, useMemo, useState } from 'react';
import { useMoney } from '../common/formats';
import { showError } from '../common/notices';
import { useT } from '../i18n';
import { useCatalogueSearch } from '../orders/order-lines';
import type { ProductRecord } from '../orders/orders-shared';
import { quietApi } from '../services';
import { useLocale } from '../session/use-session';

/** A product picked at the till: which format (a scanned code names one), one more bottle. */
export interface Pick {
  product: ProductRecord;
  formatId: number;
}

/**
 * The products of the shop as big tiles by category (their colour, else their kind), each with its
 * price at this sales point (the server's, through get-cart-price), and the barcode field: a scanner
 * types the GTIN and Enter, which adds the format carrying that code.
 */
export function CatalogueTiles({
  shopId,
  pointId,
  onPick,
}: {
  shopId: number | null;
  pointId: number;
  onPick: (pick: Pick) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const all = useCatalogueSearch(shopId, /^\d{8,14}$/.test(text.trim()) ? '' : text);
  const prices = useTilePrices(shopId, pointId, all);
  const categories = useMemo(() => [...new Set(all.map(categoryOf))].sort(), [all]);
  const products = category === null ? all : all.filter((p) => categoryOf(p) === category);

  const scan = () => {
    const code = text.trim();
    if (!/^\d{8,14}$/.test(code)) return;
    for (const product of all) {
      const format = product.formats.find((f) => f.ean === code);
      if (format) {
        onPick({ product, formatId: format.id });
        setText('');
        return;
      }
    }
    showError(t('till.unknownCode', { code }));
    setText('');
  };

  return (
    <Box>
      <TextField
        fullWidth
        autoFocus
        value={text}
        label={t('till.scan')}
        helperText={t('till.scanHelp')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') scan();
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <QrCodeScannerIcon />
              </InputAdornment>
            ),
          },
          htmlInput: { 'data-scan': true },
        }}
        sx={{ mb: 1.5 }}
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        {[null, ...categories].map((key) => (
          <Chip
            key={key ?? ''}
            label={key === null ? t('till.all') : categoryLabel(key, locale)}
            color={category === key ? 'primary' : 'default'}
            onClick={() => setCategory(key)}
            sx={{ fontSize: 16, height: 40, px: 1 }}
          />
        ))}
      </Stack>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
        {products.map((product) => (
          <Paper key={product.id} variant="outlined" sx={{ overflow: 'hidden' }}>
            <ButtonBase
              onClick={() => onPick({ product, formatId: product.formats[0]!.id })}
              sx={{
                width: '100%',
                minHeight: 120,
                p: 1.5,
                alignItems: 'flex-start',
                justifyContent: 'space-between',
                textAlign: 'left',
                flexDirection: 'column',
              }}
              data-tile={product.name}
            >
              <Box>
                <Typography sx={{ fontWeight: 700, lineHeight: 1.25 }}>{product.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {[product.vintage, product.formats[0] ? formatLabel(product.formats[0], locale) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, mt: 1 }} color="primary">
                {prices.has(product.id) ? money(prices.get(product.id)!) : ' '}
              </Typography>
            </ButtonBase>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

/** A tile's category: its wine colour, else its kind of product (accessory, box…). */
const categoryOf = (product: ProductRecord): string => product.color ?? product.productType;

function categoryLabel(key: string, locale: Locale): string {
  return [...PRODUCT_COLOURS, ...PRODUCT_KINDS].find((entry) => entry.key === key)?.[locale] ?? key;
}

/** One bottle of each tile's first format priced at the sales point: its unit price TTC. */
function useTilePrices(
  shopId: number | null,
  pointId: number,
  products: ProductRecord[],
): Map<number, number> {
  const [prices, setPrices] = useState(new Map<number, number>());
  const ids = products.map((p) => p.id).join(',');
  useEffect(() => {
    if (shopId === null || products.length === 0) return;
    let live = true;
    void quietApi
      .POST('/v1/orders/get-cart-price', {
        body: {
          salesPointId: pointId,
          orders: [
            {
              sellerId: shopId,
              products: products.map((product) => ({
                idTmp: String(product.id),
                productId: String(product.id),
                productType: product.productType,
                vintageName: product.vintages[0]?.name ?? null,
                chosenFormat: { id: String(product.formats[0]!.id) },
                quantity: 1,
                isWrapped: false,
              })),
            },
          ],
        },
      })
      .then(({ data }) => {
        if (live && data?.[0])
          setPrices(new Map(data[0].lines.map((line) => [Number(line.idTmp), line.unitTtc])));
      });
    return () => {
      live = false;
    };
    // The products are named by their ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shopId, pointId, ids]);
  return prices;
}
