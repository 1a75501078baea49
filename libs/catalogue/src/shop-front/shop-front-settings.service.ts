import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { headerStyleOf, type ShopHeaderStyle, type ShopTab } from '@cuvee/kernel';
import { definedOnly, ShopSettingsSection, type ShopSettingsPart, type UpdateShopDto } from '@cuvee/iam';
import { upsertRow } from '@cuvee/platform';
import { ShopFrontSettings } from './shop-front-settings.entity.js';

/*
 * The shop front's part of GET/PUT /v1/shops/me (headerStyle, tabs, settings.titleProducts), also read
 * by the shop's public face (GET /v1/shops/{id}). It sits in the catalogue, beside the public pages it
 * dresses, until the shop front becomes a context of its own (ADR 0023).
 */

/** A tab as stored: every optional key present, texts trimmed, empty filters dropped. */
export function storedTab(input: {
  id: string;
  name: string;
  order: number;
  exists: boolean;
  roles?: string[];
  content?: string | null;
  filter?: { color?: string; appellation?: string; type?: string } | null;
  children?: Parameters<typeof storedTab>[0][];
}): ShopTab {
  const filter = Object.fromEntries(
    Object.entries(input.filter ?? {}).filter(([, value]) => typeof value === 'string' && value.trim()),
  );
  return {
    id: input.id,
    name: input.name.trim(),
    order: input.order,
    exists: input.exists,
    roles: [...new Set(input.roles ?? [])] as ShopTab['roles'],
    content: input.content?.trim() || null,
    filter: Object.keys(filter).length ? filter : null,
    children: (input.children ?? []).map(storedTab),
  };
}

@Injectable()
@ShopSettingsSection('shop-front')
export class ShopFrontSettingsSection implements ShopSettingsSection {
  async read(manager: EntityManager, shopIds: readonly number[]): Promise<Map<number, ShopSettingsPart>> {
    const rows = await manager.getRepository(ShopFrontSettings).findBy({ shopId: In([...shopIds]) });
    const byShop = new Map(rows.map((row) => [row.shopId, row]));
    return new Map(
      shopIds.map((shopId) => {
        const row = byShop.get(shopId);
        const part: ShopSettingsPart = {
          headerStyle: headerStyleOf(row?.headerStyle ?? null),
          tabs: row?.tabs ?? [],
          settings: { titleProducts: row?.titleProducts ?? null },
        };
        return [shopId, part];
      }),
    );
  }

  /** The header style merges (keys sent change), the tabs replace as a whole. */
  async write(manager: EntityManager, shopId: number, input: UpdateShopDto): Promise<void> {
    const titleProducts = input.settings?.titleProducts;
    if (!input.headerStyle && !input.tabs && titleProducts === undefined) return;
    const row = await upsertRow(
      manager,
      ShopFrontSettings,
      { shopId },
      { headerStyle: null, tabs: [], titleProducts: null },
    );
    // Read locked, changed by key: the header style merges with the latest saved (ADR 0026).
    const changes: Partial<ShopFrontSettings> = {};
    if (input.headerStyle) {
      const sent = definedOnly(input.headerStyle) as Partial<ShopHeaderStyle>;
      changes.headerStyle = { ...headerStyleOf(row.headerStyle), ...sent };
    }
    if (input.tabs) changes.tabs = input.tabs.map(storedTab);
    if (titleProducts !== undefined) changes.titleProducts = titleProducts;
    await manager.getRepository(ShopFrontSettings).update({ shopId }, changes);
  }
}
