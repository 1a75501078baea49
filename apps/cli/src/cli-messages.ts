import type { Locale } from '@cuvee/kernel';

/** Every text the command line prints; French is the default, English on request. */
export interface CliMessages {
  description: string;
  langOption: string;
  helpOption: string;
  helpCommand: string;
  versionOption: string;
  /** Commander's section titles, translated (English keeps commander's own). */
  titles: Record<string, string>;
  db: string;
  dbMigrate: string;
  dbSeed: string;
  dbCheck: string;
  mysqlUrlOption: string;
  connecting(where: string): string;
  migrating: string;
  applied(names: string[]): string;
  seeding: string;
  seeded(shop: string): string;
  checking(engine: string): string;
  inStep: string;
  drift(count: number): string;
  skippedMysql: string;
  failed: string;
}

const fr: CliMessages = {
  description: 'Cuvée en ligne de commande : base de données, imports, exports, facturation, maintenance.',
  langOption: 'langue des messages (fr ou en)',
  helpOption: "afficher l'aide",
  helpCommand: "afficher l'aide d'une commande",
  versionOption: 'afficher la version',
  titles: {
    'Usage:': 'Utilisation :',
    'Options:': 'Options :',
    'Commands:': 'Commandes :',
    'Arguments:': 'Arguments :',
  },
  db: 'gérer la base de données',
  dbMigrate: 'appliquer les migrations en attente',
  dbSeed: 'créer les données de démonstration (sans effet si elles existent)',
  dbCheck: 'vérifier que les migrations et les entités concordent, sur SQLite et sur MySQL (si DB_URL)',
  mysqlUrlOption: 'serveur MySQL/MariaDB à utiliser pour la vérification (par défaut DB_URL)',
  connecting: (where) => `Connexion à ${where}`,
  migrating: 'Application des migrations',
  applied: (names) =>
    names.length
      ? `${names.length} migration(s) appliquée(s) : ${names.join(', ')}`
      : 'Aucune migration en attente',
  seeding: 'Création des données de démonstration',
  seeded: (shop) => `Boutique de démonstration : ${shop}`,
  checking: (engine) => `Vérification du schéma ${engine}`,
  inStep: 'Migrations et entités concordent',
  drift: (count) => `${count} instruction(s) SQL manquent aux migrations (npm run db:generate -- Nom)`,
  skippedMysql: 'MySQL non vérifié : définissez DB_URL ou --mysql-url',
  failed: 'Échec',
};

const en: CliMessages = {
  description: 'Cuvée on the command line: database, imports, exports, billing, maintenance.',
  langOption: 'language of the messages (fr or en)',
  helpOption: 'display help',
  helpCommand: 'display help for a command',
  versionOption: 'display the version',
  titles: {},
  db: 'manage the database',
  dbMigrate: 'apply the pending migrations',
  dbSeed: 'create the demo data (no effect when it exists)',
  dbCheck: 'check that migrations and entities agree, on SQLite and on MySQL (when DB_URL is set)',
  mysqlUrlOption: 'MySQL/MariaDB server to check against (defaults to DB_URL)',
  connecting: (where) => `Connecting to ${where}`,
  migrating: 'Applying migrations',
  applied: (names) =>
    names.length ? `${names.length} migration(s) applied: ${names.join(', ')}` : 'No pending migration',
  seeding: 'Creating the demo data',
  seeded: (shop) => `Demo shop: ${shop}`,
  checking: (engine) => `Checking the ${engine} schema`,
  inStep: 'Migrations and entities agree',
  drift: (count) => `${count} SQL statement(s) missing from the migrations (npm run db:generate -- Name)`,
  skippedMysql: 'MySQL not checked: set DB_URL or --mysql-url',
  failed: 'Failed',
};

export function cliMessages(locale: Locale): CliMessages {
  return locale === 'en' ? en : fr;
}
