import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ExportRegistry, ImportRegistry } from '@cuvee/platform';
import { suppliersExport } from './suppliers-export.js';
import { suppliersImport } from './suppliers-import.js';

/**
 * Registers the suppliers import and export when the purchases module starts (the registries are the
 * platform's).
 */
@Injectable()
export class SuppliersImportExport implements OnModuleInit {
  constructor(
    private readonly imports: ImportRegistry,
    private readonly exports: ExportRegistry,
  ) {}

  onModuleInit(): void {
    this.imports.register(suppliersImport);
    this.exports.register(suppliersExport);
  }
}
