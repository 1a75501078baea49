import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Schemas } from '@cuvee/api-client';
import { formatLabel, messageOf, parseDecimalInput, tryToCents } from '@cuvee/kernel';
import { useT } from '../i18n';
import { quietApi } from '../services';
import { useLocale } from '../session/use-session';
import { listQuery, type DocumentDetail } from './billing-shared';
import { ProductPicker, type ClientOption, type ProductOption } from './pickers';

/*
 * A quote's or invoice's draft as its form holds it: the lines as typed, their check in the user's
 * language, their shape for the API, a saved draft read back into the form, and the row that edits one line.
 */

type LineInput = Schemas['LineInputDto'];
type FreeKind = 'service' | 'shipping' | 'discount';
export type EditableKind = 'quote' | 'invoice';

export interface LineDraft {
  key: number;
  kind: 'product' | FreeKind;
  product: ProductOption | null;
  formatId: string;
  vintageId: string;
  label: string;
  quantity: string;
  /** Euros HT as typed; empty on an article means "the client's price". */
  price: string;
  discount: string;
  vatRate: string;
}

export interface Draft {
  client: ClientOption | null;
  paymentDelay: string;
  locale: 'fr' | 'en';
  validUntil: string;
  references: string;
  notes: string;
  lines: LineDraft[];
}

export type Errors = Record<string, string>;

let nextKey = 1;
export const blankLine = (kind: LineDraft['kind']): LineDraft => ({
  key: nextKey++,
  kind,
  product: null,
  formatId: '',
  vintageId: '',
  label: '',
  quantity: '1',
  price: '',
  discount: '',
  vatRate: kind === 'product' ? '' : '20',
});

const euroText = (cents: number) => String(cents / 100);
const bpText = (bp: number) => (bp ? String(bp / 100) : '');

/** A saved draft back into the form (its articles' formats and vintages from the catalogue). */
export async function draftOf(document: DocumentDetail): Promise<Draft> {
  const ids = [...new Set(document.lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const products = ids.length
    ? ((await quietApi.GET('/v1/products', { params: { query: listQuery({ id: ids }, ids.length) } })).data ??
      [])
    : [];
  return {
    client: { id: document.clientId, displayName: document.buyer.name, email: document.buyer.email },
    paymentDelay: document.paymentDelay,
    locale: document.locale,
    validUntil: document.validUntil ?? '',
    references: document.references.join(', '),
    notes: document.notes ?? '',
    lines: document.lines.map((line) => ({
      key: nextKey++,
      kind:
        line.kind === 'product' && line.productId
          ? 'product'
          : line.kind === 'product'
            ? 'service'
            : (line.kind as FreeKind),
      product: products.find((product) => product.id === line.productId) ?? null,
      formatId: line.formatId ? String(line.formatId) : '',
      vintageId: line.vintageId ? String(line.vintageId) : '',
      label: line.label,
      quantity: String(line.quantity),
      // The price the draft was saved with stays unless changed (clear it to take the client's price again).
      price: euroText(line.listUnitHt),
      discount: bpText(line.discountBp),
      vatRate: String(line.vatRateBp / 100),
    })),
  };
}

export function useMessage(): (
  code: 'validation.needed' | 'validation.number' | 'validation.numberFloat',
) => string {
  const locale = useLocale();
  return (code) => messageOf({ code }, locale);
}

/** The form's checks before the API is called (the API checks again and prices). */
export function check(draft: Draft, message: ReturnType<typeof useMessage>, withLines: boolean): Errors {
  const errors: Errors = {};
  if (!draft.client) errors.client = message('validation.needed');
  if (!withLines) return errors;
  for (const line of draft.lines) {
    const at = (field: string) => `${line.key}.${field}`;
    if (!/^[1-9]\d*$/.test(line.quantity.trim())) errors[at('quantity')] = message('validation.number');
    if (line.kind === 'product') {
      if (!line.product) errors[at('product')] = message('validation.needed');
      else if (!line.formatId) errors[at('format')] = message('validation.needed');
    } else {
      if (!line.label.trim()) errors[at('label')] = message('validation.needed');
      if (!line.price.trim()) errors[at('price')] = message('validation.needed');
    }
    if (line.price.trim() && tryToCents(line.price) === null)
      errors[at('price')] = message('validation.numberFloat');
    if (line.discount.trim() && !((parseDecimalInput(line.discount) ?? -1) >= 0))
      errors[at('discount')] = message('validation.numberFloat');
  }
  return errors;
}

const decimal = (text: string): number | undefined =>
  text.trim() ? (parseDecimalInput(text) ?? Number.NaN) : undefined;

export function lineInput(line: LineDraft): LineInput {
  const price = line.price.trim() ? (tryToCents(line.price) ?? undefined) : undefined;
  if (line.kind === 'product')
    return {
      kind: 'product',
      productId: line.product!.id,
      formatId: Number(line.formatId),
      vintageId: line.vintageId ? Number(line.vintageId) : undefined,
      quantity: Number(line.quantity),
      unitPriceHt: price,
      discountPercent: decimal(line.discount),
    };
  return {
    kind: line.kind,
    label: line.label.trim(),
    quantity: Number(line.quantity),
    unitPriceHt: price,
    vatRate: decimal(line.vatRate),
    discountPercent: line.kind === 'discount' ? undefined : decimal(line.discount),
  };
}

export function LineRow({
  line,
  errors,
  onChange,
  onRemove,
}: {
  line: LineDraft;
  errors: Errors;
  onChange: (line: LineDraft) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const error = (field: string) => errors[`${line.key}.${field}`];
  const set = (patch: Partial<LineDraft>) => onChange({ ...line, ...patch });
  const small = { size: 'small' as const };
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'flex-start',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
      data-line={line.kind}
    >
      <TextField
        {...small}
        select
        label={t('billing.lines.kind')}
        value={line.kind}
        onChange={(event) => set({ ...blankLine(event.target.value as LineDraft['kind']), key: line.key })}
        sx={{ width: 170 }}
      >
        {(['product', 'service', 'shipping', 'discount'] as const).map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`billing.lines.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {line.kind === 'product' ? (
        <>
          <ProductPicker
            value={line.product}
            error={error('product')}
            onChange={(product) =>
              set({
                product,
                formatId: product?.formats[0] ? String(product.formats[0].id) : '',
                vintageId: product?.vintages[0] ? String(product.vintages[0].id) : '',
                price: '',
              })
            }
          />
          <TextField
            {...small}
            select
            label={t('billing.lines.format')}
            value={line.formatId}
            onChange={(event) => set({ formatId: event.target.value, price: '' })}
            error={Boolean(error('format'))}
            helperText={error('format')}
            sx={{ width: 130 }}
            disabled={!line.product}
          >
            {(line.product?.formats ?? []).map((format) => (
              <MenuItem key={format.id} value={String(format.id)}>
                {formatLabel(format, locale)}
              </MenuItem>
            ))}
          </TextField>
          {(line.product?.vintages.length ?? 0) > 0 && (
            <TextField
              {...small}
              select
              label={t('billing.lines.vintage')}
              value={line.vintageId}
              onChange={(event) => set({ vintageId: event.target.value })}
              sx={{ width: 120 }}
            >
              {line.product!.vintages.map((vintage) => (
                <MenuItem key={vintage.id} value={String(vintage.id)}>
                  {vintage.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </>
      ) : (
        <TextField
          {...small}
          label={t('billing.lines.label')}
          value={line.label}
          onChange={(event) => set({ label: event.target.value })}
          error={Boolean(error('label'))}
          helperText={error('label')}
          sx={{ minWidth: 220, flex: 2 }}
        />
      )}
      <TextField
        {...small}
        label={t('billing.lines.quantity')}
        value={line.quantity}
        onChange={(event) => set({ quantity: event.target.value })}
        error={Boolean(error('quantity'))}
        helperText={error('quantity')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 80 }}
      />
      <TextField
        {...small}
        label={t('billing.lines.price')}
        placeholder={line.kind === 'product' ? t('billing.lines.clientPrice') : undefined}
        value={line.price}
        onChange={(event) => set({ price: event.target.value })}
        error={Boolean(error('price'))}
        helperText={error('price')}
        slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
        sx={{ width: 140 }}
      />
      {line.kind !== 'discount' && (
        <TextField
          {...small}
          label={t('billing.lines.discountPercent')}
          value={line.discount}
          onChange={(event) => set({ discount: event.target.value })}
          error={Boolean(error('discount'))}
          helperText={error('discount')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: 100 }}
        />
      )}
      {line.kind !== 'product' && (
        <TextField
          {...small}
          label={t('billing.lines.vatRate')}
          value={line.vatRate}
          onChange={(event) => set({ vatRate: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: 90 }}
        />
      )}
      <IconButton aria-label={t('billing.lines.remove')} onClick={onRemove} sx={{ mt: 0.5 }}>
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}
