import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { DEFAULT_STOCK_DISPLAY, type StockDisplay } from '@cuvee/kernel';
import { ShopSettingsSection, type ShopSettingsPart, type UpdateShopDto } from '@cuvee/iam';
import { upsertRow } from '@cuvee/platform';
import { StockSettings } from './stock-settings.entity.js';

/**
 * The stock's part of GET/PUT /v1/shops/me: settings.autoOutOfStock and settings.stockDisplay. The
 * catalogue reads them through iam's ShopSettingsSections (it may not import the stock).
 */
@Injectable()
@ShopSettingsSection('stock')
export class StockSettingsSection implements ShopSettingsSection {
  async read(manager: EntityManager, shopIds: readonly number[]): Promise<Map<number, ShopSettingsPart>> {
    const rows = await manager.getRepository(StockSettings).findBy({ shopId: In([...shopIds]) });
    const byShop = new Map(rows.map((row) => [row.shopId, row]));
    return new Map(
      shopIds.map((shopId): [number, ShopSettingsPart] => {
        const row = byShop.get(shopId);
        const settings = {
          autoOutOfStock: row?.autoOutOfStock ?? false,
          stockDisplay: row?.stockDisplay ?? DEFAULT_STOCK_DISPLAY,
        };
        return [shopId, { settings }];
      }),
    );
  }

  async write(manager: EntityManager, shopId: number, input: UpdateShopDto): Promise<void> {
    const { autoOutOfStock, stockDisplay } = input.settings ?? {};
    if (autoOutOfStock === undefined && stockDisplay === undefined) return;
    const changes: Partial<StockSettings> = {};
    if (autoOutOfStock !== undefined) changes.autoOutOfStock = autoOutOfStock;
    // The DTO accepts only kernel STOCK_DISPLAYS keys.
    if (stockDisplay !== undefined) changes.stockDisplay = stockDisplay as StockDisplay;
    // Created with the defaults by the first save, then changed by key (ADR 0024).
    await upsertRow(
      manager,
      StockSettings,
      { shopId },
      { autoOutOfStock: false, stockDisplay: DEFAULT_STOCK_DISPLAY },
    );
    await manager.getRepository(StockSettings).update({ shopId }, changes);
  }
}
