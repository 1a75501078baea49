import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StockAllocation } from './allocations/allocation.entity.js';
import { StockImportExport } from './imports/stock-import-export.js';
import { AllocationsController } from './allocations/allocations.controller.js';
import { AllocationsService } from './allocations/allocations.service.js';
import { StockLevel } from './levels/stock-level.entity.js';
import { StockLevelsController } from './levels/stock-levels.controller.js';
import { StockLevelsService } from './levels/stock-levels.service.js';
import {
  CountsController,
  MovementsController,
  TransfersController,
} from './movements/movements.controller.js';
import { MovementsService } from './movements/movements.service.js';
import { StockMovement } from './movements/stock-movement.entity.js';
import { StockReservation, StockReservationLine } from './reservations/stock-reservation.entity.js';
import { StockReservationsService } from './reservations/stock-reservations.service.js';
import { StockSettings } from './settings/stock-settings.entity.js';
import { StockSettingsSection } from './settings/stock-settings.service.js';
import { Warehouse } from './warehouses/warehouse.entity.js';
import { WarehousesController } from './warehouses/warehouses.controller.js';
import { WarehousesService } from './warehouses/warehouses.service.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const stockEntities = [
  Warehouse,
  StockLevel,
  StockMovement,
  StockReservation,
  StockReservationLine,
  StockAllocation,
  StockSettings,
];

/**
 * Stock: warehouses, levels per product × vintage × format × warehouse, the append-only movement
 * ledger, reservations of orders (StockReservationsService, for the sales context), allocations,
 * transfers and inventory counts. Its transactions publish LowStockEvent and StockChangedEvent (events/);
 * StockLevelsService.availableByFormat answers the catalogue's availability reads.
 */
@Module({
  imports: [TypeOrmModule.forFeature(stockEntities)],
  controllers: [
    WarehousesController,
    StockLevelsController,
    MovementsController,
    TransfersController,
    CountsController,
    AllocationsController,
  ],
  providers: [
    StockSettingsSection,
    WarehousesService,
    StockLevelsService,
    MovementsService,
    StockReservationsService,
    AllocationsService,
    StockImportExport,
  ],
  exports: [StockReservationsService, StockLevelsService],
})
export class StockModule {}
