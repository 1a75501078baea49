import type { Locale } from '@cuvee/kernel';

/** The texts of the operations commands (import, export, maintenance, display, users), French and English. */
export interface OperationsMessages {
  import: string;
  importFile(kind: string): string;
  importList: string;
  importStatus: string;
  importRevert: string;
  importTemplate: string;
  templateWritten(path: string): string;
  export: string;
  exportKind: string;
  maintenance: string;
  maintenanceBanner: string;
  maintenancePage: string;
  maintenanceStatus: string;
  display: string;
  displayTest: string;
  shopOption: string;
  dryRunOption: string;
  strictOption: string;
  mappingOption: string;
  formatOption: string;
  templateFormatOption: string;
  outputOption: string;
  fileOutputOption: string;
  fromOption: string;
  toOption: string;
  warehouseOption: string;
  typeOption: string;
  startOption: string;
  endOption: string;
  untilOption: string;
  portOption: string;
  fileArgument: string;
  idArgument: string;
  textArgument: string;
  stateArgument: string;
  kindArgument: string;
  unknownShop(code: string | undefined): string;
  unreadableMapping(path: string, reason: string): string;
  notFound(id: number): string;
  invalidDate(value: string): string;
  progress(done: number, total: number | null): string;
  reverting: string;
  counts(
    view: { created: number; updated: number; skipped: number; failed: number },
    dryRun: boolean,
  ): string;
  status(status: string): string;
  errorReport(path: string): string;
  exported(rows: number, path: string): string;
  listHeader: string;
  maintenanceState(state: {
    banner: boolean;
    page: boolean;
    startDate: string | null;
    endDate: string | null;
  }): string;
  displayed(text: string, port: string): string;
  displayFailed(port: string, reason: string): string;
  users: string;
  usersCreateAdmin: string;
  usersBlock: string;
  emailArgument: string;
  passwordOption: string;
  firstnameOption: string;
  lastnameOption: string;
  passwordRequired: string;
  userExists(email: string): string;
  adminCreated(email: string): string;
  userNotFound(email: string): string;
  userBlocked(email: string): string;
  usersData: string;
  usersErase: string;
  accountDataWritten(path: string): string;
  userErased(email: string): string;
  billing: string;
  billingVerify: string;
  drm: string;
  drmGenerate: string;
  monthOption: string;
  drmWritten(month: string, path: string): string;
  dutyRates: string;
  dutyRatesLoad: string;
  dutyRatesFile: string;
  dutyRatesLoaded(count: number, days: readonly string[]): string;
  integrityOk(checked: number): string;
  integrityProblems(problems: number, checked: number): string;
  tampered(kind: string, number: string, shop: string): string;
  gap(series: string, period: string, missing: readonly number[], shop: string): string;
  till: string;
  tillVerify: string;
  tillOk(points: number, records: number): string;
  tillProblems(problems: number, points: number): string;
  tillProblem(point: string, shop: string, message: string): string;
  tillArchive: string;
  archiveOption: string;
  pointOption: string;
  closureOption: string;
  archiveWritten(path: string): string;
  archiveOk(key: string, point: string, records: number, fingerprint: string): string;
  archiveProblems(problems: number, file: string): string;
  accounting: string;
  accountingFec: string;
  accountingJournal: string;
  accountingVerify: string;
  fecFromOption: string;
  fecToOption: string;
  separatorOption: string;
  softwareOption: string;
  fecWritten(from: string, to: string, path: string): string;
  journalWritten(format: string, from: string, to: string, path: string): string;
  booksOk(entries: number): string;
  booksProblems(problems: number, entries: number): string;
  unbalanced(number: string, debit: number, credit: number, shop: string): string;
  journalGap(journal: string, fiscalYear: string, missing: readonly number[], shop: string): string;
  unposted(number: string, shop: string): string;
  unpostedPurchase(number: string, shop: string): string;
  totalsDiffer(journal: number, billing: number, shop: string): string;
  clientOption: string;
  privacy: string;
  privacyErase: string;
  privacyRetention: string;
  erasureDryRunOption: string;
  erasureStatus(status: 'none' | 'pending' | 'erased', partial: boolean): string;
  erasedLine(what: string, count: number, context: string): string;
  keptLine(what: string, count: number, context: string, why: string, until: string | null): string;
  pendingErasures(done: number, total: number): string;
  retentionDone(completed: number, proposed: number): string;
}

/** The kinds `cuvee import KIND FILE` offers, as the command line spells them (the registries' kinds in kebab-case). */
export const IMPORT_KINDS = [
  'products',
  'clients',
  'stock',
  'suppliers',
  'opening-stock',
  'price-lists',
  'events',
] as const;
type ImportKind = (typeof IMPORT_KINDS)[number];

const euros = (cents: number) => (cents / 100).toFixed(2);

/** A sequence's period as people say it: its fiscal year's first day, or none (never reset). */
const periodText = (period: string, locale: Locale): string =>
  period === 'all' ? (locale === 'fr' ? 'sans remise à zéro' : 'never reset') : period;

const STATUS_FR: Record<string, string> = {
  pending: 'en attente',
  processing: 'en cours',
  completed: 'terminé',
  reverted: 'annulé',
  error: 'en erreur',
};

const fr: OperationsMessages = {
  import:
    "importer des articles, des clients, des fournisseurs, un inventaire, le stock d'ouverture, des tarifs ou des animations (CSV ou XLSX), suivre et annuler les imports",
  importFile: (kind) =>
    `importer un fichier ${
      (
        {
          products: "d'articles",
          clients: 'de clients et prospects',
          stock: "d'inventaire (quantités comptées)",
          suppliers: 'de fournisseurs',
          'opening-stock': "de stock d'ouverture (par entrepôt)",
          'price-lists': 'de tarifs par typologie de clients',
          events: "d'animations (œnotourisme) et de leurs créneaux",
        } satisfies Record<ImportKind, string> as Record<string, string>
      )[kind] ?? kind
    }`,
  importList: 'lister les derniers imports de la boutique',
  importStatus: "afficher l'état d'un import",
  importRevert: "annuler un import : tout ce qu'il a créé ou modifié est défait",
  importTemplate:
    "télécharger le modèle d'un type d'import (ses colonnes, une ligne d'exemple ; en XLSX, une feuille qui explique chaque colonne)",
  templateWritten: (path) => `Modèle écrit : ${path}`,
  export:
    "exporter les clients, les articles, les fournisseurs, les commandes, les factures, les mouvements, les niveaux de stock ou le stock d'ouverture, ou les données personnelles d'un client, dans un zip de fichiers CSV ou XLSX",
  exportKind:
    'exporter (clients, products, suppliers, price-lists, events, orders, invoices, stock-movements, stock-levels ou opening-stock)',
  maintenance: 'annoncer ou activer la maintenance',
  maintenanceBanner: 'annoncer une maintenance (bandeau non bloquant)',
  maintenancePage: 'activer (on) ou arrêter (off) la page de maintenance bloquante',
  maintenanceStatus: 'afficher la maintenance en cours ou annoncée',
  display: "l'afficheur client de la caisse",
  displayTest: "écrire un texte d'essai sur l'afficheur (2 lignes de 20 caractères, 9600 bauds)",
  shopOption: 'code de la boutique (par défaut la seule boutique)',
  dryRunOption: 'simulation : tout vérifier et compter, ne rien écrire',
  strictOption: 'tout ou rien : une seule ligne refusée et rien n’est importé',
  mappingOption:
    'fichier JSON {"En-tête du fichier": "champ" | null} qui remplace la correspondance automatique',
  formatOption: 'format des fichiers du zip (csv ou xlsx)',
  templateFormatOption: 'format du modèle (xlsx, avec la feuille qui explique les colonnes, ou csv)',
  outputOption: 'où écrire le zip (par défaut le dossier courant)',
  fileOutputOption: 'où écrire le fichier (par défaut sous son nom dans le dossier courant)',
  fromOption: 'mouvements de stock : à partir de ce jour (AAAA-MM-JJ)',
  toOption: "mouvements de stock : jusqu'à ce jour inclus (AAAA-MM-JJ)",
  warehouseOption: "stock : numéro de l'entrepôt",
  typeOption: 'mouvements de stock : type (production, sale, inventoryGain…)',
  startOption: 'début (date ISO, ex. 2026-12-01T22:00:00Z)',
  endOption: 'fin prévue (date ISO)',
  untilOption: 'fin prévue de la page de maintenance (date ISO)',
  portOption: "port série de l'afficheur (par défaut CUVEE_DISPLAY_PORT ou /dev/ttyUSB0)",
  fileArgument: 'fichier CSV ou XLSX',
  idArgument: "numéro de l'import",
  textArgument: 'texte à afficher (| sépare les deux lignes)',
  stateArgument: 'on ou off',
  kindArgument:
    'clients, products, suppliers, price-lists, events, orders, invoices, stock-movements, stock-levels, opening-stock ou personal-data',
  unknownShop: (code) =>
    code
      ? `Boutique introuvable : ${code}`
      : 'Plusieurs boutiques existent : précisez laquelle avec --shop CODE',
  unreadableMapping: (path, reason) => `Fichier de correspondance illisible (${path}) : ${reason}`,
  notFound: (id) => `Import introuvable : ${id}`,
  invalidDate: (value) => `Date invalide : ${value} (attendu : date ISO, ex. 2026-12-01T22:00:00Z)`,
  progress: (done, total) => (total === null ? `${done} ligne(s) lue(s)` : `${done}/${total} ligne(s)`),
  reverting: 'Annulation en cours',
  counts: (view, dryRun) =>
    `${dryRun ? 'Simulation — ' : ''}${view.created} créée(s), ${view.updated} modifiée(s), ` +
    `${view.skipped} inchangée(s), ${view.failed} refusée(s)`,
  status: (status) => `Statut : ${STATUS_FR[status] ?? status}`,
  errorReport: (path) => `Rapport d'erreurs : ${path}`,
  exported: (rows, path) => `${rows} ligne(s) exportée(s) : ${path}`,
  listHeader: 'N°  Type        Statut      Créées  Modifiées  Refusées  Fichier',
  maintenanceState: (state) =>
    !state.banner && !state.page
      ? 'Aucune maintenance annoncée'
      : `${state.page ? 'Page de maintenance active' : 'Maintenance annoncée (bandeau)'}` +
        `${state.startDate ? ` — début ${state.startDate}` : ''}${state.endDate ? ` — fin ${state.endDate}` : ''}`,
  displayed: (text, port) => `Envoyé sur ${port} : [${text.slice(0, 20)}][${text.slice(20)}]`,
  displayFailed: (port, reason) => `Impossible d'écrire sur l'afficheur ${port} : ${reason}`,
  users: 'gérer les comptes de la plateforme',
  usersCreateAdmin: 'créer un compte administrateur',
  usersBlock: 'bloquer un compte : ses sessions prennent fin, il est refusé dès sa prochaine requête',
  emailArgument: 'adresse mail du compte',
  passwordOption: 'mot de passe (par défaut CUVEE_ADMIN_PASSWORD)',
  firstnameOption: 'prénom',
  lastnameOption: 'nom',
  passwordRequired: 'Mot de passe manquant : donnez --password ou CUVEE_ADMIN_PASSWORD',
  userExists: (email) => `Un compte existe déjà pour ${email}`,
  adminCreated: (email) => `Administrateur créé : ${email}`,
  userNotFound: (email) => `Aucun compte pour ${email}`,
  userBlocked: (email) => `Compte bloqué : ${email}`,
  usersData:
    'tout ce qui est gardé sur un compte (profil, adhésions, connexions, commandes, réservations), en JSON',
  usersErase:
    'effacer un compte : profil et adresses effacés, connexion impossible ; les boutiques gardent leurs factures',
  accountDataWritten: (path) => `Données du compte écrites : ${path}`,
  userErased: (email) => `Compte effacé : ${email}`,
  billing: 'facturation : vérifier les documents légaux',
  drm: 'douane : la déclaration récapitulative mensuelle (DRM)',
  drmGenerate: "produire la DRM d'un mois en XML (douane), CSV (logiciels tiers) ou PDF (récapitulatif)",
  monthOption: 'mois AAAA-MM',
  drmWritten: (month, path) => `DRM de ${month} écrite dans ${path}`,
  dutyRates: "douane : les taux des droits d'accise et de la cotisation sécurité sociale",
  dutyRatesLoad: 'charger des taux datés (CSV ou JSON : category, rate en euros, validFrom), tous ou aucun',
  dutyRatesFile: 'fichier CSV ou JSON',
  dutyRatesLoaded: (count, days) => `${count} taux chargé(s), en vigueur à partir du ${days.join(', ')}`,
  billingVerify:
    "vérifier l'intégrité des factures, acomptes, avoirs et devis numérotés (empreintes et numérotation sans trou)",
  integrityOk: (checked) => `Intégrité vérifiée : ${checked} document(s) numéroté(s), aucun problème`,
  integrityProblems: (problems, checked) =>
    `${problems} problème(s) d'intégrité sur ${checked} document(s) numéroté(s) :`,
  tampered: (kind, number, shop) =>
    `- ${kind} ${number} (boutique ${shop}) : contenu modifié depuis son émission (empreinte différente)`,
  gap: (series, period, missing, shop) =>
    `- ${series}, période ${periodText(period, 'fr')} (boutique ${shop}) : numéro(s) manquant(s) ${missing.join(', ')}`,
  till: 'caisse : vérifier le journal inaltérable des points de vente',
  tillVerify:
    'vérifier la chaîne des enregistrements de caisse de chaque point de vente (empreintes, numéros, ordre)',
  tillOk: (points, records) =>
    `Caisse vérifiée : ${points} point(s) de vente, ${records} enregistrement(s), aucun problème`,
  tillProblems: (problems, points) =>
    `${problems} problème(s) dans la caisse de ${points} point(s) de vente :`,
  tillProblem: (point, shop, message) => `- ${point} (boutique ${shop}) : ${message}`,
  tillArchive: "écrire l'archive signée d'une période clôturée (zip : enregistrements, manifeste, signature)",
  archiveOption: "vérifier ce fichier d'archive (signature, empreintes, chaîne) au lieu de la base",
  pointOption: 'identifiant du point de vente',
  closureOption: "numéro d'ordre de l'enregistrement de clôture",
  archiveWritten: (path) => `Archive écrite : ${path}`,
  archiveOk: (key, point, records, fingerprint) =>
    `Archive vérifiée : ${point}, clôture ${key}, ${records} enregistrement(s), clé ${fingerprint.slice(0, 16)}, aucun problème`,
  archiveProblems: (problems, file) => `${problems} problème(s) dans l'archive ${file} :`,
  accounting: 'comptabilité : le FEC, les journaux pour un logiciel comptable et leur vérification',
  accountingFec: "écrire le FEC (fichier des écritures comptables) d'une période d'un exercice",
  accountingJournal:
    "écrire les écritures d'une période d'un exercice au format d'import d'un logiciel comptable (Quadra, Sage 100, EBP)",
  accountingVerify:
    'vérifier les journaux : écritures équilibrées, numérotation sans trou, chaque document comptabilisé, totaux égaux à la facturation',
  fecFromOption: 'premier jour AAAA-MM-JJ (par défaut le début de l’exercice en cours)',
  fecToOption: 'dernier jour AAAA-MM-JJ (par défaut la fin de l’exercice)',
  separatorOption: 'séparateur : tab (par défaut) ou pipe',
  softwareOption: 'logiciel comptable : quadra (Cegid Quadra ASCII), sage (Sage 100) ou ebp (EBP ASCII)',
  fecWritten: (from, to, path) => `FEC du ${from} au ${to} écrit dans ${path}`,
  journalWritten: (format, from, to, path) => `Écritures ${format} du ${from} au ${to} écrites dans ${path}`,
  booksOk: (entries) => `Journaux vérifiés : ${entries} écriture(s), aucun problème`,
  booksProblems: (problems, entries) =>
    `${problems} problème(s) dans les journaux (${entries} écriture(s)) :`,
  unbalanced: (number, debit, credit, shop) =>
    `- écriture ${number} (boutique ${shop}) : débit ${euros(debit)} € ≠ crédit ${euros(credit)} €`,
  journalGap: (journal, fiscalYear, missing, shop) =>
    `- journal ${journal}, exercice du ${fiscalYear} (boutique ${shop}) : numéro(s) manquant(s) ${missing.join(', ')}`,
  unposted: (number, shop) => `- ${number} (boutique ${shop}) : émis sans écriture comptable`,
  unpostedPurchase: (number, shop) =>
    `- facture fournisseur ${number} (boutique ${shop}) : enregistrée sans écriture comptable`,
  totalsDiffer: (journal, billing, shop) =>
    `- boutique ${shop} : les comptes clients du journal des ventes (${euros(journal)} €) diffèrent de la facturation (${euros(billing)} €)`,
  clientOption: 'personal-data : identifiant du client',
  privacy: 'données personnelles des clients (RGPD) : effacement et durées de conservation',
  privacyErase:
    "effacer les données personnelles d'un client : ce que la loi impose de garder (factures dix ans) reste",
  privacyRetention:
    "achever les effacements en attente d'un paiement et proposer à l'effacement les prospects inactifs depuis trois ans",
  erasureDryRunOption: 'montrer ce qui serait effacé et conservé, sans rien écrire',
  erasureStatus: (status, partial) =>
    ({
      none: partial
        ? "Effacement partiel : l'identité du client reste jusqu'à ce que les raisons ci-dessous disparaissent"
        : 'Effacement complet possible',
      pending: partial
        ? "Effacement en attente : l'identité du client reste jusqu'à ce que les raisons ci-dessous disparaissent"
        : "Effacement en attente : il s'achèvera au prochain passage de la tâche de conservation",
      erased: 'Données personnelles effacées',
    })[status],
  erasedLine: (what, count, context) => `${what} (${context}) : ${count} effacé(s)`,
  keptLine: (what, count, context, why, until) =>
    `${what} (${context}) : ${count} conservé(s)${until ? ` jusqu'au ${until}` : ''} — ${why}`,
  pendingErasures: (done, total) => `Effacements en attente : ${done}/${total}`,
  retentionDone: (completed, proposed) =>
    `${completed} effacement(s) achevé(s), ${proposed} prospect(s) inactif(s) proposé(s) à l'effacement`,
};

const en: OperationsMessages = {
  import:
    'import products, clients, suppliers, a stock count, the opening stock, price lists or events (CSV or XLSX), follow and revert imports',
  importFile: (kind) =>
    `import a file of ${
      (
        {
          products: 'products',
          clients: 'clients and prospects',
          stock: 'counted stock quantities',
          suppliers: 'suppliers',
          'opening-stock': 'opening stock (per warehouse)',
          'price-lists': 'prices per client typology',
          events: 'events (wine tourism) and their slots',
        } satisfies Record<ImportKind, string> as Record<string, string>
      )[kind] ?? kind
    }`,
  importList: "list the shop's latest imports",
  importStatus: 'show the state of an import',
  importRevert: 'revert an import: everything it created or changed is undone',
  importTemplate:
    'write the template of an import kind (its columns, an example row; in XLSX, a sheet explaining each column)',
  templateWritten: (path) => `Template written: ${path}`,
  export:
    "export clients, products, suppliers, orders, invoices, stock movements, stock levels or the opening stock, or a client's personal data, as a zip of CSV or XLSX files",
  exportKind:
    'export (clients, products, suppliers, price-lists, events, orders, invoices, stock-movements, stock-levels or opening-stock)',
  maintenance: 'announce or start a maintenance',
  maintenanceBanner: 'announce a maintenance (non-blocking banner)',
  maintenancePage: 'switch the blocking maintenance page on or off',
  maintenanceStatus: 'show the current or announced maintenance',
  display: "the till's customer display",
  displayTest: 'write a test text on the display (2 lines of 20 characters, 9600 baud)',
  shopOption: 'shop code (defaults to the only shop)',
  dryRunOption: 'dry run: check and count everything, write nothing',
  strictOption: 'all or nothing: one refused row and nothing is imported',
  mappingOption: 'JSON file {"File header": "field" | null} replacing the automatic mapping',
  formatOption: 'format of the files in the zip (csv or xlsx)',
  templateFormatOption: 'format of the template (xlsx, with the sheet explaining the columns, or csv)',
  outputOption: 'where to write the zip (defaults to the current folder)',
  fileOutputOption: 'where to write the file (defaults to its own name in the current folder)',
  fromOption: 'stock movements: from this day (YYYY-MM-DD)',
  toOption: 'stock movements: up to this day included (YYYY-MM-DD)',
  warehouseOption: 'stock: warehouse number',
  typeOption: 'stock movements: type (production, sale, inventoryGain…)',
  startOption: 'start (ISO date, e.g. 2026-12-01T22:00:00Z)',
  endOption: 'expected end (ISO date)',
  untilOption: 'expected end of the maintenance page (ISO date)',
  portOption: 'serial port of the display (defaults to CUVEE_DISPLAY_PORT or /dev/ttyUSB0)',
  fileArgument: 'CSV or XLSX file',
  idArgument: 'import number',
  textArgument: 'text to show (| separates the two lines)',
  stateArgument: 'on or off',
  kindArgument:
    'clients, products, suppliers, price-lists, events, orders, invoices, stock-movements, stock-levels, opening-stock or personal-data',
  unknownShop: (code) =>
    code ? `Shop not found: ${code}` : 'There are several shops: name one with --shop CODE',
  unreadableMapping: (path, reason) => `Unreadable mapping file (${path}): ${reason}`,
  notFound: (id) => `Import not found: ${id}`,
  invalidDate: (value) => `Invalid date: ${value} (expected an ISO date, e.g. 2026-12-01T22:00:00Z)`,
  progress: (done, total) => (total === null ? `${done} row(s) read` : `${done}/${total} row(s)`),
  reverting: 'Reverting',
  counts: (view, dryRun) =>
    `${dryRun ? 'Dry run — ' : ''}${view.created} created, ${view.updated} updated, ` +
    `${view.skipped} unchanged, ${view.failed} refused`,
  status: (status) => `Status: ${status}`,
  errorReport: (path) => `Error report: ${path}`,
  exported: (rows, path) => `${rows} row(s) exported: ${path}`,
  listHeader: 'No  Kind        Status      Created Updated    Refused   File',
  maintenanceState: (state) =>
    !state.banner && !state.page
      ? 'No maintenance announced'
      : `${state.page ? 'Maintenance page on' : 'Maintenance announced (banner)'}` +
        `${state.startDate ? ` — start ${state.startDate}` : ''}${state.endDate ? ` — end ${state.endDate}` : ''}`,
  displayed: (text, port) => `Sent to ${port}: [${text.slice(0, 20)}][${text.slice(20)}]`,
  displayFailed: (port, reason) => `Cannot write to the display ${port}: ${reason}`,
  users: 'manage the platform accounts',
  usersCreateAdmin: 'create an administrator account',
  usersBlock: 'block an account: its sessions end, it is refused from its next request',
  emailArgument: 'email address of the account',
  passwordOption: 'password (defaults to CUVEE_ADMIN_PASSWORD)',
  firstnameOption: 'first name',
  lastnameOption: 'last name',
  passwordRequired: 'Missing password: give --password or CUVEE_ADMIN_PASSWORD',
  userExists: (email) => `An account already exists for ${email}`,
  adminCreated: (email) => `Administrator created: ${email}`,
  userNotFound: (email) => `No account for ${email}`,
  userBlocked: (email) => `Account blocked: ${email}`,
  usersData: 'everything held about an account (profile, memberships, sign-ins, orders, bookings), as JSON',
  usersErase: 'erase an account: profile and addresses erased, no more sign-in; shops keep their invoices',
  accountDataWritten: (path) => `Account data written: ${path}`,
  userErased: (email) => `Account erased: ${email}`,
  billing: 'billing: check the legal documents',
  drm: 'customs: the monthly excise return (DRM)',
  drmGenerate: "produce a month's DRM as XML (customs), CSV (third-party software) or PDF (summary)",
  monthOption: 'month YYYY-MM',
  drmWritten: (month, path) => `DRM of ${month} written to ${path}`,
  dutyRates: 'customs: the excise and social-security contribution rates',
  dutyRatesLoad: 'load dated rates (CSV or JSON: category, rate in euros, validFrom), all or none',
  dutyRatesFile: 'CSV or JSON file',
  dutyRatesLoaded: (count, days) => `${count} rate(s) loaded, in force from ${days.join(', ')}`,
  billingVerify:
    'check the integrity of numbered invoices, deposits, credit notes and quotes (hashes, gapless numbering)',
  integrityOk: (checked) => `Integrity checked: ${checked} numbered document(s), no problem`,
  integrityProblems: (problems, checked) =>
    `${problems} integrity problem(s) in ${checked} numbered document(s):`,
  tampered: (kind, number, shop) =>
    `- ${kind} ${number} (shop ${shop}): content changed since it was issued (hash differs)`,
  gap: (series, period, missing, shop) =>
    `- ${series}, period ${periodText(period, 'en')} (shop ${shop}): number(s) missing ${missing.join(', ')}`,
  till: "till: check the sales points' unalterable journal",
  tillVerify: "check the chain of every sales point's till records (seals, numbers, order)",
  tillOk: (points, records) => `Till checked: ${points} sales point(s), ${records} record(s), no problem`,
  tillProblems: (problems, points) => `${problems} problem(s) in the till of ${points} sales point(s):`,
  tillProblem: (point, shop, message) => `- ${point} (shop ${shop}): ${message}`,
  tillArchive: 'write the signed archive of a closed period (zip: records, manifest, signature)',
  archiveOption: 'check this archive file (signature, hashes, chain) instead of the database',
  pointOption: 'the sales point id',
  closureOption: 'the sequence number of the closure record',
  archiveWritten: (path) => `Archive written: ${path}`,
  archiveOk: (key, point, records, fingerprint) =>
    `Archive checked: ${point}, closure ${key}, ${records} record(s), key ${fingerprint.slice(0, 16)}, no problem`,
  archiveProblems: (problems, file) => `${problems} problem(s) in archive ${file}:`,
  accounting: 'accounting: the FEC, the journals for an accounting program and their check',
  accountingFec: 'write the FEC (the accounting entries file) of a period inside a fiscal year',
  accountingJournal:
    "write the entries of a period inside a fiscal year in an accounting program's import format (Quadra, Sage 100, EBP)",
  accountingVerify:
    'check the journals: balanced entries, numbering without gaps, every document posted, totals equal to billing',
  fecFromOption: 'first day YYYY-MM-DD (default: the current fiscal year’s first day)',
  fecToOption: 'last day YYYY-MM-DD (default: the fiscal year’s last day)',
  separatorOption: 'separator: tab (default) or pipe',
  softwareOption: 'accounting program: quadra (Cegid Quadra ASCII), sage (Sage 100) or ebp (EBP ASCII)',
  fecWritten: (from, to, path) => `FEC from ${from} to ${to} written to ${path}`,
  journalWritten: (format, from, to, path) => `${format} entries from ${from} to ${to} written to ${path}`,
  booksOk: (entries) => `Journals checked: ${entries} entr(y/ies), no problem`,
  booksProblems: (problems, entries) => `${problems} problem(s) in the journals (${entries} entr(y/ies)):`,
  unbalanced: (number, debit, credit, shop) =>
    `- entry ${number} (shop ${shop}): debit ${euros(debit)} € ≠ credit ${euros(credit)} €`,
  journalGap: (journal, fiscalYear, missing, shop) =>
    `- journal ${journal}, fiscal year from ${fiscalYear} (shop ${shop}): missing number(s) ${missing.join(', ')}`,
  unposted: (number, shop) => `- ${number} (shop ${shop}): issued without an accounting entry`,
  unpostedPurchase: (number, shop) =>
    `- supplier invoice ${number} (shop ${shop}): recorded without an accounting entry`,
  totalsDiffer: (journal, billing, shop) =>
    `- shop ${shop}: the client accounts of the sales journal (${euros(journal)} €) differ from billing (${euros(billing)} €)`,
  clientOption: "personal-data: the client's id",
  privacy: "clients' personal data (GDPR): erasure and retention",
  privacyErase: "erase a client's personal data: what the law requires stays (invoices ten years)",
  privacyRetention:
    'complete the erasures waiting for a payment and propose prospects idle for three years for erasure',
  erasureDryRunOption: 'show what would be erased and kept, writing nothing',
  erasureStatus: (status, partial) =>
    ({
      none: partial
        ? "Partial erasure: the client's identity stays until the reasons below are gone"
        : 'Complete erasure possible',
      pending: partial
        ? "Erasure pending: the client's identity stays until the reasons below are gone"
        : 'Erasure pending: it completes at the next run of the retention job',
      erased: 'Personal data erased',
    })[status],
  erasedLine: (what, count, context) => `${what} (${context}): ${count} erased`,
  keptLine: (what, count, context, why, until) =>
    `${what} (${context}): ${count} kept${until ? ` until ${until}` : ''} — ${why}`,
  pendingErasures: (done, total) => `Pending erasures: ${done}/${total}`,
  retentionDone: (completed, proposed) =>
    `${completed} erasure(s) completed, ${proposed} idle prospect(s) proposed for erasure`,
};

export function operationsMessages(locale: Locale): OperationsMessages {
  return locale === 'en' ? en : fr;
}
