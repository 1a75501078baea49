import { crmFr } from '../crm/texts';
import { stockFr } from '../stock/texts';
import { accountingFr } from '../accounting/texts';
import { analyticsFr } from '../analytics/texts';
import { customsFr } from '../customs/texts';
import { reservationsFr } from '../reservations/texts';
import { purchasesFr } from '../purchases/texts';
import { marketingFr } from '../marketing/texts';
import { iframesFr } from '../iframes/texts';
import { matchGridsFr } from '../sales-settings/match-grids-texts';
import { futuresFr } from '../futures/texts';
import { catalogueFr } from '../catalogue/texts';
import { jobsFr } from '../jobs/texts';
import { messagingFr } from '../messaging/texts';
import { customizeFr } from '../customize/texts';
import { ordersFr } from '../orders/texts';
import { salesSettingsFr } from '../sales-settings/texts';
import { billingFr } from '../billing/texts';
import { tillFr } from '../till/texts';
import { partnersFr } from '../partners/texts';
import { auditFr } from '../audit/texts';
import { commissionsFr } from '../commissions/texts';
import { agentPageFr } from '../agents/texts';
import { adminAreaFr } from '../admin/texts';

/*
 * The back office's own texts, in French (the default language). react-admin's come from
 * ra-language-french. i18next interpolation: {{name}}. The English table must have this shape (en.ts).
 */

const teamFields = {
  email: 'Email',
  firstname: 'Prénom',
  lastname: 'Nom',
  phone: 'Téléphone',
  blocked: 'Bloqué dans la boutique',
  createdAt: 'Arrivée',
  reportsToUserId: 'Responsable',
  authorizations: 'Droits',
};

export const fr = {
  common: {
    empty: {
      nothingYet: 'Rien pour l’instant.',
      noMatch: 'Rien ne correspond à ces filtres ou à cette recherche.',
      clearFilters: 'Effacer les filtres',
    },
    save: 'Enregistrer',
    saved: 'Modifications enregistrées',
    close: 'Fermer',
    cancel: 'Annuler',
    recordMissing:
      'Cette fiche est introuvable : l’adresse est erronée, ou elle n’existe pas dans cette boutique.',
    backToList: 'Retour à la liste',
  },
  layout: {
    helpOnScreen: 'Aide sur cet écran',
    dashboard: 'Tableau de bord',
    settings: 'Paramètres',
    logout: 'Déconnexion',
    create: 'Créer',
    sidebar: 'Menu principal',
    openMenu: 'Ouvrir le menu',
    back: 'Retour',
    messaging: 'Messagerie',
    tickets: 'Messagerie',
    calendar: 'Calendrier',
    cart: 'Panier',
    bottomBar: 'Raccourcis',
    bottom: {
      clients: 'Clients',
      orders: 'Commandes',
      qr: 'QR code',
      notifications: 'Notifications',
      help: 'Aide',
    },
    qr: {
      title: 'Inscription de vos clients',
      text: 'Vos clients scannent ce code pour créer leur compte chez {{shop}}.',
    },
    search: {
      label: 'Aller à une page',
      placeholder: 'Aller à…',
      hint: 'Tapez le nom d’une page : commandes, clients, stocks…',
      none: 'Aucune page ne correspond',
    },
    notifications: {
      open: 'Notifications',
      title: 'Dernières notifications',
      all: 'Tout',
      unseen: 'Non lu',
      actions: 'Actions',
      markAll: 'Tout marquer comme lu',
      empty: 'Aucune nouvelle notification',
    },
    account: {
      open: 'Mon compte',
      agentMode: 'Mode de travail',
      tourMode: 'Mode tournée',
      dashboardMode: 'Mode tableau de bord',
      shop: 'Boutique',
      producers: 'Producteurs',
      addShop: 'Ajouter la boutique d’un producteur',
      switch: 'Changer de compte',
      chooseAccount: 'Choisissez un compte',
      account: 'Compte',
      language: 'Langue',
    },
  },
  comingSoon: {
    title: 'Bientôt disponible',
    text: 'Cet écran arrive avec une prochaine version de Cuvée.',
    back: 'Retour au tableau de bord',
    notFound: 'Cette page est introuvable',
  },
  dashboard: {
    hello: 'Bonjour {{name}}',
    shopCode: 'code {{code}}',
    needsAction: 'À traiter',
    toValidate: 'Commandes à valider',
    overdueInvoices: 'Factures en retard de paiement',
    lowStock: 'Produits en stock bas',
    monthSales: 'Ventes HT du mois · commandes : {{count}}',
    team: 'Équipe',
    online: 'Boutique en ligne',
    offline: 'Boutique hors ligne',
    seeShop: 'Voir la boutique',
    invoicedThisMonth: 'Facturé ce mois-ci',
    figures: 'En chiffres',
    collaborators: 'Collaborateurs',
    agents: 'Agents commerciaux',
    unseen: 'Notifications non lues',
    modules: 'Modules actifs',
    quickActions: 'Actions rapides',
    signUpTitle: 'Inscription des clients',
    signUpText: 'Faites scanner ce code à vos clients : leur compte est rattaché à votre boutique.',
    agentIntro: 'Vos boutiques',
    tourIntro: 'Mode tournée : l’essentiel pour votre visite',
    shops: 'Les boutiques que vous représentez',
  },
  team: {
    name: 'Nom',
    search: 'Rechercher',
    blockedOnly: 'Bloqués',
    status: 'Statut',
    blocked: 'Bloqué',
    active: 'Actif',
    blockedHelp: 'Un membre bloqué ne peut plus travailler pour la boutique ; ses sessions sont fermées.',
    reportsTo: 'Responsable',
    reportsToHelp: 'Dans la structure commerciale',
    underOwner: 'Directement sous le propriétaire',
  },
  collaborators: {
    add: 'Ajouter un collaborateur',
    editTitle: 'Collaborateur',
    rights: 'Droits',
    structure: 'Structure commerciale',
    inviteHelp: 'Le collaborateur reçoit un mail pour choisir son mot de passe.',
    notGrantable: 'Vous ne pouvez donner que les droits que vous avez vous-même.',
  },
  agents: {
    add: 'Ajouter un agent',
    editTitle: 'Agent commercial',
    findHelp:
      'Recherchez l’agent par son adresse mail : rattachez son compte, ou invitez-le s’il n’en a pas.',
    email: 'Adresse mail de l’agent',
    find: 'Rechercher',
    found: '{{name}} a un compte d’agent commercial.',
    alreadyLinked: '{{name}} est déjà rattaché à votre boutique.',
    link: 'Rattacher cet agent',
    notFound: 'Aucun agent n’a cette adresse : invitez-le à créer son compte.',
    firstname: 'Prénom',
    lastname: 'Nom',
    invite: 'Inviter cet agent',
  },
  settings: {
    ownerOnly: 'Seul le propriétaire de la boutique peut modifier cette section.',
    account: {
      profile: 'Profil',
      username: 'Nom d’utilisateur',
      firstname: 'Prénom',
      lastname: 'Nom',
      email: 'Email',
      phone: 'Téléphone mobile',
      password: 'Mot de passe',
      currentPassword: 'Mot de passe actuel',
      newPassword: 'Nouveau mot de passe',
      changePassword: 'Changer le mot de passe',
    },
    infos: {
      shop: 'Boutique',
      name: 'Nom de la boutique',
      urlShop: 'Adresse de la boutique',
      urlShopHelp: 'Lettres, chiffres et - : la page publique est /adresse',
      businessType: 'Activité',
      contactEmail: 'Email de contact',
      color: 'Couleur',
      banner: 'Bannière',
      bannerPreview: 'Aperçu de la bannière',
      bannerNone: 'Pas de bannière : la couleur de la boutique',
      bannerHelp:
        'En haut de la page d’accueil de la boutique, derrière son nom, et sur l’écran de connexion. Une photo en largeur (1600 × 500 px ou plus) ; enregistrez pour la publier.',
      bannerChoose: 'Choisir une image',
      bannerReplace: 'Remplacer l’image',
      bannerRemove: 'Retirer la bannière',
      online: 'Boutique en ligne (pages ouvertes aux visiteurs)',
      business: 'Société',
      reason: 'Raison sociale',
      businessName: 'Nom commercial',
      siret: 'SIRET',
      vatNumber: 'N° de TVA intracommunautaire',
      street: 'Adresse',
      zipcode: 'Code postal',
      city: 'Ville',
      country: 'Pays',
      phone: 'Téléphone',
      legalForm: 'Forme juridique',
      legalNotice: 'Mentions légales',
      legalNoticeHelp: 'Publiées sur la page « Mentions légales » de la boutique.',
      publicationDirector: 'Directeur de la publication',
      hostName: 'Hébergeur',
      hostAddress: 'Adresse de l’hébergeur',
      hostPhone: 'Téléphone de l’hébergeur',
      stock: 'Stock sur la boutique',
      stockDisplay: 'Ce que voient les acheteurs',
      autoOutOfStock:
        'Passer un article en rupture quand son stock est épuisé, et le remettre en ligne quand il revient',
    },
    roles: {
      unavailable: 'La gestion des droits demande le module Collaborateurs et l’accès aux collaborateurs.',
      none: 'Aucun collaborateur pour l’instant.',
      pick: 'Choisissez un collaborateur pour voir et modifier ses droits.',
    },
  },
  admin: {
    title: 'Administration',
    maintenance: 'Maintenance',
    maintenanceHelp:
      'Le bandeau annonce une maintenance sans rien bloquer ; la page de maintenance bloque les deux applications jusqu’à la fin prévue.',
    banner: 'Bandeau d’annonce',
    page: 'Page de maintenance (bloquante)',
    start: 'Début',
    end: 'Fin prévue',
  },
  auth: {
    banner: 'Bannière',
    captcha: { checking: 'Vérification anti-robot…' },
    failed: 'Une erreur est survenue',
    haveAccount: 'Déjà un compte ? Se connecter',
    toLogin: 'Se connecter',
    login: {
      title: 'Connexion',
      identifier: 'Email ou nom d’utilisateur',
      password: 'Mot de passe',
      submit: 'Se connecter',
      forgot: 'Mot de passe oublié ?',
      register: 'Créer un compte',
    },
    register: {
      title: 'Créer un compte',
      choose: 'Quel compte voulez-vous créer ?',
      buyer: { title: 'Compte acheteur', text: 'Commander chez vos producteurs, réserver une visite.' },
      seller: { title: 'Compte producteur', text: 'Vendre vos vins et produits, gérer votre activité.' },
      agent: { title: 'Compte agent commercial', text: 'Représenter des producteurs auprès de vos clients.' },
      shopName: 'Nom de votre domaine ou boutique',
      businessType: 'Activité',
      username: 'Nom d’utilisateur',
      firstname: 'Prénom',
      lastname: 'Nom',
      email: 'Email',
      password: 'Mot de passe',
      passwordHelp: 'Au moins 5 caractères, dont une majuscule et une minuscule',
      phone: 'Téléphone mobile (facultatif)',
      isPro: 'Je suis un professionnel (caviste, restaurant…)',
      submit: 'Créer mon compte',
    },
    reset: {
      title: 'Mot de passe oublié',
      newTitle: 'Nouveau mot de passe',
      email: 'Email',
      help: 'Nous vous envoyons un lien pour choisir un nouveau mot de passe.',
      send: 'Envoyer le lien',
      password: 'Nouveau mot de passe',
      save: 'Enregistrer le mot de passe',
    },
    validate: {
      title: 'Validation du compte',
      noToken: 'Ce lien de validation est incomplet.',
      resend: 'Recevoir un nouveau lien',
    },
  },
  crm: crmFr,
  stock: stockFr,
  customs: customsFr,
  accounting: accountingFr,
  analytics: analyticsFr,
  reservations: reservationsFr,
  purchases: purchasesFr,
  marketing: marketingFr,
  iframes: iframesFr,
  matchGrids: matchGridsFr,
  futures: futuresFr,
  customize: customizeFr,
  catalogue: catalogueFr,
  jobs: jobsFr,
  messaging: messagingFr,
  orders: ordersFr,
  salesSettings: salesSettingsFr,
  billing: billingFr,
  till: tillFr,
  partners: partnersFr,
  audit: auditFr,
  commissions: commissionsFr,
  agentPage: agentPageFr,
  adminArea: adminAreaFr,
  resources: {
    'dashboard/collaborators': { name: 'Collaborateurs', fields: teamFields },
    'dashboard/agents': { name: 'Agents commerciaux', fields: teamFields },
  },
};

/** The shape every language of the back office has: the same keys, texts as strings. */
export type Texts = Shape<typeof fr>;
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
