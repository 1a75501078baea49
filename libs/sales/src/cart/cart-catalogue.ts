import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import {
  catalogueSettingsOf,
  formatPricing,
  isVisibleTo,
  loadBundles,
  pricedProduct,
  Product,
  ProductQueries,
  shopPricing,
  typologyBit,
  typologyFor,
  type DutyRates,
  type ProductBundle,
  type PricingContext,
  type PricingSettings,
  type ProductFormat,
  type ResolvedTypology,
  type ShopPricing,
  type Vintage,
} from '@cuvee/catalogue';
import { Shop, ShopMember, withDefaults } from '@cuvee/iam';
import type { IsoDate } from '@cuvee/kernel';
import { Database, usableSettings, type RequestContext } from '@cuvee/platform';
import type { CartPriceLine } from '../domain/cart-pricing.js';
import {
  DEFAULT_SALES_SETTINGS,
  SALES_SETTINGS_SECTIONS,
  salesSettingsFailures,
  type SalesSettingsValue,
} from '../domain/sales-settings.js';
import { fiscalSettingsOf } from '@cuvee/billing';
import { SalesSettings } from '../settings/sales-settings.entity.js';
import { currentCommissionPercent } from '../commission/platform-commission.service.js';

/** One line of a cart or of an order being written, as the server reads it: ids and a quantity. */
export interface LineRequest {
  /** The cart line's idTmp (or the line's index), echoed in answers. */
  readonly key: string;
  readonly productId: number;
  readonly formatId: number;
  /** The vintage by name (a cart) or by id (the back office); neither: the product's first one. */
  readonly vintageName?: string | null;
  readonly vintageId?: number | null;
  readonly quantity: number;
  readonly isWrapped: boolean;
}

export interface SellerRequest {
  readonly sellerId: number;
  readonly lines: readonly LineRequest[];
}

/**
 * Who the prices are for. `buyer`: the caller as a buyer (their membership's typology in each shop,
 * the public one otherwise) and only what the shop sells them online. `client`: a seller writing an
 * order for a client of theirs, at the client's typology, with anything of the catalogue not closed.
 */
export type PriceAudience =
  { readonly kind: 'buyer' } | { readonly kind: 'client'; readonly typology: string };

export interface LoadedSeller {
  readonly shop: Shop;
  readonly pricing: ShopPricing;
  readonly typology: ResolvedTypology;
  readonly settings: SalesSettingsValue;
  /** The shop sells to this audience (online and not blocked, for buyers). */
  readonly open: boolean;
}

export interface LineItem {
  readonly product: Product;
  readonly format: ProductFormat;
  readonly vintage: Vintage | null;
  readonly price: CartPriceLine;
}

export interface ResolvedLine {
  readonly request: LineRequest;
  /** Null: "Produit inexistant" (unknown, another shop's, not sold to this audience, wrong vintage or format). */
  readonly item: LineItem | null;
}

export interface LoadedCart {
  readonly day: { date: IsoDate; context: (seller: LoadedSeller) => PricingContext };
  readonly sellers: ReadonlyMap<number, LoadedSeller>;
  readonly lines: ReadonlyMap<number, readonly ResolvedLine[]>;
  /** The platform's commission in force (ADR 0086), the same for every seller. */
  readonly commissionPercent: number;
}

/** What prices depend on besides the products: the day and the duty rates table. */
export interface PricingDay {
  readonly date: IsoDate;
  readonly dutyRates: DutyRates;
}

/**
 * Loads what pricing a cart needs in a fixed number of queries whatever its size: the
 * sellers' shops, the viewer's memberships, the sales settings, the products, then their vintages,
 * formats and promotions (catalogue loadBundles). Prices always come from here, never from the client.
 */
export async function loadCart(
  manager: EntityManager,
  viewerId: number | null,
  requests: readonly SellerRequest[],
  audience: PriceAudience,
  day: PricingDay,
): Promise<LoadedCart> {
  const sellerIds = [...new Set(requests.map((r) => r.sellerId))];
  const productIds = [...new Set(requests.flatMap((r) => r.lines.map((l) => l.productId)))];
  const [shops, memberships, settingsRows, products, pricingSettings, commissionPercent] = await Promise.all([
    sellerIds.length ? manager.getRepository(Shop).findBy({ id: In(sellerIds) }) : [],
    viewerId !== null && audience.kind === 'buyer' && sellerIds.length
      ? manager.getRepository(ShopMember).findBy({ userId: viewerId, shopId: In(sellerIds) })
      : [],
    sellerIds.length ? manager.getRepository(SalesSettings).findBy({ shopId: In(sellerIds) }) : [],
    productIds.length ? manager.getRepository(Product).findBy({ id: In(productIds) }) : [],
    pricingSettingsOf(manager, sellerIds),
    currentCommissionPercent(manager),
  ]);
  const bundles = new Map(
    (await loadBundles(manager, products)).map((bundle) => [bundle.product.id, bundle]),
  );
  const settingsOf = new Map(settingsRows.map((row) => [row.shopId, settingsValue(row)]));
  const viewer = {
    memberships: memberships.map((m) => ({
      shopId: m.shopId,
      role: m.role,
      typology: m.typology,
      blocked: m.blocked,
    })),
  };

  const sellers = new Map<number, LoadedSeller>();
  for (const raw of shops) {
    const shop = withDefaults(raw);
    const pricing = shopPricing(shop.id, pricingSettings.get(shop.id)!);
    sellers.set(shop.id, {
      shop,
      pricing,
      typology:
        audience.kind === 'buyer' ? typologyFor(viewer, pricing) : clientTypology(pricing, audience.typology),
      settings: settingsOf.get(shop.id) ?? DEFAULT_SALES_SETTINGS,
      open: audience.kind === 'client' || (shop.online && !shop.blocked),
    });
  }

  const lines = new Map<number, ResolvedLine[]>();
  for (const request of requests) {
    const seller = sellers.get(request.sellerId);
    lines.set(
      request.sellerId,
      request.lines.map((line) => ({
        request: line,
        item: seller ? resolve(line, bundles.get(line.productId), seller, audience) : null,
      })),
    );
  }
  return {
    day: {
      date: day.date,
      context: (seller) => ({
        shop: seller.pricing,
        typology: seller.typology,
        date: day.date,
        dutyRates: day.dutyRates,
      }),
    },
    sellers,
    lines,
    commissionPercent,
  };
}

/** The cart's loader for requests: today's prices for the caller. */
@Injectable()
export class CartCatalogue {
  constructor(
    private readonly database: Database,
    private readonly products: ProductQueries,
  ) {}

  load(
    ctx: RequestContext,
    requests: readonly SellerRequest[],
    audience: PriceAudience,
  ): Promise<LoadedCart> {
    return loadCart(
      this.database.dataSource.manager,
      ctx.user?.userId ?? null,
      requests,
      audience,
      this.products.pricingDay(),
    );
  }
}

/** The stored settings, each section completed with the defaults (rows written before a section). */
function storedValue(row: SalesSettings): SalesSettingsValue {
  return {
    delivery: { ...DEFAULT_SALES_SETTINGS.delivery, ...row.delivery },
    promotions: row.promotions ?? [],
    rules: { ...DEFAULT_SALES_SETTINGS.rules, ...row.rules },
    payments: { ...DEFAULT_SALES_SETTINGS.payments, ...row.payments },
  };
}

/**
 * The settings a cart, a checkout or an order relies on: a setting stored unusable (written around
 * the API) answers 409 naming it instead of failing later with a 500 (ADR 0026).
 */
export function settingsValue(row: SalesSettings): SalesSettingsValue {
  const value = storedValue(row);
  return usableSettings(value, salesSettingsFailures(value));
}

/**
 * The settings as the settings screen shows them: a section stored unusable shows its defaults, so
 * the owner sees the screen and saving the section (each is saved whole) heals it.
 */
export function shownSettingsValue(row: SalesSettings): SalesSettingsValue {
  const value = storedValue(row);
  const broken = new Set(
    salesSettingsFailures(value).map((found) => String(found.params?.setting).split('.')[0]),
  );
  const sections = SALES_SETTINGS_SECTIONS.map((section) => [
    section,
    broken.has(section) ? DEFAULT_SALES_SETTINGS[section] : value[section],
  ]);
  return { ...value, ...Object.fromEntries(sections) };
}

/** What each shop's prices depend on: its VAT (billing's) and its price lists (the catalogue's). */
export async function pricingSettingsOf(
  manager: EntityManager,
  shopIds: readonly number[],
): Promise<Map<number, PricingSettings>> {
  const [catalogue, fiscal] = await Promise.all([
    catalogueSettingsOf(manager, shopIds),
    fiscalSettingsOf(manager, shopIds),
  ]);
  return new Map(
    shopIds.map((id) => {
      const { typologies, allRulesInEq75 } = catalogue.get(id)!;
      const { hasTVA, vatRate } = fiscal.get(id)!;
      return [id, { typologies, settings: { hasTVA, vatRate, allRulesInEq75 } }];
    }),
  );
}

/** A client's price list in the shop, the public one when the shop does not have it. */
export function clientTypology(pricing: ShopPricing, key: string): ResolvedTypology {
  const own = Object.hasOwn(pricing.typologies, key) ? pricing.typologies[key] : undefined;
  return own ? { key, settings: own } : typologyFor(null, pricing);
}

function resolve(
  line: LineRequest,
  bundle: ProductBundle | undefined,
  seller: LoadedSeller,
  audience: PriceAudience,
): LineItem | null {
  if (!bundle || !seller.open) return null;
  const { product } = bundle;
  if (product.shopId !== seller.shop.id) return null;
  const format = bundle.formats.find((f) => f.id === line.formatId);
  if (!format) return null;
  const typology = seller.typology.key;
  const sold =
    audience.kind === 'buyer'
      ? product.status === 'online' &&
        !product.moderated &&
        (product.hiddenMask & typologyBit(typology)) === 0 &&
        isVisibleTo(format, typology)
      : product.status !== 'closed';
  if (!sold) return null;
  let vintage: Vintage | null = bundle.vintages[0] ?? null;
  if (line.vintageId) vintage = bundle.vintages.find((v) => v.id === line.vintageId) ?? null;
  else if (line.vintageName) vintage = bundle.vintages.find((v) => v.name === line.vintageName) ?? null;
  if ((line.vintageId || line.vintageName) && vintage === null) return null;
  const wrapped = line.isWrapped && product.wrapping;
  return {
    product,
    format,
    vintage,
    price: {
      key: line.key,
      product: pricedProduct(product, vintage ?? undefined),
      format: formatPricing(format, bundle.promotions.get(format.id) ?? []),
      quantity: line.quantity,
      wrappingPrice: wrapped ? product.wrappingPrice : null,
    },
  };
}
