import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import type { Permission, Role } from '@cuvee/kernel';
import {
  findShopByKey,
  Shop,
  ShopMember,
  ShopSettingsSections,
  withDefaults,
  type ShopSettingsView,
} from '@cuvee/iam';
import { Database, type RequestContext } from '@cuvee/platform';
import type { ShopPricing, ViewerMembership } from '../domain/pricing-inputs.js';
import { typologyFor, type ResolvedTypology } from '../domain/typology.js';

/*
 * How a caller sees one shop's catalogue. Owners, collaborators and agents of the shop, with
 * seeAllProduct, get the seller view: every product but services, whatever its status. Everyone else,
 * and sellers asking for `origin=shop` (their shop page as buyers see it), get the public view: online
 * products their typology sees, in an online shop. Prices are those of the typology that applies
 * (domain typologyFor); a seller with seeAllPrice may ask for another typology's.
 */

export type ViewMode = 'seller' | 'public';

/** Where the list is shown: the back office (default) or the shop page. */
export const ORIGINS = ['dashboard', 'shop'] as const;
export type Origin = (typeof ORIGINS)[number];

export interface ShopView {
  readonly shop: Shop;
  /** The shop's settings the products' views use: VAT (billing's), price lists, stock display. */
  readonly settings: ShopSettingsView;
  readonly pricing: ShopPricing;
  readonly mode: ViewMode;
  readonly typology: ResolvedTypology;
  /** The caller may see every typology's prices (a seller of the shop with seeAllPrice). */
  readonly allPrices: boolean;
  /** The caller is a seller of the shop (whatever the view): paused products' pages open to them. */
  readonly isSeller: boolean;
}

export interface ViewOptions {
  readonly origin?: Origin;
  /** A typology the caller asks prices for. */
  readonly typology?: string;
  /** The caller is saving the product: a seller of the shop gets the seller view without seeAllProduct. */
  readonly editing?: boolean;
}

/** The shop settings prices depend on: VAT (billing's), eq75 rules and price lists (the catalogue's). */
export interface PricingSettings {
  readonly settings: Pick<ShopSettingsView['settings'], 'hasTVA' | 'vatRate' | 'allRulesInEq75'>;
  readonly typologies: ShopSettingsView['typologies'];
}

export function shopPricing(shopId: number, { settings, typologies }: PricingSettings): ShopPricing {
  return {
    id: shopId,
    settings: {
      hasTVA: settings.hasTVA,
      vatRate: settings.vatRate,
      allRulesInEq75: settings.allRulesInEq75,
    },
    typologies,
  };
}

/** The contexts whose shop settings a product view reads (ShopSettingsSections). */
const PRICING_CONTEXTS = ['catalogue', 'billing', 'stock'];

/** The roles that work for a shop; buyers buy from it. */
export const SELLER_ROLES: readonly Role[] = ['owner', 'iam', 'agent'];

function holds(ctx: RequestContext, permission: Permission): boolean {
  return ctx.user?.permissions.includes(permission) ?? false;
}

/** The caller works for this shop: its owner, a collaborator or an agent, not blocked there. */
export function isSellerOf(ctx: RequestContext, shopId: number): boolean {
  const user = ctx.user;
  const access = user?.access;
  return (
    !!user && user.shopId === shopId && !!access && !access.blocked && SELLER_ROLES.includes(access.role)
  );
}

@Injectable()
export class ShopViews {
  constructor(
    private readonly database: Database,
    private readonly shopSettings: ShopSettingsSections,
  ) {}

  /** The views of the shops, in the order asked; shops the caller may not see are left out. */
  async views(
    ctx: RequestContext,
    shopIds: readonly number[],
    options: ViewOptions = {},
  ): Promise<ShopView[]> {
    if (shopIds.length === 0) return [];
    const shops = await this.database.dataSource.getRepository(Shop).findBy({ id: In([...shopIds]) });
    return this.viewsOf(ctx, shops, options);
  }

  /** The view of a shop found by its address name (`urlShop`) or its public code; null when hidden. */
  async viewByName(ctx: RequestContext, name: string, options: ViewOptions = {}): Promise<ShopView | null> {
    const shop = await findShopByKey(this.database.dataSource.manager, name);
    if (!shop) return null;
    return (await this.viewsOf(ctx, [shop], options))[0] ?? null;
  }

  async viewsOf(ctx: RequestContext, shops: Shop[], options: ViewOptions): Promise<ShopView[]> {
    const byId = new Map(shops.map((shop) => [shop.id, withDefaults(shop)]));
    const ordered = [...byId.values()];
    const publicShops = ordered.filter((shop) => !this.sellerView(ctx, shop.id, options));
    const [memberships, settings] = await Promise.all([
      this.memberships(ctx, publicShops),
      // The shop front's settings play no part in the products' views.
      this.shopSettings.read(this.database.dataSource.manager, [...byId.keys()], PRICING_CONTEXTS),
    ]);
    const views: ShopView[] = [];
    for (const shop of ordered) {
      const view = this.viewOf(ctx, shop, settings.get(shop.id)!, memberships, options);
      if (view) views.push(view);
    }
    return views;
  }

  private sellerView(ctx: RequestContext, shopId: number, options: ViewOptions): boolean {
    return (
      options.origin !== 'shop' &&
      isSellerOf(ctx, shopId) &&
      (options.editing === true || holds(ctx, 'seeAllProduct'))
    );
  }

  /** The caller's memberships in the shops seen publicly: one query, none for a visitor. */
  private async memberships(ctx: RequestContext, shops: Shop[]): Promise<ViewerMembership[]> {
    if (!ctx.user || shops.length === 0) return [];
    const rows = await this.database.dataSource.getRepository(ShopMember).findBy({
      userId: ctx.user.userId,
      shopId: In(shops.map((shop) => shop.id)),
    });
    return rows.map((row) => ({
      shopId: row.shopId,
      role: row.role,
      typology: row.typology,
      blocked: row.blocked,
    }));
  }

  private viewOf(
    ctx: RequestContext,
    shop: Shop,
    settings: ShopSettingsView,
    memberships: ViewerMembership[],
    options: ViewOptions,
  ): ShopView | null {
    const isSeller = isSellerOf(ctx, shop.id);
    const mode: ViewMode = this.sellerView(ctx, shop.id, options) ? 'seller' : 'public';
    // A shop that is closed to visitors (or blocked by an admin) shows nothing to outsiders.
    if (!isSeller && (!shop.online || shop.blocked)) return null;
    const pricing = shopPricing(shop.id, settings);
    const allPrices = isSeller && holds(ctx, 'seeAllPrice');
    let typology = typologyFor(isSeller ? null : { memberships }, pricing);
    if (options.typology !== undefined && options.typology !== typology.key) {
      if (!allPrices) throw new ForbiddenException('error.forbidden');
      const key = options.typology;
      const settings = Object.hasOwn(pricing.typologies, key) ? pricing.typologies[key] : undefined;
      if (!settings)
        throw new BadRequestException({ message: 'catalogue.unknownTypology', params: { value: key } });
      typology = { key, settings };
    }
    return { shop, settings, pricing, mode, typology, allPrices, isSeller };
  }
}
