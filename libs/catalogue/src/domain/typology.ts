import { PUBLIC_TYPOLOGY } from '@cuvee/kernel';
import type { ShopPricing, TypologySettings, Viewer } from './pricing-inputs.js';

/** The typology that prices what a viewer sees in a shop. */
export interface ResolvedTypology {
  readonly key: string;
  readonly settings: TypologySettings;
}

/** What a shop without a `public` entry (data written before the map existed) falls back to. */
export const DEFAULT_PUBLIC_TYPOLOGY: TypologySettings = {
  name: 'Particulier',
  public: true,
  ttc: true,
  globalDiscount: 0,
  allRulesInEq75: false,
};

function publicTypology(shop: ShopPricing): ResolvedTypology {
  return { key: PUBLIC_TYPOLOGY, settings: shop.typologies[PUBLIC_TYPOLOGY] ?? DEFAULT_PUBLIC_TYPOLOGY };
}

/**
 * Owners, collaborators (iam) and agents of the shop see the owner's price list, the public
 * one; a buyer sees the typology of their membership in that shop when the shop still has it, else
 * the public one, as do visitors. A blocked membership loses its negotiated prices.
 */
export function typologyFor(viewer: Viewer, shop: ShopPricing): ResolvedTypology {
  const membership = viewer?.memberships.find((m) => m.shopId === shop.id && !m.blocked);
  if (!membership || membership.role !== 'buyer') return publicTypology(shop);
  const own = shop.typologies[membership.typology];
  return own ? { key: membership.typology, settings: own } : publicTypology(shop);
}
