import type { Labels } from '../locale.js';

/** The modules a shop switches on or off (Shop.integration). */
export const INTEGRATIONS = [
  'crm',
  'campaigns',
  'salesPoint',
  'stocks',
  'agents',
  'iam',
  'shop',
  'analytics',
  'reservations',
  'purchase',
  'futures',
  'accounting',
  'iframes',
] as const;
export type Integration = (typeof INTEGRATIONS)[number];

/** A shop's integration map as stored and sent by the API; a missing module is inactive. */
export type ShopIntegrations = Partial<Record<Integration, { active: boolean }>>;

export const INTEGRATION_LABELS: Readonly<Record<Integration, Labels>> = {
  crm: { fr: 'CRM', en: 'CRM' },
  campaigns: { fr: 'Marketing', en: 'Marketing' },
  salesPoint: { fr: 'Caisse', en: 'Till' },
  stocks: { fr: 'Stocks', en: 'Stocks' },
  agents: { fr: 'Agents commerciaux', en: 'Sales agents' },
  iam: { fr: 'Collaborateurs', en: 'Collaborators' },
  shop: { fr: 'Boutique en ligne', en: 'Online shop' },
  analytics: { fr: 'Rapports', en: 'Reports' },
  reservations: { fr: 'Oenotourisme', en: 'Wine tourism' },
  purchase: { fr: 'Achats', en: 'Purchases' },
  futures: { fr: 'Primeurs', en: 'Futures' },
  accounting: { fr: 'Comptabilité', en: 'Accounting' },
  iframes: { fr: 'Iframes', en: 'Iframes' },
};

export function isIntegration(value: unknown): value is Integration {
  return typeof value === 'string' && (INTEGRATIONS as readonly string[]).includes(value);
}

/** Only an explicit `{ active: true }` switches a module on: no map or no entry means off. */
export function isIntegrationActive(
  integrations: ShopIntegrations | null | undefined,
  integration: Integration,
): boolean {
  return integrations?.[integration]?.active === true;
}

/** The active modules, in INTEGRATIONS order. */
export function activeIntegrations(integrations: ShopIntegrations | null | undefined): Integration[] {
  return INTEGRATIONS.filter((integration) => isIntegrationActive(integrations, integration));
}
