/*
 * The messages of clients' personal data (export, erasure, consent), kept apart from the main catalogue
 * (messages.ts spreads them in).
 */
export const PRIVACY_FRENCH = {
  'privacy.alreadyErased': 'Les données personnelles de ce client ont déjà été effacées',
  'privacy.clientErased':
    'Les données personnelles de ce client ont été effacées : sa fiche ne peut plus être modifiée',
  'exports.missingFilter': 'Le filtre "{name}" est obligatoire pour cet export',
  'privacy.accountRunsShops':
    "Ce compte gère des boutiques : il ne s'efface pas lui-même. Quittez ou transférez vos boutiques, puis demandez l'effacement au support",
  'privacy.accountErased':
    'Votre compte a été effacé. Les boutiques gardent vos factures le temps que la loi impose.',
  'privacy.lastOwner':
    "Ce compte est le seul propriétaire de {shops} : donnez la boutique à un autre propriétaire avant d'effacer le compte",
} as const;

export const PRIVACY_ENGLISH: Record<keyof typeof PRIVACY_FRENCH, string> = {
  'privacy.alreadyErased': "This client's personal data has already been erased",
  'privacy.clientErased': "This client's personal data was erased: the record can no longer be changed",
  'exports.missingFilter': 'The filter "{name}" is required for this export',
  'privacy.accountRunsShops':
    'This account runs shops: it cannot erase itself. Leave or hand over your shops, then ask support for the erasure',
  'privacy.lastOwner':
    'This account is the only owner of {shops}: give the shop another owner before erasing the account',
  'privacy.accountErased': 'Your account was erased. Shops keep your invoices as long as the law requires.',
};
