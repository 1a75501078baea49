import 'reflect-metadata';
import { jest } from '@jest/globals';
import { NestFactory } from '@nestjs/core';
import {
  AppConfig,
  createScratchDatabase,
  EVENT_JOB,
  EventBus,
  EXPORT_JOB,
  IMPORT_JOB,
  IMPORT_REVERT_JOB,
  JobRegistry,
  scratchTargetFromEnv,
  type ScratchDatabase,
} from '@cuvee/platform';
import { CatalogueStockRelay, LowStockRelay } from '@cuvee/relays';
import { LowStockEvent, StockChangedEvent } from '@cuvee/stock';
import { WorkerModule } from '../worker.module.js';

/*
 * Jobs run by the worker (BullMQ in production) must have the same effects as when the API runs them:
 * a stock import that empties a wine notifies low stock and follows out-of-stock. Those effects are
 * event handlers of @cuvee/relays; this boots the worker's module and finds them and the jobs there.
 */
let scratch: ScratchDatabase;

beforeAll(async () => {
  scratch = await createScratchDatabase(scratchTargetFromEnv(), 'worker');
});
afterAll(() => scratch.drop());

async function worker() {
  const config = AppConfig.fromEnv({
    ...scratch.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: '',
    DATA_DIR: process.env.TMPDIR ?? '/tmp',
  });
  return NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: false });
}

test("the worker's stock events reach the notifications and the catalogue through the relays", async () => {
  const app = await worker();
  try {
    const lowStock = jest.spyOn(app.get(LowStockRelay), 'notifyOwner').mockResolvedValue();
    const catalogue = jest.spyOn(app.get(CatalogueStockRelay), 'followStock').mockResolvedValue();
    const alert = new LowStockEvent({
      shopId: 1,
      levelId: 1,
      product: 'Chinon',
      warehouse: 'Chai',
      available: 2,
      threshold: 12,
    });
    const change = new StockChangedEvent({ shopId: 1, productIds: [7] });
    const events = app.get(EventBus);
    await events.publish(alert);
    await events.publish(change);
    expect(lowStock).toHaveBeenCalledWith(alert);
    expect(catalogue).toHaveBeenCalledWith(change);
  } finally {
    await app.close();
  }
});

test('the worker runs the jobs of every context and the queued event reactions', async () => {
  const app = await worker();
  try {
    expect(app.get(JobRegistry).names()).toEqual(
      expect.arrayContaining([IMPORT_JOB, IMPORT_REVERT_JOB, EXPORT_JOB, EVENT_JOB, 'billing.render-pdf']),
    );
  } finally {
    await app.close();
  }
});
