import {
  departmentOfPostalCode,
  failure,
  settingChecks,
  settingsFailures,
  FRENCH_DEPARTMENTS,
  isIsoDate,
  isKeyOf,
  PAYMENT_DELAYS,
  type Cents,
  type CollectionPoint,
  type DeliveryOption,
  type PaymentDelay,
  type SettingsShape,
  type ShopDeliveries,
  type ValidationFailure,
} from '@cuvee/kernel';
import type { FrancoRule, OrderPromotion } from './cart-pricing.js';
import { OFFLINE_PAYMENT_METHODS } from '../payments/offline-payments.js';

/*
 * A shop's sales settings (ADR 0015): what the cart rules, the pricing and the checkout read, in four
 * sections the owner edits one at a time — delivery (types with their zones, collection points,
 * franco), promotions (order-level), rules (minimums, drop-shop multiple, per-product quantities),
 * payments (accepted methods, pay-later delays, how long a placed order waits for the producer).
 * Pure: shapes, defaults and the checks a DTO cannot express (unique refs, min ≤ max, dates).
 */

/** What a delivery type is, for the seller's lists; the buyer reads the option's own label. */
export const DELIVERY_TYPES = ['carrier', 'express', 'producer', 'pallet'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/**
 * Where a delivery type goes: ISO country codes (empty: everywhere) and, for France, department
 * codes (empty: the whole country).
 */
export interface DeliveryZones {
  readonly countries: readonly string[];
  readonly departments: readonly string[];
}

export interface DeliveryOptionSetting extends DeliveryOption {
  readonly type: DeliveryType;
  /** What the buyer reads ("Colissimo 48 h"). */
  readonly label: string;
  readonly zones: DeliveryZones;
}

export interface CollectionPointSetting extends CollectionPoint {
  readonly name: string;
  readonly address: string;
}

export interface DeliverySettings {
  readonly options: readonly DeliveryOptionSetting[];
  readonly collectionPoints: readonly CollectionPointSetting[];
  readonly franco: FrancoRule;
}

export interface NamedOrderPromotion extends OrderPromotion {
  /** Shown to buyers ("Offre de printemps"); null shows the amount only. */
  readonly name: string | null;
}

export interface ProductQuantityLimit {
  readonly productId: number;
  readonly min: number | null;
  readonly max: number | null;
}

export interface OrderRules {
  readonly minOrderAmountHt: Cents | null;
  readonly minProducts: number | null;
  readonly maxProducts: number | null;
  /** Drop shop: the product count must be a multiple of this. */
  readonly multipleOf: number | null;
  readonly productLimits: readonly ProductQuantityLimit[];
}

/** How a buyer may pay at checkout: a bank card (0 € imprint, captured on validation) or offline. */
export const CHECKOUT_PAYMENT_METHODS = ['card', ...OFFLINE_PAYMENT_METHODS] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

export interface PaymentSettings {
  readonly methods: readonly CheckoutPaymentMethod[];
  /** The delays a buyer paying later may choose. */
  readonly payLaterDelays: readonly PaymentDelay[];
  /** Days a placed order waits for the producer before it expires and its stock is released. */
  readonly pendingOrderDays: number;
}

export const SALES_SETTINGS_SECTIONS = ['delivery', 'promotions', 'rules', 'payments'] as const;
export type SalesSettingsSection = (typeof SALES_SETTINGS_SECTIONS)[number];

export interface SalesSettingsValue {
  readonly delivery: DeliverySettings;
  readonly promotions: readonly NamedOrderPromotion[];
  readonly rules: OrderRules;
  readonly payments: PaymentSettings;
}

export const MAX_PENDING_ORDER_DAYS = 90;

/** A new shop: no delivery offered yet, no rule, transfer and cheque accepted, 14 days to decide. */
export const DEFAULT_SALES_SETTINGS: SalesSettingsValue = {
  delivery: { options: [], collectionPoints: [], franco: { bottles: null, amount: null } },
  promotions: [],
  rules: {
    minOrderAmountHt: null,
    minProducts: null,
    maxProducts: null,
    multipleOf: null,
    productLimits: [],
  },
  payments: { methods: ['transfer', 'check'], payLaterDelays: [], pendingOrderDays: 14 },
};

const { text, integer, number, oneOf, nullable, list, shaped } = settingChecks;
// Texts are only required to be texts here: their lengths are the DTOs' business.
const anyText = text(100_000);
const cents = integer(0, Number.MAX_SAFE_INTEGER);
const count = nullable(integer(0, Number.MAX_SAFE_INTEGER));

/**
 * What each section must hold for the cart, the pricing and the checkout to read it (ADR 0026): the
 * DTOs and the checks below hold saves to it; this catches rows written around them.
 */
export const SALES_SETTINGS_SHAPE: SettingsShape = {
  delivery: {
    options: list(
      shaped({
        ref: anyText,
        type: oneOf(DELIVERY_TYPES),
        label: anyText,
        price: cents,
        marginPercent: number(0, 1000),
        zones: { countries: list(anyText), departments: list(anyText) },
      }),
    ),
    collectionPoints: list(shaped({ ref: anyText, name: anyText, address: anyText, price: cents })),
    franco: { bottles: count, amount: count },
  },
  promotions: list(
    shaped({
      id: anyText,
      type: oneOf(['percent', 'amount']),
      amount: number(0, Number.MAX_SAFE_INTEGER),
      activation: oneOf(['always', 'minProductOrder', 'minPriceOrder']),
      threshold: number(0, Number.MAX_SAFE_INTEGER),
      start: nullable(anyText),
      end: nullable(anyText),
    }),
  ),
  rules: {
    minOrderAmountHt: count,
    minProducts: count,
    maxProducts: count,
    multipleOf: count,
    productLimits: list(shaped({ productId: integer(1, Number.MAX_SAFE_INTEGER), min: count, max: count })),
  },
  payments: {
    methods: list(oneOf(CHECKOUT_PAYMENT_METHODS)),
    payLaterDelays: list(oneOf(PAYMENT_DELAYS.map((delay) => delay.key))),
    pendingOrderDays: integer(1, MAX_PENDING_ORDER_DAYS),
  },
};

/** Each sales setting the stored document refuses, named by its path; empty when it is usable. */
export function salesSettingsFailures(settings: unknown): ValidationFailure[] {
  return settingsFailures(settings, SALES_SETTINGS_SHAPE);
}

/** The buyer's address as the zones read it. */
export interface ZoneAddress {
  readonly country: string;
  readonly zipcode: string;
}

export function servesAddress(zones: DeliveryZones, address: ZoneAddress): boolean {
  const country = address.country.toUpperCase();
  if (zones.countries.length > 0 && !zones.countries.includes(country)) return false;
  if (zones.departments.length === 0 || country !== 'FR') return true;
  const department = departmentOfPostalCode(address.zipcode);
  return department !== null && zones.departments.includes(department);
}

/**
 * What a buyer at this address may choose: the delivery types that serve it and every collection
 * point (collected on the spot, whatever the address). Without an address only the points remain.
 */
export function deliveriesFor(delivery: DeliverySettings, address: ZoneAddress | null): ShopDeliveries {
  return {
    options: address ? delivery.options.filter((option) => servesAddress(option.zones, address)) : [],
    collectionPoints: delivery.collectionPoints,
  };
}

// ---- Checks a DTO cannot express

function duplicates(values: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return null;
}

export function deliverySettingsFailures(delivery: DeliverySettings): ValidationFailure[] {
  const found: ValidationFailure[] = [];
  const twice = duplicates([
    ...delivery.options.map((o) => o.ref),
    ...delivery.collectionPoints.map((p) => p.ref),
  ]);
  if (twice !== null) found.push(failure('sales.duplicateRef', { value: twice }));
  const unknownDepartment = delivery.options
    .flatMap((option) => option.zones.departments)
    .find((code) => !isKeyOf(FRENCH_DEPARTMENTS, code));
  if (unknownDepartment !== undefined)
    found.push(failure('validation.unknownValue', { value: unknownDepartment }));
  return found;
}

export function promotionsFailures(promotions: readonly NamedOrderPromotion[]): ValidationFailure[] {
  const found: ValidationFailure[] = [];
  const twice = duplicates(promotions.map((p) => p.id));
  if (twice !== null) found.push(failure('sales.duplicateRef', { value: twice }));
  for (const promotion of promotions) {
    if (
      (promotion.start !== null && !isIsoDate(promotion.start)) ||
      (promotion.end !== null && !isIsoDate(promotion.end))
    )
      found.push(failure('validation.date'));
    else if (promotion.start !== null && promotion.end !== null && promotion.end < promotion.start)
      found.push(failure('catalogue.promotionDates'));
    if (promotion.type === 'percent' && !(promotion.amount >= 0 && promotion.amount <= 100))
      found.push(failure('catalogue.invalidPercent'));
  }
  return found;
}

export function rulesFailures(rules: OrderRules): ValidationFailure[] {
  const found: ValidationFailure[] = [];
  if (rules.minProducts !== null && rules.maxProducts !== null && rules.minProducts > rules.maxProducts)
    found.push(failure('sales.minAboveMax'));
  const twice = duplicates(rules.productLimits.map((limit) => String(limit.productId)));
  if (twice !== null) found.push(failure('sales.duplicateRef', { value: twice }));
  if (rules.productLimits.some((limit) => limit.min !== null && limit.max !== null && limit.min > limit.max))
    found.push(failure('sales.minAboveMax'));
  return found;
}

export function paymentSettingsFailures(payments: PaymentSettings): ValidationFailure[] {
  const found: ValidationFailure[] = [];
  if (payments.methods.length === 0) found.push(failure('sales.noPaymentMethod'));
  if (payments.methods.includes('payLater') && payments.payLaterDelays.length === 0)
    found.push(failure('sales.paymentDelayRequired'));
  const unknown = payments.payLaterDelays.find((delay) => !isKeyOf(PAYMENT_DELAYS, delay));
  if (unknown !== undefined) found.push(failure('validation.unknownValue', { value: String(unknown) }));
  return found;
}
