import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IamModule } from '@cuvee/iam';
import { SalesModule } from '@cuvee/sales';
import { ArchiveBuilds } from './archives/archive-builds.service.js';
import { ArchiveKey } from './archives/archive-key.js';
import { ArchivesService } from './archives/archives.service.js';
import { ClosuresService } from './closures/closures.service.js';
import { BuildArchiveJob } from './jobs/build-archive.job.js';
import { TillController } from './records/till.controller.js';
import { TillHead, TillRecord } from './records/till-record.entity.js';
import { TillQueries } from './records/till-queries.service.js';
import { TillService } from './records/till.service.js';
import { VerificationService } from './verification/verification.service.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const tillEntities = [TillRecord, TillHead];

/**
 * The till (ADR 0042): tickets, cancellations, cash movements and closures of the sales points,
 * chained and verifiable. It builds on sales (the sales points, their price lists and payment methods).
 */
@Module({
  imports: [TypeOrmModule.forFeature(tillEntities), IamModule, SalesModule],
  controllers: [TillController],
  providers: [
    TillService,
    ClosuresService,
    TillQueries,
    VerificationService,
    ArchiveKey,
    ArchivesService,
    ArchiveBuilds,
    BuildArchiveJob,
  ],
  exports: [VerificationService, ArchivesService],
})
export class TillModule {}
