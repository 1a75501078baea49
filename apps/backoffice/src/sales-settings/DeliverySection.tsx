import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { parseDecimalInput, PAYMENT_DELAYS } from '@cuvee/kernel';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../i18n';
import { usePaymentLabel } from '../orders/orders-shared';
import { useLocale } from '../session/use-session';
import {
  centsOfText,
  eurosText,
  intOfText,
  useSalesSettings,
  type SalesSettings,
} from './use-sales-settings';

type Option = Schemas['DeliveryOptionDto'];
type Point = Schemas['CollectionPointDto'];
const TYPES = ['carrier', 'express', 'producer', 'pallet'] as const;
const METHODS = ['card', 'transfer', 'check', 'cash', 'bill', 'payLater'] as const;
/** The tabs in their deep-link order (?tab=3 opens delivery). */
const TABS = ['rules', 'payments', 'points', 'deliveries'] as const;

const refOf = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 48) || `ref-${Date.now()}`;

function SaveBar({
  canSave,
  onSave,
  disabled,
}: {
  canSave: boolean;
  onSave: () => void;
  disabled?: boolean;
}) {
  const t = useT();
  if (!canSave) return <Alert severity="info">{t('salesSettings.ownerOnly')}</Alert>;
  return (
    <Stack direction="row" justifyContent="flex-end">
      <Button variant="contained" onClick={onSave} disabled={disabled} data-save-settings>
        {t('common.save')}
      </Button>
    </Stack>
  );
}

function RulesTab({ settings, onSave, canSave }: TabProps) {
  const t = useT();
  const rules = settings.rules;
  const [values, setValues] = useState({
    minOrderAmountHt: eurosText(rules.minOrderAmountHt),
    minProducts: rules.minProducts ? String(rules.minProducts) : '',
    maxProducts: rules.maxProducts ? String(rules.maxProducts) : '',
    multipleOf: rules.multipleOf ? String(rules.multipleOf) : '',
  });
  const parsed = {
    minOrderAmountHt: centsOfText(values.minOrderAmountHt),
    minProducts: intOfText(values.minProducts),
    maxProducts: intOfText(values.maxProducts),
    multipleOf: intOfText(values.multipleOf),
  };
  const field = (name: keyof typeof values, label: string) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => setValues((before) => ({ ...before, [name]: event.target.value }))}
      error={parsed[name] === undefined}
      helperText={parsed[name] === undefined ? t('salesSettings.rules.empty') : ' '}
      disabled={!canSave}
      inputProps={{ inputMode: 'decimal' }}
    />
  );
  const invalid = Object.values(parsed).some((value) => value === undefined);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('salesSettings.rules.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('minOrderAmountHt', t('salesSettings.rules.minOrderAmountHt'))}
        {field('multipleOf', t('salesSettings.rules.multipleOf'))}
        {field('minProducts', t('salesSettings.rules.minProducts'))}
        {field('maxProducts', t('salesSettings.rules.maxProducts'))}
      </Box>
      <SaveBar
        canSave={canSave}
        disabled={invalid}
        onSave={() =>
          onSave((client) =>
            client.PUT('/v1/sales-settings/rules', {
              body: {
                ...rules,
                minOrderAmountHt: parsed.minOrderAmountHt ?? null,
                minProducts: parsed.minProducts ?? null,
                maxProducts: parsed.maxProducts ?? null,
                multipleOf: parsed.multipleOf ?? null,
              },
            }),
          )
        }
      />
    </Stack>
  );
}

function PaymentsTab({ settings, onSave, canSave }: TabProps) {
  const t = useT();
  const locale = useLocale();
  const paymentLabel = usePaymentLabel();
  const [methods, setMethods] = useState<string[]>(settings.payments.methods);
  const [delays, setDelays] = useState<string[]>(settings.payments.payLaterDelays);
  const [days, setDays] = useState(String(settings.payments.pendingOrderDays));
  const toggle = (list: string[], set: (next: string[]) => void, key: string, on: boolean) =>
    set(on ? [...list, key] : list.filter((item) => item !== key));
  return (
    <Stack spacing={2}>
      <Box>
        <FormLabel component="legend">{t('salesSettings.payments.methods')}</FormLabel>
        <FormGroup row>
          {METHODS.map((method) => (
            <FormControlLabel
              key={method}
              disabled={!canSave}
              control={
                <Checkbox
                  checked={methods.includes(method)}
                  onChange={(event) => toggle(methods, setMethods, method, event.target.checked)}
                />
              }
              label={paymentLabel(method)}
            />
          ))}
        </FormGroup>
      </Box>
      <Box>
        <FormLabel component="legend">{t('salesSettings.payments.delays')}</FormLabel>
        <FormGroup row>
          {PAYMENT_DELAYS.filter((delay) => delay.key !== 'atOrder').map((delay) => (
            <FormControlLabel
              key={delay.key}
              disabled={!canSave}
              control={
                <Checkbox
                  checked={delays.includes(delay.key)}
                  onChange={(event) => toggle(delays, setDelays, delay.key, event.target.checked)}
                />
              }
              label={delay[locale]}
            />
          ))}
        </FormGroup>
      </Box>
      <TextField
        label={t('salesSettings.payments.pendingOrderDays')}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        disabled={!canSave}
        sx={{ maxWidth: 360 }}
      />
      <SaveBar
        canSave={canSave}
        disabled={intOfText(days) == null}
        onSave={() =>
          onSave((client) =>
            client.PUT('/v1/sales-settings/payments', {
              body: {
                methods: methods as (typeof METHODS)[number][],
                payLaterDelays: delays as SalesSettings['payments']['payLaterDelays'],
                pendingOrderDays: Number(days),
              },
            }),
          )
        }
      />
    </Stack>
  );
}

interface DeliveryDraft {
  options: (Omit<Option, 'price' | 'marginPercent' | 'zones'> & {
    price: string;
    margin: string;
    countries: string;
    departments: string;
  })[];
  points: (Omit<Point, 'price'> & { price: string })[];
  francoBottles: string;
  francoAmount: string;
}

function draftOf(delivery: SalesSettings['delivery']): DeliveryDraft {
  return {
    options: delivery.options.map((option) => ({
      ref: option.ref,
      type: option.type,
      label: option.label,
      price: eurosText(option.price),
      margin: String(option.marginPercent),
      countries: option.zones.countries.join(', '),
      departments: option.zones.departments.join(', '),
    })),
    points: delivery.collectionPoints.map((point) => ({ ...point, price: eurosText(point.price) })),
    francoBottles: delivery.franco.bottles ? String(delivery.franco.bottles) : '',
    francoAmount: eurosText(delivery.franco.amount),
  };
}

const listOf = (text: string, upper = false) =>
  text
    .split(/[\s,;]+/)
    .map((item) => (upper ? item.toUpperCase() : item))
    .filter(Boolean);

function deliveryOf(draft: DeliveryDraft): SalesSettings['delivery'] {
  return {
    options: draft.options.map((option) => ({
      ref: option.ref || refOf(option.label),
      type: option.type,
      label: option.label.trim(),
      price: centsOfText(option.price) ?? 0,
      marginPercent: parseDecimalInput(option.margin) ?? 0,
      zones: { countries: listOf(option.countries, true), departments: listOf(option.departments) },
    })),
    collectionPoints: draft.points.map((point) => ({
      ref: point.ref || refOf(point.name),
      name: point.name.trim(),
      address: point.address.trim(),
      price: centsOfText(point.price) ?? 0,
    })),
    franco: {
      bottles: intOfText(draft.francoBottles) ?? null,
      amount: centsOfText(draft.francoAmount) ?? null,
    },
  };
}

/** Tabs 2 and 3 edit the one delivery section the API saves whole. */
function DeliveryTabs({ settings, onSave, canSave, tab }: TabProps & { tab: 'points' | 'deliveries' }) {
  const t = useT();
  const [draft, setDraft] = useState(() => draftOf(settings.delivery));
  useEffect(() => setDraft(draftOf(settings.delivery)), [settings.delivery]);
  const setOption = (index: number, change: Partial<DeliveryDraft['options'][number]>) =>
    setDraft((before) => ({
      ...before,
      options: before.options.map((option, i) => (i === index ? { ...option, ...change } : option)),
    }));
  const setPoint = (index: number, change: Partial<DeliveryDraft['points'][number]>) =>
    setDraft((before) => ({
      ...before,
      points: before.points.map((point, i) => (i === index ? { ...point, ...change } : point)),
    }));
  const save = () =>
    onSave((client) => client.PUT('/v1/sales-settings/delivery', { body: deliveryOf(draft) }));
  const row = (children: ReactNode, onRemove: () => void, key: string | number) => (
    <Paper key={key} variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <Box
          sx={{ flex: 1, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {children}
        </Box>
        {canSave && (
          <IconButton aria-label={t('salesSettings.remove')} onClick={onRemove}>
            <DeleteOutlineIcon />
          </IconButton>
        )}
      </Stack>
    </Paper>
  );
  return (
    <Stack spacing={2}>
      {tab === 'deliveries' &&
        draft.options.map((option, index) =>
          row(
            <>
              <TextField
                label={t('salesSettings.deliveries.label')}
                value={option.label}
                disabled={!canSave}
                onChange={(e) => setOption(index, { label: e.target.value })}
              />
              <TextField
                select
                label={t('salesSettings.deliveries.type')}
                value={option.type}
                disabled={!canSave}
                onChange={(e) => setOption(index, { type: e.target.value as Option['type'] })}
              >
                {TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`salesSettings.deliveries.types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction="row" spacing={1}>
                <TextField
                  label={t('salesSettings.deliveries.price')}
                  value={option.price}
                  disabled={!canSave}
                  error={centsOfText(option.price) === undefined}
                  onChange={(e) => setOption(index, { price: e.target.value })}
                />
                <TextField
                  label={t('salesSettings.deliveries.margin')}
                  value={option.margin}
                  disabled={!canSave}
                  onChange={(e) => setOption(index, { margin: e.target.value })}
                />
              </Stack>
              <TextField
                label={t('salesSettings.deliveries.countries')}
                value={option.countries}
                disabled={!canSave}
                onChange={(e) => setOption(index, { countries: e.target.value })}
              />
              <TextField
                label={t('salesSettings.deliveries.departments')}
                value={option.departments}
                disabled={!canSave}
                onChange={(e) => setOption(index, { departments: e.target.value })}
                sx={{ gridColumn: { md: 'span 2' } }}
              />
            </>,
            () =>
              setDraft((before) => ({ ...before, options: before.options.filter((_, i) => i !== index) })),
            `o${index}`,
          ),
        )}
      {tab === 'points' && (
        <>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('salesSettings.points.title')}
          </Typography>
          {draft.points.map((point, index) =>
            row(
              <>
                <TextField
                  label={t('salesSettings.points.name')}
                  value={point.name}
                  disabled={!canSave}
                  onChange={(e) => setPoint(index, { name: e.target.value })}
                />
                <TextField
                  label={t('salesSettings.points.address')}
                  value={point.address}
                  disabled={!canSave}
                  onChange={(e) => setPoint(index, { address: e.target.value })}
                />
                <TextField
                  label={t('salesSettings.points.price')}
                  value={point.price}
                  disabled={!canSave}
                  error={centsOfText(point.price) === undefined}
                  onChange={(e) => setPoint(index, { price: e.target.value })}
                />
              </>,
              () =>
                setDraft((before) => ({ ...before, points: before.points.filter((_, i) => i !== index) })),
              `p${index}`,
            ),
          )}
        </>
      )}
      {canSave && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              setDraft((before) =>
                tab === 'deliveries'
                  ? {
                      ...before,
                      options: [
                        ...before.options,
                        {
                          ref: '',
                          type: 'carrier',
                          label: '',
                          price: '',
                          margin: '0',
                          countries: 'FR',
                          departments: '',
                        },
                      ],
                    }
                  : { ...before, points: [...before.points, { ref: '', name: '', address: '', price: '0' }] },
              )
            }
          >
            {t('salesSettings.add')}
          </Button>
        </Box>
      )}
      {tab === 'points' && (
        <Box>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('salesSettings.points.franco')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('salesSettings.points.francoBottles')}
              value={draft.francoBottles}
              disabled={!canSave}
              onChange={(e) => setDraft((before) => ({ ...before, francoBottles: e.target.value }))}
            />
            <TextField
              label={t('salesSettings.points.francoAmount')}
              value={draft.francoAmount}
              disabled={!canSave}
              onChange={(e) => setDraft((before) => ({ ...before, francoAmount: e.target.value }))}
            />
          </Stack>
        </Box>
      )}
      <SaveBar canSave={canSave} onSave={() => void save()} />
    </Stack>
  );
}

interface TabProps {
  settings: SalesSettings;
  canSave: boolean;
  onSave: (
    run: (client: ReturnType<typeof useSalesSettings>['api']) => Promise<{ data?: SalesSettings }>,
  ) => void;
}

/**
 * Settings → delivery (?link=delivery&tab=N): the order rules, the payment methods and delays, the
 * pickup points and franco, and the delivery types with their zones and prices (tab 3).
 */
export default function DeliverySection() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { settings, save, canSave, api } = useSalesSettings();
  const asked = Number(params.get('tab'));
  const tab = TABS[Number.isInteger(asked) && asked >= 0 && asked < TABS.length ? asked : 0]!;
  if (!settings) return <CircularProgress />;
  const onSave: TabProps['onSave'] = (run) => void save(() => run(api));
  const props = { settings, canSave, onSave };
  return (
    <Box data-sales-settings="delivery">
      <Tabs
        value={tab}
        onChange={(_, next: (typeof TABS)[number]) =>
          setParams({ link: 'delivery', tab: String(TABS.indexOf(next)) })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t(`salesSettings.tabs.${key}`)} data-delivery-tab={key} />
        ))}
      </Tabs>
      {tab === 'rules' && <RulesTab {...props} />}
      {tab === 'payments' && <PaymentsTab {...props} />}
      {(tab === 'points' || tab === 'deliveries') && <DeliveryTabs {...props} tab={tab} />}
    </Box>
  );
}
