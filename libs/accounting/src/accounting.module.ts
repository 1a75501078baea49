import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExportRegistry } from '@cuvee/platform';
import {
  AccountingAccount,
  AccountingEntry,
  AccountingEntryLine,
  AccountingSequence,
} from './entries/accounting-entry.entity.js';
import { BillingPostings } from './entries/billing-postings.js';
import { EntriesController } from './entries/entries.controller.js';
import { EntriesService } from './entries/entries.service.js';
import { PurchasesPostings } from './entries/purchases-postings.js';
import { TillPostings } from './entries/till-postings.js';
import { journalsExport } from './fec/journal-export.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const accountingEntities = [
  AccountingEntry,
  AccountingEntryLine,
  AccountingSequence,
  AccountingAccount,
];

/**
 * Accounting: the journals fed by billing's documents and payments, purchases' supplier invoices and
 * payments and the till's day closures, lettering of client and supplier accounts,
 * the FEC, and the journals through the export engine (docs/accounting.md).
 */
@Module({
  imports: [TypeOrmModule.forFeature(accountingEntities)],
  controllers: [EntriesController],
  providers: [EntriesService, BillingPostings, PurchasesPostings, TillPostings],
})
export class AccountingModule implements OnModuleInit {
  constructor(private readonly exports: ExportRegistry) {}

  onModuleInit(): void {
    this.exports.register(journalsExport);
  }
}
