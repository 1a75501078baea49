import fc from 'fast-check';
import { genesisHash, sealOf, verifyChain, type ChainedRecord, type TillRecordKind } from '../chain.js';

const SHOP = 3;
const POINT = 7;

interface Draft {
  kind: TillRecordKind;
  totalTtc: number;
  data: unknown;
}

const draft = fc.record({
  kind: fc.constantFrom<TillRecordKind>('ticket', 'cancellation', 'cashIn', 'closure'),
  totalTtc: fc.integer({ min: -50_000, max: 50_000 }),
  data: fc.record({ lines: fc.array(fc.record({ q: fc.nat(12), p: fc.nat(9999) }), { maxLength: 3 }) }),
});

/** A sound chain, as the till writes it. */
function chainOf(drafts: readonly Draft[]): ChainedRecord[] {
  const records: ChainedRecord[] = [];
  let previousHash = genesisHash(SHOP, POINT);
  drafts.forEach((d, index) => {
    const content = {
      shopId: SHOP,
      salesPointId: POINT,
      sequence: index + 1,
      kind: d.kind,
      occurredAt: new Date(Date.UTC(2026, 10, 27, 9, 0, index)).toISOString(),
      reference: `T-${String(index + 1).padStart(5, '0')}`,
      totalTtc: d.totalTtc,
      data: d.data,
      previousHash,
    };
    const hash = sealOf(content);
    records.push({ ...content, position: index + 1, hash });
    previousHash = hash;
  });
  return records;
}

const headOf = (records: readonly ChainedRecord[]) => ({
  lastSequence: records.at(-1)!.sequence,
  lastHash: records.at(-1)!.hash,
});

const chains = fc.array(draft, { minLength: 2, maxLength: 30 }).map(chainOf);

describe('the chain of till records (property tests)', () => {
  it('verifies as written', () => {
    fc.assert(
      fc.property(chains, (records) => {
        expect(verifyChain(SHOP, POINT, records, headOf(records))).toEqual([]);
      }),
    );
  });

  it('names a record whose content was edited, resealed or not', () => {
    fc.assert(
      fc.property(
        chains,
        fc.nat(),
        fc.constantFrom('totalTtc', 'occurredAt', 'data', 'kind', 'reference'),
        fc.boolean(),
        (records, pick, field, reseal) => {
          const index = pick % records.length;
          const original = records[index]!;
          const edited: ChainedRecord = {
            ...original,
            totalTtc: field === 'totalTtc' ? original.totalTtc + 1 : original.totalTtc,
            occurredAt: field === 'occurredAt' ? '2026-01-01T00:00:00.000Z' : original.occurredAt,
            data: field === 'data' ? { lines: [], forged: true } : original.data,
            kind: field === 'kind' ? (original.kind === 'ticket' ? 'cashOut' : 'ticket') : original.kind,
            reference: field === 'reference' ? 'T-99999' : original.reference,
          };
          const tampered = records.map((r, i) =>
            i === index ? { ...edited, hash: reseal ? sealOf(edited) : r.hash } : r,
          );
          const problems = verifyChain(SHOP, POINT, tampered, headOf(records));
          // Resealed, the edit shows at the next record's link, or at the head for the last one.
          const named = reseal
            ? original.sequence + (index === records.length - 1 ? 0 : 1)
            : original.sequence;
          expect(problems.map((p) => p.sequence)).toContain(named);
        },
      ),
    );
  });

  it('names a removed record by its sequence number, the last one too', () => {
    fc.assert(
      fc.property(chains, fc.nat(), (records, pick) => {
        const index = pick % records.length;
        const problems = verifyChain(
          SHOP,
          POINT,
          records.filter((_, i) => i !== index),
          headOf(records),
        );
        expect(problems).toContainEqual({ kind: 'missing', sequence: index + 1, reference: null });
      }),
    );
  });

  it('names records stored out of their order', () => {
    fc.assert(
      fc.property(chains, fc.nat(), fc.nat(), (records, a, b) => {
        const [i, j] = [a % records.length, b % records.length].sort((x, y) => x - y) as [number, number];
        fc.pre(i !== j);
        // Rows swapped in storage: each keeps its content, takes the other's place.
        const swapped = records.map((r, k) =>
          k === i
            ? { ...records[j]!, position: r.position }
            : k === j
              ? { ...records[i]!, position: r.position }
              : r,
        );
        const problems = verifyChain(SHOP, POINT, swapped, headOf(records));
        expect(problems.filter((p) => p.kind === 'reordered').length).toBeGreaterThan(0);
      }),
    );
  });

  it('names a record slipped in with a new seal', () => {
    fc.assert(
      fc.property(chains, fc.nat(), (records, pick) => {
        const index = pick % records.length;
        const forged = { ...records[index]!, totalTtc: 1, position: records.length + 1 };
        const problems = verifyChain(
          SHOP,
          POINT,
          [...records, { ...forged, hash: sealOf(forged) }],
          headOf(records),
        );
        expect(problems.length).toBeGreaterThan(0);
      }),
    );
  });
});
