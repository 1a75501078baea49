import type { Locale } from '@cuvee/kernel';
import { composeMail, type MailContent } from '@cuvee/platform';

export interface AccountMailInput {
  firstname: string;
  /** The absolute link the reader clicks (validation or password reset page with its token). */
  link: string;
}

/** Validity shown in the mails; the services use the same constants. */
export const VALIDATION_LINK_DAYS = 7;
export const RESET_LINK_MINUTES = 60;

type Template = (input: AccountMailInput) => MailContent;

const TEMPLATES: Record<'validation' | 'reset', Record<Locale, Template>> = {
  validation: {
    fr: ({ firstname, link }) => {
      const greeting = `Bonjour ${firstname},`;
      const body = [
        'Bienvenue sur Cuvée ! Pour activer votre compte, confirmez votre adresse mail en ouvrant le lien ci-dessous.',
        `Ce lien est valable ${VALIDATION_LINK_DAYS} jours.`,
      ];
      const footer = "Si vous n'avez pas créé de compte, ignorez ce message.";
      return composeMail({
        subject: 'Validez votre compte Cuvée',
        greeting,
        paragraphs: body,
        button: 'Valider mon compte',
        link,
        footer,
      });
    },
    en: ({ firstname, link }) => {
      const greeting = `Hello ${firstname},`;
      const body = [
        'Welcome to Cuvée! To activate your account, confirm your email address by opening the link below.',
        `This link is valid for ${VALIDATION_LINK_DAYS} days.`,
      ];
      const footer = 'If you did not create an account, please ignore this message.';
      return composeMail({
        subject: 'Validate your Cuvée account',
        greeting,
        paragraphs: body,
        button: 'Validate my account',
        link,
        footer,
      });
    },
  },
  reset: {
    fr: ({ firstname, link }) => {
      const greeting = `Bonjour ${firstname},`;
      const body = [
        'Vous avez demandé à changer le mot de passe de votre compte Cuvée. Ouvrez le lien ci-dessous pour en choisir un nouveau.',
        `Ce lien ne sert qu'une fois et expire dans ${RESET_LINK_MINUTES} minutes.`,
      ];
      const footer =
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.";
      return composeMail({
        subject: 'Changement de votre mot de passe Cuvée',
        greeting,
        paragraphs: body,
        button: 'Choisir un nouveau mot de passe',
        link,
        footer,
      });
    },
    en: ({ firstname, link }) => {
      const greeting = `Hello ${firstname},`;
      const body = [
        'You asked to change the password of your Cuvée account. Open the link below to choose a new one.',
        `This link works once and expires in ${RESET_LINK_MINUTES} minutes.`,
      ];
      const footer =
        'If you did not ask for this, please ignore this message: your password stays unchanged.';
      return composeMail({
        subject: 'Change your Cuvée password',
        greeting,
        paragraphs: body,
        button: 'Choose a new password',
        link,
        footer,
      });
    },
  },
};

export function validationMail(locale: Locale, input: AccountMailInput): MailContent {
  return TEMPLATES.validation[locale](input);
}

export function resetPasswordMail(locale: Locale, input: AccountMailInput): MailContent {
  return TEMPLATES.reset[locale](input);
}
