import { Injectable, type OnModuleInit } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Product, ProductFormat, shopPricing, Vintage } from '@cuvee/catalogue';
import { Client } from '@cuvee/crm';
import { packagesFor, parisDateOf, percentOf } from '@cuvee/kernel';
import { formatLabel } from '@cuvee/stock';
import { clientTypology, pricingSettingsOf } from '../cart/cart-catalogue.js';
import { billLines, QuoteConversions, type AcceptedQuote } from '@cuvee/billing';
import { quoteOrderAmounts } from '../domain/order-invoicing.js';
import { orderSeries } from '../domain/order-numbering.js';
import { OrderPayment } from '../payments/order-payment.entity.js';
import { planOfflinePayment } from '../payments/offline-payments.js';
import { failuresException } from '../sales-errors.js';
import { currentCommissionPercent } from '../commission/platform-commission.service.js';
import { Order, OrderLine } from './order.entity.js';
import { nextOrderNumber } from './order-writer.js';

/**
 * "Quote accepted → order" (ADR 0018): in the acceptance transaction the quote becomes an
 * order of subType quote, a draft holding no stock, at the quote's own prices (its lines as billed),
 * paid on invoice with the quote's terms (a quote of services only stays a quote, invoiced as such). The seller places it (PUT /v1/orders/{id}/place: stock
 * reserved), validates it, asks deposits on it and invoices it (the quote's lines, through the
 * 'orders' source).
 */
@Injectable()
export class QuoteOrders implements OnModuleInit {
  constructor(private readonly conversions: QuoteConversions) {}

  onModuleInit(): void {
    this.conversions.register({
      // A quote of services only (a tasting, a visit) has no goods to order: it stays a quote.
      toOrder: async (manager, shopId, quote, userId) => ({
        orderId: quote.lines.some((line) => line.kind === 'product' && line.productId !== null)
          ? (await quoteOrder(manager, shopId, quote, userId)).id
          : null,
      }),
    });
  }
}

/** Writes the draft order of an accepted quote, in the caller's transaction. */
export async function quoteOrder(
  manager: EntityManager,
  shopId: number,
  quote: AcceptedQuote,
  userId: number,
): Promise<Order> {
  const [pricingSettings, client, commissionPercent] = await Promise.all([
    pricingSettingsOf(manager, [shopId]),
    manager.getRepository(Client).findOneByOrFail({ id: quote.clientId, shopId }),
    currentCommissionPercent(manager),
  ]);
  const pricing = shopPricing(shopId, pricingSettings.get(shopId)!);
  const billed = billLines(quote.lines);
  const amounts = quoteOrderAmounts(billed);
  const day = parisDateOf(new Date());
  const planned = planOfflinePayment('bill', { orderDate: day, delay: quote.paymentDelay });
  if (!planned.ok) throw failuresException([planned.failure]);
  const plan = planned.plan;
  const products = billed.filter((line) => line.kind === 'product' && line.productId !== null);
  const productIds = [...new Set(products.map((line) => line.productId!))];
  const [catalogue, formats, vintages] = productIds.length
    ? await Promise.all([
        manager.getRepository(Product).findBy({ id: In(productIds) }),
        manager.getRepository(ProductFormat).findBy({ productId: In(productIds) }),
        manager.getRepository(Vintage).findBy({ productId: In(productIds) }),
      ])
    : [[], [], []];

  const number = await nextOrderNumber(manager, shopId, orderSeries('order', day));
  const orders = manager.getRepository(Order);
  const order = await orders.save(
    orders.create({
      shopId,
      number,
      kind: 'order',
      subType: 'quote',
      channel: 'backoffice',
      status: 'draft',
      deliveryStatus: 'pending',
      paymentStatus: plan.status,
      buyerId: client.userId,
      clientId: client.id,
      clientName: client.displayName.slice(0, 200),
      agentId: client.agentId,
      createdById: userId,
      salesPointId: null,
      groupedOrderId: null,
      typology: client.typology,
      hasTVA: pricing.settings.hasTVA,
      displayTtc: clientTypology(pricing, client.typology).settings.ttc,
      deliveryKind: 'none',
      deliveryRef: null,
      deliveryLabel: null,
      deliveryInstructions: null,
      packages: amounts.bottles > 0 ? packagesFor(amounts.bottles) : 0,
      deliveryAddress: client.deliveryAddress ?? client.billingAddress,
      billingAddress: client.billingAddress ?? client.deliveryAddress,
      paymentMethod: 'bill',
      paymentDelay: plan.delay,
      paymentDueDate: plan.dueDate,
      buyerNotes: null,
      sellerNotes: null,
      bottles: amounts.bottles,
      franco: false,
      promoAmount: amounts.promoAmount,
      shipping: amounts.shipping,
      totalHT: amounts.totalHT,
      margin: 0,
      totalWithMargin: amounts.totalHT + amounts.shipping,
      totalWithFees: amounts.totalHT + amounts.shipping,
      commission: percentOf(Math.max(0, amounts.totalHT), commissionPercent),
      tva: amounts.tva,
      totalTTC: amounts.totalTTC,
      payLater: amounts.totalTTC,
      promotionId: null,
      vatByRate: amounts.vatByRate,
      shippingVatRate: 0,
      creditAmount: 0,
      quoteId: quote.id,
      invoiceId: null,
      invoiceNumber: null,
      stockState: 'none',
      placedAt: null,
      validatedAt: null,
      closedAt: null,
      expiresAt: null,
    }),
  );
  const lines = manager.getRepository(OrderLine);
  await lines.save(
    products.map((line, position) => {
      const product = catalogue.find((p) => p.id === line.productId);
      const format = formats.find((f) => f.id === line.formatId);
      const vintage = vintages.find((v) => v.id === line.vintageId);
      return lines.create({
        orderId: order.id,
        shopId,
        position,
        productId: line.productId!,
        productType: product?.productType ?? 'bottle',
        name: (product?.name ?? line.label).slice(0, 150),
        vintageId: line.vintageId ?? 0,
        vintageName: vintage?.name ?? null,
        formatId: line.formatId ?? 0,
        formatLabel: format ? formatLabel(format) : '',
        eq75: line.eq75,
        quantity: line.quantity,
        isWrapped: false,
        unitListHt: line.listUnitHt,
        unitHt: line.unitHt,
        unitDuties: line.unitDuties,
        vatRate: line.vatRateBp / 100,
        unitVat: line.unitVat,
        unitWrappingHt: 0,
        totalHt: line.ht + line.duties,
        totalVat: line.vat,
        totalTtc: line.ttc,
        promotionId: null,
      });
    }),
  );
  const payments = manager.getRepository(OrderPayment);
  await payments.save(
    payments.create({
      orderId: order.id,
      shopId,
      method: 'bill',
      provider: null,
      status: plan.status,
      amount: 0,
      imprintId: null,
      captureId: null,
      attempts: 0,
      delay: plan.delay,
      dueDate: plan.dueDate,
      failureReason: null,
    }),
  );
  return order;
}
