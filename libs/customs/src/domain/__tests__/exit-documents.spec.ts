import fc from 'fast-check';
import {
  annexesOf,
  documentCategory,
  exitDocumentProblem,
  type DocumentRecord,
  type ExitDocumentInput,
} from '../exit-documents.js';

const dae = (fields: Partial<ExitDocumentInput>): ExitDocumentInput => ({
  kind: 'dae',
  number: '26FRA0000000000000101',
  destination: 'eu',
  country: 'BE',
  consigneeExcise: null,
  ...fields,
});

describe('accompanying documents', () => {
  test('a DAE goes to another EU country or to export; a DSA travels in France', () => {
    expect(exitDocumentProblem(dae({}))).toBeNull();
    expect(
      exitDocumentProblem(dae({ destination: 'export', country: 'JP', consigneeExcise: 'FR000760' })),
    ).toBeNull();
    expect(exitDocumentProblem(dae({ country: 'FR' }))).toBe('customs.documentDestination');
    expect(exitDocumentProblem(dae({ destination: 'export', country: 'DE' }))).toBe(
      'customs.documentDestination',
    );
    expect(exitDocumentProblem(dae({ destination: 'eu', country: 'CH' }))).toBe(
      'customs.documentDestination',
    );
    expect(exitDocumentProblem(dae({ country: null }))).toBe('customs.country');
    // The customs' schema takes a DAE reference of 21 characters at most, an excise number of 8 or 13.
    expect(exitDocumentProblem(dae({ number: '26FRA00000000000000101' }))).toBe('customs.documentNumber');
    expect(exitDocumentProblem(dae({ consigneeExcise: 'BE12' }))).toBe('customs.consigneeExcise');
    expect(exitDocumentProblem(dae({ kind: 'dsa', destination: 'france', country: null }))).toBeNull();
    expect(exitDocumentProblem(dae({ kind: 'dsa' }))).toBe('customs.documentDestination');
    expect(documentCategory('dae', 'eu')).toBe('euDelivery');
    expect(documentCategory('dae', 'export')).toBe('export');
    expect(documentCategory('dsa', 'france')).toBeNull();
  });

  test("a month's annexes: the numbers used in it, the DAE still waiting for their receipt at its end", () => {
    const day = fc.constantFrom('2026-09-28', '2026-10-01', '2026-10-15', '2026-10-31', '2026-11-02');
    const record = fc.record({
      kind: fc.constantFrom('dae' as const, 'dsa' as const),
      number: fc.integer({ min: 100, max: 999 }).map(String),
      shippedOn: day,
      consigneeExcise: fc.constant(null),
      dischargedOn: fc.option(day, { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 20 }), (records: DocumentRecord[]) => {
        const { ranges, pending } = annexesOf(records, '2026-10');
        for (const kind of ['dae', 'dsa'] as const) {
          const used = records.filter((r) => r.kind === kind && r.shippedOn.startsWith('2026-10'));
          const range = ranges.find((r) => r.kind === kind);
          expect(range?.count ?? 0).toBe(used.length);
          if (range) {
            const numbers = used.map((r) => Number(r.number));
            expect([Number(range.first), Number(range.last)]).toEqual([
              Math.min(...numbers),
              Math.max(...numbers),
            ]);
          }
        }
        const waiting = records.filter(
          (r) =>
            r.kind === 'dae' &&
            r.shippedOn <= '2026-10-31' &&
            (r.dischargedOn === null || r.dischargedOn > '2026-10-31'),
        );
        expect(pending).toHaveLength(waiting.length);
      }),
      { numRuns: 200 },
    );
  });
});
