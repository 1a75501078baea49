import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { LessThan } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { Database } from '../database/database.js';
import { RateLimitWindow } from './rate-limit-window.entity.js';

export interface RateLimit {
  /** The requests allowed per window. */
  limit: number;
  windowMs: number;
}

/** What one counted request learns: enough for the RateLimit-* and Retry-After headers. */
export interface RateLimitVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
}

/**
 * Fixed-window counters shared by every replica (ADR 0056): in Redis when `REDIS_URL` is set (one
 * INCR, the key expiring with its window), in the database otherwise (one upserted row per bucket and
 * window, older windows of the bucket deleted on the way). A fixed window may let up to twice the limit
 * through around a boundary; that is the price of one counter per request.
 */
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private redis: Redis | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly database: Database,
  ) {}

  async hit(bucket: string, { limit, windowMs }: RateLimit, now = Date.now()): Promise<RateLimitVerdict> {
    const window = Math.floor(now / windowMs);
    const hits = this.config.redisUrl
      ? await this.countInRedis(bucket, window, windowMs)
      : await this.countInDatabase(bucket, window);
    return {
      allowed: hits <= limit,
      limit,
      remaining: Math.max(0, limit - hits),
      resetSeconds: Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)),
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }

  private async countInRedis(bucket: string, window: number, windowMs: number): Promise<number> {
    this.redis ??= new Redis(this.config.redisUrl!, { maxRetriesPerRequest: 1 });
    const key = `${this.config.queuePrefix}:rate:${bucket}:${window}`;
    const [[, hits] = []] =
      (await this.redis
        .multi()
        .incr(key)
        .pexpire(key, windowMs * 2)
        .exec()) ?? [];
    return Number(hits);
  }

  private async countInDatabase(bucket: string, window: number): Promise<number> {
    const key = { bucket: bucket.slice(0, 191), windowIndex: window };
    return this.database.transaction(async (manager) => {
      const windows = manager.getRepository(RateLimitWindow);
      // The window's row made when missing, then counted by one UPDATE: on MySQL it holds the row's
      // lock until commit, so concurrent requests of every replica queue on it and none is lost.
      await manager
        .createQueryBuilder()
        .insert()
        .into(RateLimitWindow)
        .values({ ...key, hits: 0 })
        .orIgnore()
        .execute();
      await windows.increment(key, 'hits', 1);
      await windows.delete({ bucket: key.bucket, windowIndex: LessThan(window) });
      return (await windows.findOneByOrFail(key)).hits;
    });
  }
}
