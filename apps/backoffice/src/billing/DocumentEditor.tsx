import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAYMENT_DELAYS, type PaymentDelay } from '@cuvee/kernel';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { NotFound } from '../coming-soon/ComingSoon';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { api, quietApi } from '../services';
import { useLocale } from '../session/use-session';
import { documentPath, KIND_PAGES, type DocumentDetail } from './billing-shared';
import { showError, showListError, showSuccess } from '../common/notices';
import { ClientPicker } from './pickers';
import {
  type EditableKind,
  type LineDraft,
  type Draft,
  type Errors,
  blankLine,
  draftOf,
  useMessage,
  check,
  lineInput,
  LineRow,
} from './document-draft';

/*
 * A draft quote or invoice: the client, the terms and the lines. A line is a catalogue article
 * (product, format, vintage, quantity, an optional price and discount) or a free line (service,
 * shipping, discount: label, quantity, price HT, VAT rate). The API prices every line on saving (the
 * client's typology, quantity tiers and promotions over the whole document, duties, VAT) and the
 * document's page then shows what it computed.
 */

/**
 * …/quotes?new, …/quotes?id=12&edit, …/bills?new, …/bills?id=12&edit: a draft's form. Editing a quote
 * already sent makes its next version (the API answers it, and the page opens it).
 */
export function DocumentEditor({ kind, id }: { kind: EditableKind; id: number | null }) {
  const t = useT();
  const locale = useLocale();
  const message = useMessage();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft | null | undefined>(undefined);
  const [source, setSource] = useState<DocumentDetail | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    if (id === null) {
      const client = new URLSearchParams(window.location.search).get('clientId');
      setDraft({
        client: null,
        paymentDelay: '',
        locale,
        validUntil: '',
        references: '',
        notes: '',
        lines: [blankLine('product')],
      });
      // Coming from a client's page: that client is chosen.
      if (client)
        void quietApi
          .GET('/v1/clients/{id}', { params: { path: { id: Number(client) } } })
          .then(({ data }) => {
            if (live && data)
              setDraft(
                (before) =>
                  before && {
                    ...before,
                    client: { id: data.id, displayName: data.displayName, email: data.email },
                  },
              );
          });
    } else
      void quietApi.GET('/v1/billing-documents/{id}', { params: { path: { id } } }).then(async ({ data }) => {
        if (!live) return;
        // Only drafts and sent quotes (a new version) are edited.
        const editable =
          data &&
          data.kind === kind &&
          (data.status === 'pending' ||
            (kind === 'quote' && data.status === 'generated' && !data.superseded));
        if (!editable) return setDraft(null);
        setSource(data);
        const loaded = await draftOf(data);
        if (live) setDraft(loaded);
      });
    return () => {
      live = false;
    };
  }, [id, kind, locale]);

  if (draft === undefined) return <CircularProgress sx={{ m: 4 }} />;
  if (draft === null) return <NotFound />;
  // A draft invoice made from a quote keeps the quote's lines (the API adds them): terms only here.
  const withLines = !source?.sourceKind;
  // Editing clears the form's messages; the next save checks again.
  const set = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setErrors({});
  };
  const setLine = (key: number, line: LineDraft | null) =>
    set({
      lines: line
        ? draft.lines.map((l) => (l.key === key ? line : l))
        : draft.lines.filter((l) => l.key !== key),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft, message, withLines);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (withLines && draft.lines.length === 0) return showError(t('billing.lines.empty'));
    const body = {
      clientId: draft.client!.id,
      paymentDelay: (draft.paymentDelay || undefined) as PaymentDelay | undefined,
      locale: draft.locale,
      notes: draft.notes.trim() || null,
      references: draft.references
        .split(',')
        .map((reference) => reference.trim())
        .filter(Boolean),
      ...(withLines ? { lines: draft.lines.map(lineInput) } : {}),
    };
    setSaving(true);
    try {
      const saved =
        kind === 'quote'
          ? id === null
            ? await api.POST('/v1/quotes', { body: { ...body, validUntil: draft.validUntil || undefined } })
            : await api.PUT('/v1/quotes/{id}', {
                params: { path: { id } },
                body: { ...body, validUntil: draft.validUntil || undefined },
              })
          : id === null
            ? await api.POST('/v1/invoices', { body })
            : await api.PUT('/v1/invoices/{id}', { params: { path: { id } }, body });
      if (!saved.data) return showListError(saved.error);
      showSuccess(t('billing.messages.saved'));
      navigate(documentPath(kind, saved.data.id));
    } finally {
      setSaving(false);
    }
  };

  const back = id === null ? KIND_PAGES[kind] : documentPath(kind, id);
  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ pb: 4 }}
      data-editor={kind}
    >
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {t('billing.editor.cancel')}
      </Button>
      <PageHeader
        title={
          id === null
            ? t(`billing.actions.new.${kind}`)
            : t('billing.editor.editTitle', {
                label: `${t(`billing.kinds.${kind}`)} ${source?.number ?? ''}`.trim(),
              })
        }
      />
      {source?.status === 'generated' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('billing.editor.newVersion')}
        </Alert>
      )}
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
            {t('billing.editor.clientAndTerms')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                md: kind === 'quote' ? '2fr 1.2fr 1fr 1fr' : '2fr 1.2fr 1fr',
              },
            }}
          >
            <ClientPicker
              value={draft.client}
              onChange={(client) => set({ client })}
              error={errors.client}
              disabled={id !== null}
            />
            <TextField
              select
              label={t('billing.fields.paymentDelay')}
              value={draft.paymentDelay}
              onChange={(event) => set({ paymentDelay: event.target.value })}
              helperText={t('billing.editor.paymentDelayHint')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('billing.editor.defaultDelay')}</MenuItem>
              {PAYMENT_DELAYS.map((delay) => (
                <MenuItem key={delay.key} value={delay.key}>
                  {delay[locale]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('billing.fields.locale')}
              value={draft.locale}
              onChange={(event) => set({ locale: event.target.value as 'fr' | 'en' })}
              helperText=" "
            >
              <MenuItem value="fr">Français</MenuItem>
              <MenuItem value="en">English</MenuItem>
            </TextField>
            {kind === 'quote' && (
              <TextField
                type="date"
                label={t('billing.fields.validUntil')}
                value={draft.validUntil}
                onChange={(event) => set({ validUntil: event.target.value })}
                helperText={t('billing.editor.validityHint')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          </Box>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <TextField
              label={t('billing.fields.references')}
              value={draft.references}
              onChange={(event) => set({ references: event.target.value })}
              helperText={t('billing.editor.referencesHint')}
              sx={{ flex: 1 }}
            />
            <TextField
              label={t('billing.fields.notes')}
              value={draft.notes}
              onChange={(event) => set({ notes: event.target.value })}
              multiline
              minRows={1}
              helperText={t('billing.editor.notesHint')}
              sx={{ flex: 1 }}
            />
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('billing.lines.title')}
          </Typography>
          {withLines ? (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('billing.editor.pricingHint')}
              </Typography>
              {draft.lines.map((line) => (
                <LineRow
                  key={line.key}
                  line={line}
                  errors={errors}
                  onChange={(changed) => setLine(line.key, changed)}
                  onRemove={() => setLine(line.key, null)}
                />
              ))}
              {draft.lines.length === 0 && (
                <Typography color="text.secondary" sx={{ py: 2 }}>
                  {t('billing.lines.empty')}
                </Typography>
              )}
              <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                <Button
                  startIcon={<AddIcon />}
                  onClick={() => set({ lines: [...draft.lines, blankLine('product')] })}
                >
                  {t('billing.lines.addProduct')}
                </Button>
                <Button
                  startIcon={<AddIcon />}
                  onClick={() => set({ lines: [...draft.lines, blankLine('service')] })}
                >
                  {t('billing.lines.addFree')}
                </Button>
              </Stack>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('billing.editor.sourcedLines')}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button component={RouterLink} to={back}>
          {t('billing.editor.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving} data-save>
          {t('billing.actions.saveDraft')}
        </Button>
      </Stack>
    </Box>
  );
}
