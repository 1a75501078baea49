import type { Locale } from '@cuvee/kernel';
import { composeMail, type MailContent } from '@cuvee/platform';
import { TAKEOVER_LINK_DAYS } from '../domain/agent-shop.js';

export interface TakeoverMailInput {
  firstname: string;
  shopName: string;
  agentName: string;
  /** The page where the owner chooses a password and takes the shop over. */
  link: string;
}

/** The invitation a producer receives when their agent added their shop (ADR 0087). */
export function takeoverMail(
  locale: Locale,
  { firstname, shopName, agentName, link }: TakeoverMailInput,
): MailContent {
  return locale === 'fr'
    ? composeMail({
        subject: `${agentName} a créé la boutique ${shopName} pour vous sur Cuvée`,
        greeting: `Bonjour ${firstname},`,
        paragraphs: [
          `${agentName}, votre agent commercial, a créé la boutique ${shopName} sur Cuvée en votre nom.`,
          `Pour en devenir propriétaire, choisissez votre mot de passe avec le lien ci-dessous. Il ne sert qu'une fois et reste valable ${TAKEOVER_LINK_DAYS} jours ; votre agent peut vous en renvoyer un.`,
          'Tant que vous ne l’avez pas acceptée, la boutique reste hors ligne.',
        ],
        button: 'Reprendre ma boutique',
        link,
      })
    : composeMail({
        subject: `${agentName} created the shop ${shopName} for you on Cuvée`,
        greeting: `Hello ${firstname},`,
        paragraphs: [
          `${agentName}, your sales agent, created the shop ${shopName} on Cuvée in your name.`,
          `To own it, choose your password with the link below. It works once and stays valid for ${TAKEOVER_LINK_DAYS} days; your agent can send you another.`,
          'Until you accept it, the shop stays offline.',
        ],
        button: 'Take over my shop',
        link,
      });
}
