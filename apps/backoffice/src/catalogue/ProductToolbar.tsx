import { useRef, useState } from 'react';
import { Confirm, SaveButton, Toolbar } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { intlLocale } from '@cuvee/kernel';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { formatsFarFromEq75, type FarFormat } from './format-volume';

/**
 * The product form's save: a format whose volume is far from its 75 cl equivalent (75 l typed for a
 * 75 cl bottle) asks first; confirming submits the form the usual way.
 */
export function ProductToolbar() {
  const t = useT();
  const number = new Intl.NumberFormat(intlLocale(useLocale())).format;
  const { getValues } = useFormContext();
  const [far, setFar] = useState<FarFormat[]>([]);
  const form = useRef<HTMLFormElement | null>(null);
  return (
    <Toolbar>
      <SaveButton
        onClick={(event) => {
          const found = formatsFarFromEq75((getValues('formats') as []) ?? []);
          if (found.length === 0) return;
          // Not submitted yet: the dialog's confirmation submits it.
          event.preventDefault();
          form.current = event.currentTarget.form;
          setFar(found);
        }}
      />
      <Confirm
        isOpen={far.length > 0}
        title={t('catalogue.volumeCheck.title')}
        content={
          <>
            {far.map((format) => (
              <p key={format.position}>
                {t('catalogue.volumeCheck.format', {
                  position: format.position,
                  volume: number(format.volume),
                  expected: number(format.expected),
                  eq75: number(format.eq75),
                })}
              </p>
            ))}
            <p>{t('catalogue.volumeCheck.confirm')}</p>
          </>
        }
        onConfirm={() => {
          setFar([]);
          form.current?.requestSubmit();
        }}
        onClose={() => setFar([])}
      />
    </Toolbar>
  );
}
