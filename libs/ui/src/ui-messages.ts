import { defineMessages } from './messages.js';

/** The texts of the shared pieces; each application keeps its own table for its own screens. */
export const uiMessages = defineMessages(
  {
    skipToContent: 'Aller au contenu',
    languageNav: 'Langue',
    licence: 'Logiciel libre (AGPL-3.0)',
    snackbar: { close: 'Fermer' },
    popup: {
      cancel: 'Annuler',
      validate: 'Valider',
      confirmLabel: 'Saisissez "{keyword}" pour confirmer',
      openCalendar: 'Ouvrir le calendrier',
      previous: 'Précédent',
      next: 'Suivant',
    },
    loading: 'Chargement en cours',
    maintenance: {
      banner: 'Une maintenance est prévue prochainement.',
      bannerAt: 'Une maintenance est prévue le {date}.',
      pageTitle: 'Maintenance en cours',
      pageText: 'Cuvée est en cours de maintenance. Merci de votre patience.',
      pageEnd: 'Fin prévue le {date}.',
    },
    newVersion: {
      text: 'Une nouvelle version de Cuvée est disponible.',
      reload: 'Recharger',
    },
    network: { offline: 'Vous êtes hors ligne : vos modifications ne peuvent pas être enregistrées.' },
    version: 'version',
    health: {
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
      // Keyed by what GET /v1/health answers; an engine or driver not listed shows as sent.
      engines: { sqlite: 'SQLite (embarquée)', mysql: 'MySQL / MariaDB' } as Record<string, string>,
      drivers: { database: 'Base de données (dans l’API)', bullmq: 'BullMQ (Redis)' } as Record<
        string,
        string
      >,
      checkedAt: 'Vérifié à',
      refresh: 'Actualiser',
      retry: 'Réessayer',
    },
  },
  {
    skipToContent: 'Skip to content',
    languageNav: 'Language',
    licence: 'Free software (AGPL-3.0)',
    snackbar: { close: 'Close' },
    popup: {
      cancel: 'Cancel',
      validate: 'Confirm',
      confirmLabel: 'Type "{keyword}" to confirm',
      openCalendar: 'Open the calendar',
      previous: 'Previous',
      next: 'Next',
    },
    loading: 'Loading',
    maintenance: {
      banner: 'A maintenance is planned soon.',
      bannerAt: 'A maintenance is planned on {date}.',
      pageTitle: 'Maintenance in progress',
      pageText: 'Cuvée is under maintenance. Thank you for your patience.',
      pageEnd: 'Expected end on {date}.',
    },
    newVersion: {
      text: 'A new version of Cuvée is available.',
      reload: 'Reload',
    },
    network: { offline: 'You are offline: your changes cannot be saved.' },
    version: 'version',
    health: {
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
  },
);

export type UiTexts = (typeof uiMessages)['fr'];
