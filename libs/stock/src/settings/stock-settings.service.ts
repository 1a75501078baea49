import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { DEFAULT_STOCK_DISPLAY, type StockDisplay } from '@cuvee/kernel';
import { ShopSettingsSection, type ShopSettingsPart, type UpdateShopDto } from '@cuvee/iam';
import { refuseUnusableSettings, upsertRow } from '@cuvee/platform';
import { stockSettingsFailures } from '../domain/stock-settings.js';
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
    // Created with the defaults by the first save, read locked, changed by key (ADR 0026).
    const row = await upsertRow(
      manager,
      StockSettings,
      { shopId },
      { autoOutOfStock: false, stockDisplay: DEFAULT_STOCK_DISPLAY },
    );
    const changes: Partial<StockSettings> = {};
    if (autoOutOfStock !== undefined) changes.autoOutOfStock = autoOutOfStock;
    if (stockDisplay !== undefined) changes.stockDisplay = stockDisplay as StockDisplay;
    refuseUnusableSettings(stockSettingsFailures({ ...row, ...changes }));
    await manager.getRepository(StockSettings).update({ shopId }, changes);
  }
}
