/*
 * The messages of clients' personal data (export, erasure, consent), kept apart from the main catalogue
 * (messages.ts spreads them in).
 */
export const PRIVACY_FRENCH = {
  'privacy.alreadyErased': 'Les données personnelles de ce client ont déjà été effacées',
  'privacy.clientErased':
    'Les données personnelles de ce client ont été effacées : sa fiche ne peut plus être modifiée',
  'exports.missingFilter': 'Le filtre "{name}" est obligatoire pour cet export',
} as const;

export const PRIVACY_ENGLISH: Record<keyof typeof PRIVACY_FRENCH, string> = {
  'privacy.alreadyErased': "This client's personal data has already been erased",
  'privacy.clientErased': "This client's personal data was erased: the record can no longer be changed",
  'exports.missingFilter': 'The filter "{name}" is required for this export',
};
