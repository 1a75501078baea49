import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { IamModule } from '@cuvee/iam';
import { schema } from '@cuvee/migrations';
import { PlatformModule, type AppConfig } from '@cuvee/platform';
import { HealthController } from './health/health.controller.js';

/** The composition root: the platform, then one module per bounded context. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: { processJobs: boolean; modules: Type[] }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ config, schema, processJobs: options.processJobs }),
        IamModule,
        ...options.modules,
      ],
      controllers: [HealthController],
    };
  }
}
