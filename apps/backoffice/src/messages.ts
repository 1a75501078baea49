import type { Locale } from './locale';

/** Every text of the page, in both interface languages (French first: it is the default). */
const fr = {
  title: 'Cuvée — back office',
  skipToContent: 'Aller au contenu',
  productTag: 'back office',
  languageNav: 'Langue',
  eyebrow: 'Espace vendeurs',
  heading: 'Votre back office arrive bientôt',
  intro:
    'C’est ici que les vignerons, leurs collaborateurs et leurs agents géreront leur activité : ventes, stocks, clients, réservations et campagnes.',
  next: 'Les premiers écrans arrivent avec les prochaines étapes du projet. En attendant, l’API est déjà en place et documentée.',
  comingTitle: 'Au programme',
  coming: [
    'Ventes : devis, commandes, factures et avoirs',
    'Articles, entrepôts et stocks',
    'Clients, prospection et tâches',
    'Oenotourisme : événements et réservations',
    'Marketing : listes, campagnes et modèles',
    'Rapports, comptabilité et caisse',
  ],
  docsLink: 'Documentation de l’API (OpenAPI)',
  footer: 'Logiciel libre (AGPL-3.0)',
  version: 'version',
  health: {
    title: 'État de la plateforme',
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
  title: 'Cuvée — back office',
  skipToContent: 'Skip to content',
  productTag: 'back office',
  languageNav: 'Language',
  eyebrow: 'For sellers',
  heading: 'Your back office is on its way',
  intro:
    'This is where winegrowers, their collaborators and their agents will run their business: sales, stock, customers, bookings and campaigns.',
  next: 'The first screens arrive with the next steps of the project. Meanwhile, the API is already up and documented.',
  comingTitle: 'Coming up',
  coming: [
    'Sales: quotes, orders, invoices and credit notes',
    'Products, warehouses and stock',
    'Customers, prospecting and tasks',
    'Wine tourism: events and bookings',
    'Marketing: lists, campaigns and templates',
    'Reports, accounting and till',
  ],
  docsLink: 'API documentation (OpenAPI)',
  footer: 'Free software (AGPL-3.0)',
  version: 'version',
  health: {
    title: 'Platform status',
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
