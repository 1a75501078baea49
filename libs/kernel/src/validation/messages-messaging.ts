/*
 * The messages of conversations and their attachments (docs/messaging.md). Kept apart from the main
 * catalogue (messages.ts spreads them in).
 */
export const MESSAGING_FRENCH = {
  'messaging.emptyBody': 'Le message ne peut pas être vide',
  'messaging.bodyTooLong': 'Le message ne peut pas dépasser {max} caractères',
  'messaging.attachmentTooLarge': 'La pièce jointe dépasse la taille maximale autorisée ({megabytes} Mo)',
  'messaging.attachmentType':
    'Type de fichier refusé : seules les images JPEG, PNG ou WebP et les PDF sont acceptés',
  'messaging.attachmentUnknown':
    "Cette pièce jointe n'existe pas ou est déjà envoyée : déposez le fichier à nouveau",
  'messaging.shopRequired': 'Choisissez le producteur à qui écrire',
  'messaging.buyerRequired': "Choisissez l'acheteur à qui écrire",
  'messaging.aboutIdRequired': 'Indiquez la commande, la réservation ou le devis concerné',
  'messaging.cannotCreate': 'Le support répond aux conversations, il ne les ouvre pas',
  'messaging.assigneeNotMember': "Cette personne ne fait pas partie de l'équipe de la boutique",
  'messaging.newMessage': 'Nouveau message de {author} : {subject}',
} as const;

export const MESSAGING_ENGLISH: Record<keyof typeof MESSAGING_FRENCH, string> = {
  'messaging.emptyBody': 'The message cannot be empty',
  'messaging.bodyTooLong': 'The message cannot be longer than {max} characters',
  'messaging.attachmentTooLarge': 'The attachment exceeds the maximum size allowed ({megabytes} MB)',
  'messaging.attachmentType': 'File type refused: only JPEG, PNG or WebP images and PDFs are accepted',
  'messaging.attachmentUnknown': 'This attachment does not exist or was already sent: upload the file again',
  'messaging.shopRequired': 'Choose the producer to write to',
  'messaging.buyerRequired': 'Choose the buyer to write to',
  'messaging.aboutIdRequired': 'Give the order, booking or quote concerned',
  'messaging.cannotCreate': 'Support answers conversations, it does not open them',
  'messaging.assigneeNotMember': "This person is not a member of the shop's team",
  'messaging.newMessage': 'New message from {author}: {subject}',
};
