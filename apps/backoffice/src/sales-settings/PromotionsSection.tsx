import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseDecimalInput } from '@cuvee/kernel';
import type { Schemas } from '@cuvee/api-client';
import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { centsOfText, eurosText, useSalesSettings } from './use-sales-settings';

type Promotion = Schemas['OrderPromotionDto'];
interface Draft {
  id: string;
  name: string;
  type: Promotion['type'];
  value: string;
  activation: Promotion['activation'];
  threshold: string;
  start: string;
  end: string;
}

function draftOf(promotion: Promotion): Draft {
  return {
    id: promotion.id,
    name: promotion.name ?? '',
    type: promotion.type,
    value: promotion.type === 'amount' ? eurosText(promotion.amount) : String(promotion.amount),
    activation: promotion.activation,
    threshold:
      promotion.activation === 'minPriceOrder'
        ? eurosText(promotion.threshold)
        : promotion.threshold
          ? String(promotion.threshold)
          : '',
    start: promotion.start ?? '',
    end: promotion.end ?? '',
  };
}

/** A draft as the API takes it; null when a figure cannot be read. */
function promotionOf(draft: Draft): Promotion | null {
  const amount = draft.type === 'amount' ? centsOfText(draft.value) : parseDecimalInput(draft.value);
  const threshold =
    draft.activation === 'always'
      ? 0
      : draft.activation === 'minPriceOrder'
        ? centsOfText(draft.threshold)
        : Number(draft.threshold);
  if (amount == null || Number.isNaN(amount) || threshold == null || Number.isNaN(threshold)) return null;
  return {
    id: draft.id,
    name: draft.name.trim() || null,
    type: draft.type,
    amount,
    activation: draft.activation,
    threshold,
    start: draft.start || null,
    end: draft.end || null,
  };
}

/** Settings → promotions: the shop's order-level promotions (the best one applies, never cumulated). */
export default function PromotionsSection() {
  const t = useT();
  const { settings, save, canSave, api } = useSalesSettings();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  useEffect(() => {
    if (settings) setDrafts(settings.promotions.map(draftOf));
  }, [settings]);
  if (!settings) return <CircularProgress />;
  const set = (index: number, change: Partial<Draft>) =>
    setDrafts((before) => before.map((draft, i) => (i === index ? { ...draft, ...change } : draft)));
  const promotions = drafts.map(promotionOf);
  const invalid = promotions.some((promotion) => promotion === null);
  return (
    <Stack spacing={2} data-sales-settings="promotions">
      <Typography color="text.secondary">{t('salesSettings.promotions.intro')}</Typography>
      {drafts.length === 0 && (
        <Typography color="text.secondary">{t('salesSettings.promotions.none')}</Typography>
      )}
      {drafts.map((draft, index) => (
        <Paper key={draft.id} variant="outlined" sx={{ p: 2 }} data-promotion={draft.name}>
          <Stack direction="row" spacing={1} alignItems="flex-start">
            <Box
              sx={{
                flex: 1,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' },
              }}
            >
              <TextField
                label={t('salesSettings.promotions.name')}
                value={draft.name}
                disabled={!canSave}
                onChange={(e) => set(index, { name: e.target.value })}
              />
              <TextField
                select
                label={t('salesSettings.promotions.type')}
                value={draft.type}
                disabled={!canSave}
                onChange={(e) => set(index, { type: e.target.value as Draft['type'] })}
              >
                <MenuItem value="percent">{t('salesSettings.promotions.percent')}</MenuItem>
                <MenuItem value="amount">{t('salesSettings.promotions.amount')}</MenuItem>
              </TextField>
              <TextField
                label={`${t('salesSettings.promotions.value')} (${draft.type === 'percent' ? '%' : '€'})`}
                value={draft.value}
                disabled={!canSave}
                error={promotions[index] === null}
                onChange={(e) => set(index, { value: e.target.value })}
              />
              <TextField
                select
                label={t('salesSettings.promotions.activation')}
                value={draft.activation}
                disabled={!canSave}
                onChange={(e) => set(index, { activation: e.target.value as Draft['activation'] })}
              >
                <MenuItem value="always">{t('salesSettings.promotions.always')}</MenuItem>
                <MenuItem value="minProductOrder">{t('salesSettings.promotions.minProductOrder')}</MenuItem>
                <MenuItem value="minPriceOrder">{t('salesSettings.promotions.minPriceOrder')}</MenuItem>
              </TextField>
              {draft.activation !== 'always' && (
                <TextField
                  label={t('salesSettings.promotions.threshold')}
                  value={draft.threshold}
                  disabled={!canSave}
                  onChange={(e) => set(index, { threshold: e.target.value })}
                />
              )}
              <TextField
                type="date"
                label={t('salesSettings.promotions.start')}
                value={draft.start}
                disabled={!canSave}
                onChange={(e) => set(index, { start: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="date"
                label={t('salesSettings.promotions.end')}
                value={draft.end}
                disabled={!canSave}
                onChange={(e) => set(index, { end: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Box>
            {canSave && (
              <IconButton
                aria-label={t('salesSettings.remove')}
                onClick={() => setDrafts((before) => before.filter((_, i) => i !== index))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            )}
          </Stack>
        </Paper>
      ))}
      {canSave ? (
        <Stack direction="row" justifyContent="space-between">
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              setDrafts((before) => [
                ...before,
                {
                  id: `promo-${Date.now()}`,
                  name: '',
                  type: 'percent',
                  value: '5',
                  activation: 'always',
                  threshold: '',
                  start: '',
                  end: '',
                },
              ])
            }
          >
            {t('salesSettings.add')}
          </Button>
          <Button
            variant="contained"
            disabled={invalid}
            onClick={() =>
              void save(() =>
                api.PUT('/v1/sales-settings/promotions', { body: { promotions: promotions as Promotion[] } }),
              )
            }
            data-save-settings
          >
            {t('common.save')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info">{t('salesSettings.ownerOnly')}</Alert>
      )}
    </Stack>
  );
}
