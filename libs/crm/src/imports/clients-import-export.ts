import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ExportRegistry, ImportRegistry } from '@cuvee/platform';
import { clientsExport } from './clients-export.js';
import { clientsImport } from './clients-import.js';

/** Registers the clients import and export when the CRM module starts (the registries are the platform's). */
@Injectable()
export class ClientsImportExport implements OnModuleInit {
  constructor(
    private readonly imports: ImportRegistry,
    private readonly exports: ExportRegistry,
  ) {}

  onModuleInit(): void {
    this.imports.register(clientsImport);
    this.exports.register(clientsExport);
  }
}
