import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, Public } from '@cuvee/iam';
import { Audited, Ctx, IdParamPipe, type RequestContext } from '@cuvee/platform';
import {
  CheckoutOptionsDto,
  DeliverySettingsDto,
  OrderRulesDto,
  PaymentSettingsDto,
  PromotionsSettingsDto,
  SalesSettingsDto,
} from './dto/sales-settings.dto.js';
import { SalesSettingsService } from './sales-settings.service.js';

/*
 * Settings → Livraison and Promotions (settings sections delivery and promotions), plus the
 * order rules and payment methods: read by the shop's sellers, saved by the owner (like the shop's own
 * settings, PUT /v1/shops/me).
 */
const READ = { roles: ['owner', 'iam'] } as const;
const WRITE = { roles: ['owner'] } as const;

@ApiTags('sales settings')
@Controller('sales-settings')
export class SalesSettingsController {
  constructor(private readonly settings: SalesSettingsService) {}

  @Get()
  @Access(READ)
  @ApiOperation({ summary: "The shop's sales settings: delivery, order promotions, order rules, payments" })
  @ApiOkResponse({ type: SalesSettingsDto })
  get(@Ctx() ctx: RequestContext): Promise<SalesSettingsDto> {
    return this.settings.get(ctx);
  }

  @Put('delivery')
  @Access(WRITE)
  @ApiOperation({
    summary: 'Delivery types (price HT, margin, zones), collection points (own price), franco thresholds',
  })
  @ApiOkResponse({ type: SalesSettingsDto })
  @Audited('settings.sales.update', { details: () => ({ section: 'delivery' }) })
  delivery(@Ctx() ctx: RequestContext, @Body() dto: DeliverySettingsDto): Promise<SalesSettingsDto> {
    return this.settings.updateDelivery(ctx, dto);
  }

  @Put('promotions')
  @Access(WRITE)
  @ApiOperation({ summary: 'Order promotions by bottle count or amount (percent or cents HT)' })
  @ApiOkResponse({ type: SalesSettingsDto })
  @Audited('settings.sales.update', { details: () => ({ section: 'promotions' }) })
  promotions(@Ctx() ctx: RequestContext, @Body() dto: PromotionsSettingsDto): Promise<SalesSettingsDto> {
    return this.settings.updatePromotions(ctx, dto);
  }

  @Put('rules')
  @Access(WRITE)
  @ApiOperation({
    summary: 'Minimum order HT, min/max product count, drop-shop multiple, min/max quantity per product',
  })
  @ApiOkResponse({ type: SalesSettingsDto })
  @Audited('settings.sales.update', { details: () => ({ section: 'rules' }) })
  rules(@Ctx() ctx: RequestContext, @Body() dto: OrderRulesDto): Promise<SalesSettingsDto> {
    return this.settings.updateRules(ctx, dto);
  }

  @Put('payments')
  @Access(WRITE)
  @ApiOperation({ summary: 'Accepted payment methods, pay-later delays, days a placed order waits' })
  @ApiOkResponse({ type: SalesSettingsDto })
  @Audited('settings.sales.update', { details: () => ({ section: 'payments' }) })
  payments(@Ctx() ctx: RequestContext, @Body() dto: PaymentSettingsDto): Promise<SalesSettingsDto> {
    return this.settings.updatePayments(ctx, dto);
  }
}

@ApiTags('sales settings')
@Controller('checkout-options')
export class CheckoutOptionsController {
  constructor(private readonly settings: SalesSettingsService) {}

  @Get(':shopId')
  @Public()
  @ApiOperation({
    summary:
      'What a cart offers for a shop: delivery types, collection points, franco, promotions, rules, payment methods, ' +
      "and the signed-in buyer's client credit there",
  })
  @ApiOkResponse({ type: CheckoutOptionsDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable (unknown, offline or blocked shop)' })
  get(@Ctx() ctx: RequestContext, @Param('shopId', IdParamPipe) shopId: number): Promise<CheckoutOptionsDto> {
    return this.settings.checkoutOptions(ctx, shopId);
  }
}
