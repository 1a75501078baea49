import { Module, type DynamicModule } from '@nestjs/common';
import { IamModule } from '@cuvee/iam';
import { schema } from '@cuvee/migrations';
import { PlatformModule, type AppConfig } from '@cuvee/platform';

/** The contexts whose job processors this process runs; no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [PlatformModule.forRoot({ config, schema, processJobs: true }), IamModule],
    };
  }
}
