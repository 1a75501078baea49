import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { PUBLIC_TYPOLOGY } from '@cuvee/kernel';
import {
  ShopSettingsSection,
  type ShopFormat,
  type ShopSettingsPart,
  type ShopTypology,
  type UpdateShopDto,
} from '@cuvee/iam';
import { refuseUnusableSettings, upsertRow } from '@cuvee/platform';
import { catalogueSettingsFailures } from '../domain/catalogue-settings.js';
import { DEFAULT_PUBLIC_TYPOLOGY } from '../domain/typology.js';
import { CatalogueSettings } from './catalogue-settings.entity.js';

/** A shop's catalogue settings, defaults filled in. */
export interface CatalogueSettingsValue {
  typologies: Record<string, ShopTypology>;
  formats: Record<string, ShopFormat>;
  allRulesInEq75: boolean;
}

/** A shop without a row, or one saved before a key existed: the public price list only, no format. */
function valueOf(row: CatalogueSettings | undefined): CatalogueSettingsValue {
  const typologies = row?.typologies && Object.keys(row.typologies).length ? row.typologies : null;
  return {
    typologies: typologies ?? { [PUBLIC_TYPOLOGY]: { ...DEFAULT_PUBLIC_TYPOLOGY } },
    formats: row?.formats ?? {},
    allRulesInEq75: row?.allRulesInEq75 ?? false,
  };
}

/** The catalogue settings of each shop asked, in one query. */
export async function catalogueSettingsOf(
  manager: EntityManager,
  shopIds: readonly number[],
): Promise<Map<number, CatalogueSettingsValue>> {
  const rows = shopIds.length
    ? await manager.getRepository(CatalogueSettings).findBy({ shopId: In([...shopIds]) })
    : [];
  const byShop = new Map(rows.map((row) => [row.shopId, row]));
  return new Map(shopIds.map((id) => [id, valueOf(byShop.get(id))]));
}

function plainMap<T>(map: Map<string, T> | Record<string, T>): Record<string, T> {
  return map instanceof Map ? Object.fromEntries(map) : { ...map };
}

/** The catalogue's part of GET/PUT /v1/shops/me: typologies, formats, settings.allRulesInEq75. */
@Injectable()
@ShopSettingsSection('catalogue')
export class CatalogueSettingsSection implements ShopSettingsSection {
  async read(manager: EntityManager, shopIds: readonly number[]): Promise<Map<number, ShopSettingsPart>> {
    const values = await catalogueSettingsOf(manager, shopIds);
    return new Map(
      [...values].map(([shopId, { allRulesInEq75, ...maps }]) => [
        shopId,
        { ...maps, settings: { allRulesInEq75 } },
      ]),
    );
  }

  /** Maps replace as a whole (their keys are checked by the DTO). */
  async write(manager: EntityManager, shopId: number, input: UpdateShopDto): Promise<void> {
    const allRulesInEq75 = input.settings?.allRulesInEq75;
    if (!input.typologies && !input.formats && allRulesInEq75 === undefined) return;
    const changes: Partial<CatalogueSettingsValue> = {};
    if (input.typologies) {
      changes.typologies = Object.fromEntries(
        Object.entries(plainMap(input.typologies)).map(([key, t]): [string, ShopTypology] => [
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
      changes.formats = Object.fromEntries(
        Object.entries(plainMap(input.formats)).map(([key, f]): [string, ShopFormat] => [
          key,
          { type: f.type, container: f.container, unity: f.unity, unityValue: f.unityValue, eq75: f.eq75 },
        ]),
      );
    }
    if (allRulesInEq75 !== undefined) changes.allRulesInEq75 = allRulesInEq75;
    // Created with the defaults by the first save, read locked, then changed by key (ADR 0026).
    const row = await upsertRow(manager, CatalogueSettings, { shopId }, valueOf(undefined));
    refuseUnusableSettings(catalogueSettingsFailures({ ...row, ...changes }));
    await manager.getRepository(CatalogueSettings).update({ shopId }, changes);
  }
}
