import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { components } from '@cuvee/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useBackofficeData, type ImportUploadDto } from '../api/custom-methods';
import { useFileSize } from '../common/formats';
import { Panel } from '../common/Panel';
import { useIsSmall } from '../common/use-is-small';
import { useT } from '../i18n';
import { bind, columnOf, mappingOf, missingFields, type Binding } from './mapping';

type ImportDto = components['schemas']['ImportDto'];
type ImportKind = components['schemas']['ImportKindDto'];
/** A field of the kind, with what to write in it when the API says. */
type KindField = ImportKind['columns'][number];

/** The mapping screen's choices, kept while the dry run runs so that they can be changed again. */
export interface Draft {
  binding: Binding;
  strict: boolean;
}

/** What the select of one column of the file needs. */
interface ColumnProps {
  upload: ImportUploadDto;
  index: number;
  binding: Binding;
  fields: KindField[];
  onChange(binding: Binding): void;
}

/** The field's help and example, as a tooltip beside its select. */
function FieldHelp({ field }: { field: KindField | undefined }) {
  const t = useT();
  if (!field?.help) return null;
  const title = [field.help, field.example && t('jobs.imports.example', { example: field.example })]
    .filter(Boolean)
    .join(' — ');
  // The tooltip names the button with its text, and opens on focus as on hover.
  return (
    <Tooltip title={title}>
      <IconButton size="small" sx={{ mt: 0.5 }}>
        <HelpOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/**
 * The field one column of the file feeds, labelled with the file's header: the kind's fields (the
 * required ones marked, those another column feeds disabled) or « Ignorer cette colonne ». Under it,
 * whether the API suggested it or what it suggested.
 */
function ColumnSelect({ upload, index, binding, fields, onChange }: ColumnProps) {
  const t = useT();
  const header = upload.header[index] ?? '';
  const value = binding[index] ?? null;
  const suggestion = upload.columns.find((column) => column.index === index)?.field ?? null;
  const labelId = useId();
  const labelOf = (field: string | null) => fields.find((item) => item.field === field)?.label ?? field;
  const helper =
    value === suggestion
      ? t(suggestion ? 'jobs.imports.suggested' : 'jobs.imports.unknown')
      : suggestion
        ? t('jobs.imports.changed', { field: labelOf(suggestion) })
        : undefined;
  return (
    <Stack spacing={0.5} data-column={header}>
      <Typography id={labelId} variant="subtitle2" noWrap title={header}>
        {header}
      </Typography>
      <Stack direction="row" spacing={0.5} alignItems="flex-start">
        <TextField
          select
          size="small"
          fullWidth
          hiddenLabel
          value={value ?? ''}
          helperText={helper}
          onChange={(event) => onChange(bind(binding, index, event.target.value || null))}
          slotProps={{
            select: {
              // The file's header above names the select.
              labelId,
              displayEmpty: true,
              renderValue: (chosen) =>
                chosen ? (
                  labelOf(chosen as string)
                ) : (
                  <Typography component="em" variant="body2" color="text.secondary">
                    {t('jobs.imports.ignored')}
                  </Typography>
                ),
            },
          }}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">
            <em>{t('jobs.imports.ignore')}</em>
          </MenuItem>
          {fields.map((field) => {
            const taken = columnOf(binding, field.field, index);
            return (
              <MenuItem key={field.field} value={field.field} disabled={taken >= 0}>
                <ListItemText
                  primary={field.required ? `${field.label} (${t('jobs.imports.required')})` : field.label}
                  secondary={
                    taken >= 0 ? t('jobs.imports.takenBy', { header: upload.header[taken] }) : undefined
                  }
                />
              </MenuItem>
            );
          })}
        </TextField>
        <FieldHelp field={fields.find((field) => field.field === value)} />
      </Stack>
    </Stack>
  );
}

/** The file's first rows under their columns' selects; an ignored column greyed. */
function PreviewTable(props: Omit<ColumnProps, 'index'>) {
  const t = useT();
  const { upload, binding } = props;
  const faded = (index: number) => (binding[index] ? undefined : { color: 'text.disabled' });
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('jobs.imports.mapping')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ verticalAlign: 'top' }}>{t('jobs.imports.line')}</TableCell>
            {upload.header.map((_, index) => (
              <TableCell key={index} sx={{ verticalAlign: 'top' }}>
                <ColumnSelect {...props} index={index} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {upload.sample.map((row, line) => (
            <TableRow key={line}>
              {/* The header is line 1: the numbers of the refused rows. */}
              <TableCell sx={{ color: 'text.secondary' }}>{line + 2}</TableCell>
              {upload.header.map((_, index) => (
                <TableCell
                  key={index}
                  sx={{
                    maxWidth: 240,
                    whiteSpace: 'nowrap',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    ...faded(index),
                  }}
                >
                  {row[index] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On a phone: a card per column, its select and its first values. */
function ColumnCards(props: Omit<ColumnProps, 'index'>) {
  const t = useT();
  const { upload } = props;
  return (
    <Stack spacing={1.5} role="list" aria-label={t('jobs.imports.mapping')}>
      {upload.header.map((_, index) => (
        <Box key={index} role="listitem" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <ColumnSelect {...props} index={index} />
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {upload.sample
              .slice(0, 3)
              .map((row) => row[index] ?? '')
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The second step: the uploaded file's columns bound to the kind's fields (the API's suggestion,
 * correctable), the required fields still without a column blocking the check, which starts the dry
 * run with this mapping.
 */
export function MappingStep({
  upload,
  kind,
  draft,
  onDraft,
  onStarted,
  onOtherFile,
}: {
  upload: ImportUploadDto;
  kind: ImportKind | undefined;
  draft: Draft;
  onDraft(draft: Draft): void;
  onStarted(view: ImportDto): void;
  onOtherFile(): void;
}) {
  const t = useT();
  const small = useIsSmall();
  const size = useFileSize();
  const data = useBackofficeData();
  const queryClient = useQueryClient();
  const { binding, strict } = draft;
  const fields = kind?.columns ?? [];
  const missing = missingFields(binding, fields);
  const { mutate: check, isPending } = useMutation({
    mutationFn: () =>
      data.startImport({
        kind: upload.kind,
        uploadId: upload.id,
        mapping: mappingOf(upload.header, binding),
        dryRun: true,
        strict,
      }),
    onSuccess: (view) => {
      onStarted(view);
      // The history lists it.
      return queryClient.invalidateQueries({ queryKey: ['imports'] });
    },
  });
  const columns = {
    upload,
    binding,
    fields,
    onChange: (next: Binding) => onDraft({ ...draft, binding: next }),
  };

  return (
    <Panel
      title={`${t('jobs.imports.mapping')} · ${kind?.label ?? upload.kind}`}
      hint={`${upload.fileName} · ${size(upload.size)}`}
      data-mapping-step
    >
      <Stack spacing={2}>
        {upload.source && (
          <Alert severity="info" data-recognised>
            {t('jobs.imports.recognised', { source: upload.source })}
          </Alert>
        )}
        {upload.remembered && (
          <Alert severity="info" data-remembered>
            {t('jobs.imports.remembered')}
          </Alert>
        )}
        <Typography variant="body2">{t('jobs.imports.mappingHint')}</Typography>
        {small ? <ColumnCards {...columns} /> : <PreviewTable {...columns} />}
        {missing.length > 0 && (
          <Alert severity="warning" data-missing-fields>
            <AlertTitle>{t('jobs.imports.missingTitle')}</AlertTitle>
            {t('jobs.imports.missing', { fields: missing.map((field) => field.label).join(', ') })}
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          alignItems={{ md: 'center' }}
          justifyContent="space-between"
        >
          <FormControlLabel
            control={
              <Checkbox
                checked={strict}
                onChange={(event) => onDraft({ ...draft, strict: event.target.checked })}
              />
            }
            label={t('jobs.imports.strict')}
          />
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1}>
            <Button onClick={onOtherFile}>{t('jobs.imports.otherFile')}</Button>
            <Button variant="contained" disabled={missing.length > 0 || isPending} onClick={() => check()}>
              {t('jobs.imports.check')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Panel>
  );
}
