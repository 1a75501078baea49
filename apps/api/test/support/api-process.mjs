// The compiled API as its own process (npm test builds it), for tests that watch the process itself: the
// upload test samples its memory while a large file streams through it. It processes jobs too, on the
// driver its environment selects, and tells its parent the URL it listens on.
import 'reflect-metadata';
import { AppConfig } from '@cuvee/platform';
import { createApp } from '../../dist/bootstrap.js';

const config = AppConfig.fromEnv(process.env);
const app = await createApp(config, { processJobs: true });
await app.listen(0, '127.0.0.1');
process.send?.({ url: (await app.getUrl()).replace('[::1]', '127.0.0.1') });
