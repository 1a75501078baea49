import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@cuvee/iam';
import { APP_VERSION, Database, JOB_QUEUE, type JobQueue } from '@cuvee/platform';

import { HealthDto } from './health.dto.js';

/** Liveness and readiness in one: 200 when the database and the job queue answer, 503 otherwise. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: Database,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'State of the API, its database and its job queue' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const [database, queue] = await Promise.all([
      probe(() => this.database.dataSource.query('SELECT 1').then(() => true)),
      probe(() => this.queue.ping()),
    ]);
    const ok = database && queue;
    if (!ok) reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: ok ? 'ok' : 'error',
      version: APP_VERSION,
      database: { status: database ? 'up' : 'down', engine: this.database.engine },
      queue: { status: queue ? 'up' : 'down', driver: this.queue.driver },
    };
  }
}

async function probe(check: () => Promise<boolean>): Promise<boolean> {
  try {
    return await check();
  } catch {
    return false;
  }
}
