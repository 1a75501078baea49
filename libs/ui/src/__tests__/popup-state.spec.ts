import { describe, expect, it } from '@jest/globals';
import { canValidate, fieldError, initialValues, type PopupField } from '../popup-state.js';

const emails: PopupField = { kind: 'emails', name: 'to', label: 'Destinataires', required: true };
const day: PopupField = { kind: 'date', name: 'day', label: 'Date', min: '2026-03-10', max: '2026-03-20' };

describe('global popup rules', () => {
  it('starts each field from its initial value', () => {
    expect(
      initialValues([
        { kind: 'text', name: 'a', label: 'A' },
        { kind: 'checkbox', name: 'b', label: 'B', initial: true },
        { kind: 'date', name: 'c', label: 'C', initial: '2026-03-12' },
        { kind: 'date', name: 'd', label: 'D', mode: 'month', initial: '2026-03-12' },
        emails,
      ]),
    ).toEqual({ a: '', b: true, c: '12/03/2026', d: '03/2026', to: [] });
  });

  it('keeps validate disabled while a required input is empty', () => {
    const fields: PopupField[] = [{ kind: 'text', name: 'name', label: 'Nom', required: true }];
    expect(canValidate({ fields }, { name: '  ' }, '', 'fr')).toBe(false);
    expect(canValidate({ fields }, { name: 'Clos' }, '', 'fr')).toBe(true);
  });

  it('keeps validate disabled until the keyword is typed, spaces and case ignored', () => {
    const options = { confirmKeyword: 'SUPPRIMER' };
    expect(canValidate(options, {}, 'suppr', 'fr')).toBe(false);
    expect(canValidate(options, {}, ' sup primer ', 'fr')).toBe(true);
  });

  it('gives the mail selector its kernel messages', () => {
    expect(fieldError(emails, [], 'fr')).toBe('Veuillez renseigner au moins une adresse mail.');
    expect(fieldError(emails, ['ok@example.fr', 'pas-un-mail'], 'fr')).toBe(
      'L\'adresse "pas-un-mail" est invalide.',
    );
    expect(fieldError(emails, ['ok@example.fr'], 'fr')).toBeNull();
    expect(fieldError({ ...emails, required: false }, [], 'fr')).toBeNull();
    expect(canValidate({ fields: [emails] }, { to: [] }, '', 'fr')).toBe(false);
  });

  it('refuses a date outside its bounds or unreadable', () => {
    expect(fieldError(day, '15/03/2026', 'fr')).toBeNull();
    expect(fieldError(day, '21/03/2026', 'fr')).toBe("La date n'est pas valide");
    expect(fieldError(day, '31/02/2026', 'en')).toBe('The date is not valid');
    expect(fieldError(day, '', 'fr')).toBeNull();
    expect(fieldError({ ...day, mode: 'month' }, '03/2026', 'fr')).toBeNull();
    expect(fieldError({ ...day, mode: 'month' }, '04/2026', 'fr')).toBe("La date n'est pas valide");
    expect(canValidate({ fields: [day] }, { day: '21/03/2026' }, '', 'fr')).toBe(false);
  });
});
