import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import {
  AppConfig,
  ConfigError,
  DatabaseUnavailableError,
  createLogger,
  PinoNestLogger,
  prepareDatabaseServer,
} from '@cuvee/platform';
import { WorkerModule } from './worker.module.js';

/**
 * The job worker: with REDIS_URL it consumes the BullMQ queue; without it, it polls the jobs table like
 * the api does. SIGTERM stops taking jobs and waits for the running ones (graceful drain).
 */
async function main(): Promise<void> {
  const config = AppConfig.fromEnv();
  const logger = createLogger(config.logLevel);
  await prepareDatabaseServer(config.database);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  app.enableShutdownHooks();
  await app.init();
  logger.info({ driver: config.jobDriver }, 'Cuvée worker started');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(error.message);
  } else {
    console.error(
      `Le worker Cuvée n'a pas pu démarrer : ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  process.exit(1);
});
