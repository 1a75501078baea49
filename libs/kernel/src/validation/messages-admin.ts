/*
 * The messages of the administrators' area (commission, moderation) and of agents adding the shops of
 * the producers they represent (ADR 0086, ADR 0087), kept apart from the main catalogue (messages.ts
 * spreads them in).
 */
export const ADMIN_FRENCH = {
  'validation.commissionPercent':
    'La commission doit être un pourcentage de 0 à moins de 100, à deux décimales au plus',
  'admin.commissionChanged': 'La commission de la plateforme est maintenant de {percent} %',
  'admin.commissionUnchanged': 'La commission de la plateforme est déjà de {percent} %',
  'admin.productModerated': "L'article est masqué de la boutique en ligne",
  'admin.productRestored': "L'article est de nouveau visible dans la boutique en ligne",
  'admin.moderationReasonNeeded': "Indiquez la règle que l'article enfreint",
  'agentShops.siretTaken': 'Une boutique est déjà enregistrée avec ce numéro SIRET',
  'agentShops.emailTaken':
    'Un compte existe déjà avec cette adresse e-mail : le producteur peut vous ajouter comme agent depuis sa boutique',
  'agentShops.nameTaken':
    'Une boutique porte déjà ce nom (même adresse de boutique) : choisissez un autre nom',
  'agentShops.alreadyTakenOver': "Le producteur a déjà repris cette boutique : plus besoin d'invitation",
  'agentShops.created': 'La boutique est créée : le producteur a reçu une invitation par e-mail',
  'agentShops.invitationSent': "L'invitation a été envoyée de nouveau",
  'agentShops.invalidLink':
    "Ce lien d'invitation n'est plus valable : demandez à votre agent de vous le renvoyer",
  'agentShops.takenOver': 'Bienvenue ! Vous êtes maintenant propriétaire de votre boutique',
} as const;

export const ADMIN_ENGLISH: Record<keyof typeof ADMIN_FRENCH, string> = {
  'validation.commissionPercent':
    'The commission must be a percentage from 0 to less than 100, with at most two decimals',
  'admin.commissionChanged': "The platform's commission is now {percent} %",
  'admin.commissionUnchanged': "The platform's commission is already {percent} %",
  'admin.productModerated': 'The product is hidden from the online shop',
  'admin.productRestored': 'The product is visible in the online shop again',
  'admin.moderationReasonNeeded': 'Say which rule the product breaks',
  'agentShops.siretTaken': 'A shop is already registered with this SIRET number',
  'agentShops.emailTaken':
    'An account already exists with this e-mail address: the producer can add you as an agent from their shop',
  'agentShops.nameTaken': 'A shop already has this name (same shop address): choose another name',
  'agentShops.alreadyTakenOver': 'The producer has already taken this shop over: no invitation needed',
  'agentShops.created': 'The shop is created: the producer received an invitation by e-mail',
  'agentShops.invitationSent': 'The invitation was sent again',
  'agentShops.invalidLink': 'This invitation link is no longer valid: ask your agent to send it again',
  'agentShops.takenOver': 'Welcome! You now own your shop',
};
