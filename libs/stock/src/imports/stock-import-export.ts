import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventBus, ExportRegistry, ImportRegistry } from '@cuvee/platform';
import { stockCountsImport } from './stock-counts-import.js';
import { openingStockImport } from './opening-stock-import.js';
import { openingStockExport, stockLevelsExport, stockMovementsExport } from './stock-exports.js';

/** Registers the stock counts and opening stock imports and the stock exports when the stock module starts. */
@Injectable()
export class StockImportExport implements OnModuleInit {
  constructor(
    private readonly imports: ImportRegistry,
    private readonly exports: ExportRegistry,
    private readonly events: EventBus,
  ) {}

  onModuleInit(): void {
    this.imports.register(stockCountsImport(this.events));
    this.imports.register(openingStockImport(this.events));
    this.exports.register(stockMovementsExport);
    this.exports.register(stockLevelsExport);
    this.exports.register(openingStockExport);
  }
}
