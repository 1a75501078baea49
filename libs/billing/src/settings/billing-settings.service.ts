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
import {
  Database,
  refuseUnusableSettings,
  upsertRow,
  usableSettings,
  type RequestContext,
} from '@cuvee/platform';
import {
  accountingSettingsFailures,
  billingSettingsFailures,
  DEFAULT_ACCOUNTING_SETTINGS,
  DEFAULT_BILLING_SETTINGS,
  invalidAccounts,
  withCompleteRules,
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

/** A shop's VAT, fiscal year and banks as its row holds them; without a row: VAT at the French rates. */
function fiscalOf(row: BillingSettingsRecord | undefined): ShopFiscalSettings {
  return {
    hasTVA: row?.hasTVA ?? true,
    vatRate: { ...FRENCH_VAT_RATES, ...row?.vatRate },
    logStartMonth: row?.logStartMonth ?? 0,
    logStartDay: row?.logStartDay ?? 1,
    banks: row?.banks ?? [],
  };
}

/** Each shop's VAT, fiscal year and banks in one query. */
export async function fiscalSettingsOf(
  manager: EntityManager,
  shopIds: readonly number[],
): Promise<Map<number, ShopFiscalSettings>> {
  const rows = shopIds.length
    ? await manager.getRepository(BillingSettingsRecord).findBy({ shopId: In([...shopIds]) })
    : [];
  const byShop = new Map(rows.map((row) => [row.shopId, row]));
  return new Map(shopIds.map((shopId) => [shopId, fiscalOf(byShop.get(shopId))]));
}

/** A shop's default accounts as an operation relies on them, on the caller's transaction (accounting's entries). */
export async function accountingSettingsOf(
  manager: EntityManager,
  shopId: number,
): Promise<AccountingSettings> {
  const record = await manager.getRepository(BillingSettingsRecord).findOneBy({ shopId });
  const accounting = mergeSettings(DEFAULT_ACCOUNTING_SETTINGS, record?.accounting);
  return usableSettings(accounting, accountingSettingsFailures(accounting));
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

  /**
   * A shop's settings as saved, defaults filled in, unchecked: what the settings screens show, so a
   * setting stored broken (before saves were checked, or by hand) can be seen and corrected.
   */
  private async of(
    shopId: number,
    manager: EntityManager = this.database.dataSource.manager,
  ): Promise<ShopBillingSettings> {
    const record = await manager.getRepository(BillingSettingsRecord).findOneBy({ shopId });
    return {
      billing: mergeSettings(DEFAULT_BILLING_SETTINGS, record?.billing),
      accounting: mergeSettings(DEFAULT_ACCOUNTING_SETTINGS, record?.accounting),
    };
  }

  /** The billing settings an operation relies on (on a caller's transaction or the data source). */
  async billingOf(shopId: number, manager?: EntityManager): Promise<BillingSettings> {
    const { billing } = await this.of(shopId, manager);
    return usableSettings(billing, billingSettingsFailures(billing));
  }

  /** The default accounts an operation relies on (on a caller's transaction or the data source). */
  accountingOf(
    shopId: number,
    manager: EntityManager = this.database.dataSource.manager,
  ): Promise<AccountingSettings> {
    return accountingSettingsOf(manager, shopId);
  }

  async billing(ctx: RequestContext): Promise<BillingSettings> {
    return (await this.of(shopScope(ctx).shopId)).billing;
  }

  async accounting(ctx: RequestContext): Promise<AccountingSettings> {
    return (await this.of(shopScope(ctx).shopId)).accounting;
  }

  /** The patch is laid over what is stored; the whole document it leaves must be usable. */
  async updateBilling(ctx: RequestContext, patch: BillingSettingsPatch): Promise<BillingSettings> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const record = await this.record(manager, shopId);
      const stored = mergeSettings(record.billing ?? {}, patch);
      refuseUnusableSettings(billingSettingsFailures(mergeSettings(DEFAULT_BILLING_SETTINGS, stored)));
      await manager.getRepository(BillingSettingsRecord).update({ shopId }, { billing: stored });
      return (await this.of(shopId, manager)).billing;
    });
  }

  async updateAccounting(ctx: RequestContext, input: AccountingSettingsPatch): Promise<AccountingSettings> {
    const { shopId } = shopScope(ctx);
    const patch = withCompleteRules(input);
    const wrong = invalidAccounts(patch);
    if (wrong.length)
      throw new BadRequestException({ message: 'billing.invalidAccount', params: { account: wrong[0]! } });
    return this.database.transaction(async (manager) => {
      const record = await this.record(manager, shopId);
      const stored = mergeSettings(record.accounting ?? {}, patch);
      refuseUnusableSettings(accountingSettingsFailures(mergeSettings(DEFAULT_ACCOUNTING_SETTINGS, stored)));
      await manager.getRepository(BillingSettingsRecord).update({ shopId }, { accounting: stored });
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
    // The locked row, not this transaction's snapshot: what another save committed meanwhile stays.
    const current = fiscalOf(await this.record(manager, shopId));
    const month = logStartMonth ?? current.logStartMonth;
    const day = logStartDay ?? current.logStartDay;
    if (!isValidLogStart(month, day)) throw new BadRequestException('shops.invalidLogStart');
    await manager.getRepository(BillingSettingsRecord).update(
      { shopId },
      {
        hasTVA: hasTVA ?? current.hasTVA,
        logStartMonth: month,
        logStartDay: day,
        vatRate: vatRate
          ? {
              standard: rate(vatRate.standard, current.vatRate.standard),
              medium: rate(vatRate.medium, current.vatRate.medium),
              reduced: rate(vatRate.reduced, current.vatRate.reduced),
            }
          : current.vatRate,
        banks: input.banks
          ? input.banks.map((bank) => ({
              rib: bank.rib.trim(),
              bic: bank.bic ?? null,
              default: bank.default,
            }))
          : current.banks,
      },
    );
  }

  /**
   * The shop's row, created empty (defaults apply) by the first save, read locked until the save ends;
   * saves change it by key (ADR 0026).
   */
  private record(manager: EntityManager, shopId: number): Promise<BillingSettingsRecord> {
    return upsertRow(manager, BillingSettingsRecord, { shopId }, { billing: {}, accounting: {} });
  }
}
