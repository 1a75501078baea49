import 'reflect-metadata';
import { jest } from '@jest/globals';
import { NestFactory } from '@nestjs/core';
import {
  AppConfig,
  createScratchDatabase,
  scratchTargetFromEnv,
  type ScratchDatabase,
} from '@cuvee/platform';
import { CatalogueStockRelay, LowStockRelay } from '@cuvee/relays';
import { LowStockAlerts, StockChanges } from '@cuvee/stock';
import { WorkerModule } from '../worker.module.js';

/*
 * Jobs run by the worker (BullMQ in production) must have the same effects as when the API runs them:
 * a stock import that empties a wine notifies low stock and follows out-of-stock. Those effects are
 * relays registered by @cuvee/relays; this boots the worker's module and finds them connected.
 */
let scratch: ScratchDatabase;

beforeAll(async () => {
  scratch = await createScratchDatabase(scratchTargetFromEnv(), 'worker');
});
afterAll(() => scratch.drop());

test("the worker's stock jobs reach the notifications and the catalogue through the relays", async () => {
  const config = AppConfig.fromEnv({
    ...scratch.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: '',
    DATA_DIR: process.env.TMPDIR ?? '/tmp',
  });
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: false });
  try {
    // What the stock context emits after a commit reaches each relay (relay() is what they run).
    const lowStock = jest.spyOn(app.get(LowStockRelay), 'relay').mockResolvedValue();
    const catalogue = jest.spyOn(app.get(CatalogueStockRelay), 'relay').mockResolvedValue();
    const alert = {
      shopId: 1,
      levelId: 1,
      product: 'Chinon',
      warehouse: 'Chai',
      available: 2,
      threshold: 12,
    };
    await app.get(LowStockAlerts).emit([alert]);
    await app.get(StockChanges).emit({ shopId: 1, productIds: [7] });
    expect(lowStock).toHaveBeenCalledWith([alert]);
    expect(catalogue).toHaveBeenCalledWith({ shopId: 1, productIds: [7] });
  } finally {
    await app.close();
  }
});
