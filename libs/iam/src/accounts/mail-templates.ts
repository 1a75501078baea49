import type { Locale } from '@cuvee/kernel';

/** A mail ready for the MailSender port: subject, plain text and a simple HTML alternative. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface AccountMailInput {
  firstname: string;
  /** The absolute link the reader clicks (validation or password reset page with its token). */
  link: string;
}

/** Validity shown in the mails; the services use the same constants. */
export const VALIDATION_LINK_DAYS = 7;
export const RESET_LINK_MINUTES = 60;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function render(
  greeting: string,
  paragraphs: string[],
  button: string,
  link: string,
  footer: string,
): MailContent['html'] {
  return [
    '<!doctype html>',
    '<html><body style="font-family: Arial, sans-serif; color: #08202e; line-height: 1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}" style="background: #219EBC; color: #ffffff; padding: 10px 18px; border-radius: 4px; text-decoration: none">${escapeHtml(button)}</a></p>`,
    `<p style="font-size: 13px; color: #555">${escapeHtml(link)}</p>`,
    `<p style="font-size: 13px; color: #555">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
}

function text(greeting: string, paragraphs: string[], link: string, footer: string): string {
  return [greeting, '', ...paragraphs.flatMap((p) => [p, '']), link, '', footer, '', '— Cuvée'].join('\n');
}

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
      return {
        subject: 'Validez votre compte Cuvée',
        text: text(greeting, body, link, footer),
        html: render(greeting, body, 'Valider mon compte', link, footer),
      };
    },
    en: ({ firstname, link }) => {
      const greeting = `Hello ${firstname},`;
      const body = [
        'Welcome to Cuvée! To activate your account, confirm your email address by opening the link below.',
        `This link is valid for ${VALIDATION_LINK_DAYS} days.`,
      ];
      const footer = 'If you did not create an account, please ignore this message.';
      return {
        subject: 'Validate your Cuvée account',
        text: text(greeting, body, link, footer),
        html: render(greeting, body, 'Validate my account', link, footer),
      };
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
      return {
        subject: 'Changement de votre mot de passe Cuvée',
        text: text(greeting, body, link, footer),
        html: render(greeting, body, 'Choisir un nouveau mot de passe', link, footer),
      };
    },
    en: ({ firstname, link }) => {
      const greeting = `Hello ${firstname},`;
      const body = [
        'You asked to change the password of your Cuvée account. Open the link below to choose a new one.',
        `This link works once and expires in ${RESET_LINK_MINUTES} minutes.`,
      ];
      const footer =
        'If you did not ask for this, please ignore this message: your password stays unchanged.';
      return {
        subject: 'Change your Cuvée password',
        text: text(greeting, body, link, footer),
        html: render(greeting, body, 'Choose a new password', link, footer),
      };
    },
  },
};

export function validationMail(locale: Locale, input: AccountMailInput): MailContent {
  return TEMPLATES.validation[locale](input);
}

export function resetPasswordMail(locale: Locale, input: AccountMailInput): MailContent {
  return TEMPLATES.reset[locale](input);
}
