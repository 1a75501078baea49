import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { upsertRow } from '@cuvee/platform';
import { canonicalJson, genesisHash, sealOf, type TillRecordKind } from '../domain/chain.js';
import { TillHead, TillRecord } from './till-record.entity.js';

/** The letter of each kind in a record's reference: T-000042 (ticket), A- (annulation), Z- (day)… */
const PREFIXES: Record<TillRecordKind, string> = {
  ticket: 'T',
  cancellation: 'A',
  duplicate: 'D',
  float: 'F',
  cashIn: 'E',
  cashOut: 'S',
  closure: 'C',
};

export interface NewRecord {
  readonly kind: TillRecordKind;
  readonly totalTtc: number;
  readonly data: unknown;
  readonly userId: number;
  readonly idempotencyKey?: string | null;
  readonly requestHash?: string | null;
  readonly closureKey?: string | null;
  readonly cancelsSequence?: number | null;
}

/**
 * The one way a record enters a sales point's chain: under the lock of the sales point's head row
 * (an upsert, so the first record makes it), with the next sequence and the previous record's seal.
 * Call it inside `Database.transaction()`; `lockHead` first when the caller must read the chain
 * (idempotency, closures) before deciding what to append.
 */
export class TillChain {
  private constructor(
    private readonly manager: EntityManager,
    private head: TillHead,
  ) {}

  static async lock(manager: EntityManager, shopId: number, salesPointId: number): Promise<TillChain> {
    const head = await upsertRow(
      manager,
      TillHead,
      { salesPointId },
      {
        shopId,
        lastSequence: 0,
        lastHash: genesisHash(shopId, salesPointId),
      },
    );
    return new TillChain(manager, head);
  }

  get lastSequence(): number {
    return this.head.lastSequence;
  }

  async append(record: NewRecord, now: Date): Promise<TillRecord> {
    const { shopId, salesPointId } = this.head;
    const sequence = this.head.lastSequence + 1;
    // The body is stored exactly as sealed: canonical JSON read back gives the same seal.
    const data = canonicalJson(record.data);
    const content = {
      shopId,
      salesPointId,
      sequence,
      kind: record.kind,
      occurredAt: now.toISOString(),
      reference: `${PREFIXES[record.kind]}-${String(sequence).padStart(6, '0')}`,
      totalTtc: record.totalTtc,
      data: JSON.parse(data) as unknown,
      previousHash: this.head.lastHash,
    };
    const hash = sealOf(content);
    const repository = this.manager.getRepository(TillRecord);
    const saved = await repository.save(
      repository.create({
        ...content,
        data,
        hash,
        userId: record.userId,
        idempotencyKey: record.idempotencyKey ?? null,
        requestHash: record.requestHash ?? null,
        closureKey: record.closureKey ?? null,
        cancelsSequence: record.cancelsSequence ?? null,
      }),
    );
    const moved = await this.manager
      .getRepository(TillHead)
      .update(
        { id: this.head.id, lastSequence: this.head.lastSequence },
        { lastSequence: sequence, lastHash: hash },
      );
    // The head row is locked: another writer cannot have moved it; if one did, nothing is written.
    if (!moved.affected) throw new ConflictException('till.concurrentWrite');
    this.head = { ...this.head, lastSequence: sequence, lastHash: hash };
    return saved;
  }
}
