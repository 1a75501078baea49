import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ExportRegistry, ImportRegistry } from '@cuvee/platform';
import { priceListsExport } from './price-lists-export.js';
import { priceListsImport } from './price-lists-import.js';
import { productsExport } from './products-export.js';
import { productsImport } from './products-import.js';

/**
 * Registers the catalogue's imports and exports — products, price lists per typology — when the
 * catalogue module starts (the registries are the platform's).
 */
@Injectable()
export class ProductsImportExport implements OnModuleInit {
  constructor(
    private readonly imports: ImportRegistry,
    private readonly exports: ExportRegistry,
  ) {}

  onModuleInit(): void {
    this.imports.register(productsImport);
    this.imports.register(priceListsImport);
    this.exports.register(productsExport);
    this.exports.register(priceListsExport);
  }
}
