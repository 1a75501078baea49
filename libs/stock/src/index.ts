// Public surface of @cuvee/stock: the module and its tables, the reservation API the orders and cart
// call, the low-stock and stock-change ports the application wires to messaging and the catalogue, the
// availability read, and demo data.
export { StockModule, stockEntities } from './stock.module.js';
export { Warehouse } from './warehouses/warehouse.entity.js';
export { StockLevel } from './levels/stock-level.entity.js';
export { StockMovement } from './movements/stock-movement.entity.js';
export {
  StockReservation,
  StockReservationLine,
  RELEASE_REASONS,
  type ReleaseReason,
} from './reservations/stock-reservation.entity.js';
export { StockAllocation } from './allocations/allocation.entity.js';
export { StockSettings } from './settings/stock-settings.entity.js';
export { isOpenTo } from './allocations/allocation-rules.js';
export {
  StockReservationsService,
  type ReservationLineInput,
  type ReservationOptions,
  type ReservationView,
} from './reservations/stock-reservations.service.js';
export { StockLevelsService, stockDrift } from './levels/stock-levels.service.js';
export { InsufficientStockError } from './levels/stock-ledger.js';
// Writes on the ledger inside another context's transaction (billing: goods back on a credit note).
export { StockLedger, formatLabel, type LevelKey } from './levels/stock-ledger.js';
// A product reference checked against the shop's warehouses and catalogue (purchases, primeur).
export { resolveKey, resolveProduct, shopWarehouse, type StockRef } from './levels/stock-keys.js';
// What stock tells the other contexts (docs/architecture.md "Events").
export { LowStockEvent, type LowStockFields } from './events/low-stock.event.js';
export { StockChangedEvent, type StockChangedFields } from './events/stock-changed.event.js';
export * from './domain/stock-rules.js';
// How files write a format ("75 cl", "Magnum"): the order history import reads it too.
export { seedStockDemo } from './demo/stock-demo-seed.js';
