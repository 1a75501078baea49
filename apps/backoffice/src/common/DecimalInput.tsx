import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { centsToDecimalString, parseDecimalInput, tryToCents, type Locale } from '@cuvee/kernel';
import { useEffect, useState } from 'react';
import { InputHelperText, useInput, type InputProps, type Validator } from 'react-admin';
import { useLocale } from '../session/use-session';

/*
 * The back office's one way to type a decimal: "0,75" and "0.75" both read as 0.75 (a number input
 * read "0,75" as 75 in some browsers, and a 75 cl bottle was saved as 75 litres). The field is text
 * with a decimal keyboard; the form holds the number (cents for a price), null when empty, and what was
 * typed when it is not a number, which the field's own check refuses.
 */

export type DecimalInputProps = Omit<InputProps, 'format' | 'parse' | 'label'> & {
  label: string;
  /** A price typed in euros, kept in cents (the API's unit). */
  money?: boolean;
  /** The smallest value accepted. */
  min?: number;
  sx?: SxProps<Theme>;
};

/** What the form keeps for a typed text: a number, null when empty, the text itself when unreadable. */
export function decimalValueOf(text: string, money = false): number | string | null {
  if (text.trim() === '') return null;
  return (money ? tryToCents(text) : parseDecimalInput(text)) ?? text;
}

/** How a kept value is shown, with the interface language's decimal separator. */
export function decimalTextOf(value: unknown, locale: Locale, money = false): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const separator = locale === 'fr' ? ',' : '.';
  return money ? centsToDecimalString(value, separator) : String(value).replace('.', separator);
}

const readable: Validator = (value: unknown) =>
  typeof value === 'string' ? 'ra.validation.number' : undefined;

export function DecimalInput({
  label,
  money = false,
  min,
  sx,
  helperText,
  validate,
  ...props
}: DecimalInputProps) {
  const locale = useLocale();
  const atLeast: Validator = (value: unknown) =>
    min !== undefined && typeof value === 'number' && value < (money ? min * 100 : min)
      ? { message: 'ra.validation.minValue', args: { min } }
      : undefined;
  const { field, fieldState, isRequired } = useInput({
    ...props,
    validate: [readable, atLeast, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
  });
  const shown = decimalTextOf(field.value, locale, money);
  // What is typed stays as typed ("0," on the way to "0,75"); a value set from outside (a record
  // loaded, the form reset) replaces it.
  const [text, setText] = useState(shown);
  useEffect(() => {
    setText((typed) => (decimalValueOf(typed, money) === (field.value ?? null) ? typed : shown));
  }, [field.value, money, shown]);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(decimalValueOf(event.target.value, money));
      }}
      onBlur={field.onBlur}
      label={label}
      required={isRequired}
      error={Boolean(error)}
      helperText={<InputHelperText error={error} helperText={helperText} />}
      sx={sx}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
