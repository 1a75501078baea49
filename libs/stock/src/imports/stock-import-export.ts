import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ExportRegistry, ImportRegistry } from '@cuvee/platform';
import { LowStockAlerts } from '../ports/low-stock-alerts.js';
import { stockCountsImport } from './stock-counts-import.js';
import { stockLevelsExport, stockMovementsExport } from './stock-exports.js';

/** Registers the stock counts import and the stock exports when the stock module starts. */
@Injectable()
export class StockImportExport implements OnModuleInit {
  constructor(
    private readonly imports: ImportRegistry,
    private readonly exports: ExportRegistry,
    private readonly alerts: LowStockAlerts,
  ) {}

  onModuleInit(): void {
    this.imports.register(stockCountsImport(this.alerts));
    this.exports.register(stockMovementsExport);
    this.exports.register(stockLevelsExport);
  }
}
