// A job-processing process built from the compiled API (npm test builds it): the import crash test
// starts it, lets it write part of an import, and kills it with SIGKILL, as a worker dies in production.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from '@cuvee/platform';
import { AppModule } from '../../dist/app.module.js';

const config = AppConfig.fromEnv(process.env);
const app = await NestFactory.createApplicationContext(
  AppModule.forRoot(config, { processJobs: true, modules: [] }),
  { logger: false },
);
await app.init();
process.send?.('ready');
