export { AppConfig, ConfigError, type DatabaseConfig } from './config/app-config.js';
export { Database, engineOf, type Engine } from './database/database.js';
export { bigintAsNumber, MoneyColumn } from './database/bigint-column.js';
export { dataSourceOptions, openDataSource } from './database/data-source-options.js';
export { runMigrations, schemaDrift } from './database/migrations-runner.js';
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
  type JobHandler,
  type JobInfo,
  type JobOptions,
  type JobQueue,
  type JobStatus,
} from './jobs/job-queue.js';
export { JobRecord } from './jobs/job-record.entity.js';
export { DatabaseJobQueue } from './jobs/database-job-queue.js';
export { BullmqJobQueue } from './jobs/bullmq-job-queue.js';
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
export { createLogger, PinoNestLogger } from './logging/logger.js';
export { PlatformModule, type PlatformOptions, type SchemaDefinition } from './platform.module.js';

import { JobRecord } from './jobs/job-record.entity.js';
/** The platform's own tables. */
export const platformEntities = [JobRecord];
export {
  createScratchDatabase,
  scratchTargetFromEnv,
  type ScratchDatabase,
} from './database/scratch-database.js';
export { checkSchema, type SchemaCheckResult } from './database/schema-check.js';
export { APP_VERSION } from './version.js';
export { composeMail, type MailContent, type MailParts } from './mail/mail-layout.js';
// The react-admin list protocol and path ids, for every context's endpoints.
export {
  ApiListResponse,
  contentRange,
  fetchPage,
  ListQueryDto,
  MAX_PAGE_SIZE,
  parseListQuery,
  sendPage,
  type ListDefinition,
  type ListFilter,
  type ListRequest,
  type Page,
} from './http/list-query.js';
export { IdParamPipe } from './http/id-param.pipe.js';
