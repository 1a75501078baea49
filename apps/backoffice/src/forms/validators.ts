import { messageOf, type ValidationRule } from '@cuvee/kernel';
import { useCallback } from 'react';
import type { Validator } from 'react-admin';
import { useLocale } from '../session/use-session';

/**
 * The kernel's rules (with their exact messages) as react-admin validators: the form says
 * what the API would answer, in the interface language.
 */
export function useRules(): (...rules: ValidationRule[]) => Validator[] {
  const locale = useLocale();
  return useCallback(
    (...rules: ValidationRule[]) =>
      rules.map((rule) => (value: unknown) => {
        const failure = rule(value);
        return failure ? messageOf(failure, locale) : undefined;
      }),
    [locale],
  );
}
