import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { messageOf, type ValidationRule } from '@cuvee/kernel';
import { useState, type ChangeEvent } from 'react';
import { useLocale } from '../session/use-session';

/*
 * The settings forms: plain fields checked with the kernel's rules and messages before the API
 * is called; the API's own answer then comes as a snackbar.
 */

export type Rules<T> = Partial<Record<keyof T, readonly ValidationRule[]>>;

export interface KernelForm<T extends Record<string, string>> {
  values: T;
  errors: Partial<Record<keyof T, string>>;
  field: (
    name: keyof T & string,
  ) => Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText'>;
  /** Checks every field; true when all pass (the messages show otherwise). */
  validate: () => boolean;
  reset: (values: T) => void;
}

export function useKernelForm<T extends Record<string, string>>(initial: T, rules: Rules<T>): KernelForm<T> {
  const locale = useLocale();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});

  const check = (name: keyof T, value: string): string | undefined => {
    for (const rule of rules[name] ?? []) {
      const failure = rule(value);
      if (failure) return messageOf(failure, locale);
    }
    return undefined;
  };

  return {
    values,
    errors,
    field: (name) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setValues((before) => ({ ...before, [name]: event.target.value }));
        // Editing clears the field's message; it comes back at the next check.
        setErrors((before) => ({ ...before, [name]: undefined }));
      },
      error: errors[name] !== undefined,
      helperText: errors[name] ?? ' ',
    }),
    validate: () => {
      const found: Partial<Record<keyof T, string>> = {};
      for (const name of Object.keys(values) as (keyof T)[]) {
        const message = check(name, values[name]);
        if (message) found[name] = message;
      }
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    reset: (next) => {
      setValues(next);
      setErrors({});
    },
  };
}

/** A text field of a settings form (full width up to 420 px, between the kernel's form widths 320/600). */
export function FormField(props: TextFieldProps) {
  return <TextField fullWidth {...props} sx={{ maxWidth: 420, ...props.sx }} />;
}

/** '' for a missing text, so every field is controlled. */
export const text = (value: string | null | undefined): string => value ?? '';
/** null for an empty text, as the API's nullable fields expect. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
