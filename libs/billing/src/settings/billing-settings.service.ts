import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
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

/** The `billing` and `accounting` settings sections (settings links), defaults filled in. */
@Injectable()
export class BillingSettingsService {
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

  private async record(manager: EntityManager, shopId: number): Promise<BillingSettingsRecord> {
    const repository = manager.getRepository(BillingSettingsRecord);
    return (
      (await repository.findOneBy({ shopId })) ?? repository.create({ shopId, billing: {}, accounting: {} })
    );
  }
}
