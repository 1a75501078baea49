import { join } from 'node:path';
import {
  Global,
  Inject,
  Injectable,
  Module,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from './config/app-config.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { prepareDatabaseServer } from './database/database-server.js';
import { Database } from './database/database.js';
import { runMigrations } from './database/migrations-runner.js';
import { DatabaseJobQueue } from './jobs/database-job-queue.js';
import { JobDiscovery } from './jobs/job-handler.js';
import { JOB_QUEUE, JobRegistry, type JobQueue } from './jobs/job-queue.js';
import { Metrics } from './metrics/metrics.js';
import { DeliverEventJob } from './events/jobs/deliver-event.job.js';
import { EventBus } from './events/event-bus.js';
import { EventHandlerDiscovery } from './events/event-handler-discovery.js';
import { MailSender, OutboxMailSender, SmtpMailSender } from './mail/mail-sender.js';
import { Translator } from './i18n/translator.js';
import { DownloadsService } from './downloads/downloads.service.js';
import { MaintenanceService } from './maintenance/maintenance.service.js';
import { FileStorage, fileStorageFor } from './files/file-storage.js';
import { ImportEngine } from './imports/import-engine.js';
import { ImportRegistry } from './imports/import-registry.js';
import { ImportsService } from './imports/imports.service.js';
import { IdempotencyService } from './idempotency/idempotency.service.js';
import { BulkSyncService } from './imports/bulk-sync.js';
import { RateLimiter } from './rate-limits/rate-limiter.js';
import { CaptchaService } from './captcha/captcha.service.js';
import { ExportEngine } from './exports/export-engine.js';
import { ExportRegistry } from './exports/export-registry.js';
import { ExportsService } from './exports/exports.service.js';
import { RunExportJob } from './exports/jobs/run-export.job.js';
import { PersonalDataService } from './personal-data/personal-data.service.js';
import { PurgeUploadsJob } from './imports/jobs/purge-uploads.job.js';
import { RevertImportJob } from './imports/jobs/revert-import.job.js';
import { RunImportJob } from './imports/jobs/run-import.job.js';
import { AuditTrail } from './audit/audit-trail.service.js';

type EntityClass = new (...args: never[]) => object;

export interface SchemaDefinition {
  entities: EntityClass[];
  migrations: { mysql: (new () => unknown)[]; sqlite: (new () => unknown)[] };
}

export interface PlatformOptions {
  config: AppConfig;
  schema: SchemaDefinition;
  /** Run the registered job processors in this process (the api without Redis, the worker, tests). */
  processJobs: boolean;
}

const PLATFORM_OPTIONS = Symbol('PLATFORM_OPTIONS');

/** Starts the job processors once every module's jobs are registered, and drains them on shutdown. */
@Injectable()
class JobProcessing implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.processJobs) await this.queue.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.stop();
  }
}

/**
 * Config, database, job queue, event bus, mail, translations, the maintenance notice, the documents
 * waiting to be downloaded and the audit trail, for every process: api, worker, cli and tests. The `@JobHandler` classes and
 * `@OnEvent` methods of every module are found here at startup (Nest's discovery).
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    const { config, schema } = options;
    return {
      module: PlatformModule,
      imports: [
        DiscoveryModule,
        TypeOrmModule.forRootAsync({
          useFactory: async () => ({
            ...dataSourceOptions(
              config.database,
              await prepareDatabaseServer(config.database),
              schema.entities,
              schema.migrations[config.database.engine],
            ),
            // The entry points check the database first and print one clear line; no silent retries here.
            retryAttempts: 1,
          }),
          dataSourceFactory: async (dataSourceOptions) => {
            const dataSource = await new DataSource(dataSourceOptions!).initialize();
            if (config.migrationsRun) await runMigrations(dataSource);
            return dataSource;
          },
        }),
      ],
      providers: [
        { provide: PLATFORM_OPTIONS, useValue: options },
        { provide: AppConfig, useValue: config },
        {
          provide: Database,
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => new Database(dataSource),
        },
        JobRegistry,
        { provide: Metrics, inject: [Database], useFactory: (database: Database) => new Metrics(database) },
        {
          provide: JOB_QUEUE,
          inject: [Database, JobRegistry, Metrics],
          useFactory: async (
            database: Database,
            registry: JobRegistry,
            metrics: Metrics,
          ): Promise<JobQueue> => {
            const onFailure = (name: string, final: boolean) => metrics.jobFailed(name, final);
            // BullMQ (some 200 modules) is loaded only when Redis drives the jobs (docs/performance.md).
            const queue = config.redisUrl
              ? new (await import('./jobs/bullmq-job-queue.js')).BullmqJobQueue(registry, {
                  redisUrl: config.redisUrl,
                  prefix: config.queuePrefix,
                  concurrency: config.queueConcurrency,
                  lockMs: config.queueLockMs,
                  onFailure,
                })
              : new DatabaseJobQueue(database, registry, {
                  pollMs: config.queuePollMs,
                  concurrency: config.queueConcurrency,
                  leaseMs: config.queueLockMs,
                  onFailure,
                });
            metrics.watchQueue(queue);
            return queue;
          },
        },
        {
          provide: MailSender,
          useFactory: () =>
            config.smtpUrl
              ? new SmtpMailSender(config.smtpUrl, config.mailFrom)
              : new OutboxMailSender(join(config.dataDir, 'outbox'), config.mailFrom),
        },
        JobDiscovery,
        EventBus,
        EventHandlerDiscovery,
        DeliverEventJob,
        Translator,
        JobProcessing,
        RateLimiter,
        CaptchaService,
        IdempotencyService,
        MaintenanceService,
        DownloadsService,
        // Imports and exports: contexts register their definitions on the registries when they start.
        { provide: FileStorage, useFactory: () => fileStorageFor(config) },
        ImportRegistry,
        ImportEngine,
        ImportsService,
        BulkSyncService,
        RunImportJob,
        RevertImportJob,
        PurgeUploadsJob,
        ExportRegistry,
        ExportEngine,
        ExportsService,
        RunExportJob,
        PersonalDataService,
        AuditTrail,
      ],
      exports: [
        // Nest's discovery, for the providers that find decorated classes (RecurringJobs…).
        DiscoveryModule,
        AppConfig,
        Database,
        JobRegistry,
        JOB_QUEUE,
        Metrics,
        EventBus,
        RateLimiter,
        CaptchaService,
        IdempotencyService,
        MailSender,
        Translator,
        TypeOrmModule,
        MaintenanceService,
        DownloadsService,
        FileStorage,
        ImportRegistry,
        ImportEngine,
        ImportsService,
        BulkSyncService,
        ExportRegistry,
        ExportEngine,
        ExportsService,
        PersonalDataService,
        AuditTrail,
      ],
    };
  }
}
