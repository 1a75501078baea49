import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '@cuvee/iam';
import { Audited, Ctx, type RequestContext } from '@cuvee/platform';
import { ACCOUNTING_CODES, BILL, SETTINGS_READ } from '../billing-access.js';
import type { AccountingSettings, BillingSettings } from '../domain/billing-settings.js';
import {
  AccountingSettingsDto,
  AccountingSettingsInputDto,
  BillingSettingsDto,
  BillingSettingsInputDto,
} from './dto/billing-settings.dto.js';
import { BillingSettingsService } from './billing-settings.service.js';

@ApiTags('billing')
@Controller()
export class BillingSettingsController {
  constructor(private readonly settings: BillingSettingsService) {}

  @Get('billing-settings')
  @Access(SETTINGS_READ)
  @ApiOperation({
    summary: 'Settings section "billing": numbering series, legal mentions, terms, mail templates',
  })
  @ApiOkResponse({ type: BillingSettingsDto })
  getBilling(@Ctx() ctx: RequestContext): Promise<BillingSettings> {
    return this.settings.billing(ctx);
  }

  @Put('billing-settings')
  @Access(BILL)
  @ApiOperation({ summary: 'Change the billing settings (any subset; null clears a text)' })
  @ApiOkResponse({ type: BillingSettingsDto })
  @Audited('settings.billing.update')
  putBilling(@Ctx() ctx: RequestContext, @Body() body: BillingSettingsInputDto): Promise<BillingSettings> {
    return this.settings.updateBilling(ctx, body);
  }

  @Get('accounting-settings')
  @Access(SETTINGS_READ)
  @ApiOperation({ summary: 'Settings section "accounting": the default accounts of the ventilation' })
  @ApiOkResponse({ type: AccountingSettingsDto })
  getAccounting(@Ctx() ctx: RequestContext): Promise<AccountingSettings> {
    return this.settings.accounting(ctx);
  }

  @Put('accounting-settings')
  @Access(ACCOUNTING_CODES)
  @ApiOperation({ summary: 'Change the default accounts (any subset)' })
  @ApiOkResponse({ type: AccountingSettingsDto })
  @Audited('settings.accounting.update')
  putAccounting(
    @Ctx() ctx: RequestContext,
    @Body() body: AccountingSettingsInputDto,
  ): Promise<AccountingSettings> {
    return this.settings.updateAccounting(ctx, body);
  }
}
