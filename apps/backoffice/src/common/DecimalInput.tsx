import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { InputHelperText, useInput, type InputProps, type Validator } from 'react-admin';
import { useLocale } from '../session/use-session';
import { decimalTextOf, decimalValueOf } from './decimal';

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
  /** The smallest and largest values accepted (in euros for a price). */
  min?: number;
  max?: number;
  sx?: SxProps<Theme>;
};

const readable: Validator = (value: unknown) =>
  typeof value === 'string' ? 'ra.validation.number' : undefined;

export function DecimalInput({
  label,
  money = false,
  min,
  max,
  sx,
  helperText,
  validate,
  ...props
}: DecimalInputProps) {
  const locale = useLocale();
  const scale = money ? 100 : 1;
  const within: Validator = (value: unknown) => {
    if (typeof value !== 'number') return undefined;
    if (min !== undefined && value < min * scale) return { message: 'ra.validation.minValue', args: { min } };
    if (max !== undefined && value > max * scale) return { message: 'ra.validation.maxValue', args: { max } };
    return undefined;
  };
  const { field, fieldState, isRequired } = useInput({
    ...props,
    validate: [readable, within, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
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
