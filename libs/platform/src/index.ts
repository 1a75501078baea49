export { AppConfig, ConfigError, type DatabaseConfig, type MetricsConfig, APP_VERSION } from './startup.js';
export { loadArchiver, loadExcel, loadPdfKit } from './on-demand-libraries.js';
export { Database, engineOf, type Engine, type TransactionScope } from './database/database.js';
export { isUniqueViolation } from './database/unique-violation.js';
export { CaptchaService, CAPTCHA_TTL_SECONDS } from './captcha/captcha.service.js';
export { CaptchaGuard, CaptchaProtected } from './captcha/captcha.guard.js';
export { lockedRow, upsertRow, writeLock } from './database/upsert-row.js';
export { bigintAsNumber, MoneyColumn } from './database/bigint-column.js';
export { dataSourceOptions, openDataSource } from './database/data-source-options.js';
export { runMigrations, schemaDrift } from './database/migrations-runner.js';
export { createBackup, type BackupOptions } from './database/backup/create-backup.js';
export {
  restoreBackup,
  verifyBackup,
  type RestoreOptions,
  type RestoreSummary,
} from './database/backup/restore-backup.js';
export { BackupError, type BackupRefusal } from './database/backup/backup-error.js';
export type { BackupManifest } from './database/backup/backup-manifest.js';
export type { BackupProgress } from './database/backup/backup-progress.js';
export {
  type DatabaseFlavor,
  DatabaseUnavailableError,
  describeDatabase,
  dropMysqlDatabase,
  prepareDatabaseServer,
} from './database/database-server.js';
export {
  JOB_QUEUE,
  JobRegistry,
  type JobContext,
  type JobProcessor,
  type JobInfo,
  type JobOptions,
  type JobQueue,
  type JobCounts,
  type JobStatus,
} from './jobs/job-queue.js';
export { JobRecord } from './jobs/job-record.entity.js';
export { JobHandler, type Job } from './jobs/job-handler.js';
export { Recurring, RecurringJobs, type RecurringPeriod } from './jobs/recurring-jobs.js';
// The event bus (ADR 0022): events are classes, handlers are `@OnEvent` methods.
export { DomainEvent, type EventClass, type EventOrigin } from './events/domain-event.js';
export {
  OperationFinishedEvent,
  type OperationFinishedFields,
} from './operations/operation-finished.event.js';
export { OnEvent, type EventDelivery } from './events/on-event.js';
export { EventBus, EVENT_JOB } from './events/event-bus.js';
export { DatabaseJobQueue } from './jobs/database-job-queue.js';
export {
  MailSender,
  OutboxMailSender,
  SmtpMailSender,
  type MailMessage,
  type SentMail,
} from './mail/mail-sender.js';
export { Translator, localeFromAcceptLanguage, type Locale, type MessageKey } from './i18n/translator.js';
export {
  Ctx,
  requestContextOf,
  type RequestContext,
  type RequestIdentity,
} from './context/request-context.js';
export { Satisfies, decodeFailure, encodeFailure } from './validation/rule-decorators.js';
export { decodeBase64Upload, isBase64Upload } from './validation/base64-upload.js';
export { createLogger, PinoNestLogger } from './logging/logger.js';
// Monitoring (ADR 0064): this process's Prometheus metrics and who may read them.
export { Metrics } from './metrics/metrics.js';
export { answerWithin, STORE_ANSWER_MS } from './metrics/answer-within.js';
export { metricsAccess, metricsChallenge, type MetricsAccess } from './metrics/metrics-access.js';
export { routeLabel, UNMATCHED_ROUTE } from './metrics/route-label.js';
export { PlatformModule, type PlatformOptions, type SchemaDefinition } from './platform.module.js';

import { JobRecord } from './jobs/job-record.entity.js';
import { Download } from './downloads/download.entity.js';
import { Maintenance } from './maintenance/maintenance.entity.js';
import { ImportRecord } from './imports/import-record.entity.js';
import { ImportChange } from './imports/import-change.entity.js';
import { ImportRowError } from './imports/import-row-error.entity.js';
import { ImportUpload } from './imports/import-upload.entity.js';
import { ImportMapping } from './imports/import-mapping.entity.js';
import { ExportRecord } from './exports/export-record.entity.js';
import { RateLimitWindow } from './rate-limits/rate-limit-window.entity.js';
import { IdempotencyKey } from './idempotency/idempotency-key.entity.js';
import { AuditEntry } from './audit/audit-entry.entity.js';
import { CaptchaSpent } from './captcha/captcha-spent.entity.js';
/** The platform's own tables. */
export const platformEntities = [
  JobRecord,
  RateLimitWindow,
  IdempotencyKey,
  Maintenance,
  Download,
  ImportRecord,
  ImportChange,
  ImportRowError,
  ImportUpload,
  ImportMapping,
  ExportRecord,
  AuditEntry,
  CaptchaSpent,
];
export { Maintenance, Download, IdempotencyKey };
// The audit trail (ADR 0065): the entity's type for reading, never a repository to write through.
export type { AuditEntry };
export type { AuditActorKind, AuditOutcome } from './audit/audit-entry.entity.js';
export { AuditTrail, type AuditEntryView, type AuditRecord } from './audit/audit-trail.service.js';
export {
  AUDIT_EXTENSION,
  AUDIT_METADATA,
  Audited,
  type AuditedCall,
  type AuditedOptions,
  type AuditedRoute,
} from './audit/audited.decorator.js';
export { fieldsOf } from './audit/audit-details.js';
export {
  IdempotencyService,
  type IdempotentRequest,
  type SaveAnswer,
} from './idempotency/idempotency.service.js';
export {
  MaintenanceService,
  type MaintenanceChange,
  type MaintenanceState,
} from './maintenance/maintenance.service.js';
export { DownloadsService, type DownloadOffer } from './downloads/downloads.service.js';
export {
  createScratchDatabase,
  scratchTargetFromEnv,
  type ScratchDatabase,
} from './database/scratch-database.js';
export { checkSchema, type SchemaCheckResult } from './database/schema-check.js';
export { composeMail, type MailContent, type MailParts } from './mail/mail-layout.js';
// The react-admin list protocol and path ids, for every context's endpoints.
export {
  ApiListResponse,
  applyFilters,
  containsPattern,
  contentRange,
  fetchPage,
  ListQueryDto,
  parseListQuery,
  sendPage,
  type ListDefinition,
  type ListFilter,
  type ListRequest,
  type Page,
} from './http/list-query.js';
export { IdParamPipe } from './http/id-param.pipe.js';
export { refuseUnusableSettings, usableSettings } from './http/settings-errors.js';
// Uploaded files (product pictures…): the storage port and its local-folder driver.
export {
  FileStorage,
  LocalFileStorage,
  fileStorageFor,
  filesFolderOf,
  isFileKey,
} from './files/file-storage.js';
// Imports and exports as jobs: the generic engines, the definitions contexts register.
export { ImportRecord, ImportChange, ImportRowError, ImportUpload, ImportMapping, ExportRecord };
export {
  type AfterCommit,
  type BatchOutcome,
  type CellResult,
  type ImportColumn,
  type ImportSource,
  type ImportDefinition,
  type ImportRow,
  type ImportScope,
  type ImportValues,
  type JournalEntry,
  type LocalizableParams,
  type OperationActor,
  type RowRejection,
  localizeParams,
  undocumentedColumns,
} from './imports/import-definition.js';
export { cells } from './imports/cell-parsers.js';
export { OperationError, badRequest, operationMessage } from './imports/operation-error.js';
export { ImportRegistry } from './imports/import-registry.js';
export { ImportEngine, IMPORT_BATCH_SIZE, type ImportProgressListener } from './imports/import-engine.js';
export { IMPORT_JOB } from './imports/jobs/run-import.job.js';
export { IMPORT_REVERT_JOB } from './imports/jobs/revert-import.job.js';
export { IMPORT_PURGE_UPLOADS_JOB } from './imports/jobs/purge-uploads.job.js';
export {
  ImportsService,
  type ImportKindView,
  type ImportView,
  type RowErrorView,
  type NewImport,
  type FileContent,
  type StagedImport,
  type UploadView,
  PREVIEW_ROWS,
  UPLOAD_TTL_MS,
} from './imports/imports.service.js';
export {
  bindColumns,
  normalizeHeader,
  recogniseSource,
  resolveMapping,
  suggestOverride,
  type ColumnBinding,
  type MappingOverride,
} from './imports/column-mapping.js';
export { importTemplate, type TemplateFormat } from './imports/import-template.js';
export { rowErrorMessage } from './imports/error-report.js';
export {
  BulkSyncService,
  MAX_SYNC_ROWS,
  type SyncRequest,
  type SyncResult,
  type SyncRowResult,
} from './imports/bulk-sync.js';
export { insertRows } from './imports/insert-rows.js';
export {
  keysetPages,
  type ExportColumn,
  type ExportDefinition,
  type ExportFilter,
  type ExportFilterValues,
  type ExportScope,
  type ExportSheet,
} from './exports/export-definition.js';
export { checkExportFilter, type ExportFilterView } from './exports/export-filters.js';
export { ExportRegistry } from './exports/export-registry.js';
export { ExportEngine, type ExportProgressListener } from './exports/export-engine.js';
export { exportArchive, type ArchiveFile } from './exports/export-archive.js';
export type { ExportFormat, ExportStatus } from './exports/export-record.entity.js';
export { EXPORT_JOB } from './exports/jobs/run-export.job.js';
export {
  ExportsService,
  type DownloadProof,
  type ExportKindView,
  type ExportView,
} from './exports/exports.service.js';
// The till's customer display: 40 space-padded characters at 9600 baud.
export {
  DISPLAY_BAUD_RATE,
  displayText,
  writeToDisplay,
  type DisplayPort,
  type OpenDisplayPort,
} from './display/till-display.js';

// ---- Rate limits shared by every replica
export { RateLimiter, type RateLimit, type RateLimitVerdict } from './rate-limits/rate-limiter.js';
export { RateLimitWindow } from './rate-limits/rate-limit-window.entity.js';
// Clients' personal data across contexts (ADR 0066): the holders' port, the export and the erasure.
export {
  PersonalDataHolder,
  PERSONAL_DATA_CLIENT_FILTER,
  clientOfExport,
  personalDataSheet,
  clientRowsOf,
  keptUntil,
  ACCOUNTING_RETENTION,
  ACCOUNTING_RETENTION_YEARS,
  type AccountSections,
  type ClientSubject,
  type ErasedData,
  type Erasure,
  type HolderPlan,
  type KeptData,
} from './personal-data/personal-data-holder.js';
export {
  PersonalDataService,
  PERSONAL_DATA_EXPORT,
  type ErasurePlan,
} from './personal-data/personal-data.service.js';
