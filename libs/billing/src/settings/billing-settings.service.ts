import { BadRequestException, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { FRENCH_VAT_RATES, isValidLogStart, parseDecimalInput } from '@cuvee/kernel';
import {
  shopScope,
  ShopSettingsSection,
  type ShopBank,
  type ShopSettingsPart,
  type ShopVatRates,
  type UpdateShopDto,
} from '@cuvee/iam';
import { Database, type RequestContext } from '@cuvee/platform';
import {
  DEFAULT_ACCOUNTING_SETTINGS,
  DEFAULT_BILLING_SETTINGS,
  invalidAccounts,
  mergeSettings,
  type AccountingSettings,
  type AccountingSettingsPatch,
  type BillingSettings,
  type BillingSettingsPatch,
} from '../domain/billing-settings.js';
import { BillingSettingsRecord } from './billing-settings.entity.js';

export interface ShopBillingSettings {
  billing: BillingSettings;
  accounting: AccountingSettings;
}

/** VAT, fiscal year start and bank accounts of a shop: billing's part of GET/PUT /v1/shops/me. */
export interface ShopFiscalSettings {
  hasTVA: boolean;
  vatRate: ShopVatRates;
  logStartMonth: number;
  logStartDay: number;
  banks: ShopBank[];
}

/** Each shop's VAT, fiscal year and banks in one query; a shop without a row: VAT at the French rates. */
export async function fiscalSettingsOf(
  manager: EntityManager,
  shopIds: readonly number[],
): Promise<Map<number, ShopFiscalSettings>> {
  const rows = shopIds.length
    ? await manager.getRepository(BillingSettingsRecord).findBy({ shopId: In([...shopIds]) })
    : [];
  const byShop = new Map(rows.map((row) => [row.shopId, row]));
  return new Map(
    shopIds.map((shopId) => {
      const row = byShop.get(shopId);
      const value: ShopFiscalSettings = {
        hasTVA: row?.hasTVA ?? true,
        vatRate: { ...FRENCH_VAT_RATES, ...row?.vatRate },
        logStartMonth: row?.logStartMonth ?? 0,
        logStartDay: row?.logStartDay ?? 1,
        banks: row?.banks ?? [],
      };
      return [shopId, value];
    }),
  );
}

function rate(value: number | string | undefined, current: number): number {
  return value === undefined ? current : (parseDecimalInput(value) ?? current);
}

/**
 * The `billing` and `accounting` settings sections (settings links), defaults filled in; and
 * billing's section of the shop settings (settings.hasTVA, vatRate, logStart…, banks).
 */
@Injectable()
@ShopSettingsSection('billing')
export class BillingSettingsService implements ShopSettingsSection {
  constructor(private readonly database: Database) {}

  /** A shop's settings, read on the given manager (inside a caller's transaction) or the data source. */
  async of(
    shopId: number,
    manager: EntityManager = this.database.dataSource.manager,
  ): Promise<ShopBillingSettings> {
    const record = await manager.getRepository(BillingSettingsRecord).findOneBy({ shopId });
    return {
      billing: mergeSettings(DEFAULT_BILLING_SETTINGS, record?.billing),
      accounting: mergeSettings(DEFAULT_ACCOUNTING_SETTINGS, record?.accounting),
    };
  }

  async billing(ctx: RequestContext): Promise<BillingSettings> {
    return (await this.of(shopScope(ctx).shopId)).billing;
  }

  async accounting(ctx: RequestContext): Promise<AccountingSettings> {
    return (await this.of(shopScope(ctx).shopId)).accounting;
  }

  async updateBilling(ctx: RequestContext, patch: BillingSettingsPatch): Promise<BillingSettings> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const record = await this.record(manager, shopId);
      record.billing = mergeSettings(record.billing ?? {}, patch);
      await manager.getRepository(BillingSettingsRecord).save(record);
      return (await this.of(shopId, manager)).billing;
    });
  }

  async updateAccounting(ctx: RequestContext, patch: AccountingSettingsPatch): Promise<AccountingSettings> {
    const { shopId } = shopScope(ctx);
    const wrong = invalidAccounts(patch);
    if (wrong.length)
      throw new BadRequestException({ message: 'billing.invalidAccount', params: { account: wrong[0]! } });
    return this.database.transaction(async (manager) => {
      const record = await this.record(manager, shopId);
      record.accounting = mergeSettings(record.accounting ?? {}, patch);
      await manager.getRepository(BillingSettingsRecord).save(record);
      return (await this.of(shopId, manager)).accounting;
    });
  }

  async read(manager: EntityManager, shopIds: readonly number[]): Promise<Map<number, ShopSettingsPart>> {
    const values = await fiscalSettingsOf(manager, shopIds);
    return new Map([...values].map(([shopId, { banks, ...settings }]) => [shopId, { banks, settings }]));
  }

  /** Rates sent merge with the current ones; the fiscal year must start on a day every year has. */
  async write(manager: EntityManager, shopId: number, input: UpdateShopDto): Promise<void> {
    const { hasTVA, vatRate, logStartMonth, logStartDay } = input.settings ?? {};
    const touched = [hasTVA, vatRate, logStartMonth, logStartDay, input.banks].some((v) => v !== undefined);
    if (!touched) return;
    const current = (await fiscalSettingsOf(manager, [shopId])).get(shopId)!;
    const record = await this.record(manager, shopId);
    const month = logStartMonth ?? current.logStartMonth;
    const day = logStartDay ?? current.logStartDay;
    if (!isValidLogStart(month, day)) throw new BadRequestException('shops.invalidLogStart');
    Object.assign(record, { hasTVA: hasTVA ?? current.hasTVA, logStartMonth: month, logStartDay: day });
    record.vatRate = vatRate
      ? {
          standard: rate(vatRate.standard, current.vatRate.standard),
          medium: rate(vatRate.medium, current.vatRate.medium),
          reduced: rate(vatRate.reduced, current.vatRate.reduced),
        }
      : current.vatRate;
    record.banks = input.banks
      ? input.banks.map((bank) => ({ rib: bank.rib.trim(), default: bank.default }))
      : current.banks;
    await manager.getRepository(BillingSettingsRecord).save(record);
  }

  private async record(manager: EntityManager, shopId: number): Promise<BillingSettingsRecord> {
    const repository = manager.getRepository(BillingSettingsRecord);
    return (
      (await repository.findOneBy({ shopId })) ?? repository.create({ shopId, billing: {}, accounting: {} })
    );
  }
}
