import type { KeyOf, RefItem } from './reference-list.js';

export const PRIORITIES = [
  { key: 'low', fr: 'Basse', en: 'Low' },
  { key: 'medium', fr: 'Moyenne', en: 'Medium' },
  { key: 'high', fr: 'Haute', en: 'High' },
] as const satisfies readonly RefItem[];
export type Priority = KeyOf<typeof PRIORITIES>;

export const TASK_ACTIVITY_TYPES = [
  { key: 'phone', fr: 'Appel', en: 'Phone call' },
  { key: 'email', fr: 'E-mail', en: 'Email' },
  { key: 'visit', fr: 'Visite client', en: 'Client visit' },
  { key: 'tasting', fr: 'Dégustation', en: 'Tasting' },
  { key: 'tour', fr: 'Tournée', en: 'Sales tour' },
  { key: 'animation', fr: 'Animation', en: 'In-store event' },
  { key: 'salon', fr: 'Salon', en: 'Trade fair' },
  { key: 'lunch', fr: 'Déjeuner', en: 'Lunch' },
  { key: 'meeting', fr: 'Rendez-vous', en: 'Meeting' },
  { key: 'orderPreparation', fr: 'Préparation de commande', en: 'Order preparation' },
  { key: 'other', fr: 'Autre', en: 'Other' },
] as const satisfies readonly RefItem[];
export type TaskActivityType = KeyOf<typeof TASK_ACTIVITY_TYPES>;

/**
 * Where a prospect stands (Client.pipe); a client that is no longer a prospect has none (null). The
 * spec's route `/clients/add?pipe=Prospect` names the first stage, hence keys that start with a capital.
 */
export const PROSPECT_STAGES = [
  { key: 'Prospect', fr: 'À qualifier', en: 'To qualify' },
  { key: 'Contacted', fr: 'Contacté', en: 'Contacted' },
  { key: 'Qualified', fr: 'Qualifié', en: 'Qualified' },
  { key: 'Lost', fr: 'Sans suite', en: 'Not interested' },
] as const satisfies readonly RefItem[];
export type ProspectStage = KeyOf<typeof PROSPECT_STAGES>;

/** The stage a new prospect starts in. */
export const FIRST_PROSPECT_STAGE: ProspectStage = 'Prospect';

export interface EmailDynamicField extends RefItem {
  /** What the model text contains, replaced when the mail is sent. */
  readonly token: string;
}

/** Placeholders a mail model may contain (its dynamic fields). */
export const EMAIL_DYNAMIC_FIELDS = [
  { key: 'clientFirstname', token: '{{clientFirstname}}', fr: 'Prénom du client', en: 'Client first name' },
  { key: 'clientLastname', token: '{{clientLastname}}', fr: 'Nom du client', en: 'Client last name' },
  { key: 'shopName', token: '{{shopName}}', fr: 'Nom de la boutique', en: 'Shop name' },
  {
    key: 'clientBusinessName',
    token: '{{clientBusinessName}}',
    fr: 'Nom commercial du client',
    en: 'Client business name',
  },
  {
    key: 'clientBusinessReason',
    token: '{{clientBusinessReason}}',
    fr: 'Raison sociale du client',
    en: 'Client company name',
  },
  { key: 'userEmail', token: '{{userEmail}}', fr: "E-mail de l'expéditeur", en: 'Sender email' },
  { key: 'userPhone', token: '{{userPhone}}', fr: "Téléphone de l'expéditeur", en: 'Sender phone' },
  { key: 'documentNumber', token: '{{documentNumber}}', fr: 'Numéro du document', en: 'Document number' },
  {
    key: 'orderAmountTtc',
    token: '{{orderAmountTtc}}',
    fr: 'Montant TTC de la commande',
    en: 'Order amount incl. tax',
  },
  { key: 'signature', token: '{{signature}}', fr: 'Signature', en: 'Signature' },
] as const satisfies readonly EmailDynamicField[];
export type EmailDynamicFieldKey = KeyOf<typeof EMAIL_DYNAMIC_FIELDS>;

/** Replaces each known token by its value; a token without a value becomes empty text. */
export function fillEmailDynamicFields(
  template: string,
  values: Partial<Record<EmailDynamicFieldKey, string>>,
): string {
  return EMAIL_DYNAMIC_FIELDS.reduce(
    (text, field) => text.split(field.token).join(values[field.key] ?? ''),
    template,
  );
}

export interface StickerColour extends RefItem {
  readonly hex: string;
}

/** The 11 named colours of stickers (tags on clients, tasks, orders). */
export const STICKER_COLOURS = [
  { key: 'red', hex: '#d0312d', fr: 'Rouge', en: 'Red' },
  { key: 'orange', hex: '#FB8500', fr: 'Orange', en: 'Orange' },
  { key: 'yellow', hex: '#FFB703', fr: 'Jaune', en: 'Yellow' },
  { key: 'green', hex: '#2A9D8F', fr: 'Vert', en: 'Green' },
  { key: 'lightBlue', hex: '#a4d1d0', fr: 'Bleu clair', en: 'Light blue' },
  { key: 'blue', hex: '#219EBC', fr: 'Bleu', en: 'Blue' },
  { key: 'navy', hex: '#08202e', fr: 'Bleu marine', en: 'Navy' },
  { key: 'purple', hex: '#7B2CBF', fr: 'Violet', en: 'Purple' },
  { key: 'pink', hex: '#E56B9F', fr: 'Rose', en: 'Pink' },
  { key: 'brown', hex: '#8D5B4C', fr: 'Marron', en: 'Brown' },
  { key: 'grey', hex: '#ABB5C9', fr: 'Gris', en: 'Grey' },
] as const satisfies readonly StickerColour[];
export type StickerColourKey = KeyOf<typeof STICKER_COLOURS>;
