import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventBus, ExportRegistry, ImportRegistry } from '@cuvee/platform';
import { BillingSettingsService } from '../settings/billing-settings.service.js';
import { openInvoicesExport } from './open-invoices-export.js';
import { openInvoicesImport } from './open-invoices-import.js';

/** Registers the opening outstandings import and the outstandings export when the billing module starts. */
@Injectable()
export class BillingImportExport implements OnModuleInit {
  constructor(
    private readonly imports: ImportRegistry,
    private readonly exports: ExportRegistry,
    private readonly events: EventBus,
    private readonly settings: BillingSettingsService,
  ) {}

  onModuleInit(): void {
    this.imports.register(openInvoicesImport(this.events, this.settings));
    this.exports.register(openInvoicesExport);
  }
}
