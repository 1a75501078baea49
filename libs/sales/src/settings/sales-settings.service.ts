import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Product, shopPricing, typologyFor } from '@cuvee/catalogue';
import { Client } from '@cuvee/crm';
import { Shop, ShopMember, shopScope } from '@cuvee/iam';
import type { ValidationFailure } from '@cuvee/kernel';
import { Database, upsertRow, type RequestContext } from '@cuvee/platform';
import { failuresException } from '../sales-errors.js';
import {
  DEFAULT_SALES_SETTINGS,
  deliverySettingsFailures,
  paymentSettingsFailures,
  promotionsFailures,
  rulesFailures,
  salesSettingsFailures,
  type DeliverySettings,
  type NamedOrderPromotion,
  type OrderRules,
  type PaymentSettings,
  type SalesSettingsValue,
} from '../domain/sales-settings.js';
import { pricingSettingsOf, settingsValue, shownSettingsValue } from '../cart/cart-catalogue.js';
import { shownDeliveryPrice, type PriceDisplay } from '../domain/delivery-choice.js';
import type {
  CheckoutOptionsDto,
  DeliverySettingsDto,
  OrderRulesDto,
  PaymentSettingsDto,
  PromotionsSettingsDto,
  SalesSettingsDto,
} from './dto/sales-settings.dto.js';
import { ClientCreditsService } from '@cuvee/billing';
import { SalesSettings } from './sales-settings.entity.js';
import { currentCommissionPercent } from '../commission/platform-commission.service.js';

/**
 * The shop's sales settings (ADR 0015): read by its sellers, each section saved by the owner, and the
 * part a buyer's cart needs readable by anyone for an open shop.
 */
@Injectable()
export class SalesSettingsService {
  constructor(
    private readonly database: Database,
    private readonly credits: ClientCreditsService,
  ) {}

  async get(ctx: RequestContext): Promise<SalesSettingsDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const [row, commissionPercent] = await Promise.all([
      manager.getRepository(SalesSettings).findOneBy({ shopId }),
      currentCommissionPercent(manager),
    ]);
    return toDto(row ? shownSettingsValue(row) : DEFAULT_SALES_SETTINGS, commissionPercent);
  }

  /**
   * A read for the cart: delivery, promotions, rules and payment methods of an open shop,
   * and what the signed-in buyer may spend there as client credit (payment type credit, useCredit).
   */
  async checkoutOptions(ctx: RequestContext, shopId: number): Promise<CheckoutOptionsDto> {
    const manager = this.database.dataSource.manager;
    const shop = await manager.getRepository(Shop).findOneBy({ id: shopId });
    if (!shop || !shop.online || shop.blocked) throw new NotFoundException('error.notFound');
    const value = await this.valueOf(manager, shopId);
    const [client, display] = await Promise.all([
      ctx.user
        ? manager.getRepository(Client).findOneBy({ shopId, userId: ctx.user.userId, archived: false })
        : null,
      priceDisplayOf(manager, shopId, ctx.user?.userId ?? null),
    ]);
    return {
      shopId,
      displayTtc: display.ttc,
      delivery: deliveryDto(value.delivery),
      deliveryPrices: {
        options: value.delivery.options.map((o) => ({
          ref: o.ref,
          displayPrice: shownDeliveryPrice(o.price, o.marginPercent, display),
        })),
        collectionPoints: value.delivery.collectionPoints.map((p) => ({ ref: p.ref, displayPrice: p.price })),
      },
      promotions: value.promotions.map((p) => ({ ...p })),
      rules: rulesDto(value.rules),
      paymentMethods: [...value.payments.methods],
      payLaterDelays: [...value.payments.payLaterDelays],
      clientCredit: client ? await this.credits.available(manager, shopId, client.id) : 0,
    };
  }

  updateDelivery(ctx: RequestContext, dto: DeliverySettingsDto): Promise<SalesSettingsDto> {
    const delivery: DeliverySettings = {
      options: dto.options.map((o) => ({
        ref: o.ref,
        type: o.type,
        label: o.label.trim(),
        price: o.price,
        marginPercent: o.marginPercent,
        zones: {
          countries: [...new Set(o.zones.countries)],
          departments: [...new Set(o.zones.departments.map((d) => d.toUpperCase()))],
        },
      })),
      collectionPoints: dto.collectionPoints.map((p) => ({
        ref: p.ref,
        name: p.name.trim(),
        address: p.address.trim(),
        price: p.price,
      })),
      franco: { bottles: dto.franco.bottles ?? null, amount: dto.franco.amount ?? null },
    };
    return this.save(ctx, { delivery }, deliverySettingsFailures(delivery));
  }

  updatePromotions(ctx: RequestContext, dto: PromotionsSettingsDto): Promise<SalesSettingsDto> {
    const promotions: NamedOrderPromotion[] = dto.promotions.map((p) => ({
      id: p.id,
      name: p.name?.trim() || null,
      type: p.type,
      amount: p.amount,
      activation: p.activation,
      threshold: p.activation === 'always' ? 0 : p.threshold,
      start: p.start ?? null,
      end: p.end ?? null,
    }));
    return this.save(ctx, { promotions }, promotionsFailures(promotions));
  }

  async updateRules(ctx: RequestContext, dto: OrderRulesDto): Promise<SalesSettingsDto> {
    const rules: OrderRules = {
      minOrderAmountHt: dto.minOrderAmountHt ?? null,
      minProducts: dto.minProducts ?? null,
      maxProducts: dto.maxProducts ?? null,
      multipleOf: dto.multipleOf ?? null,
      productLimits: dto.productLimits.map((l) => ({
        productId: l.productId,
        min: l.min ?? null,
        max: l.max ?? null,
      })),
    };
    const { shopId } = shopScope(ctx);
    const ids = rules.productLimits.map((l) => l.productId);
    if (ids.length) {
      const own = await this.database.dataSource.getRepository(Product).countBy({ shopId, id: In(ids) });
      if (own !== new Set(ids).size) throw new BadRequestException('error.productNotFound');
    }
    return this.save(ctx, { rules }, rulesFailures(rules));
  }

  updatePayments(ctx: RequestContext, dto: PaymentSettingsDto): Promise<SalesSettingsDto> {
    const payments: PaymentSettings = {
      methods: [...dto.methods],
      payLaterDelays: [...dto.payLaterDelays],
      pendingOrderDays: dto.pendingOrderDays,
    };
    return this.save(ctx, { payments }, paymentSettingsFailures(payments));
  }

  async valueOf(manager: EntityManager, shopId: number): Promise<SalesSettingsValue> {
    const row = await manager.getRepository(SalesSettings).findOneBy({ shopId });
    return row ? settingsValue(row) : DEFAULT_SALES_SETTINGS;
  }

  private async save(
    ctx: RequestContext,
    section: Partial<SalesSettingsValue>,
    failures: readonly ValidationFailure[],
  ): Promise<SalesSettingsDto> {
    // The section is saved whole: it must fit the shape the cart reads, beside the DTO's checks.
    const unusable = salesSettingsFailures({ ...DEFAULT_SALES_SETTINGS, ...section });
    if (failures.length || unusable.length) throw failuresException([...failures, ...unusable]);
    const { shopId } = shopScope(ctx);
    const value = await this.database.transaction(async (manager) => {
      // Created with the defaults by the first save, and locked until this one ends (ADR 0026).
      await upsertRow(
        manager,
        SalesSettings,
        { shopId },
        {
          ...DEFAULT_SALES_SETTINGS,
          promotions: [...DEFAULT_SALES_SETTINGS.promotions],
        },
      );
      await manager.getRepository(SalesSettings).update({ shopId }, section as Partial<SalesSettings>);
      return {
        value: shownSettingsValue(await manager.getRepository(SalesSettings).findOneByOrFail({ shopId })),
        commissionPercent: await currentCommissionPercent(manager),
      };
    });
    return toDto(value.value, value.commissionPercent);
  }
}

/**
 * How the viewer reads this shop's prices: their typology there (a buyer's membership, else the public
 * one, as the cart prices them) and the shop's standard VAT rate.
 */
async function priceDisplayOf(
  manager: EntityManager,
  shopId: number,
  viewerId: number | null,
): Promise<PriceDisplay> {
  const [memberships, settings] = await Promise.all([
    viewerId === null ? [] : manager.getRepository(ShopMember).findBy({ userId: viewerId, shopId }),
    pricingSettingsOf(manager, [shopId]),
  ]);
  const pricing = shopPricing(shopId, settings.get(shopId)!);
  const viewer = {
    memberships: memberships.map((m) => ({ shopId, role: m.role, typology: m.typology, blocked: m.blocked })),
  };
  return {
    ttc: typologyFor(viewer, pricing).settings.ttc,
    standardVatRate: pricing.settings.hasTVA ? pricing.settings.vatRate.standard : 0,
  };
}

function deliveryDto(delivery: DeliverySettings): DeliverySettingsDto {
  return {
    options: delivery.options.map((o) => ({
      ...o,
      zones: { countries: [...o.zones.countries], departments: [...o.zones.departments] },
    })),
    collectionPoints: delivery.collectionPoints.map((p) => ({ ...p })),
    franco: { ...delivery.franco },
  };
}

function rulesDto(rules: OrderRules): OrderRulesDto {
  return { ...rules, productLimits: rules.productLimits.map((l) => ({ ...l })) };
}

/** The settings as the owner reads them, with the platform's commission in force (ADR 0086). */
function toDto(value: SalesSettingsValue, commissionPercent: number): SalesSettingsDto {
  return {
    delivery: deliveryDto(value.delivery),
    promotions: value.promotions.map((p) => ({ ...p })),
    rules: rulesDto(value.rules),
    payments: {
      methods: [...value.payments.methods],
      payLaterDelays: [...value.payments.payLaterDelays],
      pendingOrderDays: value.payments.pendingOrderDays,
    },
    commissionPercent,
  };
}
