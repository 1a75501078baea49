import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ExportRegistry, ImportRegistry } from '@cuvee/platform';
import { eventsExport } from './events-export.js';
import { eventsImport } from './events-import.js';

/** Registers the events import and export when the reservations module starts (the registries are the platform's). */
@Injectable()
export class EventsImportExport implements OnModuleInit {
  constructor(
    private readonly imports: ImportRegistry,
    private readonly exports: ExportRegistry,
  ) {}

  onModuleInit(): void {
    this.imports.register(eventsImport);
    this.exports.register(eventsExport);
  }
}
