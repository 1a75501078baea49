import { defineMessages } from '@cuvee/ui';

/** The texts of the back office's own screens (the shared pieces bring theirs from @cuvee/ui). */
export const messages = defineMessages(
  {
    title: 'Cuvée — back office',
    productTag: 'back office',
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
    healthTitle: 'État de la plateforme',
  },
  {
    title: 'Cuvée — back office',
    productTag: 'back office',
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
    healthTitle: 'Platform status',
  },
);
