import {
  canOpen,
  matchRoute,
  SETTINGS_SECTIONS,
  type GuardUser,
  type Labels,
  type Locale,
  type MenuItem,
  type SettingsSection,
} from '@cuvee/kernel';
import { menuLinks } from './menu-model';

/*
 * The global search index (pages with their tags): every page of
 * the user's menu, the creation pages of its quick-create buttons and the settings sections, each
 * with words a user may type for it. Pages the route guard would refuse are left out.
 */

export interface SearchEntry {
  key: string;
  label: string;
  /** The menu group, shown beside the label ("Ventes"). */
  context?: string;
  path: string;
  tags: readonly string[];
}

/** Extra words per menu key, French then English. */
const TAGS: Readonly<Record<string, string>> = {
  dashboard: 'accueil tableau de bord home',
  quotes: 'devis proposition estimate quote',
  orders: 'commandes ventes bons order sales',
  bills: 'factures facturation invoice billing',
  deposits: 'acompte avance deposit',
  creditNotes: 'avoir remboursement refund credit note',
  ventilate: 'ventilation répartition breakdown',
  futures: 'primeurs en primeur futures',
  delivery: 'expéditions livraisons colis transporteur shipping delivery parcel',
  outstandings: 'encours impayés relances retard unpaid overdue',
  payments: 'règlements paiements encaissements payments',
  paymentCredits: 'crédit client notes de crédit customer credit',
  events: 'événements dégustations visites events tastings tours',
  reservations: 'réservations oenotourisme bookings',
  reservationsCalendar: 'calendrier planning agenda calendar',
  clients: 'clients contacts crm customers',
  opportunities: 'opportunités pipeline affaires deals',
  prospection: 'prospects prospection leads',
  calendar: 'calendrier agenda rendez-vous calendar',
  tasks: 'tâches rappels todo tasks reminders',
  catalogue: 'articles produits vins bouteilles catalogue products wines',
  warehouses: 'entrepôts caves chais warehouses cellars',
  stocks: 'stocks inventaire quantités inventory',
  movements: 'mouvements entrées sorties movements',
  prices: 'tarifs prix grilles price lists',
  samples: 'échantillons samples',
  lists: 'listes segments mailing lists',
  campaigns: 'campagnes emailing newsletters campaigns',
  models: 'modèles gabarits templates',
  collaborators: 'collaborateurs équipe droits team staff permissions',
  agents: 'agents commerciaux représentants sales agents',
  objectives: 'objectifs budget goals targets',
  structure: 'structure organigramme hiérarchie organisation chart',
  suppliers: 'fournisseurs suppliers vendors',
  supplierOrders: 'achats commandes fournisseurs purchases purchase orders',
  reports:
    'rapports statistiques analyses budget activités campagnes réservations rapport personnalisé reports analytics custom',
  till: 'caisse point de vente encaissement till point of sale',
  messaging: 'messagerie tickets support messages',
  producers: 'producteurs boutiques domaines producers shops',
  settings: 'paramètres réglages compte settings account',
};

const SECTION_LABELS: Readonly<Record<SettingsSection, Labels>> = {
  infos: { fr: 'Informations de la boutique', en: 'Shop details' },
  typos: { fr: 'Typologies clients', en: 'Client typologies' },
  crm: { fr: 'CRM', en: 'CRM' },
  products: { fr: 'Articles', en: 'Products' },
  billing: { fr: 'Facturation', en: 'Billing' },
  delivery: { fr: 'Livraison', en: 'Delivery' },
  roles: { fr: 'Rôles et permissions', en: 'Roles and permissions' },
  accounting: { fr: 'Comptabilité', en: 'Accounting' },
  campaigns: { fr: 'Campagnes', en: 'Campaigns' },
  matchGrids: { fr: 'Grilles de correspondance', en: 'Matching grids' },
  account: { fr: 'Mon compte', en: 'My account' },
  iframes: { fr: 'Iframes', en: 'Iframes' },
  integrations: { fr: 'Modules', en: 'Modules' },
  promotions: { fr: 'Promotions', en: 'Promotions' },
  documents: { fr: 'Documents', en: 'Documents' },
  audit: { fr: 'Journal d’audit', en: 'Audit trail' },
};

/** Words a section is found by beyond its name, French then English. */
const SECTION_TAGS: Readonly<Partial<Record<SettingsSection, string>>> = {
  integrations: 'intégrations api clés webhooks partenaires integrations keys partners',
  audit: 'journal historique traces sécurité qui log history security trail',
  crm: 'champs personnalisés pipeline étapes opportunités custom fields stages opportunities',
};

/** Pages outside the menus (no entry names them), found by search and by their lists' links. */
const OTHER_PAGES: readonly { key: string; label: Labels; path: string; tags: string }[] = [
  {
    key: 'imports',
    label: { fr: 'Imports de fichiers', en: 'File imports' },
    path: '/dashboard/imports',
    tags: 'importer import csv xlsx excel fichier reprise données upload file data',
  },
  {
    key: 'exports',
    label: { fr: 'Exports de fichiers', en: 'File exports' },
    path: '/dashboard/exports',
    tags: 'exporter export csv xlsx excel zip fichier sauvegarde download file backup',
  },
  {
    key: 'accountingCodes',
    label: { fr: 'Codes comptables', en: 'Accounting codes' },
    path: '/dashboard/accounting/codes',
    tags: 'comptabilité comptes plan comptable ventilation tva accounting accounts chart codes',
  },
  {
    key: 'accountingExports',
    label: { fr: 'Exports comptables', en: 'Accounting exports' },
    path: '/dashboard/accounting/exports',
    tags: 'comptabilité fec journaux écritures expert-comptable accounting journals entries accountant',
  },
];

/** The settings sections a role sees: all for sellers, the account for the others. */
export function settingsSectionsFor(role: GuardUser['role']): readonly SettingsSection[] {
  if (role === 'owner') return SETTINGS_SECTIONS;
  // The audit trail is the owner's: GET /v1/audit-entries refuses collaborators.
  if (role === 'iam') return SETTINGS_SECTIONS.filter((section) => section !== 'audit');
  return ['account'];
}

export function settingsSectionLabel(section: SettingsSection, locale: Locale): string {
  return SECTION_LABELS[section][locale];
}

/** The index for a user: their visible menu, its creation pages, other pages, their settings sections. */
export function searchIndex(
  menu: readonly MenuItem[],
  user: GuardUser,
  locale: Locale,
  createLabel: string,
  settingsLabel: string,
): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const { item, group } of menuLinks(menu)) {
    if (item.kind !== 'link') continue;
    const context = group ? group.label[locale] : undefined;
    const tags = (TAGS[item.key] ?? '').split(' ').filter(Boolean);
    entries.push({ key: item.key, label: item.label[locale], context, path: item.path, tags });
    if (item.create) {
      entries.push({
        key: `${item.key}:create`,
        label: `${createLabel} : ${item.label[locale]}`,
        context,
        path: item.create.path,
        tags: [...tags, 'nouveau', 'créer', 'ajouter', 'new', 'create', 'add'],
      });
    }
  }
  for (const page of OTHER_PAGES) {
    entries.push({ key: page.key, label: page.label[locale], path: page.path, tags: page.tags.split(' ') });
  }
  for (const section of settingsSectionsFor(user.role)) {
    entries.push({
      key: `settings:${section}`,
      label: SECTION_LABELS[section][locale],
      context: settingsLabel,
      path: `/dashboard/settings?link=${section}`,
      tags: [
        section.toLowerCase(),
        ...(SECTION_TAGS[section] ?? '').split(' ').filter(Boolean),
        ...(TAGS.settings ?? '').split(' '),
      ],
    });
  }
  return entries.filter((entry) => {
    const match = matchRoute(entry.path);
    return match !== null && canOpen(match.policy, user);
  });
}

/** Lower case, accents removed: "Échantillons" and "echantillons" match. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The entries every typed word finds in the label, the group or the tags (prefix match). */
export function searchPages(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return entries.filter((entry) => {
    const haystack = fold([entry.label, entry.context ?? '', ...entry.tags].join(' ')).split(/[\s:'/-]+/);
    return words.every((word) => haystack.some((token) => token.startsWith(word)));
  });
}
