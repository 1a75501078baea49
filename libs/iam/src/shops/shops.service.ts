import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { isReservedShopName, parseDecimalInput, type ShopIntegrations } from '@cuvee/kernel';
import { Database, Translator, type RequestContext } from '@cuvee/platform';
import { Not, type EntityManager } from 'typeorm';
import { User } from '../users/user.entity.js';
import type { PublicShopDto, ShopDto, ShopSavedDto } from './dto/shop.dto.js';
import type { UpdateShopDto } from './dto/update-shop.dto.js';
import { withDefaults } from './shop-defaults.js';
import { Shop, type ShopFormat, type ShopTypology } from './shop.entity.js';
import { isValidLogStart } from './shop-rules.js';
import { shopScope } from './shop-scope.js';

/** The seller's own shop (GET/PUT /v1/shops/me) and the public face of any shop (GET /v1/shops/{id}). */
@Injectable()
export class ShopsService {
  constructor(
    private readonly database: Database,
    private readonly translator: Translator,
  ) {}

  async mine(ctx: RequestContext): Promise<ShopDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    return toShopDto(manager, await loadShop(manager, shopId));
  }

  async updateMine(ctx: RequestContext, input: UpdateShopDto): Promise<ShopSavedDto> {
    const { shopId } = shopScope(ctx);
    // Url names are lower-case: unique the same way on SQLite (case-sensitive) and MySQL (insensitive).
    if (input.urlShop !== undefined) input.urlShop = input.urlShop.toLowerCase();
    const shop = await this.database.transaction(async (manager) => {
      const shop = await loadShop(manager, shopId);
      if (input.urlShop !== undefined && input.urlShop !== shop.urlShop) {
        // A name the front ends route on (/auth, /dashboard…) is as taken as another shop's.
        const taken =
          isReservedShopName(input.urlShop) ||
          (await manager.getRepository(Shop).existsBy({ urlShop: input.urlShop, id: Not(shop.id) }));
        if (taken) throw new BadRequestException('shops.urlShopTaken');
      }
      applyChanges(shop, input);
      await manager.getRepository(Shop).save(shop);
      return toShopDto(manager, shop);
    });
    return input.noMessage
      ? { success: true, shop }
      : { success: true, message: this.translator.translate('shops.saved', ctx.locale), shop };
  }

  /**
   * By numeric id or by public code; a blocked shop is as absent as an unknown one. Only the fields
   * the auth screen and the shop header need, never anything of the owner.
   */
  async publicShop(idOrCode: string): Promise<PublicShopDto> {
    const repository = this.database.dataSource.getRepository(Shop);
    const byId = /^\d{1,10}$/.test(idOrCode) ? await repository.findOneBy({ id: Number(idOrCode) }) : null;
    const shop = byId ?? (idOrCode.length <= 32 ? await repository.findOneBy({ code: idOrCode }) : null);
    if (!shop || shop.blocked) throw new NotFoundException('error.notFound');
    const { editedShop } = withDefaults(shop);
    return { id: shop.id, code: shop.code, editedShop: editedShop! };
  }
}

async function loadShop(manager: EntityManager, shopId: number): Promise<Shop> {
  const shop = await manager.getRepository(Shop).findOneBy({ id: shopId });
  if (!shop) throw new NotFoundException('error.notFound');
  return withDefaults(shop);
}

function plainMap<T>(map: Map<string, T> | Record<string, T>): Record<string, T> {
  return map instanceof Map ? Object.fromEntries(map) : { ...map };
}

function rate(value: number | string | undefined, current: number): number {
  return value === undefined ? current : (parseDecimalInput(value) ?? current);
}

/** Writes the accepted fields onto the row: objects merge, maps and lists replace. */
function applyChanges(shop: Shop, input: UpdateShopDto): void {
  if (input.name !== undefined) shop.name = input.name.trim();
  if (input.urlShop !== undefined) shop.urlShop = input.urlShop;
  if (input.businessType !== undefined) shop.businessType = input.businessType;
  if (input.contactEmail !== undefined) shop.contactEmail = input.contactEmail?.trim() || null;
  if (input.online !== undefined) shop.online = input.online;
  if (input.editedShop) shop.editedShop = { ...shop.editedShop!, ...definedOnly(input.editedShop) };
  if (input.settings) {
    const { vatRate, ...rest } = input.settings;
    const settings = { ...shop.settings, ...definedOnly(rest) };
    if (vatRate) {
      settings.vatRate = {
        standard: rate(vatRate.standard, shop.settings.vatRate.standard),
        medium: rate(vatRate.medium, shop.settings.vatRate.medium),
        reduced: rate(vatRate.reduced, shop.settings.vatRate.reduced),
      };
    }
    if (!isValidLogStart(settings.logStartMonth, settings.logStartDay)) {
      throw new BadRequestException('shops.invalidLogStart');
    }
    shop.settings = settings;
  }
  if (input.typologies) {
    const typologies = plainMap(input.typologies);
    shop.typologies = Object.fromEntries(
      Object.entries(typologies).map(([key, t]): [string, ShopTypology] => [
        key,
        {
          name: t.name.trim(),
          public: t.public,
          ttc: t.ttc,
          globalDiscount: t.globalDiscount,
          allRulesInEq75: t.allRulesInEq75,
        },
      ]),
    );
  }
  if (input.formats) {
    shop.formats = Object.fromEntries(
      Object.entries(plainMap(input.formats)).map(([key, f]): [string, ShopFormat] => [
        key,
        { type: f.type, container: f.container, unity: f.unity, unityValue: f.unityValue, eq75: f.eq75 },
      ]),
    );
  }
  if (input.banks) shop.banks = input.banks.map((bank) => ({ rib: bank.rib.trim(), default: bank.default }));
  if (input.business) shop.business = { ...shop.business!, ...definedOnly(input.business) };
  if (input.paymentsList) shop.paymentsList = [...new Set(input.paymentsList)];
  if (input.integrations) {
    const changes: ShopIntegrations = {};
    for (const [key, state] of Object.entries(input.integrations)) {
      changes[key as keyof ShopIntegrations] = { active: state.active };
    }
    shop.integrations = { ...shop.integrations, ...changes };
  }
}

/** The keys the client sent (undefined means "leave as it is"; null clears). */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

async function toShopDto(manager: EntityManager, shop: Shop): Promise<ShopDto> {
  const owner = await manager.getRepository(User).findOneBy({ id: shop.ownerId });
  return {
    id: shop.id,
    code: shop.code,
    urlShop: shop.urlShop,
    name: shop.name,
    editedShop: shop.editedShop!,
    settings: shop.settings,
    typologies: shop.typologies!,
    formats: shop.formats!,
    contactEmail: shop.contactEmail,
    banks: shop.banks!,
    cardProvider: { accountId: shop.cardProviderAccountId, active: shop.cardProviderActive },
    business: shop.business!,
    paymentsList: shop.paymentsList!,
    owner: {
      id: shop.ownerId,
      username: owner?.username ?? '',
      email: owner?.email ?? '',
      phone: owner?.phone ?? null,
    },
    businessType: shop.businessType,
    refId: shop.refId,
    integrations: shop.integrations as Record<string, { active: boolean }>,
    online: shop.online,
    blocked: shop.blocked,
  };
}
