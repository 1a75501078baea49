import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import type { ShopHeaderStyle, ShopTab, StockDisplay } from '@cuvee/kernel';
import type { UpdateShopDto } from './dto/update-shop.dto.js';

/*
 * The shop's settings belong to the contexts that use them (ADR 0023): the catalogue keeps the price
 * lists and formats, billing the VAT, banks and fiscal year, stock what the stock does to the products
 * and shows, the shop front its header and tabs. iam keeps only the shop's identity, and may import
 * none of them: GET and PUT /v1/shops/me ask every context's section through this port. A context fills
 * it with one provider marked `@ShopSettingsSection()`, found by Nest at start-up.
 */

/** VAT rates in percent (20, 10, 5.5) for the three slots a product's vatType points at. */
export interface ShopVatRates {
  standard: number;
  medium: number;
  reduced: number;
}

/** The `settings` object of the shop; the fiscal year starts on logStartMonth (0-based) / logStartDay. */
export interface ShopSettings {
  hasTVA: boolean;
  logStartMonth: number;
  logStartDay: number;
  vatRate: ShopVatRates;
  /** Heading of the shop page's product list; null shows the default wording. */
  titleProducts: string | null;
  allRulesInEq75: boolean;
  /** A product goes out of stock (and back online) by itself when its stock runs out (returns). */
  autoOutOfStock: boolean;
  /** What buyers and visitors see of the stock on the shop's pages (kernel STOCK_DISPLAYS). */
  stockDisplay: StockDisplay;
}

/** A price list of the shop, keyed by a client typology key (kernel CLIENT_TYPOLOGIES). */
export interface ShopTypology {
  name: string;
  /** Visible to visitors and to buyers without a typology of their own. */
  public: boolean;
  /** Prices of this typology are shown tax-inclusive. */
  ttc: boolean;
  /** Discount in percent applied to every price of the typology. */
  globalDiscount: number;
  allRulesInEq75: boolean;
}

/** A sale format the shop uses, keyed by its id; its prices live on the products. */
export interface ShopFormat {
  type: string;
  container: string;
  unity: string;
  unityValue: number;
  /** Number of 0.75 l bottles the format is worth. */
  eq75: number;
}

export interface ShopBank {
  /** The account's IBAN, as printed on the bank's RIB. */
  rib: string;
  /** The bank's BIC (SWIFT code) a buyer writes with the IBAN on a transfer; absent on older rows. */
  bic?: string | null;
  default: boolean;
}

/** Every setting of a shop that another context owns, as GET /v1/shops/me shows them. */
export interface ShopSettingsView {
  settings: ShopSettings;
  typologies: Record<string, ShopTypology>;
  formats: Record<string, ShopFormat>;
  banks: ShopBank[];
  headerStyle: ShopHeaderStyle;
  tabs: ShopTab[];
}

/** What one context answers for a shop: its own keys, defaults filled in. */
export type ShopSettingsPart = Partial<Omit<ShopSettingsView, 'settings'>> & {
  settings?: Partial<ShopSettings>;
};

/** One context's part of the shop settings. */
export interface ShopSettingsSection {
  /** The context's part for each shop asked (one query for them all), on the caller's manager. */
  read(manager: EntityManager, shopIds: readonly number[]): Promise<Map<number, ShopSettingsPart>>;
  /**
   * Saves the context's fields of a PUT /v1/shops/me (validated by its DTO) in the caller's transaction;
   * throws an HTTP error to refuse, and nothing of the PUT is written.
   */
  write(manager: EntityManager, shopId: number, input: UpdateShopDto): Promise<void>;
}

/** The keys the client sent (undefined means "leave as it is"; null clears), for objects that merge. */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Marks a context's provider as its section of the shop settings; the value names the context. */
export const ShopSettingsSection = DiscoveryService.createDecorator<string>();

/** Every context's section, found among the application's providers; reads merge their parts. */
@Injectable()
export class ShopSettingsSections {
  private found: { context: string; section: ShopSettingsSection }[] | null = null;

  constructor(private readonly discovery: DiscoveryService) {}

  /**
   * The merged settings of each shop asked; a shop without a saved value reads its context's defaults.
   * `only` names the contexts to ask (one query each): a hot path asks only for what it uses, and
   * gets only their keys.
   */
  async read(
    manager: EntityManager,
    shopIds: readonly number[],
    only?: readonly string[],
  ): Promise<Map<number, ShopSettingsView>> {
    const views = new Map(shopIds.map((id) => [id, { settings: {} } as ShopSettingsView]));
    if (shopIds.length === 0) return views;
    const asked = this.sections().filter(({ context }) => !only || only.includes(context));
    for (const parts of await Promise.all(asked.map(({ section }) => section.read(manager, shopIds)))) {
      for (const [shopId, part] of parts) {
        const view = views.get(shopId);
        if (!view) continue;
        const { settings, ...rest } = part;
        Object.assign(view, rest);
        Object.assign(view.settings, settings);
      }
    }
    return views;
  }

  /** One shop's merged settings (of the contexts named in `only`, else of all). */
  async of(manager: EntityManager, shopId: number, only?: readonly string[]): Promise<ShopSettingsView> {
    return (await this.read(manager, [shopId], only)).get(shopId)!;
  }

  /** Every section writes its part, one after the other, in the caller's transaction. */
  async write(manager: EntityManager, shopId: number, input: UpdateShopDto): Promise<void> {
    for (const { section } of this.sections()) await section.write(manager, shopId, input);
  }

  private sections(): { context: string; section: ShopSettingsSection }[] {
    this.found ??= this.discovery.getProviders({ metadataKey: ShopSettingsSection.KEY }).map((wrapper) => ({
      context: this.discovery.getMetadataByDecorator(ShopSettingsSection, wrapper) ?? '',
      section: wrapper.instance as ShopSettingsSection,
    }));
    return this.found;
  }
}
