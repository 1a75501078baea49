import { ConflictException, HttpException, Injectable } from '@nestjs/common';
import { LessThanOrEqual, type EntityManager } from 'typeorm';
import {
  decideIdempotency,
  failure,
  IDEMPOTENCY_RETENTION_MS,
  isIdempotencyKey,
  type ValidationFailure,
} from '@cuvee/kernel';
import { requestHashOf } from '@cuvee/kernel/node';
import { Database } from '../database/database.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

export interface IdempotentRequest {
  /** Whose key it is: `user:<id>`. */
  readonly scope: string;
  /** The operation: `checkout`, `validate:<orderId>`. */
  readonly route: string;
  /** The Idempotency-Key header; absent: the request simply runs. */
  readonly key: string | undefined;
  readonly body: unknown;
}

/** Stores the answer in the work's own final transaction, so the answer and its effects commit together. */
export type SaveAnswer<T> = (manager: EntityManager, answer: T) => Promise<void>;

/**
 * The `Idempotency-Key` of the operations that honour it — order placement, payment capture, the
 * partners' bulk sync — (domain idempotency, ADR 0015):
 *  - the key is claimed first (a row in flight, unique per scope, route and key): a second request with
 *    it while the first runs gets 409, one with another body 422;
 *  - the work stores its answer in its last transaction; the same key and body then replay it (24 h);
 *  - a request that fails gives its key back, so the same key may run again once the cause is fixed
 *    (every failure path leaves nothing behind, or a state the next run takes over).
 */
@Injectable()
export class IdempotencyService {
  constructor(private readonly database: Database) {}

  async run<T>(request: IdempotentRequest, work: (save: SaveAnswer<T>) => Promise<T>): Promise<T> {
    if (request.key === undefined) return work(async () => undefined);
    if (!isIdempotencyKey(request.key)) throw refusal(failure('idempotency.keyInvalid'), 400);
    const claim = await this.claim(request);
    if (claim.kind === 'replay') return claim.response as T;
    let saved = false;
    try {
      return await work(async (manager, answer) => {
        await manager
          .getRepository(IdempotencyKey)
          .update({ id: claim.id }, { state: 'done', response: answer as object });
        saved = true;
      });
    } catch (error) {
      if (!saved)
        await this.database.transaction((manager) =>
          manager.getRepository(IdempotencyKey).delete({ id: claim.id }),
        );
      throw error;
    }
  }

  /** Deletes the keys past their 24 h; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    const result = await this.database.transaction((manager) =>
      manager.getRepository(IdempotencyKey).delete({ expiresAt: LessThanOrEqual(now) }),
    );
    return result.affected ?? 0;
  }

  private async claim(
    request: IdempotentRequest,
  ): Promise<{ kind: 'proceed'; id: number } | { kind: 'replay'; response: unknown }> {
    const requestHash = requestHashOf(request.body);
    const now = new Date();
    const where = { scope: request.scope, route: request.route, idempotencyKey: request.key! };
    try {
      return await this.database.transaction(async (manager) => {
        const repository = manager.getRepository(IdempotencyKey);
        const existing = await repository.findOneBy(where);
        const decision = decideIdempotency(
          existing
            ? {
                requestHash: existing.requestHash,
                state: existing.state,
                createdAt: existing.createdAt,
                response: existing.response,
              }
            : null,
          requestHash,
          now,
        );
        if (decision.kind === 'refused') throw refusal(decision.failure, decision.status);
        if (decision.kind === 'replay') return { kind: 'replay' as const, response: decision.response };
        // Expired, or in flight long enough to be a crashed request: taken over, by one caller only.
        if (existing && (await repository.delete({ id: existing.id, state: existing.state })).affected !== 1)
          throw inFlight();
        const row = await repository.save(
          repository.create({
            ...where,
            requestHash,
            state: 'inFlight',
            response: null,
            createdAt: now,
            expiresAt: new Date(now.getTime() + IDEMPOTENCY_RETENTION_MS),
          }),
        );
        return { kind: 'proceed' as const, id: row.id };
      });
    } catch (error) {
      // Two first requests at once on MySQL: the loser's insert meets the winner's unique key.
      if (isUniqueViolation(error)) throw inFlight();
      throw error;
    }
  }
}

function inFlight(): HttpException {
  return new ConflictException({ message: 'idempotency.inFlight' });
}

function refusal(failure: ValidationFailure, status: number): HttpException {
  return new HttpException({ message: failure.code, params: failure.params }, status);
}
