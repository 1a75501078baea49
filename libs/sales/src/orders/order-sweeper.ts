import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { AppConfig } from '@cuvee/platform';
import { OrderLifecycle } from './order-lifecycle.service.js';

/** How often the sweep runs: a pending order expires at most this late. */
export const SALES_SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs the orders' sweep (OrderLifecycle.sweep) on a timer in every API process. Every move it makes is
 * a conditional UPDATE, so replicas sweeping at once never act twice. Tests call sweep() themselves.
 */
@Injectable()
export class OrderSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OrderSweeper.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly lifecycle: OrderLifecycle,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.nodeEnv === 'test') return;
    this.timer = setInterval(() => {
      this.lifecycle.sweep().catch((error: unknown) => this.logger.error(error));
    }, SALES_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  beforeApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
