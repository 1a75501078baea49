import type { Locale } from '@cuvee/kernel';
import { composeMail, type MailContent } from '@cuvee/platform';

export type TeamMailKind = 'collaborator' | 'agent' | 'agentLinked';

export interface TeamMailInput {
  firstname: string;
  shopName: string;
  /** Invitations: the page where the new member chooses a password; a linked agent: the login page. */
  link: string;
}

/** How long an invitation link stays valid (longer than a reset: the invitee may not read mail daily). */
export const INVITATION_LINK_DAYS = 7;

function compose(
  subject: string,
  greeting: string,
  paragraphs: string[],
  button: string,
  link: string,
): MailContent {
  return composeMail({ subject, greeting, paragraphs, button, link });
}

type Template = (input: TeamMailInput) => MailContent;

const TEMPLATES: Record<TeamMailKind, Record<Locale, Template>> = {
  collaborator: {
    fr: ({ firstname, shopName, link }) =>
      compose(
        `${shopName} vous invite à rejoindre son équipe sur Cuvée`,
        `Bonjour ${firstname},`,
        [
          `${shopName} vous a ajouté à son équipe sur Cuvée en tant que collaborateur.`,
          `Pour activer votre compte, choisissez votre mot de passe avec le lien ci-dessous. Il ne sert qu'une fois et reste valable ${INVITATION_LINK_DAYS} jours.`,
        ],
        'Choisir mon mot de passe',
        link,
      ),
    en: ({ firstname, shopName, link }) =>
      compose(
        `${shopName} invites you to join their team on Cuvée`,
        `Hello ${firstname},`,
        [
          `${shopName} added you to their team on Cuvée as a collaborator.`,
          `To activate your account, choose your password with the link below. It works once and stays valid for ${INVITATION_LINK_DAYS} days.`,
        ],
        'Choose my password',
        link,
      ),
  },
  agent: {
    fr: ({ firstname, shopName, link }) =>
      compose(
        `${shopName} vous invite comme agent commercial sur Cuvée`,
        `Bonjour ${firstname},`,
        [
          `${shopName} souhaite travailler avec vous comme agent commercial sur Cuvée.`,
          `Pour activer votre compte, choisissez votre mot de passe avec le lien ci-dessous. Il ne sert qu'une fois et reste valable ${INVITATION_LINK_DAYS} jours.`,
        ],
        'Choisir mon mot de passe',
        link,
      ),
    en: ({ firstname, shopName, link }) =>
      compose(
        `${shopName} invites you as a sales agent on Cuvée`,
        `Hello ${firstname},`,
        [
          `${shopName} would like to work with you as a sales agent on Cuvée.`,
          `To activate your account, choose your password with the link below. It works once and stays valid for ${INVITATION_LINK_DAYS} days.`,
        ],
        'Choose my password',
        link,
      ),
  },
  agentLinked: {
    fr: ({ firstname, shopName, link }) =>
      compose(
        `${shopName} vous a ajouté à ses agents commerciaux`,
        `Bonjour ${firstname},`,
        [
          `${shopName} vous a ajouté à ses agents commerciaux sur Cuvée : vous retrouverez ce producteur dans votre espace.`,
        ],
        'Me connecter',
        link,
      ),
    en: ({ firstname, shopName, link }) =>
      compose(
        `${shopName} added you to their sales agents`,
        `Hello ${firstname},`,
        [`${shopName} added you to their sales agents on Cuvée: you will find this producer in your space.`],
        'Sign in',
        link,
      ),
  },
};

export function teamMail(kind: TeamMailKind, locale: Locale, input: TeamMailInput): MailContent {
  return TEMPLATES[kind][locale](input);
}
