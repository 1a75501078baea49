import { applyDecorators, Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { InstanceWrapper } from '@nestjs/core/injector/instance-wrapper.js';
import { JobRegistry, type JobContext } from './job-queue.js';

/**
 * One kind of job: a class in the owning context's `jobs/` folder (`<name>.job.ts`), marked with
 * `@JobHandler('<context>.<job>')`. Thin: it calls a service. Both drivers deliver at least once, so
 * `run` must be idempotent (ADR 0003).
 */
export interface Job<T = unknown> {
  run(payload: T, job: JobContext<T>): Promise<unknown>;
}

const JobName = DiscoveryService.createDecorator<string>();

/** Makes the class the processor of the jobs named `name`, found by Nest wherever it is provided. */
export function JobHandler(name: string): <C extends new (...args: never[]) => Job<never>>(type: C) => void {
  return applyDecorators(Injectable(), JobName(name));
}

/** The job name a discovered provider handles, if it is a `@JobHandler` class. */
export function jobNameOf(discovery: DiscoveryService, wrapper: InstanceWrapper): string | undefined {
  return discovery.getMetadataByDecorator(JobName, wrapper);
}

/** Registers every `@JobHandler` provider of the application on the JobRegistry when modules start. */
@Injectable()
export class JobDiscovery implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly registry: JobRegistry,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: JobName.KEY })) {
      const name = jobNameOf(this.discovery, wrapper);
      const job = wrapper.instance as Job | undefined;
      if (!name || !job) continue;
      this.registry.register(name, (context) => job.run(context.data, context));
    }
  }
}
