import type { Locale } from '@cuvee/kernel';
import type { BackupProgress, BackupRefusal } from '@cuvee/platform';

/** The texts of `cuvee db backup` and `cuvee db restore`, French by default, English on request. */
export interface BackupMessages {
  dbBackup: string;
  dbRestore: string;
  outputOption: string;
  fileArgument: string;
  forceOption: string;
  backingUp(where: string, file: string): string;
  restoring(file: string, where: string): string;
  progress(progress: BackupProgress): string;
  written(tables: number, rows: number, files: number, bytes: number): string;
  schemaOf(version: string, appVersion: string, createdAt: string): string;
  restored(rows: number, tables: number, files: number): string;
  upgraded(names: string[]): string;
  checkAfterRestore: string;
  refusal(reason: BackupRefusal, details: Record<string, string>): string;
}

const number = (locale: Locale) => (value: number) =>
  value.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR');

function size(bytes: number, locale: Locale): string {
  const units = locale === 'en' ? ['B', 'kB', 'MB', 'GB'] : ['o', 'ko', 'Mo', 'Go'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

const n = number('fr');
const fr: BackupMessages = {
  dbBackup: 'sauvegarder la base de données et les fichiers stockés dans une archive',
  dbRestore: 'restaurer une sauvegarde (base de données et fichiers stockés)',
  outputOption: 'archive à écrire (par défaut DATA_DIR/backups/cuvee-AAAA-MM-JJTHH-MM-SSZ.tar)',
  fileArgument: 'archive de sauvegarde',
  forceOption: 'remplacer une base qui contient déjà des données',
  backingUp: (where, file) => `Sauvegarde de ${where} dans ${file}`,
  restoring: (file, where) => `Restauration de ${file} dans ${where}`,
  progress: ({ step, done, total, table, rows }) =>
    ({
      snapshot: `Copie de la base : page ${n(done)}/${n(total)}`,
      tables: `Tables : ${n(done)}/${n(total)}${table ? ` — ${table}` : ''}${rows ? ` (${n(rows)} lignes)` : ''}`,
      files: `Fichiers stockés : ${n(done)}/${n(total)}`,
      verify: `Vérification des sommes de contrôle : ${size(done, 'fr')}/${size(total, 'fr')}`,
      schema: `Création du schéma : ${n(total)} migration(s)`,
      rows: `Lignes chargées : ${n(done)}/${n(total)}${table ? ` — ${table}` : ''}`,
      migrations: `Migrations postérieures à la sauvegarde : ${n(total)}`,
    })[step],
  written: (tables, rows, files, bytes) =>
    `${n(tables)} table(s), ${n(rows)} ligne(s), ${n(files)} fichier(s), ${size(bytes, 'fr')}`,
  schemaOf: (version, appVersion, createdAt) =>
    `Schéma ${version}, Cuvée ${appVersion}, sauvegarde du ${createdAt}`,
  restored: (rows, tables, files) =>
    `${n(rows)} ligne(s) dans ${n(tables)} table(s), ${n(files)} fichier(s) restauré(s)`,
  upgraded: (names) =>
    names.length
      ? `${names.length} migration(s) appliquée(s) après la restauration : ${names.join(', ')}`
      : 'Aucune migration postérieure à appliquer',
  checkAfterRestore: 'Vérifiez ensuite les chaînes : cuvee billing verify, cuvee till verify',
  refusal: (reason, details) =>
    ({
      missing: `Fichier introuvable : ${details.path}`,
      notABackup: "Ce fichier n'est pas une sauvegarde Cuvée (manifeste absent ou illisible).",
      truncated:
        'Sauvegarde tronquée : le fichier s’arrête avant la fin (copie interrompue ?). Rien n’a été écrit.',
      corrupt: `Sauvegarde corrompue : « ${details.part} » ne correspond pas à sa somme de contrôle. Rien n’a été écrit.`,
      unsupportedFormat: `Format de sauvegarde ${details.found} inconnu de cette version de Cuvée : mettez Cuvée à jour.`,
      newerSchema: `Sauvegarde d’un schéma plus récent (${details.backup}) que celui de cette version de Cuvée (${details.known}) : mettez Cuvée à jour avant de restaurer.`,
      unknownSchema: `Le schéma de la sauvegarde (${details.backup}) est inconnu de cette version de Cuvée.`,
      notEmpty: `La base cible contient déjà des données (${details.tables} table(s) non vide(s), ${details.files} fichier(s) stocké(s)) : relancez avec --force pour la remplacer.`,
      outputExists: `${details.path} existe déjà : choisissez un autre fichier avec --output.`,
    })[reason],
};

const e = number('en');
const en: BackupMessages = {
  dbBackup: 'back up the database and the stored files into one archive',
  dbRestore: 'restore a backup (database and stored files)',
  outputOption: 'archive to write (defaults to DATA_DIR/backups/cuvee-YYYY-MM-DDTHH-MM-SSZ.tar)',
  fileArgument: 'backup archive',
  forceOption: 'replace a database that already holds data',
  backingUp: (where, file) => `Backing up ${where} to ${file}`,
  restoring: (file, where) => `Restoring ${file} into ${where}`,
  progress: ({ step, done, total, table, rows }) =>
    ({
      snapshot: `Copying the database: page ${e(done)}/${e(total)}`,
      tables: `Tables: ${e(done)}/${e(total)}${table ? ` — ${table}` : ''}${rows ? ` (${e(rows)} rows)` : ''}`,
      files: `Stored files: ${e(done)}/${e(total)}`,
      verify: `Checking the checksums: ${size(done, 'en')}/${size(total, 'en')}`,
      schema: `Creating the schema: ${e(total)} migration(s)`,
      rows: `Rows loaded: ${e(done)}/${e(total)}${table ? ` — ${table}` : ''}`,
      migrations: `Migrations newer than the backup: ${e(total)}`,
    })[step],
  written: (tables, rows, files, bytes) =>
    `${e(tables)} table(s), ${e(rows)} row(s), ${e(files)} file(s), ${size(bytes, 'en')}`,
  schemaOf: (version, appVersion, createdAt) =>
    `Schema ${version}, Cuvée ${appVersion}, backed up on ${createdAt}`,
  restored: (rows, tables, files) =>
    `${e(rows)} row(s) in ${e(tables)} table(s), ${e(files)} file(s) restored`,
  upgraded: (names) =>
    names.length
      ? `${names.length} migration(s) applied after the restore: ${names.join(', ')}`
      : 'No newer migration to apply',
  checkAfterRestore: 'Then check the chains: cuvee billing verify, cuvee till verify',
  refusal: (reason, details) =>
    ({
      missing: `No such file: ${details.path}`,
      notABackup: 'This file is not a Cuvée backup (no readable manifest).',
      truncated: 'Truncated backup: the file ends too early (an interrupted copy?). Nothing was written.',
      corrupt: `Corrupt backup: "${details.part}" does not match its checksum. Nothing was written.`,
      unsupportedFormat: `Backup format ${details.found} is unknown to this version of Cuvée: update Cuvée.`,
      newerSchema: `The backup's schema (${details.backup}) is newer than this version of Cuvée's (${details.known}): update Cuvée before restoring.`,
      unknownSchema: `The backup's schema (${details.backup}) is unknown to this version of Cuvée.`,
      notEmpty: `The target database already holds data (${details.tables} non-empty table(s), ${details.files} stored file(s)): run again with --force to replace it.`,
      outputExists: `${details.path} already exists: choose another file with --output.`,
    })[reason],
};

export function backupMessages(locale: Locale): BackupMessages {
  return locale === 'en' ? en : fr;
}
