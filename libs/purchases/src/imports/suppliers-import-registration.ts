import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ImportRegistry } from '@cuvee/platform';
import { suppliersImport } from './suppliers-import.js';

/** Registers the suppliers import when the purchases module starts (the registry is the platform's). */
@Injectable()
export class SuppliersImportRegistration implements OnModuleInit {
  constructor(private readonly imports: ImportRegistry) {}

  onModuleInit(): void {
    this.imports.register(suppliersImport);
  }
}
