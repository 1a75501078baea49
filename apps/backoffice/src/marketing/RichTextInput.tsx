import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CAMPAIGN_DYNAMIC_FIELDS,
  fontSizeLabel,
  headingLabel,
  RICH_TEXT_FONT_FAMILIES,
  RICH_TEXT_FONT_SIZES,
} from '@cuvee/kernel';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useInput } from 'react-admin';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import {
  ALIGNMENTS,
  emptyParagraph,
  htmlToParagraphs,
  PARAGRAPH_TAGS,
  paragraphsToHtml,
  type Paragraph,
} from './rich-text';

/** A compact native select: light on a phone, and its options are the kernel's lists. */
function StyleSelect({
  label,
  value,
  onChange,
  children,
  width,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  width: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width }}
    >
      {children}
    </TextField>
  );
}

/**
 * The rich text of a mail (an HTML field of the form): paragraphs, each with its style — paragraph or
 * « Titre N », « Taille N », one of the editor's fonts, alignment, colour — and buttons that insert the
 * dynamic fields where the cursor was. Written as the HTML the API's sanitiser keeps.
 */
export function RichTextInput({ source, label }: { source: string; label?: string }) {
  const t = useT();
  const locale = useLocale();
  const { field } = useInput({ source });
  const [paragraphs, setParagraphs] = useState<Paragraph[]>(() =>
    htmlToParagraphs(String(field.value ?? '')),
  );
  // Where a field button inserts: the paragraph and the cursor the user left last.
  const cursor = useRef({ index: 0, at: 0 });

  const change = (next: Paragraph[]) => {
    setParagraphs(next);
    field.onChange(paragraphsToHtml(next));
  };
  const update = (index: number, patch: Partial<Paragraph>) =>
    change(paragraphs.map((paragraph, i) => (i === index ? { ...paragraph, ...patch } : paragraph)));
  const insertField = (name: string) => {
    const index = Math.min(cursor.current.index, paragraphs.length - 1);
    const { text } = paragraphs[index]!;
    const at = Math.min(cursor.current.at, text.length);
    const token = `{{${name}}}`;
    cursor.current = { index, at: at + token.length };
    update(index, { text: text.slice(0, at) + token + text.slice(at) });
  };
  const remember = (index: number) => (event: { target: EventTarget }) => {
    const at = (event.target as HTMLTextAreaElement).selectionStart;
    cursor.current = { index, at: typeof at === 'number' ? at : 0 };
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 760, mb: 2 }} data-rich-text={source}>
      {label && (
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {label}
        </Typography>
      )}
      <Stack spacing={2}>
        {paragraphs.map((paragraph, index) => (
          <Box key={index} data-paragraph={index}>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
              <StyleSelect
                label={t('marketing.fields.style')}
                value={paragraph.tag}
                onChange={(tag) => update(index, { tag: tag as Paragraph['tag'] })}
                width={140}
              >
                {PARAGRAPH_TAGS.map((tag) => (
                  <option key={tag} value={tag}>
                    {tag === 'p' ? t('marketing.fields.paragraph') : headingLabel(Number(tag[1]), locale)}
                  </option>
                ))}
              </StyleSelect>
              <StyleSelect
                label={t('marketing.fields.size')}
                value={String(paragraph.size ?? '')}
                onChange={(size) => update(index, { size: size ? Number(size) : null })}
                width={120}
              >
                <option value="">—</option>
                {RICH_TEXT_FONT_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {fontSizeLabel(size, locale)}
                  </option>
                ))}
              </StyleSelect>
              <StyleSelect
                label={t('marketing.fields.font')}
                value={paragraph.font ?? ''}
                onChange={(font) => update(index, { font: font || null })}
                width={170}
              >
                <option value="">—</option>
                {RICH_TEXT_FONT_FAMILIES.map((font) => (
                  <option key={font} value={font}>
                    {font}
                  </option>
                ))}
              </StyleSelect>
              <StyleSelect
                label={t('marketing.fields.align')}
                value={paragraph.align ?? ''}
                onChange={(align) => update(index, { align: (align || null) as Paragraph['align'] })}
                width={120}
              >
                <option value="">—</option>
                {ALIGNMENTS.map((align) => (
                  <option key={align} value={align}>
                    {t(`marketing.align.${align}`)}
                  </option>
                ))}
              </StyleSelect>
              <TextField
                type="color"
                size="small"
                label={t('marketing.fields.colourText')}
                value={paragraph.colour ?? '#1f2a44'}
                onChange={(event) => update(index, { colour: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ width: 90 }}
              />
              {paragraphs.length > 1 && (
                <IconButton
                  aria-label={t('marketing.actions.removeParagraph')}
                  onClick={() => change(paragraphs.filter((_, i) => i !== index))}
                >
                  <DeleteIcon />
                </IconButton>
              )}
            </Stack>
            <TextField
              multiline
              minRows={2}
              fullWidth
              label={t('marketing.fields.text')}
              value={paragraph.text}
              onChange={(event: ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) => {
                remember(index)(event);
                update(index, { text: event.target.value });
              }}
              onSelect={remember(index)}
              onFocus={remember(index)}
              slotProps={{
                htmlInput: {
                  style: {
                    // The text as it will read, its size capped so that a « Taille 150 » stays editable.
                    fontFamily: paragraph.font ?? undefined,
                    fontSize: Math.min(paragraph.size ?? 14, 32),
                    fontWeight: paragraph.tag === 'p' ? undefined : 700,
                    textAlign: paragraph.align ?? undefined,
                    color: paragraph.colour ?? undefined,
                  },
                },
              }}
            />
          </Box>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        onClick={() => change([...paragraphs, emptyParagraph()])}
        sx={{ mt: 1 }}
      >
        {t('marketing.actions.addParagraph')}
      </Button>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('marketing.actions.insertField')} :
        </Typography>
        {CAMPAIGN_DYNAMIC_FIELDS.map((name) => (
          <Chip
            key={name}
            size="small"
            variant="outlined"
            label={t(`marketing.dynamicFields.${name}`)}
            onClick={() => insertField(name)}
            // The focus stays in the text, so the cursor the field goes to is the one the user left.
            onMouseDown={(event) => event.preventDefault()}
            data-field={name}
          />
        ))}
      </Stack>
    </Box>
  );
}
