import { createHash } from 'node:crypto';

/*
 * The inalterability of a sales point's records (ADR 0042): each record is sealed by the SHA-256 of
 * its content and of the previous record's seal, with a sequence number that has no gap. Changing,
 * removing or reordering a record afterwards breaks the chain where it happened, and `verifyChain`
 * names the records concerned.
 */

export const TILL_RECORD_KINDS = [
  'ticket',
  'cancellation',
  'duplicate',
  'float',
  'cashIn',
  'cashOut',
  'closure',
] as const;
export type TillRecordKind = (typeof TILL_RECORD_KINDS)[number];

/** What the seal covers: every stored field of a record but its own seal. */
export interface ChainedContent {
  readonly shopId: number;
  readonly salesPointId: number;
  readonly sequence: number;
  readonly kind: TillRecordKind;
  /** ISO instant, kept as text so that no engine rounds it. */
  readonly occurredAt: string;
  /** "T-00042", the ticket number a receipt shows. */
  readonly reference: string;
  readonly totalTtc: number;
  /** The record's body (lines, payments, totals, closure), as stored. */
  readonly data: unknown;
  readonly previousHash: string;
}

export interface ChainedRecord extends ChainedContent {
  /** The storage order (the row id). */
  readonly position: number;
  readonly hash: string;
}

/** JSON with object keys sorted at every level: equal content hashes alike whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A stored body read back; one edited into something that is not JSON any more stays text (its seal tells). */
export function parsedBody(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The seal the first record of a sales point links to. */
export function genesisHash(shopId: number, salesPointId: number): string {
  return sha256(`cuvee-till:${shopId}:${salesPointId}`);
}

export function sealOf(content: ChainedContent): string {
  return sha256(
    canonicalJson({
      shopId: content.shopId,
      salesPointId: content.salesPointId,
      sequence: content.sequence,
      kind: content.kind,
      occurredAt: content.occurredAt,
      reference: content.reference,
      totalTtc: content.totalTtc,
      data: content.data,
      previousHash: content.previousHash,
    }),
  );
}

export type ChainProblemKind = 'altered' | 'missing' | 'reordered' | 'duplicated' | 'linkBroken';

export interface ChainProblem {
  readonly kind: ChainProblemKind;
  /** The sequence number of the record concerned (the missing one for `missing`). */
  readonly sequence: number;
  readonly reference: string | null;
}

/** Where the chain should end (the sales point's head), so that records cut off at the end are found. */
export interface ChainHead {
  readonly lastSequence: number;
  readonly lastHash: string;
}

/**
 * Every break of the chain, in sequence order: records whose seal does not match their content
 * (altered), sequence numbers absent (missing) or met twice (duplicated), records stored out of
 * their sequence order (reordered), and records whose link does not name the record before
 * (linkBroken: that one was altered and resealed, or one was slipped in).
 */
export function verifyChain(
  shopId: number,
  salesPointId: number,
  records: readonly ChainedRecord[],
  head: ChainHead | null,
): ChainProblem[] {
  const problems: ChainProblem[] = [];
  let highest = 0;
  for (const record of [...records].sort((a, b) => a.position - b.position)) {
    if (record.sequence < highest) problems.push(problem('reordered', record));
    highest = Math.max(highest, record.sequence);
  }
  const bySequence = [...records].sort((a, b) => a.sequence - b.sequence || a.position - b.position);
  let previous: ChainedRecord | null = null;
  for (const record of bySequence) {
    if (sealOf(record) !== record.hash) problems.push(problem('altered', record));
    const expected = previous === null ? 1 : previous.sequence + 1;
    if (previous !== null && record.sequence === previous.sequence) {
      problems.push(problem('duplicated', record));
      continue;
    }
    for (let missing = expected; missing < record.sequence; missing++)
      problems.push({ kind: 'missing', sequence: missing, reference: null });
    const link = previous === null ? genesisHash(shopId, salesPointId) : previous.hash;
    if (record.sequence === expected && record.previousHash !== link)
      problems.push(problem('linkBroken', record));
    previous = record;
  }
  if (head !== null) {
    const last = previous?.sequence ?? 0;
    for (let missing = last + 1; missing <= head.lastSequence; missing++)
      problems.push({ kind: 'missing', sequence: missing, reference: null });
    if (previous !== null && head.lastSequence === previous.sequence && head.lastHash !== previous.hash)
      problems.push(problem('altered', previous));
  }
  return problems.sort((a, b) => a.sequence - b.sequence);
}

function problem(kind: ChainProblemKind, record: ChainedRecord): ChainProblem {
  return { kind, sequence: record.sequence, reference: record.reference };
}
