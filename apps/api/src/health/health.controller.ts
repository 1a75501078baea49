import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@cuvee/iam';
import {
  answerWithin,
  APP_VERSION,
  Database,
  JOB_QUEUE,
  STORE_ANSWER_MS,
  type JobQueue,
} from '@cuvee/platform';

import { HealthDto, LivenessDto } from './health.dto.js';

/**
 * The probes (ADR 0064). Liveness: the process answers, nothing else is asked, so an orchestrator does
 * not restart the API while its database blips. Readiness: the database and the job queue answer (503
 * otherwise), so a load balancer sends no traffic to a replica that cannot serve it. `/v1/health`, the
 * first probe, stays the readiness one (the start script and older monitors call it).
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: Database,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'State of the API, its database and its job queue (the readiness probe)' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    return this.readiness(reply);
  }

  @Get('ready')
  @Public()
  @ApiOperation({ summary: 'Readiness: 200 when the database and the job queue answer, 503 otherwise' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    return this.readiness(reply);
  }

  @Get('live')
  @Public()
  @ApiOperation({ summary: 'Liveness: 200 while the process answers, whatever its database and queue' })
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessDto {
    return { status: 'ok', version: APP_VERSION };
  }

  private async readiness(reply: FastifyReply): Promise<HealthDto> {
    const [database, queue] = await Promise.all([
      this.database.answers(),
      answerWithin(() => this.queue.ping(), STORE_ANSWER_MS, false),
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
