import fc from 'fast-check';
import { addDays, SALES_CHANNELS } from '@cuvee/kernel';
import {
  addToSummary,
  averageBasket,
  bottlesPerUnit,
  countsAsSale,
  factsOf,
  summaryDeltaOf,
  summaryOfFacts,
  type SoldDocument,
  type SummaryRow,
} from '../sales-facts.js';
import { channelOfSale } from '../sales-channel.js';

/*
 * The read models fed one document at a time (what the issuing transaction does) hold exactly what they
 * would if recomputed from every fact at once (what the rebuild's tables must equal), whatever the
 * documents, their order, channels, typologies, countries, agents and days.
 */

const line = fc.record({
  productId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  vintageId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  formatId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  quantity: fc.integer({ min: 1, max: 120 }),
  ht: fc.integer({ min: -50_000, max: 500_000 }),
  eq75: fc.constantFrom(0, 0.5, 1, 1.3333333333, 2, 4),
  bottlesPerUnit: fc.constantFrom(0, 1, 6),
});

const document = (documentId: number): fc.Arbitrary<SoldDocument> =>
  fc.record({
    documentId: fc.constant(documentId),
    kind: fc.constantFrom('invoice' as const, 'invoice' as const, 'creditNote' as const),
    day: fc.integer({ min: 0, max: 40 }).map((offset) => addDays('2026-02-20', offset)),
    clientId: fc.integer({ min: 1, max: 6 }),
    channel: fc.constantFrom(...SALES_CHANNELS.map((channel) => channel.key)),
    typology: fc.constantFrom('public', 'caviste', 'restaurant'),
    country: fc.constantFrom('FR', 'BE', 'US'),
    agentId: fc.constantFrom(0, 7, 9),
    sellerId: fc.constantFrom(0, 3, 7),
    lines: fc
      .array(line, { minLength: 1, maxLength: 5 })
      .map((lines) => lines.map((l, index) => ({ ...l, position: index + 1 }))),
  });

const documents = fc
  .integer({ min: 0, max: 40 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => document(i + 1))));

const sorted = (summary: Map<string, SummaryRow>) => [...summary].sort(([a], [b]) => a.localeCompare(b));

describe('the daily summary', () => {
  test('fed document by document equals the summary recomputed from all the facts', () => {
    fc.assert(
      fc.property(documents, (docs) => {
        const incremental = new Map<string, SummaryRow>();
        for (const doc of docs) addToSummary(incremental, summaryDeltaOf(doc));
        expect(sorted(incremental)).toEqual(sorted(summaryOfFacts(docs.flatMap(factsOf))));
      }),
    );
  });

  test('does not depend on the order the documents come in', () => {
    fc.assert(
      fc.property(
        documents.chain((docs) =>
          fc.tuple(fc.constant(docs), fc.shuffledSubarray(docs, { minLength: docs.length })),
        ),
        ([docs, shuffled]) => {
          const feed = (list: readonly SoldDocument[]) => {
            const summary = new Map<string, SummaryRow>();
            for (const doc of list) addToSummary(summary, summaryDeltaOf(doc));
            return sorted(summary);
          };
          expect(feed(shuffled)).toEqual(feed(docs));
        },
      ),
    );
  });

  test('an invoice and a credit note of the same lines cancel out, counted once each', () => {
    fc.assert(
      fc.property(document(1), (invoice) => {
        const summary = new Map<string, SummaryRow>();
        addToSummary(summary, summaryDeltaOf({ ...invoice, kind: 'invoice' }));
        addToSummary(summary, summaryDeltaOf({ ...invoice, documentId: 2, kind: 'creditNote' }));
        const [row] = [...summary.values()];
        expect(row).toMatchObject({ ht: 0, bottles: 0, eq75Milli: 0, invoices: 1, creditNotes: 1 });
      }),
    );
  });
});

describe('the facts', () => {
  test('a line HT, quantity, bottles and eq75, signed by the kind', () => {
    const facts = factsOf({
      documentId: 3,
      kind: 'creditNote',
      day: '2026-03-01',
      clientId: 1,
      channel: 'shop',
      typology: 'public',
      country: 'FR',
      agentId: 0,
      sellerId: 4,
      lines: [
        {
          position: 1,
          productId: 1,
          vintageId: 2,
          formatId: 3,
          quantity: 3,
          ht: 4500,
          eq75: 0.5,
          bottlesPerUnit: 1,
        },
      ],
    });
    expect(facts).toEqual([
      expect.objectContaining({ quantity: -3, ht: -4500, bottles: -3, eq75Milli: -1500, position: 1 }),
    ]);
  });

  test('deposit invoices and the credit notes that correct them are no sales', () => {
    expect(countsAsSale('invoice', null)).toBe(true);
    expect(countsAsSale('creditNote', 'invoice')).toBe(true);
    expect(countsAsSale('creditNote', 'deposit')).toBe(false);
    expect(countsAsSale('deposit', null)).toBe(false);
    expect(countsAsSale('quote', null)).toBe(false);
  });

  test('bottles: a bottle is one, a package its bottles, a bag-in-box or a non-drink none', () => {
    expect(bottlesPerUnit({ container: 'bottle', packingQuantity: 6 }, 1)).toBe(1);
    expect(bottlesPerUnit({ container: 'packing', packingQuantity: 6 }, 6)).toBe(6);
    expect(bottlesPerUnit({ container: 'bib', packingQuantity: null }, 6.67)).toBe(0);
    expect(bottlesPerUnit({ container: 'bottle', packingQuantity: null }, 0)).toBe(0);
    expect(bottlesPerUnit(null, 1)).toBe(0);
  });

  test('the average basket is HT per invoice, rounded half away from zero, 0 without invoices', () => {
    expect(averageBasket(1001, 2)).toBe(501);
    expect(averageBasket(-1001, 2)).toBe(-501);
    expect(averageBasket(5000, 0)).toBe(0);
  });
});

describe('the channel of a sale', () => {
  test('sales point, agent (who wrote the order they follow), else the order channel; no order: back office', () => {
    expect(channelOfSale(null)).toBe('backoffice');
    expect(channelOfSale({ channel: 'salesPoint', agentId: 4, createdById: 4 })).toBe('salesPoint');
    expect(channelOfSale({ channel: 'backoffice', agentId: 4, createdById: 4 })).toBe('agent');
    expect(channelOfSale({ channel: 'backoffice', agentId: 4, createdById: 1 })).toBe('backoffice');
    expect(channelOfSale({ channel: 'shop', agentId: 4, createdById: 9 })).toBe('shop');
    expect(channelOfSale({ channel: 'shop', agentId: null, createdById: null })).toBe('shop');
  });
});
