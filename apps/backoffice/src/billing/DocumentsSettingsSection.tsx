import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import {
  COLOURS,
  DOCUMENT_MENTIONS_MAX_LENGTH as MENTIONS_MAX,
  TERMS_OF_SALE_MAX_LENGTH as TERMS_MAX,
} from '@cuvee/kernel';
import { useState, type FormEvent } from 'react';
import { showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { api } from '../services';
import { useAuthenticated } from '../session/use-session';
import { usePermission } from './billing-shared';
import { Block } from './billing-settings-form';
import { useBillingSettings, useBillingSettingsSaved } from './settings-data';

type DocumentSettings = Schemas['DocumentSettingsViewDto'];

/*
 * Settings "documents" (?link=documents, ADR 0089): the documents' colour and header, the shop's own
 * mentions printed under its identity and the terms of sale printed on a last page of quotes and/or
 * invoices — both frozen on a document when it is issued. Beside the form, a sketch of the first page.
 */
export default function DocumentsSettingsSection() {
  const settings = useBillingSettings();
  if (!settings) return <CircularProgress />;
  return <DocumentsForm initial={settings.documents} />;
}

function DocumentsForm({ initial }: { initial: DocumentSettings }) {
  const t = useT();
  const can = usePermission();
  const { shop } = useAuthenticated();
  const saved = useBillingSettingsSaved();
  const [documents, setDocuments] = useState(initial);
  const [busy, setBusy] = useState(false);
  const editable = can('billOrder');
  const shopColour = shop?.editedShop.color ?? COLOURS.primary;
  const set = (patch: Partial<DocumentSettings>) => setDocuments({ ...documents, ...patch });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const { data } = await api.PUT('/v1/billing-settings', {
      body: {
        documents: {
          ...documents,
          mentions: documents.mentions?.trim() || null,
          termsOfSale: documents.termsOfSale?.trim() || null,
        },
      },
    });
    setBusy(false);
    if (data) {
      saved(data);
      setDocuments(data.documents);
      showSuccess(t('common.saved'));
    }
  };

  const field = { disabled: !editable, fullWidth: true };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('billing.documents.readOnly')}
        </Alert>
      )}
      <Box
        component="form"
        onSubmit={(event) => void save(event)}
        noValidate
        data-form="documents"
        sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}
      >
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Block title={t('billing.documents.look')} hint={t('billing.documents.lookHint')}>
            <Stack spacing={2}>
              <FormControlLabel
                control={
                  <Switch
                    checked={documents.colour === null}
                    onChange={(event) => set({ colour: event.target.checked ? null : shopColour })}
                    disabled={!editable}
                  />
                }
                label={t('billing.documents.shopColour')}
              />
              {documents.colour !== null && (
                <TextField
                  {...field}
                  type="color"
                  label={t('billing.documents.colour')}
                  value={documents.colour}
                  onChange={(event) => set({ colour: event.target.value })}
                  slotProps={{ htmlInput: { 'data-field': 'colour' } }}
                  sx={{ maxWidth: 220 }}
                />
              )}
              <TextField
                {...field}
                select
                label={t('billing.documents.logo')}
                value={documents.logo}
                onChange={(event) => set({ logo: event.target.value as DocumentSettings['logo'] })}
                slotProps={{ select: { inputProps: { 'data-field': 'logo' } } }}
              >
                <MenuItem value="shop">{t('billing.documents.logoShop')}</MenuItem>
                <MenuItem value="none">{t('billing.documents.logoNone')}</MenuItem>
              </TextField>
              {documents.logo === 'shop' && !shop?.editedShop.logo && (
                <Typography variant="body2" color="text.secondary">
                  {t('billing.documents.noShopLogo')}
                </Typography>
              )}
            </Stack>
          </Block>
          <Block title={t('billing.documents.mentions')} hint={t('billing.documents.mentionsHint')}>
            <TextField
              {...field}
              multiline
              minRows={2}
              label={t('billing.documents.mentions')}
              value={documents.mentions ?? ''}
              onChange={(event) => set({ mentions: event.target.value })}
              error={(documents.mentions?.length ?? 0) > MENTIONS_MAX}
              helperText={t('billing.documents.length', {
                count: documents.mentions?.length ?? 0,
                max: MENTIONS_MAX,
              })}
              slotProps={{ htmlInput: { 'data-field': 'mentions' } }}
            />
          </Block>
          <Block title={t('billing.documents.terms')} hint={t('billing.documents.termsHint')}>
            <Stack spacing={1}>
              <TextField
                {...field}
                multiline
                minRows={6}
                maxRows={18}
                label={t('billing.documents.terms')}
                value={documents.termsOfSale ?? ''}
                onChange={(event) => set({ termsOfSale: event.target.value })}
                error={(documents.termsOfSale?.length ?? 0) > TERMS_MAX}
                helperText={t('billing.documents.length', {
                  count: documents.termsOfSale?.length ?? 0,
                  max: TERMS_MAX,
                })}
                slotProps={{ htmlInput: { 'data-field': 'termsOfSale' } }}
              />
              {(['quote', 'invoice'] as const).map((kind) => (
                <FormControlLabel
                  key={kind}
                  control={
                    <Checkbox
                      checked={documents.termsOn[kind] ?? false}
                      onChange={(event) =>
                        set({ termsOn: { ...documents.termsOn, [kind]: event.target.checked } })
                      }
                      disabled={!editable}
                      data-terms-on={kind}
                    />
                  }
                  label={t(
                    kind === 'quote' ? 'billing.documents.termsOnQuote' : 'billing.documents.termsOnInvoice',
                  )}
                />
              ))}
            </Stack>
          </Block>
          {editable && (
            <Button type="submit" variant="contained" disabled={busy}>
              {t('common.save')}
            </Button>
          )}
        </Box>
        <DocumentSketch
          colour={documents.colour ?? shopColour}
          logo={documents.logo === 'shop' ? (shop?.editedShop.logo ?? null) : null}
          name={shop?.name ?? ''}
          mentions={documents.mentions ?? ''}
          terms={
            Boolean(documents.termsOfSale?.trim()) && (documents.termsOn.quote || documents.termsOn.invoice)
          }
        />
      </Box>
    </Paper>
  );
}

/** A small first page as the PDF draws it: the colour band, the header, the identity with the mentions. */
function DocumentSketch(props: {
  colour: string;
  logo: string | null;
  name: string;
  mentions: string;
  terms: boolean;
}) {
  const t = useT();
  return (
    <Box sx={{ width: { xs: '100%', md: 260 }, flex: 'none' }} data-document-sketch>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('billing.documents.preview')}
      </Typography>
      <Paper variant="outlined" sx={{ aspectRatio: '210 / 297', overflow: 'hidden', fontSize: 10 }}>
        <Box sx={{ height: 4, bgcolor: props.colour }} data-sketch-band={props.colour} />
        <Box sx={{ p: 1.5 }}>
          {props.logo ? (
            <Box
              component="img"
              src={props.logo}
              alt=""
              sx={{ maxWidth: 90, maxHeight: 40, objectFit: 'contain' }}
            />
          ) : (
            <Typography sx={{ color: props.colour, fontWeight: 700, fontSize: 13 }}>{props.name}</Typography>
          )}
          <Typography
            sx={{ mt: 1, fontSize: 9, color: 'text.secondary', whiteSpace: 'pre-line' }}
            data-sketch-mentions
          >
            {props.mentions}
          </Typography>
          {[70, 90, 60, 80].map((width) => (
            <Box
              key={width}
              sx={{ mt: 1, height: 6, width: `${width}%`, bgcolor: 'action.hover', borderRadius: 1 }}
            />
          ))}
          {props.terms && (
            <Typography sx={{ mt: 2, fontSize: 9, color: props.colour }} data-sketch-terms>
              {t('billing.documents.previewTerms')}
            </Typography>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
