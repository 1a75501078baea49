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

describe('accompanying documents: the edges', () => {
  test('a number is required, blanks do not count, a DSA number may run to 30 characters', () => {
    expect(exitDocumentProblem(dae({ number: '' }))).toBe('customs.documentNumber');
    expect(exitDocumentProblem(dae({ number: '   ' }))).toBe('customs.documentNumber');
    // 21 characters once trimmed: the blanks around a DAE number are not counted.
    expect(exitDocumentProblem(dae({ number: '  26FRA0000000000000101  ' }))).toBeNull();
    const dsa = (number: string) => dae({ kind: 'dsa', destination: 'france', country: null, number });
    expect(exitDocumentProblem(dsa('D'.repeat(30)))).toBeNull();
    expect(exitDocumentProblem(dsa('D'.repeat(31)))).toBe('customs.documentNumber');
  });

  test("a consignee's excise number has exactly 8 or 13 letters and digits", () => {
    expect(exitDocumentProblem(dae({ consigneeExcise: 'BE0000123456' }))).toBe('customs.consigneeExcise');
    expect(exitDocumentProblem(dae({ consigneeExcise: 'BE00001234567' }))).toBeNull();
    expect(exitDocumentProblem(dae({ consigneeExcise: 'be000012' }))).toBeNull();
    expect(exitDocumentProblem(dae({ consigneeExcise: 'BE0000123' }))).toBe('customs.consigneeExcise');
    expect(exitDocumentProblem(dae({ consigneeExcise: 'BE000012345678' }))).toBe('customs.consigneeExcise');
    expect(exitDocumentProblem(dae({ consigneeExcise: 'xBE000012' }))).toBe('customs.consigneeExcise');
    expect(exitDocumentProblem(dae({ consigneeExcise: 'BE000012x' }))).toBe('customs.consigneeExcise');
    expect(exitDocumentProblem(dae({ consigneeExcise: 'BE-00012' }))).toBe('customs.consigneeExcise');
    expect(exitDocumentProblem(dae({ consigneeExcise: '' }))).toBeNull();
  });

  test("a DAE's country is two capital letters; a DSA checks its destination before any country", () => {
    expect(exitDocumentProblem(dae({ country: 'be' }))).toBe('customs.country');
    expect(exitDocumentProblem(dae({ country: 'BEL' }))).toBe('customs.country');
    expect(exitDocumentProblem(dae({ country: 'xBE' }))).toBe('customs.country');
    expect(exitDocumentProblem(dae({ country: 'BEx' }))).toBe('customs.country');
    expect(exitDocumentProblem(dae({ country: '' }))).toBe('customs.country');
    expect(exitDocumentProblem(dae({ kind: 'dsa', destination: 'france', country: 'BE' }))).toBeNull();
    expect(exitDocumentProblem(dae({ kind: 'dsa', destination: 'export', country: null }))).toBe(
      'customs.documentDestination',
    );
  });

  test('a range runs from the shortest number to the longest; the pending DAE come by date, then number', () => {
    const doc = (fields: Partial<DocumentRecord>): DocumentRecord => ({
      kind: 'dae',
      number: '1',
      shippedOn: '2026-10-10',
      consigneeExcise: null,
      dischargedOn: null,
      ...fields,
    });
    const { ranges, pending } = annexesOf(
      [
        doc({ number: '100', shippedOn: '2026-10-20', consigneeExcise: 'BE000012' }),
        doc({ number: '99', shippedOn: '2026-10-20' }),
        doc({ number: '9', shippedOn: '2026-10-03' }),
        doc({ number: '50', shippedOn: '2026-09-30', dischargedOn: '2026-10-31' }),
        doc({ number: '51', shippedOn: '2026-09-30', dischargedOn: '2026-11-01' }),
        doc({ number: '52', shippedOn: '2026-11-01' }),
        doc({ kind: 'dsa', number: '7', shippedOn: '2026-10-05' }),
      ],
      '2026-10',
    );
    expect(ranges).toEqual([
      { kind: 'dae', first: '9', last: '100', count: 3 },
      { kind: 'dsa', first: '7', last: '7', count: 1 },
    ]);
    expect(pending).toEqual([
      { number: '51', shippedOn: '2026-09-30', consigneeExcise: null },
      { number: '9', shippedOn: '2026-10-03', consigneeExcise: null },
      { number: '99', shippedOn: '2026-10-20', consigneeExcise: null },
      { number: '100', shippedOn: '2026-10-20', consigneeExcise: 'BE000012' },
    ]);
  });
});
