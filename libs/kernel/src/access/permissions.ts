import type { Labels } from '../locale.js';
import type { Role } from './roles.js';

/** Every permission, in their historical order. The keys are stored in authorization maps: never rename. */
export const PERMISSIONS = [
  'seeAllResa',
  'createResa',
  'accessEvent',
  'createEvent',
  'seeAllOrder',
  'createOrder',
  'billOrder',
  'createQuote',
  'seeAllPayment',
  'seeAllProduct',
  'createProduct',
  'seeAllPrice',
  'accessAgent',
  'createAgent',
  'accessCollaborator',
  'createCollaborator',
  'manageBudget',
  'createList',
  'createCampaign',
  'createModel',
  'seeSupplier',
  'createSupplier',
  'seeSupplierOrder',
  'seeFutureOrder',
  'createFutureOrder',
  'manageDelivery',
  'seeAllClient',
  'createClient',
  'seeAllTask',
  'createTask',
  'seeAllStock',
  'createWarehouse',
  'createOrderSalesPoint',
  'seeAllMessages',
  'accessAnalytics',
  'activitiesAnalytics',
  'clientSalesAnalytics',
  'goalsAnalytics',
  'productSalesAnalytics',
  'commissionsAnalytics',
  'salesAnalytics',
  'campaignsAnalytics',
  'editAccountingCodes',
  'downloadAccountingExports',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** A permission map as stored on a shop membership; `null` (no map) means every permission. */
export type Authorizations = Partial<Record<Permission, boolean>>;

/** A user's standing in one shop. */
export interface ShopAccess {
  role: Role;
  blocked: boolean;
  authorizations: Authorizations | null;
}

/** Labels for the collaborator rights screen. */
export const PERMISSION_LABELS: Readonly<Record<Permission, Labels>> = {
  seeAllResa: { fr: 'Voir toutes les réservations', en: 'See all reservations' },
  createResa: { fr: 'Créer des réservations', en: 'Create reservations' },
  accessEvent: { fr: 'Accéder aux événements', en: 'Access events' },
  createEvent: { fr: 'Créer des événements', en: 'Create events' },
  seeAllOrder: { fr: 'Voir toutes les commandes', en: 'See all orders' },
  createOrder: { fr: 'Créer des commandes', en: 'Create orders' },
  billOrder: { fr: 'Facturer les commandes', en: 'Bill orders' },
  createQuote: { fr: 'Créer des devis', en: 'Create quotes' },
  seeAllPayment: { fr: 'Voir tous les règlements', en: 'See all payments' },
  seeAllProduct: { fr: 'Voir tous les articles', en: 'See all products' },
  createProduct: { fr: 'Créer des articles', en: 'Create products' },
  seeAllPrice: { fr: 'Voir tous les tarifs', en: 'See all prices' },
  accessAgent: { fr: 'Accéder aux agents', en: 'Access agents' },
  createAgent: { fr: 'Ajouter des agents', en: 'Add agents' },
  accessCollaborator: { fr: 'Accéder aux collaborateurs', en: 'Access collaborators' },
  createCollaborator: { fr: 'Ajouter des collaborateurs', en: 'Add collaborators' },
  manageBudget: { fr: 'Gérer le budget', en: 'Manage the budget' },
  createList: { fr: 'Créer des listes', en: 'Create lists' },
  createCampaign: { fr: 'Créer des campagnes', en: 'Create campaigns' },
  createModel: { fr: 'Créer des modèles', en: 'Create templates' },
  seeSupplier: { fr: 'Voir les fournisseurs', en: 'See suppliers' },
  createSupplier: { fr: 'Créer des fournisseurs', en: 'Create suppliers' },
  seeSupplierOrder: { fr: 'Voir les commandes fournisseurs', en: 'See supplier orders' },
  seeFutureOrder: { fr: 'Voir les primeurs', en: 'See futures' },
  createFutureOrder: { fr: 'Créer des primeurs', en: 'Create futures' },
  manageDelivery: { fr: 'Gérer les expéditions', en: 'Manage deliveries' },
  seeAllClient: { fr: 'Voir tous les clients', en: 'See all clients' },
  createClient: { fr: 'Créer des clients', en: 'Create clients' },
  seeAllTask: { fr: 'Voir toutes les tâches', en: 'See all tasks' },
  createTask: { fr: 'Créer des tâches', en: 'Create tasks' },
  seeAllStock: { fr: 'Voir tous les stocks', en: 'See all stocks' },
  createWarehouse: { fr: 'Créer des entrepôts', en: 'Create warehouses' },
  createOrderSalesPoint: { fr: 'Encaisser en caisse', en: 'Take till orders' },
  seeAllMessages: { fr: 'Voir tous les messages', en: 'See all messages' },
  accessAnalytics: { fr: 'Accéder aux rapports', en: 'Access reports' },
  activitiesAnalytics: { fr: 'Rapport des activités', en: 'Activities report' },
  clientSalesAnalytics: { fr: 'Rapport des ventes par client', en: 'Sales by client report' },
  goalsAnalytics: { fr: 'Rapport des objectifs', en: 'Goals report' },
  productSalesAnalytics: { fr: 'Rapport des ventes par article', en: 'Sales by product report' },
  commissionsAnalytics: { fr: 'Rapport des commissions', en: 'Commissions report' },
  salesAnalytics: { fr: 'Rapport des ventes', en: 'Sales report' },
  campaignsAnalytics: { fr: 'Rapport des campagnes', en: 'Campaigns report' },
  editAccountingCodes: { fr: 'Modifier les codes comptables', en: 'Edit accounting codes' },
  downloadAccountingExports: { fr: 'Télécharger les exports comptables', en: 'Download accounting exports' },
};

/** Sections of the collaborator rights screen; every permission is in exactly one (a test checks it). */
export const PERMISSION_GROUPS: readonly {
  key: string;
  label: Labels;
  permissions: readonly Permission[];
}[] = [
  {
    key: 'reservations',
    label: { fr: 'Oenotourisme', en: 'Wine tourism' },
    permissions: ['seeAllResa', 'createResa', 'accessEvent', 'createEvent'],
  },
  {
    key: 'sales',
    label: { fr: 'Ventes', en: 'Sales' },
    permissions: [
      'seeAllOrder',
      'createOrder',
      'billOrder',
      'createQuote',
      'seeAllPayment',
      'manageDelivery',
    ],
  },
  {
    key: 'products',
    label: { fr: 'Articles', en: 'Products' },
    permissions: ['seeAllProduct', 'createProduct', 'seeAllPrice', 'seeAllStock', 'createWarehouse'],
  },
  {
    key: 'commercial',
    label: { fr: 'Commercial', en: 'Sales team' },
    permissions: ['accessAgent', 'createAgent', 'accessCollaborator', 'createCollaborator', 'manageBudget'],
  },
  {
    key: 'marketing',
    label: { fr: 'Marketing', en: 'Marketing' },
    permissions: ['createList', 'createCampaign', 'createModel'],
  },
  {
    key: 'purchases',
    label: { fr: 'Achats', en: 'Purchases' },
    permissions: ['seeSupplier', 'createSupplier', 'seeSupplierOrder', 'seeFutureOrder', 'createFutureOrder'],
  },
  {
    key: 'crm',
    label: { fr: 'CRM', en: 'CRM' },
    permissions: ['seeAllClient', 'createClient', 'seeAllTask', 'createTask'],
  },
  {
    key: 'till',
    label: { fr: 'Caisse et messagerie', en: 'Till and messaging' },
    permissions: ['createOrderSalesPoint', 'seeAllMessages'],
  },
  {
    key: 'analytics',
    label: { fr: 'Rapports', en: 'Reports' },
    permissions: [
      'accessAnalytics',
      'activitiesAnalytics',
      'clientSalesAnalytics',
      'goalsAnalytics',
      'productSalesAnalytics',
      'commissionsAnalytics',
      'salesAnalytics',
      'campaignsAnalytics',
    ],
  },
  {
    key: 'accounting',
    label: { fr: 'Comptabilité', en: 'Accounting' },
    permissions: ['editAccountingCodes', 'downloadAccountingExports'],
  },
];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

/**
 * Owners hold every permission on their shop; buyers (and no standing at all) hold none;
 * every other role needs the shop unblocked and the permission enabled in its authorizations map,
 * where no map (`null`) means allowed.
 *
 * Decision: in an existing map only `true` enables a permission. A missing key is NOT granted
 * ("enabled in their map"), so a permission added to the product later stays off for existing
 * collaborators until the owner ticks it, and a partly filled map never widens access.
 */
export function hasPermission(access: ShopAccess | null | undefined, permission: Permission): boolean {
  if (!access) return false;
  if (access.role === 'owner') return true;
  if (access.role === 'buyer') return false;
  if (access.blocked) return false;
  if (access.authorizations == null) return true;
  return access.authorizations[permission] === true;
}

/** The permissions `access` holds, in PERMISSIONS order. */
export function grantedPermissions(access: ShopAccess | null | undefined): Permission[] {
  return PERMISSIONS.filter((permission) => hasPermission(access, permission));
}

export function hasAllPermissions(
  access: ShopAccess | null | undefined,
  permissions: readonly Permission[],
): boolean {
  return permissions.every((permission) => hasPermission(access, permission));
}

/**
 * Reads a stored or submitted authorizations map: keeps the known permissions with boolean values and
 * drops everything else (old keys, typos, non-booleans). `null`/`undefined` stay "no map"; any other
 * non-map value becomes an empty map, so garbage never reads as "everything allowed".
 */
export function parseAuthorizations(raw: unknown): Authorizations | null {
  if (raw == null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) return {};
  const map: Authorizations = {};
  for (const [key, value] of Object.entries(raw)) {
    if (isPermission(key) && typeof value === 'boolean') map[key] = value;
  }
  return map;
}
