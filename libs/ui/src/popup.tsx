import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { interpolate, MOBILE_MAX_WIDTH, type Locale } from '@cuvee/kernel';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { DateField } from './date-field.js';
import { EmailsField } from './emails-field.js';
import {
  canValidate,
  fieldError,
  initialValues,
  type PopupField,
  type PopupOptions,
  type PopupResult,
  type PopupValue,
} from './popup-state.js';
import { uiMessages } from './ui-messages.js';

/** Opens the global popup; resolves with the values on "Valider", null on "Annuler" or Escape. */
export type OpenPopup = (options: PopupOptions) => Promise<PopupResult | null>;

const PopupContext = createContext<OpenPopup | null>(null);

export function usePopup(): OpenPopup {
  const open = useContext(PopupContext);
  if (!open) throw new Error('usePopup: no PopupProvider above this component');
  return open;
}

interface OpenState {
  /** A new one per opening: the fields start from their initial values every time. */
  id: number;
  options: PopupOptions;
  resolve: (result: PopupResult | null) => void;
}

/** The one popup of the page, opened from anywhere below with usePopup(). */
export function PopupProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [current, setCurrent] = useState<OpenState | null>(null);
  const pending = useRef<OpenState | null>(null);
  const openings = useRef(0);

  const open = useCallback<OpenPopup>(
    (options) =>
      new Promise((resolve) => {
        // A popup opened over another one answers the first with "cancelled".
        pending.current?.resolve(null);
        openings.current += 1;
        const state = { id: openings.current, options, resolve };
        pending.current = state;
        setCurrent(state);
      }),
    [],
  );

  const finish = (result: PopupResult | null) => {
    current?.resolve(result);
    pending.current = null;
    setCurrent(null);
  };

  return (
    <PopupContext.Provider value={open}>
      {children}
      {current && <PopupDialog key={current.id} options={current.options} locale={locale} onClose={finish} />}
    </PopupContext.Provider>
  );
}

function PopupDialog(props: {
  options: PopupOptions;
  locale: Locale;
  onClose: (result: PopupResult | null) => void;
}) {
  const { options, locale, onClose } = props;
  const t = uiMessages[locale].popup;
  const fullScreen = useMediaQuery(`(max-width:${MOBILE_MAX_WIDTH}px)`);
  const [values, setValues] = useState<Record<string, PopupValue>>(() => initialValues(options.fields));
  const [typed, setTyped] = useState('');
  const ready = useMemo(() => canValidate(options, values, typed, locale), [options, values, typed, locale]);
  const error = options.tone === 'error';
  const set = (name: string) => (value: PopupValue) => setValues((before) => ({ ...before, [name]: value }));

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      onClose={() => onClose(null)}
      aria-labelledby="popup-title"
      data-popup={error ? 'error' : 'default'}
    >
      <DialogTitle id="popup-title" sx={error ? { color: 'error.main' } : undefined}>
        {options.title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {options.text && <Typography sx={{ whiteSpace: 'pre-line' }}>{options.text}</Typography>}
          {options.body}
          {(options.fields ?? []).map((field) => (
            <PopupFieldInput
              key={field.name}
              field={field}
              value={values[field.name]}
              onChange={set(field.name)}
              locale={locale}
            />
          ))}
          {options.confirmKeyword && (
            <TextField
              autoFocus
              label={interpolate(t.confirmLabel, { keyword: options.confirmKeyword })}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              slotProps={{ htmlInput: { 'data-confirm-keyword': options.confirmKeyword } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose(null)} color="inherit">
          {options.cancelLabel ?? t.cancel}
        </Button>
        <Button
          variant="contained"
          color={error ? 'error' : 'primary'}
          disabled={!ready}
          onClick={() => onClose({ values })}
        >
          {options.validateLabel ?? t.validate}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PopupFieldInput(props: {
  field: PopupField;
  value: PopupValue | undefined;
  onChange: (value: PopupValue) => void;
  locale: Locale;
}) {
  const { field, value, onChange, locale } = props;
  switch (field.kind) {
    case 'checkbox':
      return (
        <FormControlLabel
          control={<Checkbox checked={value === true} onChange={(event) => onChange(event.target.checked)} />}
          label={field.label}
        />
      );
    case 'select':
      return (
        <TextField
          select
          label={field.label}
          required={field.required}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        >
          {field.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'date':
      return (
        <DateField
          label={field.label}
          required={field.required}
          mode={field.mode ?? 'day'}
          bounds={field}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          error={fieldError(field, value, locale)}
          locale={locale}
        />
      );
    case 'emails':
      return (
        <EmailsField
          label={field.label}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={onChange}
          error={fieldError(field, value, locale)}
          locale={locale}
        />
      );
    default:
      return (
        <TextField
          label={field.label}
          required={field.required}
          placeholder={field.placeholder}
          multiline={field.kind === 'textarea'}
          minRows={field.kind === 'textarea' ? 3 : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
