import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ExportRegistry, ImportRegistry } from '@cuvee/platform';
import { productsExport } from './products-export.js';
import { productsImport } from './products-import.js';

/** Registers the products import and export when the catalogue module starts (the registries are the platform's). */
@Injectable()
export class ProductsImportExport implements OnModuleInit {
  constructor(
    private readonly imports: ImportRegistry,
    private readonly exports: ExportRegistry,
  ) {}

  onModuleInit(): void {
    this.imports.register(productsImport);
    this.exports.register(productsExport);
  }
}
