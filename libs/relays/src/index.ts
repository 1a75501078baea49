/*
 * What the composition roots (api, worker, cli) connect between bounded contexts that may not import
 * each other (eslint CONTEXT_DEPENDENCIES): one module per connection, imported by every process that
 * runs the context's work, so a stock import run by the worker or the CLI notifies and updates the
 * catalogue exactly as one run by the API.
 */
export { CapsuleReceiptsRelay } from './capsule-receipts.relay.js';
export { CustomsWiringModule } from './customs-wiring.module.js';
export { SaleDestinationsRelay } from './sale-destinations.relay.js';
export { CatalogueStockRelay } from './catalogue-stock.relay.js';
export { IframesWiringModule } from './iframes-wiring.module.js';
export { LowStockRelay } from './low-stock.relay.js';
export { MessagingWiringModule } from './messaging-wiring.module.js';
export { OrderPlacedRelay } from './order-placed.relay.js';
export { SalesWiringModule } from './sales-wiring.module.js';
export { StockWiringModule } from './stock-wiring.module.js';
export { ReservationsCalendarRelay } from './reservations-calendar.relay.js';
export { SlotsCalendarRelay } from './slots-calendar.relay.js';
export { ReservationsWiringModule } from './reservations-wiring.module.js';
