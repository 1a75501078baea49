import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatLabel, hasPermission } from '@cuvee/kernel';
import { useState, type KeyboardEvent } from 'react';
import { Datagrid, FunctionField, List, SearchInput, useRecordContext, useUpdate } from 'react-admin';
import { useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { useGuardUser, useLocale } from '../session/use-session';
import { showListError, showSuccess } from '../common/notices';
import { decimalTextOf, decimalValueOf } from '../common/decimal';
import { EmptyList } from '../common/EmptyList';
import { useTypologies, type ShopTypology } from './catalogue-shared';

interface Cell {
  visible: boolean;
  price: number | null;
  listHt: number;
  display: number | null;
  displayTtc: boolean;
}

interface PriceRow {
  id: number;
  productId: number;
  name: string;
  precision: string | null;
  vintage: string | null;
  container: string;
  unityValue: number;
  unity: string;
  price: number;
  typologies: Record<string, Cell>;
}

/**
 * One price of the grid, edited in place: click, type euros HT, Enter or leaving the field saves; an empty
 * typology price goes back to the base price. `typology` null edits the base price.
 */
function PriceCell({ typology, editable }: { typology: ShopTypology | null; editable: boolean }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const row = useRecordContext<PriceRow>();
  const [draft, setDraft] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate();
  if (!row) return null;
  const cell = typology ? row.typologies[typology.id] : undefined;
  const own = typology ? (cell?.price ?? null) : row.price;
  const save = () => {
    if (draft === null) return;
    const cents = decimalValueOf(draft, true);
    setDraft(null);
    // Not an amount: the cell goes back to its price, nothing is sent.
    if (typeof cents === 'string') return;
    if (cents === own || (typology === null && cents === null)) return;
    const data = typology
      ? { typologies: { [typology.id]: { visible: cell?.visible ?? true, price: cents } } }
      : { price: cents };
    void update(
      'price-lists',
      { id: row.id, data, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => showSuccess(t('catalogue.messages.priceSaved')),
        onError: showListError,
      },
    );
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
    if (event.key === 'Escape') setDraft(null);
  };
  if (draft !== null) {
    return (
      <TextField
        size="small"
        autoFocus
        value={draft}
        disabled={isPending}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={save}
        onKeyDown={onKey}
        onClick={(event) => event.stopPropagation()}
        inputProps={{ inputMode: 'decimal', 'aria-label': typology?.name ?? t('catalogue.fields.basePrice') }}
        sx={{ width: 110 }}
      />
    );
  }
  const shown = typology ? (cell?.listHt ?? row.price) : row.price;
  return (
    <Stack
      role={editable ? 'button' : undefined}
      tabIndex={editable ? 0 : undefined}
      onClick={() => editable && setDraft(decimalTextOf(own, locale, true))}
      onKeyDown={(event) => editable && event.key === 'Enter' && setDraft(decimalTextOf(own, locale, true))}
      sx={{ cursor: editable ? 'pointer' : 'default', opacity: cell && !cell.visible ? 0.4 : 1 }}
      data-cell={typology?.id ?? 'base'}
    >
      <Typography variant="body2" fontWeight={typology && own !== null ? 600 : 400}>
        {money(shown)}
      </Typography>
      {typology && own === null && (
        <Typography variant="caption" color="text.secondary">
          {t('catalogue.messages.basePriceHint')}
        </Typography>
      )}
    </Stack>
  );
}

/** /dashboard/tarifs (seeAllPrice): every format × every typology of the shop, prices HT editable in place. */
export default function Tarifs() {
  const t = useT();
  const locale = useLocale();
  const user = useGuardUser();
  const typologies = useTypologies();
  const editable =
    user !== null &&
    user.role !== 'agent' &&
    hasPermission(user.access, 'seeAllPrice') &&
    hasPermission(user.access, 'createProduct');
  return (
    <>
      <PageHeader title={t('catalogue.menu.tarifs')} help="catalogue-and-prices" />
      <List
        resource="price-lists"
        title={t('catalogue.menu.tarifs')}
        filters={[
          <SearchInput
            key="q"
            source="q"
            alwaysOn
            placeholder={t('catalogue.fields.search')}
            sx={{ minWidth: 360 }}
          />,
        ]}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={50}
        exporter={false}
        storeKey="catalogue.tarifs"
        empty={false}
        actions={false}
      >
        {editable && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
            {t('catalogue.messages.tarifsHint')}
          </Typography>
        )}
        <Datagrid rowClick={false} bulkActionButtons={false} empty={<EmptyList />}>
          <FunctionField<PriceRow>
            source="name"
            label={t('catalogue.fields.product')}
            render={(row) => [row.name, row.precision, row.vintage].filter(Boolean).join(' — ')}
          />
          <FunctionField<PriceRow>
            source="container"
            label={t('catalogue.fields.format')}
            render={(row) => formatLabel(row, locale)}
          />
          <FunctionField<PriceRow>
            source="price"
            label={t('catalogue.fields.basePrice')}
            render={() => <PriceCell typology={null} editable={editable} />}
          />
          {typologies.map((typology) => (
            <FunctionField<PriceRow>
              key={typology.id}
              label={typology.name}
              sortable={false}
              render={() => <PriceCell typology={typology} editable={editable} />}
            />
          ))}
        </Datagrid>
      </List>
    </>
  );
}
