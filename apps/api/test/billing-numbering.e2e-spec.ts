import { Injectable, Module } from '@nestjs/common';
import pactum from 'pactum';
import { Database, OnEvent } from '@cuvee/platform';
import { DocumentIssuedEvent, verifyBillingIntegrity } from '@cuvee/billing';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { get, post, proClient } from './billing-support.js';
import { signInDemoAccounts } from './shops-fixtures.js';

/*
 * Legal numbering and immutability (ADR 0016), on SQLite and on MariaDB (DB_URL): 500 invoices issued
 * by 20 concurrent requests while one issuing transaction in seven fails after it drew its number;
 * every failure is retried until all are issued, and the series holds every counter from 1 to the
 * last exactly once, in issue order. Then rows are changed behind the API's back with raw SQL and the
 * integrity check (API and the function the command line calls) reports each of them.
 */

const INVOICES = 500;
const CONCURRENCY = 20;

/**
 * One issue in seven throws inside the issuing transaction, after its number was drawn and written.
 * Or, with a gate set, the next issue waits there (its number drawn, not committed) until it opens.
 */
@Injectable()
class IssueFailures {
  failing = false;
  calls = 0;
  injected = 0;
  gate: { entered: () => void; opens: Promise<void> } | undefined;

  @OnEvent(DocumentIssuedEvent, { delivery: 'in-transaction' })
  async inject(): Promise<void> {
    const gate = this.gate;
    if (gate) {
      this.gate = undefined;
      gate.entered();
      await gate.opens;
    }
    if (this.failing && this.calls++ % 7 === 3) {
      this.injected++;
      throw new Error('injected failure');
    }
  }
}

@Module({ providers: [IssueFailures] })
class IssueFailuresModule {}

let api: TestApi;
let owner: Record<string, string>;

beforeAll(async () => {
  api = await TestApi.start((config, options) =>
    createApp(config, { ...options, modules: [IssueFailuresModule] }),
  );
  pactum.request.setBaseUrl(api.url);
  owner = (await signInDemoAccounts(api)).as('proprietaire');
});
afterAll(() => api.stop());

/** Runs `work` over the items with at most `limit` at once. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

interface Row {
  id: number;
  number: string;
  counter: number;
  period: string;
  issuedAt: Date | string;
}

const sql = (query: string, parameters: unknown[] = []) =>
  api.get(Database).dataSource.query(query, parameters);

describe('legal numbering under concurrency', () => {
  test(`${INVOICES} invoices issued by ${CONCURRENCY} concurrent requests with injected failures: a gapless sequence`, async () => {
    const clientId = await proClient(owner, 'Cave Numérotée', 'numerotee@exemple.fr');
    const drafts: number[] = [];
    await pool(
      Array.from({ length: INVOICES }, (_, i) => i),
      CONCURRENCY,
      async (i) => {
        const created = await post('/v1/invoices', owner, {
          clientId,
          lines: [{ label: `Caisse n° ${i + 1}`, quantity: 1 + (i % 6), unitPriceHt: 1000 + i }],
        }).expectStatus(201);
        drafts.push((created.json as { id: number }).id);
      },
    );

    const failures = api.get(IssueFailures);
    failures.failing = true;
    const pending = [...drafts];
    let requests = 0;
    try {
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let id = pending.shift(); id !== undefined; id = pending.shift()) {
            if (++requests > INVOICES * 3) throw new Error('too many retries');
            const response = await pactum.spec().post(`/v1/invoices/${id}/issue`).withHeaders(owner).toss();
            if (response.statusCode === 500) pending.push(id);
            else expect(response.statusCode).toBe(200);
          }
        }),
      );
    } finally {
      failures.failing = false;
    }
    expect(failures.injected).toBeGreaterThan(INVOICES / 10);
    expect(requests).toBe(INVOICES + failures.injected);

    const rows = (await sql(
      "SELECT id, number, counter, period, issuedAt FROM billing_documents WHERE kind = 'invoice' AND counter IS NOT NULL ORDER BY counter",
    )) as Row[];
    const ours = rows.filter((row) => drafts.includes(Number(row.id)));
    expect(ours).toHaveLength(INVOICES);
    // Every counter of the period once, from 1 (the demo invoice) to the last, and the sequence there.
    const periods = new Set(rows.map((row) => row.period));
    expect(periods.size).toBe(1);
    expect(rows.map((row) => Number(row.counter))).toEqual(
      Array.from({ length: rows.length }, (_, i) => i + 1),
    );
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
    const [sequence] = (await sql("SELECT lastNumber FROM billing_sequences WHERE series = 'invoice'")) as {
      lastNumber: number;
    }[];
    expect(Number(sequence!.lastNumber)).toBe(rows.length);
    // Chronological: a higher number was never issued before a lower one.
    const times = rows.map((row) => new Date(row.issuedAt).getTime());
    expect(times.every((time, i) => i === 0 || time >= times[i - 1]!)).toBe(true);

    const report = (await get('/v1/billing-integrity', owner).expectStatus(200)).json;
    expect(report).toMatchObject({ ok: true, tampered: [], gaps: [] });
    expect(report.checked).toBeGreaterThanOrEqual(INVOICES);
  }, 600_000);
});

describe('legal numbering under a forced interleaving', () => {
  /*
   * Two issues where the second draws while the first holds a drawn, uncommitted number: the second
   * must wait for the first to commit, then take the next number. On MariaDB the locking read of the
   * sequence is what makes it wait (without it, it reads the old counter and takes the same number);
   * on SQLite the one-transaction-at-a-time of Database.transaction is (without it, the second runs
   * inside the first's connection and answers while the first is still open).
   */
  test('an issue that draws while another holds its number waits for it, then takes the next one', async () => {
    const clientId = await proClient(owner, 'Cave Entrelacée', 'entrelacee@exemple.fr');
    const [first, second] = await Promise.all(
      [1, 2].map(async (i) => {
        const created = await post('/v1/invoices', owner, {
          clientId,
          lines: [{ label: `Entrelacs ${i}`, quantity: 1, unitPriceHt: 2000 }],
        }).expectStatus(201);
        return (created.json as { id: number }).id;
      }),
    );
    const failures = api.get(IssueFailures);
    let opened!: () => void;
    const entered = new Promise<void>((resolve) => {
      failures.gate = { entered: resolve, opens: new Promise<void>((open) => (opened = open)) };
    });
    const firstIssue = pactum.spec().post(`/v1/invoices/${first}/issue`).withHeaders(owner).toss();
    await entered;
    let secondAnswered = false;
    const secondIssue = pactum
      .spec()
      .post(`/v1/invoices/${second}/issue`)
      .withHeaders(owner)
      .toss()
      .finally(() => (secondAnswered = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(secondAnswered).toBe(false);
    opened();
    const [a, b] = await Promise.all([firstIssue, secondIssue]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const counters = (await sql(
      'SELECT id, counter FROM billing_documents WHERE id IN (?, ?) ORDER BY counter',
      [first, second],
    )) as { id: number; counter: number }[];
    expect(counters.map((row) => Number(row.id))).toEqual([first, second]);
    expect(Number(counters[1]!.counter)).toBe(Number(counters[0]!.counter) + 1);
  });
});

describe('immutability: the hash and the sequence reveal edits made behind the API', () => {
  test('a changed line, a changed total and a deleted invoice are each reported', async () => {
    const rows = (await sql(
      "SELECT id, number, counter, period FROM billing_documents WHERE kind = 'invoice' AND counter IS NOT NULL ORDER BY counter",
    )) as Row[];
    const [lineEdited, totalEdited, deleted] = [rows[10]!, rows[20]!, rows[30]!];
    await sql('UPDATE billing_document_lines SET quantity = quantity + 1 WHERE documentId = ?', [
      lineEdited.id,
    ]);
    await sql('UPDATE billing_documents SET totalTtc = totalTtc - 1 WHERE id = ?', [totalEdited.id]);
    await sql('DELETE FROM billing_document_lines WHERE documentId = ?', [deleted.id]);
    await sql('DELETE FROM billing_documents WHERE id = ?', [deleted.id]);

    const report = (await get('/v1/billing-integrity', owner).expectStatus(200)).json;
    expect(report.ok).toBe(false);
    expect(report.tampered.map((t: { id: number }) => t.id).sort((a: number, b: number) => a - b)).toEqual(
      [Number(lineEdited.id), Number(totalEdited.id)].sort((a, b) => a - b),
    );
    expect(report.tampered).toContainEqual(
      expect.objectContaining({ number: lineEdited.number, kind: 'invoice' }),
    );
    expect(report.gaps).toEqual([
      expect.objectContaining({
        series: 'invoice',
        period: deleted.period,
        missing: [Number(deleted.counter)],
      }),
    ]);

    // The function the command line calls, over every shop, says the same.
    const direct = await verifyBillingIntegrity(api.get(Database).dataSource.manager);
    expect(direct.tampered.map((t) => t.id).sort((a, b) => a - b)).toEqual(
      report.tampered.map((t: { id: number }) => t.id).sort((a: number, b: number) => a - b),
    );
    expect(direct.gaps).toEqual(report.gaps);
    // The status of an issued invoice (payments) is not legal content: changing it is no tampering.
    await sql("UPDATE billing_documents SET status = 'incomplete', paid = 1 WHERE id = ?", [rows[40]!.id]);
    const after = (await get('/v1/billing-integrity', owner).expectStatus(200)).json;
    expect(after.tampered).toHaveLength(2);
  });
});
