import pactum from 'pactum';
import { In } from 'typeorm';
import { formatMoney } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { SalesPoint } from '@cuvee/sales';
import { StockMovement } from '@cuvee/stock';
import { TestApi } from '@cuvee/testing';
import { ArchivesService, TillRecord, type Totals } from '@cuvee/till';
import { createApp } from '../src/bootstrap.js';
import { catalogueOf, shopIdOf, type CatalogueProduct } from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';
import { builtArchive } from './till-fixtures.js';

/*
 * The till of a sales point through HTTP (docs/till.md): a day of sales, cancellations and cash
 * movements closed by a Z whose totals are the sums, month and year closures with perpetual grand
 * totals, the chain verified; rows edited, removed or reordered in the database by hand, each named
 * by the verification; offline sales replayed, one after the other and at once, never doubled; bad
 * input refused with its message. SQLite, and MariaDB + Redis.
 */

interface TillRecordAnswer {
  id: number;
  sequence: number;
  kind: string;
  reference: string;
  totalTtc: number;
  hash: string;
  cancelledBy: number | null;
  data: {
    totals: Totals;
    change: number;
    lines: { label: string; unitTtc: number; quantity: number; totalTtc: number; vatRate: number }[];
    duplicate?: { of: number; copy: number };
    cash?: {
      float: number;
      cashIn: number;
      cashOut: number;
      sales: number;
      expected: number;
      counted: number;
      difference: number;
    };
    grandTotals?: { total: number; absolute: number };
    fromSequence?: number | null;
    toSequence?: number | null;
  };
}
interface Verification {
  ok: boolean;
  records: number;
  lastSequence: number;
  problems: { kind: string; sequence: number; reference: string | null; message: string }[];
}

let api: TestApi;
let as: DemoSessions['as'];
let chinon: CatalogueProduct;
let touraine: CatalogueProduct;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  const catalogue = await catalogueOf(as('acheteur'), await shopIdOf(api, 'DEMO'));
  chinon = catalogue.get('chinon-les-demoiselles')!;
  touraine = catalogue.get('touraine-clos-des-fees')!;
});
afterAll(() => api.stop());

const owner = () => as('proprietaire');
const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  pactum
    .spec()
    .post(path)
    .withHeaders({ ...owner(), ...headers })
    .withJson(body);
const lineOf = (product: CatalogueProduct, quantity: number, discount = 0) => ({
  productId: product.id,
  formatId: product.formats[0]!.id,
  quantity,
  discount,
});

/** A fresh sales point: each test has its own chain. */
async function openPoint(name: string): Promise<number> {
  const created = await post('/v1/sales-points', {
    name,
    paymentMethods: ['cash', 'cb', 'check'],
  }).expectStatus(201);
  return (created.json as { id: number }).id;
}
async function sell(point: number, body: object, key?: string): Promise<TillRecordAnswer> {
  const spec = post(`/v1/till/sales-points/${point}/tickets`, body, key ? { 'Idempotency-Key': key } : {});
  return (await spec.expectStatus(201)).json as TillRecordAnswer;
}
async function verify(point: number): Promise<Verification> {
  return (
    await pactum.spec().get(`/v1/till/sales-points/${point}/verify`).withHeaders(owner()).expectStatus(200)
  ).json as Verification;
}
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('a day at the till', () => {
  test('sales, a cancellation and cash moves → the Z totals are the sums; month and year follow; the chain verifies', async () => {
    const point = await openPoint('Marché de Chinon');
    await post(`/v1/till/sales-points/${point}/cash-moves`, { kind: 'float', amount: 10_000 }).expectStatus(
      201,
    );
    const probe = await sell(point, {
      lines: [lineOf(chinon, 1), lineOf(touraine, 1)],
      payments: [{ method: 'cash', amount: 100_000 }],
    });
    const [chinonTtc, touraineTtc] = probe.data.lines.map((l) => l.unitTtc) as [number, number];
    expect(probe.data.change).toBe(100_000 - chinonTtc - touraineTtc);

    // Two bottles less 1 € on the line, one more, 0.50 € off the ticket: part card, the rest cash with change.
    const mixedTotal = 2 * chinonTtc - 100 + touraineTtc - 50;
    const mixed = await sell(point, {
      lines: [lineOf(chinon, 2, 100), lineOf(touraine, 1)],
      discount: 50,
      payments: [
        { method: 'cb', amount: 1000 },
        { method: 'cash', amount: mixedTotal - 1000 + 730 },
      ],
    });
    expect(mixed.totalTtc).toBe(mixedTotal);
    expect(mixed.data.change).toBe(730);
    expect(mixed.data.totals.byPayment).toEqual({ cash: mixedTotal - 1000, cb: 1000 });
    const cheque = await sell(point, {
      lines: [lineOf(touraine, 3)],
      payments: [{ method: 'check', amount: 3 * touraineTtc }],
    });
    const cancelled = (
      await post(`/v1/till/sales-points/${point}/records/${cheque.sequence}/cancel`, {
        reason: 'Erreur de saisie',
      }).expectStatus(201)
    ).json as TillRecordAnswer;
    expect(cancelled).toEqual(expect.objectContaining({ kind: 'cancellation', totalTtc: -3 * touraineTtc }));
    expect(cancelled.data.totals.byPayment).toEqual({ check: -3 * touraineTtc });
    await post(`/v1/till/sales-points/${point}/records/${cheque.sequence}/cancel`, {})
      .expectStatus(409)
      .expectJsonLike({ message: `Le ticket ${cheque.reference} est déjà annulé` });
    // The ticket itself is unchanged, and tells its cancellation.
    const ticketAfter = (
      await pactum
        .spec()
        .get(`/v1/till/sales-points/${point}/records/${cheque.sequence}`)
        .withHeaders(owner())
        .expectStatus(200)
    ).json as TillRecordAnswer;
    expect([ticketAfter.totalTtc, ticketAfter.hash, ticketAfter.cancelledBy]).toEqual([
      cheque.totalTtc,
      cheque.hash,
      cancelled.sequence,
    ]);

    // The bottles left the shop's warehouse with the ticket, and came back with its cancellation.
    const movements = await api
      .get(Database)
      .dataSource.getRepository(StockMovement)
      .findBy({
        sourceRef: In([`till:${point}:${cheque.reference}`, `till:${point}:${cancelled.reference}`]),
      });
    expect(movements.map((m) => [m.type, m.delta]).sort()).toEqual([
      ['return', 3],
      ['sale', -3],
    ]);
    await post(`/v1/till/sales-points/${point}/cash-moves`, {
      kind: 'cashOut',
      amount: 2_000,
      reason: 'Banque',
    }).expectStatus(201);
    await post(`/v1/till/sales-points/${point}/cash-moves`, { kind: 'cashIn', amount: 500 }).expectStatus(
      201,
    );
    for (const copy of [1, 2]) {
      const duplicate = (
        await post(`/v1/till/sales-points/${point}/records/${mixed.sequence}/duplicate`, {}).expectStatus(201)
      ).json as TillRecordAnswer;
      expect(duplicate.data.duplicate).toEqual(expect.objectContaining({ of: mixed.sequence, copy }));
      expect(duplicate.totalTtc).toBe(mixed.totalTtc);
    }

    const sales = [probe, mixed, cheque, cancelled];
    const cashSales = sum(sales.map((r) => r.data.totals.byPayment.cash ?? 0));
    const expectedCash = 10_000 + cashSales - 2_000 + 500;
    const z = (
      await post(`/v1/till/sales-points/${point}/closures`, {
        period: 'day',
        countedCash: expectedCash - 120,
      }).expectStatus(201)
    ).json as TillRecordAnswer;
    const totals = z.data.totals;
    expect(totals.ttc).toBe(sum(sales.map((r) => r.totalTtc)));
    expect(totals.ht).toBe(sum(sales.map((r) => r.data.totals.ht)));
    expect(totals.vat).toBe(sum(sales.map((r) => r.data.totals.vat)));
    for (const rate of Object.keys(totals.byRate))
      expect(totals.byRate[rate]!.ttc).toBe(sum(sales.map((r) => r.data.totals.byRate[rate]?.ttc ?? 0)));
    expect(totals.byPayment).toEqual({ cash: cashSales, cb: 1000, check: 0 });
    expect([totals.tickets, totals.cancellations]).toEqual([3, 1]);
    expect(z.data.cash).toEqual({
      float: 10_000,
      cashIn: 500,
      cashOut: 2_000,
      sales: cashSales,
      expected: expectedCash,
      counted: expectedCash - 120,
      difference: -120,
    });
    expect(z.data.grandTotals).toEqual({
      total: totals.ttc,
      absolute: sum(sales.map((r) => Math.abs(r.totalTtc))),
    });
    expect([z.data.fromSequence, z.data.toSequence]).toEqual([probe.sequence, cancelled.sequence]);

    await post(`/v1/till/sales-points/${point}/closures`, { period: 'day', countedCash: 0 })
      .expectStatus(409)
      .expectJsonLike({ message: /^La clôture \d{4}-\d{2}-\d{2} est déjà faite$/ });
    await post(`/v1/till/sales-points/${point}/tickets`, {
      lines: [lineOf(chinon, 1)],
      payments: [{ method: 'cb', amount: chinonTtc }],
    })
      .expectStatus(409)
      .expectJsonLike({ message: 'La journée de caisse est clôturée : plus aucune opération ce jour' });

    const month = (
      await post(`/v1/till/sales-points/${point}/closures`, { period: 'month' }).expectStatus(201)
    ).json as TillRecordAnswer;
    expect(month.data.totals).toEqual(totals);
    expect(month.data.grandTotals).toEqual(z.data.grandTotals);
    const year = (await post(`/v1/till/sales-points/${point}/closures`, { period: 'year' }).expectStatus(201))
      .json as TillRecordAnswer;
    expect(year.data.totals).toEqual(totals);
    expect(year.data.grandTotals!.absolute).toBeGreaterThanOrEqual(month.data.grandTotals!.absolute);
    await post(`/v1/till/sales-points/${point}/closures`, { period: 'year' }).expectStatus(409);

    expect(await verify(point)).toEqual({
      salesPointId: point,
      ok: true,
      records: year.sequence,
      lastSequence: year.sequence,
      problems: [],
    });
    // The day's signed archive, built by a job: the records from the float to the Z, checked by the installation.
    const { zip } = await builtArchive(api, owner(), point, z.sequence);
    const verified = await api.get(ArchivesService).verifyZip(zip);
    expect(verified.problems).toEqual([]);
    expect(verified.manifest).toEqual(
      expect.objectContaining({
        fromSequence: 1,
        toSequence: z.sequence,
        lastHash: z.hash,
        salesPointName: 'Marché de Chinon',
      }),
    );
    await pactum
      .spec()
      .post(`/v1/till/sales-points/${point}/archives/${mixed.sequence}/build`)
      .withHeaders(owner())
      .expectStatus(409)
      .expectJsonLike({
        message: "Cet enregistrement n'est pas une clôture : seule une période clôturée s'archive",
      });

    const listed = await pactum
      .spec()
      .get('/v1/till/records')
      .withHeaders(owner())
      .withQueryParams({
        filter: JSON.stringify({ salesPointId: point, kind: 'closure' }),
        sort: '["sequence","ASC"]',
      })
      .expectStatus(200);
    expect((listed.json as TillRecordAnswer[]).map((r) => r.sequence)).toEqual([
      z.sequence,
      month.sequence,
      year.sequence,
    ]);
    expect(listed.headers['content-range']).toBe('till-records 0-2/3');
  });
});

describe('the demo till', () => {
  test("yesterday's tickets took their bottles out of the sales point's warehouse; the cancelled ones came back", async () => {
    const database = api.get(Database).dataSource;
    const point = await database.getRepository(SalesPoint).findOneByOrFail({ name: 'Caveau du domaine' });
    const records = await database
      .getRepository(TillRecord)
      .find({ where: { salesPointId: point.id }, order: { sequence: 'ASC' } });
    const tickets = records.filter((r) => r.kind === 'ticket' || r.kind === 'cancellation');
    const movements = await database.getRepository(StockMovement).findBy({
      sourceRef: In(tickets.map((r) => `till:${point.id}:${r.reference}`)),
    });
    // Per record, the bottles its lines name: out for a ticket, back for its cancellation.
    const bottles = (record: TillRecord) =>
      (JSON.parse(record.data) as { lines?: { quantity: number }[] }).lines?.reduce(
        (n, l) => n + l.quantity,
        0,
      );
    const cancelled = tickets.find((r) => r.kind === 'cancellation')!;
    const card = tickets.find((r) => r.sequence === cancelled.cancelsSequence)!;
    expect(
      tickets.map((r) => [
        r.reference,
        movements
          .filter((m) => m.sourceRef === `till:${point.id}:${r.reference}`)
          .reduce((n, m) => n + m.delta, 0),
      ]),
    ).toEqual(tickets.map((r) => [r.reference, r.kind === 'ticket' ? -bottles(r)! : bottles(card)!]));
    expect(tickets.filter((r) => r.kind === 'ticket')).toHaveLength(3);
    expect(new Set(movements.map((m) => m.warehouseId)).size).toBe(1);
    expect(movements.every((m) => m.type === (m.delta < 0 ? 'sale' : 'return'))).toBe(true);
  });
});

describe('what the till refuses', () => {
  test('payments below the total, discounts above the line or the ticket, change without cash, closures out of turn', async () => {
    const point = await openPoint('Salon refusé');
    const tickets = `/v1/till/sales-points/${point}/tickets`;
    const probe = await sell(point, {
      lines: [lineOf(chinon, 1)],
      payments: [{ method: 'cash', amount: 100_000 }],
    });
    const unit = probe.data.lines[0]!.unitTtc;
    await post(tickets, { lines: [lineOf(chinon, 2)], payments: [{ method: 'cb', amount: 2 * unit - 1 }] })
      .expectStatus(400)
      .expectJsonLike({
        message: `Le paiement (${formatMoney(2 * unit - 1, 'fr')}) est inférieur au total du ticket (${formatMoney(2 * unit, 'fr')})`,
      });
    await post(tickets, { lines: [lineOf(chinon, 1), lineOf(chinon, 1, unit + 1)], payments: [] })
      .expectStatus(400)
      .expectJsonLike({ message: 'La remise de la ligne 2 dépasse le montant de la ligne' });
    await post(tickets, { lines: [lineOf(chinon, 1)], discount: unit + 1, payments: [] })
      .expectStatus(400)
      .expectJsonLike({ message: 'La remise du ticket dépasse son montant' });
    await pactum
      .spec()
      .post(tickets)
      .withHeaders({ ...owner(), 'Accept-Language': 'en' })
      .withJson({ lines: [lineOf(chinon, 1)], payments: [{ method: 'cb', amount: unit + 500 }] })
      .expectStatus(400)
      .expectJsonLike({
        message: 'Only cash gives change: the card, cheque or voucher payment is above the total',
      });
    await post(tickets, { lines: [lineOf(chinon, 1)], payments: [{ method: 'ticket', amount: unit }] })
      .expectStatus(400)
      .expectJsonLike({ message: "Ce moyen de paiement n'est pas accepté à ce point de vente" });
    await post(tickets, {
      lines: [{ ...lineOf(chinon, 1), formatId: touraine.formats[0]!.id }],
      payments: [{ method: 'cb', amount: unit }],
    })
      .expectStatus(400)
      .expectJsonLike({ message: 'Produit inexistant' });
    await post(`/v1/till/sales-points/${point}/records/999/cancel`, {}).expectStatus(404);
    const float = (
      await post(`/v1/till/sales-points/${point}/cash-moves`, { kind: 'float', amount: 5_000 }).expectStatus(
        201,
      )
    ).json as TillRecordAnswer;
    await post(`/v1/till/sales-points/${point}/records/${float.sequence}/cancel`, {})
      .expectStatus(409)
      .expectJsonLike({ message: "Cet enregistrement n'est pas un ticket" });
    await post(`/v1/till/sales-points/${point}/closures`, { period: 'day' })
      .expectStatus(400)
      .expectJsonLike({ message: 'Indiquez les espèces comptées dans le tiroir pour clôturer la journée' });
    await post(`/v1/till/sales-points/${point}/closures`, { period: 'month' })
      .expectStatus(409)
      .expectJsonLike({ message: "Faites d'abord la clôture du jour (Z)" });
    // A client of another shop is not one this till may name.
    const foreign = (
      await pactum
        .spec()
        .post('/v1/clients')
        .withHeaders(as('exemple'))
        .withJson({ firstname: 'Anne', lastname: 'Ailleurs' })
        .expectStatus(201)
    ).json as { id: number };
    await post(tickets, {
      lines: [lineOf(chinon, 1)],
      payments: [{ method: 'cb', amount: unit }],
      clientId: foreign.id,
    }).expectStatus(404);
    // Nothing refused was written: the chain holds the probe and the float only.
    expect(await verify(point)).toEqual(expect.objectContaining({ ok: true, records: 2, lastSequence: 2 }));
    // Another shop's owner does not see this sales point's till.
    await pactum
      .spec()
      .get(`/v1/till/sales-points/${point}/verify`)
      .withHeaders(as('exemple'))
      .expectStatus(404);
  });
});

describe('tampering', () => {
  test('a row edited, resealed, removed or moved by hand in the database is detected and named', async () => {
    const point = await openPoint('Caveau trafiqué');
    const sales: TillRecordAnswer[] = [];
    for (const quantity of [1, 2, 3, 4, 5])
      sales.push(
        await sell(point, {
          lines: [lineOf(chinon, quantity)],
          payments: [{ method: 'cash', amount: 100_000 }],
        }),
      );
    expect((await verify(point)).ok).toBe(true);
    const records = api.get(Database).dataSource.getRepository(TillRecord);
    const row = (sequence: number) => records.findOneByOrFail({ salesPointId: point, sequence });

    // An amount lowered by hand.
    await records.update({ id: sales[1]!.id }, { totalTtc: sales[1]!.totalTtc - 1000 });
    let report = await verify(point);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      {
        kind: 'altered',
        sequence: 2,
        reference: 'T-000002',
        message: "L'enregistrement n° 2 (T-000002) a été modifié",
      },
    ]);
    await records.update({ id: sales[1]!.id }, { totalTtc: sales[1]!.totalTtc });
    expect((await verify(point)).ok).toBe(true);

    // The body edited and the seal recomputed as the till would: the next record's link names it.
    const third = await row(3);
    const { sealOf } = await import('@cuvee/till');
    const forgedData = third.data.replace(`"quantity":3`, `"quantity":1`);
    expect(forgedData).not.toBe(third.data);
    const forgedHash = sealOf({ ...third, kind: 'ticket', data: JSON.parse(forgedData) as unknown });
    await records.update({ id: third.id }, { data: forgedData, hash: forgedHash });
    report = await verify(point);
    expect(report.problems.map((p) => [p.kind, p.sequence])).toEqual([['linkBroken', 4]]);
    await records.update({ id: third.id }, { data: third.data, hash: third.hash });

    // Two rows swapped in storage.
    const [a, b] = [sales[0]!.id, sales[2]!.id];
    await records.update({ id: a }, { id: -1 });
    await records.update({ id: b }, { id: a });
    await records.update({ id: -1 }, { id: b });
    report = await verify(point);
    expect(report.problems.some((p) => p.kind === 'reordered')).toBe(true);
    expect(report.problems[0]!.message).toMatch(
      /^L'enregistrement n° \d \(T-00000\d\) a été déplacé dans la chaîne$/,
    );
    await records.update({ id: b }, { id: -1 });
    await records.update({ id: a }, { id: b });
    await records.update({ id: -1 }, { id: a });
    expect((await verify(point)).ok).toBe(true);

    // A row deleted in the middle, then the last one.
    await records.delete({ id: sales[2]!.id });
    await records.delete({ id: sales[4]!.id });
    report = await verify(point);
    expect(report.problems).toEqual([
      { kind: 'missing', sequence: 3, reference: null, message: "L'enregistrement n° 3 a été supprimé" },
      { kind: 'missing', sequence: 5, reference: null, message: "L'enregistrement n° 5 a été supprimé" },
    ]);
  });
});

describe('offline sales replayed', () => {
  test('the same sale sent again, one after the other or at once, is recorded once', async () => {
    const point = await openPoint('Foire aux vins');
    const body = {
      lines: [lineOf(touraine, 2)],
      payments: [{ method: 'cash', amount: 100_000 }],
      takenAt: '2026-11-27T09:15:00.000Z',
    };
    const first = await sell(point, body, 'offline-1');
    const again = await sell(point, body, 'offline-1');
    expect(again).toEqual(first);
    const concurrent = await Promise.all(Array.from({ length: 6 }, () => sell(point, body, 'offline-2')));
    expect(new Set(concurrent.map((r) => r.id)).size).toBe(1);
    await post(
      `/v1/till/sales-points/${point}/tickets`,
      { ...body, lines: [lineOf(touraine, 3)] },
      { 'Idempotency-Key': 'offline-1' },
    )
      .expectStatus(422)
      .expectJsonLike({ message: 'Cette vente hors ligne a déjà été envoyée avec un autre contenu' });
    const stored = await api
      .get(Database)
      .dataSource.getRepository(TillRecord)
      .findBy({ salesPointId: point });
    expect(stored.map((r) => r.idempotencyKey).sort()).toEqual(['offline-1', 'offline-2']);
    expect((await verify(point)).ok).toBe(true);
  });
});
