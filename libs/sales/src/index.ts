// Public surface of @cuvee/sales: the Nest module and its tables, the services other contexts and the
// application use, the framework-free rules, the payment port, and the demo data.
export { SalesModule, salesEntities } from './sales.module.js';
export { Order, OrderLine, OrderSequence } from './orders/order.entity.js';
export { OrderPayment } from './payments/order-payment.entity.js';
export { OrderPlacedEvent, type OrderPlacedFields } from './events/order-placed.event.js';
export { GroupedOrder } from './grouped-orders/grouped-order.entity.js';
export {
  SalesPoint,
  SALES_POINT_PAYMENT_METHODS,
  type SalesPointPaymentMethod,
} from './sales-points/sales-point.entity.js';
// The till (@cuvee/till) prices its tickets at a sales point's price list as the cart does.
export { CartPricingService } from './cart/cart-pricing.service.js';
export { visibleClient } from './orders/visible-client.js';
export { SalesSettings } from './settings/sales-settings.entity.js';
export { OrderLifecycle, type SweepReport } from './orders/order-lifecycle.service.js';
export { OrderShipments } from './shipments/order-shipments.service.js';
export { OrderShipment } from './shipments/order-shipment.entity.js';
export { OrderRefunds } from './refunds/order-refunds.service.js';
export { OrderRefund } from './refunds/order-refund.entity.js';
export { OrderSweeper, SALES_SWEEP_INTERVAL_MS } from './orders/order-sweeper.js';
export { OrderQueries } from './orders/order-queries.service.js';
export { SalesSettingsService } from './settings/sales-settings.service.js';
export { PAYMENT_PROVIDER } from './payments/payment-gateway.js';
export {
  demoLinePricer,
  invoiceSalesDemo,
  seedSalesDemo,
  settleSalesDemoStock,
} from './demo/sales-demo-seed.js';
export * from './domain/index.js';
export * from './payments/index.js';
