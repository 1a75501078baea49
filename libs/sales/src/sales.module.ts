import { SalesPersonalData } from './privacy/sales-personal-data.js';
import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { CatalogueModule } from '@cuvee/catalogue';
import { ClientLinks, CrmModule } from '@cuvee/crm';
import { IamModule } from '@cuvee/iam';
import { ReservationsModule } from '@cuvee/reservations';
import { StockModule } from '@cuvee/stock';
import { ExportRegistry, ImportRegistry } from '@cuvee/platform';
import { BillingModule } from '@cuvee/billing';
import { CartLinePricer } from './cart/billing-line-pricer.js';
import { CartCatalogue } from './cart/cart-catalogue.js';
import { CartMergeService } from './cart/cart-merge.service.js';
import { CartPricingService } from './cart/cart-pricing.service.js';
import { GroupedOrder } from './grouped-orders/grouped-order.entity.js';
import { GroupedOrdersController } from './grouped-orders/grouped-orders.controller.js';
import { GroupedOrdersService } from './grouped-orders/grouped-orders.service.js';
import { CheckoutService } from './orders/checkout.service.js';
import { Order, OrderLine, OrderSequence } from './orders/order.entity.js';
import { OrderEntry } from './orders/order-entry.service.js';
import { OrderLifecycle } from './orders/order-lifecycle.service.js';
import { BookingCancellations } from './orders/booking-cancellations.js';
import { BookingCredits } from './orders/booking-credits.js';
import { OrderPlacement } from './orders/order-placement.js';
import { OrderQueries } from './orders/order-queries.service.js';
import { OrdersBillableSource } from './orders/orders-billable-source.js';
import { orderHistoryExport } from './orders/order-history-export.js';
import { orderHistoryImport } from './orders/order-history-import.js';
import { ordersExport } from './orders/orders-export.js';
import { InvoiceSettlement } from './orders/invoice-settlement.js';
import { QuoteOrders } from './orders/quote-orders.js';
import {
  AdminOrdersController,
  DeliveriesController,
  OrdersController,
  SamplesController,
} from './orders/orders.controller.js';
import { OrderPayment } from './payments/order-payment.entity.js';
import { PAYMENT_PROVIDER, PaymentGateway } from './payments/payment-gateway.js';
import { SandboxPaymentProvider } from './payments/sandbox-payment-provider.js';
import { SalesPoint } from './sales-points/sales-point.entity.js';
import { SalesPointsController } from './sales-points/sales-points.controller.js';
import { SalesPointsService } from './sales-points/sales-points.service.js';
import { SalesSettings } from './settings/sales-settings.entity.js';
import { CommissionChangeRow } from './commission/commission-change.entity.js';
import { PlatformCommissionController } from './commission/platform-commission.controller.js';
import { PlatformCommission } from './commission/platform-commission.service.js';
import { CheckoutOptionsController, SalesSettingsController } from './settings/sales-settings.controller.js';
import { SalesSettingsService } from './settings/sales-settings.service.js';
import { SharePaymentsController } from './share-payments/share-payments.controller.js';
import { SharePayments } from './share-payments/share-payments.service.js';
import { OrderShipment } from './shipments/order-shipment.entity.js';
import { OrderShipmentsController } from './shipments/order-shipments.controller.js';
import { OrderShipments } from './shipments/order-shipments.service.js';
import { ShipmentsBillableSource } from './shipments/shipments-billable-source.js';
import { RefundOrderJob } from './jobs/refund-order.job.js';
import { OrderRefund } from './refunds/order-refund.entity.js';
import { OrderRefundsController } from './refunds/order-refunds.controller.js';
import { OrderRefunds } from './refunds/order-refunds.service.js';
import { TourController } from './tour/tour.controller.js';
import { TourOfTheDay } from './tour/tour.service.js';
import { MatchGrid, MatchGridRow } from './match-grids/match-grid.entity.js';
import { MatchGridsController } from './match-grids/match-grids.controller.js';
import { MatchGridsService } from './match-grids/match-grids.service.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const salesEntities = [
  SalesSettings,
  CommissionChangeRow,
  Order,
  OrderLine,
  OrderSequence,
  OrderPayment,
  OrderShipment,
  OrderRefund,
  GroupedOrder,
  SalesPoint,
  MatchGrid,
  MatchGridRow,
];

/**
 * The sales context, as one module for the processes that mount it (API, worker, command line): cart
 * pricing, checkout, orders and their lifecycles, card and offline payments, grouped orders, sales
 * points, samples, the shop's sales settings, the visits of the day in tour mode (ADR 0014, 0015,
 * 0082). It imports and re-exports billing's module (@cuvee/billing): orders plug into billing's ports (quote → order, invoice from orders, line
 * pricing, client credit), so a process that mounts sales mounts billing with it. The card provider is the local sandbox
 * unless the application provides another under PAYMENT_PROVIDER. The periodic sweep (OrderSweeper)
 * is not started here: the API provides it, so the worker and the command line run no timer.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(salesEntities),
    IamModule,
    CatalogueModule,
    CrmModule,
    StockModule,
    ReservationsModule,
    BillingModule,
  ],
  controllers: [
    OrdersController,
    PlatformCommissionController,
    DeliveriesController,
    SamplesController,
    AdminOrdersController,
    SalesSettingsController,
    CheckoutOptionsController,
    GroupedOrdersController,
    SalesPointsController,
    SharePaymentsController,
    OrderShipmentsController,
    OrderRefundsController,
    TourController,
    MatchGridsController,
  ],
  providers: [
    PlatformCommission,
    // Its share of a client's personal data: orders kept, anonymised or holding the identity (ADR 0066).
    SalesPersonalData,
    TourOfTheDay,
    // Partners' references mapped to the catalogue (ADR 0090).
    MatchGridsService,
    { provide: PAYMENT_PROVIDER, useClass: SandboxPaymentProvider },
    PaymentGateway,
    SalesSettingsService,
    CartCatalogue,
    CartPricingService,
    CartMergeService,
    OrderPlacement,
    OrderQueries,
    OrderLifecycle,
    // A pending order whose bookings were all cancelled ends cancelled.
    BookingCancellations,
    BookingCredits,
    OrderEntry,
    CheckoutService,
    // Orders plugged into billing's ports: invoices and deposits from orders, quote → order, and the
    // cart's pricing for the catalogue lines of quotes and invoices.
    OrdersBillableSource,
    // An order shipped in several deliveries, invoiced per shipment (ADR 0074).
    OrderShipments,
    ShipmentsBillableSource,
    // Card refunds asked by credit notes of card orders, sent by a job (ADR 0075).
    OrderRefunds,
    RefundOrderJob,
    QuoteOrders,
    CartLinePricer,
    // An invoiced order's payment status follows its invoice's payments (ADR 0027).
    InvoiceSettlement,
    GroupedOrdersService,
    SalesPointsService,
    // A group booking's shares paid by card from the payers' page (ADR 0037).
    SharePayments,
  ],
  exports: [
    OrderLifecycle,
    OrderQueries,
    SalesSettingsService,
    CartPricingService,
    PAYMENT_PROVIDER,
    BillingModule,
  ],
})
export class SalesModule implements OnModuleInit {
  constructor(
    private readonly links: ClientLinks,
    private readonly exports: ExportRegistry,
    private readonly imports: ImportRegistry,
  ) {}

  /**
   * A client with orders is archived, not deleted; merging two clients moves their orders (ADR 0012).
   * The context's exports: orders and the order history, which its import reads back (ADR 0069);
   * billing registers its invoices.
   */
  onModuleInit(): void {
    this.exports.register(ordersExport);
    this.exports.register(orderHistoryExport);
    this.imports.register(orderHistoryImport);
    this.links.register({
      name: 'sales',
      countDocuments: (manager: EntityManager, shopId: number, clientId: number) =>
        manager.getRepository(Order).countBy({ shopId, clientId }),
      moveClient: async (
        manager: EntityManager,
        shopId: number,
        fromClientId: number,
        toClientId: number,
      ) => {
        await manager
          .getRepository(Order)
          .update({ shopId, clientId: fromClientId }, { clientId: toClientId });
      },
    });
  }
}
