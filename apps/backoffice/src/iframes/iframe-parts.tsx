import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import {
  DEFAULT_THEME,
  HEADER_FONTS,
  iframeLookVars,
  iframeSnippet,
  THEME_MODES,
  type IframeTheme,
} from '@cuvee/kernel';
import { useRef, type CSSProperties } from 'react';
import { useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import { showError, showSuccess } from '../common/notices';
import { SHOP_URL } from '../config';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';

export type IframeRecord = Schemas['IframeDto'];
export type IframeKind = IframeRecord['kind'];
export const IFRAME_KINDS: readonly IframeKind[] = ['productList', 'product', 'events'];

const wide = { width: 600, maxWidth: '100%' };

/** The sites as the API takes them (a list) and as the producer types them (one per line). */
const originsField = {
  format: (origins: string[] | null | undefined) => (origins ?? []).join('\n'),
  parse: (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
};

/** The allowed sites, one per line; the API normalises them and names a bad one. */
export function OriginsInput() {
  const t = useT();
  const origins = useWatch<{ origins?: string[] }>({ name: 'origins' }) ?? [];
  return (
    <TextInput
      source="origins"
      label={t('iframes.fields.origins')}
      multiline
      minRows={2}
      helperText={origins.length ? t('iframes.help.origins') : t('iframes.help.noOrigin')}
      {...originsField}
      sx={wide}
    />
  );
}

/** The theme's fields, under `theme.` (an iframe's own, or the settings' defaults). */
export function ThemeInputs() {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <RadioButtonGroupInput
        source="theme.mode"
        label={t('iframes.fields.mode')}
        choices={THEME_MODES.map((id) => ({ id, name: t(`iframes.modes.${id}`) }))}
      />
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextInput
          source="theme.accent"
          label={t('iframes.fields.accent')}
          type="color"
          sx={{ width: 180 }}
        />
        <SelectInput
          source="theme.font"
          label={t('iframes.fields.font')}
          choices={HEADER_FONTS.map((font) => ({ id: font.key, name: font[locale] }))}
          sx={{ width: 240 }}
        />
        <NumberInput
          source="theme.radius"
          label={t('iframes.fields.radius')}
          min={0}
          max={24}
          sx={{ width: 180 }}
        />
      </Stack>
      <BooleanInput source="theme.showPrices" label={t('iframes.fields.showPrices')} />
      <BooleanInput source="theme.showStock" label={t('iframes.fields.showStock')} />
    </>
  );
}

/**
 * What the widget will look like, drawn from the form as it is typed: the theme's colours, font and
 * corners on a sample card (a product card, or an event's booking), with the same CSS variables as the
 * shop front's page (kernel iframeLookVars).
 */
export function IframePreview() {
  const t = useT();
  const theme = { ...DEFAULT_THEME, ...(useWatch({ name: 'theme' }) as Partial<IframeTheme> | undefined) };
  const kind = useWatch<{ kind?: IframeKind }>({ name: 'kind' }) ?? 'productList';
  const cards = kind === 'productList' ? 2 : 1;
  const radius = 'var(--frame-radius)';
  const style = {
    ...iframeLookVars(theme),
    background: 'var(--frame-bg)',
    color: 'var(--frame-text)',
    fontFamily: 'var(--frame-font)',
  } as CSSProperties;
  return (
    <Box data-iframe-preview sx={{ p: 2, borderRadius: 1, border: 1, borderColor: 'divider' }} style={style}>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(180px, 1fr))`, gap: 2 }}>
        {Array.from({ length: cards }, (_, index) => (
          <Box key={index} sx={{ p: 1.5, background: 'var(--frame-card)', borderRadius: radius }}>
            <Box
              sx={{ height: 72, mb: 1, borderRadius: radius, background: 'var(--frame-bg)', opacity: 0.7 }}
            />
            <Typography sx={{ font: 'inherit', fontWeight: 600 }}>
              {kind === 'events' ? t('iframes.kinds.events') : t('iframes.preview.sample')}
            </Typography>
            <Typography sx={{ font: 'inherit', fontSize: 14, opacity: 0.8 }}>
              {t('iframes.preview.sampleDetail')}
            </Typography>
            {theme.showPrices && (
              <Typography sx={{ font: 'inherit', fontWeight: 700, color: 'var(--frame-accent)' }}>
                {t('iframes.preview.price')}
              </Typography>
            )}
            {theme.showStock && kind !== 'events' && (
              <Typography sx={{ font: 'inherit', fontSize: 13 }}>{t('iframes.preview.inStock')}</Typography>
            )}
            <Box
              component="span"
              sx={{
                display: 'inline-block',
                mt: 1,
                px: 1.5,
                py: 0.75,
                borderRadius: radius,
                background: 'var(--frame-accent)',
                color: 'var(--frame-accent-ink)',
                fontSize: 14,
                fontWeight: 600,
              }}
            >
              {t('iframes.preview.add')}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The code to paste on the producer's site, with a copy button and a link to the widget's page. */
export function SnippetField({ iframe }: { iframe: Pick<IframeRecord, 'id' | 'name'> }) {
  const t = useT();
  const input = useRef<HTMLTextAreaElement>(null);
  const snippet = iframeSnippet(SHOP_URL, iframe.id, iframe.name);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      showSuccess(t('iframes.snippet.copied'));
    } catch {
      // No clipboard (an http page, a refused permission): the text is selected for Ctrl+C.
      input.current?.select();
      showError(t('iframes.snippet.copyFailed'));
    }
  };
  return (
    <Stack sx={{ gap: 1 }} data-iframe-snippet>
      <Typography variant="body2" color="text.secondary">
        {t('iframes.snippet.hint')}
      </Typography>
      <MuiTextField
        value={snippet}
        multiline
        fullWidth
        inputRef={input}
        label={t('iframes.sections.snippet')}
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false },
          input: { sx: { fontFamily: 'monospace', fontSize: 13 } },
        }}
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('iframes.snippet.copy')}
        </Button>
        <Button
          startIcon={<OpenInNewIcon />}
          href={`${SHOP_URL}/iframes/${iframe.id}`}
          target="_blank"
          rel="noopener"
        >
          {t('iframes.snippet.open')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** What the API takes of a form's values: the record's own fields, never its id or dates. */
export function iframeInput(data: Record<string, unknown>): Record<string, unknown> {
  const keys = ['name', 'kind', 'productIds', 'filter', 'eventId', 'theme', 'origins', 'enabled'];
  return Object.fromEntries(keys.filter((key) => key in data).map((key) => [key, data[key]]));
}
