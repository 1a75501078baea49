import type { Locale } from './locale';

/** Every text of the page, in both interface languages (French first: it is the default). */
const fr = {
  title: 'Cuvée — boutique',
  skipToContent: 'Aller au contenu',
  productTag: 'boutique',
  languageNav: 'Langue',
  eyebrow: 'Boutique en ligne',
  heading: 'Les boutiques des producteurs arrivent bientôt',
  intro:
    'Bientôt, vous découvrirez ici les domaines et leurs vins, vous remplirez votre panier et vous commanderez directement au producteur.',
  next: 'La boutique ouvre avec les prochaines étapes du projet.',
  featuresTitle: 'Ce qui vous attend',
  features: [
    {
      title: 'Les boutiques des domaines',
      text: 'Chaque producteur présente ses cuvées, ses millésimes et son histoire.',
    },
    {
      title: 'Panier et commande',
      text: 'Livraison ou retrait au domaine, paiement sécurisé, suivi de vos commandes.',
    },
    { title: 'Oenotourisme', text: 'Visites de caves, dégustations et événements à réserver en ligne.' },
  ],
  noticesTitle: 'Mentions obligatoires',
  // The two notices French law requires wherever alcohol is sold (spec §1): on every shop page.
  alcoholWarning: "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.",
  minorsNotice: "La vente d'alcool est interdite aux mineurs de moins de 18 ans.",
  footer: 'Logiciel libre (AGPL-3.0)',
  version: 'version',
  health: {
    title: 'État du service',
    checking: 'Vérification en cours…',
    ok: 'API opérationnelle',
    degraded: 'API dégradée : un service ne répond pas',
    unreachable: 'API injoignable',
    unreachableHelp: 'Vérifiez que l’API est démarrée (npm start), puis réessayez.',
    reasons: {
      timeout: 'délai de réponse dépassé',
      network: 'pas de réponse du serveur',
      http: 'réponse HTTP',
    },
    version: 'Version',
    database: 'Base de données',
    queue: 'File de tâches',
    up: 'en service',
    down: 'hors service',
    engines: { sqlite: 'SQLite (embarquée)', mysql: 'MySQL / MariaDB' } as Record<string, string>,
    drivers: { database: 'Base de données (dans l’API)', bullmq: 'BullMQ (Redis)' } as Record<string, string>,
    checkedAt: 'Vérifié à',
    refresh: 'Actualiser',
    retry: 'Réessayer',
  },
};

export type Messages = typeof fr;

const en: Messages = {
  title: 'Cuvée — shop',
  skipToContent: 'Skip to content',
  productTag: 'shop',
  languageNav: 'Language',
  eyebrow: 'Online shop',
  heading: 'Producers’ shops are on their way',
  intro:
    'Soon you will discover wineries and their wines here, fill your cart and order straight from the producer.',
  next: 'The shop opens with the next steps of the project.',
  featuresTitle: 'What to expect',
  features: [
    { title: 'Winery shops', text: 'Each producer presents their wines, their vintages and their story.' },
    {
      title: 'Cart and checkout',
      text: 'Delivery or pick-up at the winery, secure payment, order tracking.',
    },
    { title: 'Wine tourism', text: 'Cellar visits, tastings and events to book online.' },
  ],
  noticesTitle: 'Legal notices',
  alcoholWarning: 'Alcohol abuse is dangerous for your health; drink in moderation.',
  minorsNotice: 'The sale of alcohol to minors under 18 is prohibited.',
  footer: 'Free software (AGPL-3.0)',
  version: 'version',
  health: {
    title: 'Service status',
    checking: 'Checking…',
    ok: 'API up and running',
    degraded: 'API degraded: a service does not answer',
    unreachable: 'API unreachable',
    unreachableHelp: 'Check that the API is running (npm start), then try again.',
    reasons: { timeout: 'no answer in time', network: 'no answer from the server', http: 'HTTP response' },
    version: 'Version',
    database: 'Database',
    queue: 'Job queue',
    up: 'up',
    down: 'down',
    engines: { sqlite: 'SQLite (embedded)', mysql: 'MySQL / MariaDB' },
    drivers: { database: 'Database (inside the API)', bullmq: 'BullMQ (Redis)' },
    checkedAt: 'Checked at',
    refresh: 'Refresh',
    retry: 'Try again',
  },
};

export const messages: Record<Locale, Messages> = { fr, en };
