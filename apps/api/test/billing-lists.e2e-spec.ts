import { addDays, messageOf } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { catalogueLine, get, post, proClient, put, type Document } from './billing-support.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The list filters the back office's billing screens use, on SQLite and on MariaDB with DB_URL: the
 * invoices' issue day from/to, due day dueFrom/dueTo and overdue (still owed past its due day); the
 * quotes without their replaced versions (latest); the payments of one invoice (documentId) and the
 * cheques not yet in a bank deposit (deposited=false). An issue is always dated today, so the test
 * moves two invoices' dates back with SQL, as time would. "Today" is the server's: the issue day it
 * gave the last invoice, not a day the test computed once (which midnight could make yesterday).
 */

let api: TestApi;
let as: DemoSessions['as'];
let owner: Record<string, string>;
const ids: Record<'old' | 'late' | 'current', number> = { old: 0, late: 0, current: 0 };
let clientId: number;
let day: string;
const INVALID_LIST_QUERY = messageOf({ code: 'error.invalidListQuery' }, 'fr');

const idsOf = async (path: string, filter: object): Promise<number[]> =>
  (
    (await get(path, owner, { filter: JSON.stringify(filter), range: '[0,99]' }).expectStatus(200)).json as {
      id: number;
    }[]
  ).map((row) => row.id);
const list = (filter: object) => idsOf('/v1/invoices', filter);

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactum } = await import('pactum');
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  owner = as('proprietaire');
  clientId = await proClient(owner, 'Cave des Filtres', 'filtres@exemple.fr');
  const wine = await catalogueLine(owner, 0);
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
    const draft = (
      await post('/v1/invoices', owner, {
        clientId,
        lines: [{ productId: wine.productId, formatId: wine.formatId, quantity: 6 }],
      }).expectStatus(201)
    ).json as Document;
    const issued = (await post(`/v1/invoices/${draft.id}/issue`, owner).expectStatus(200)).json as Document;
    ids[key] = draft.id;
    day = issued.issueDate!;
  }
  const database = api.get(Database);
  // "old": issued 90 days ago, due 60 days ago, paid; "late": issued 40 days ago, due 10 days ago, unpaid.
  await database.dataSource.query(
    'UPDATE billing_documents SET issueDate = ?, dueDate = ?, outstanding = 0, status = ? WHERE id = ?',
    [addDays(day, -90), addDays(day, -60), 'completed', ids.old],
  );
  await database.dataSource.query('UPDATE billing_documents SET issueDate = ?, dueDate = ? WHERE id = ?', [
    addDays(day, -40),
    addDays(day, -10),
    ids.late,
  ]);
}, 120_000);
afterAll(() => api.stop());

describe('the invoices list filters by dates', () => {
  test('from/to keep the invoices issued between two days, both included', async () => {
    expect(await list({ from: addDays(day, -40), to: addDays(day, -40) })).toEqual([ids.late]);
    const recent = await list({ from: addDays(day, -45) });
    expect(recent).toEqual(expect.arrayContaining([ids.late, ids.current]));
    expect(recent).not.toContain(ids.old);
    expect(await list({ to: addDays(day, -41) })).toEqual([ids.old]);
  });

  test('dueFrom/dueTo keep the invoices due between two days', async () => {
    expect(await list({ dueTo: addDays(day, -1) })).toEqual(expect.arrayContaining([ids.old, ids.late]));
    expect(await list({ dueTo: addDays(day, -1) })).not.toContain(ids.current);
    expect(await list({ dueFrom: addDays(day, -30), dueTo: addDays(day, -1) })).toEqual([ids.late]);
  });

  test('overdue keeps what is still owed past its due day, with the other filters', async () => {
    expect(await list({ overdue: true })).toEqual([ids.late]);
    expect(await list({ overdue: true, status: 'completed' })).toEqual([]);
  });

  test('a date that is not YYYY-MM-DD is a bad list query, in French', async () => {
    const refused = await get('/v1/invoices', owner, {
      filter: JSON.stringify({ from: '12/03/2026' }),
    }).expectStatus(400);
    expect((refused.json as { message: string }).message).toBe(INVALID_LIST_QUERY);
  });
});

describe('the quotes list leaves out replaced versions when asked', () => {
  test('latest=true keeps the new version of a sent quote and leaves out the one it replaced', async () => {
    const wine = await catalogueLine(owner, 0);
    const first = (
      await post('/v1/quotes', owner, {
        clientId,
        lines: [{ productId: wine.productId, formatId: wine.formatId, quantity: 12 }],
      }).expectStatus(201)
    ).json as Document;
    await post(`/v1/quotes/${first.id}/send`, owner, {}).expectStatus(202);
    const second = (await put(`/v1/quotes/${first.id}`, owner, { notes: 'Prix revus' }).expectStatus(200))
      .json as Document;
    expect(await idsOf('/v1/quotes', { rootId: first.id })).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    expect(await idsOf('/v1/quotes', { rootId: first.id, latest: true })).toEqual([second.id]);
  });
});

describe('the payments list by document and the cheques to deposit', () => {
  test('documentId keeps the payments that paid that invoice; deposited=false the cheques not deposited', async () => {
    const cheque = (
      await post('/v1/payments', owner, {
        clientId,
        type: 'check',
        amount: 500,
        reference: 'CHQ 1',
        allocations: [{ documentId: ids.current, amount: 500 }],
      }).expectStatus(201)
    ).json as { id: number };
    const transfer = (
      await post('/v1/payments', owner, {
        clientId,
        type: 'transfer',
        amount: 300,
        allocations: [{ documentId: ids.late, amount: 300 }],
      }).expectStatus(201)
    ).json as { id: number };
    expect(await idsOf('/v1/payments', { documentId: ids.current })).toEqual([cheque.id]);
    expect(await idsOf('/v1/payments', { documentId: ids.late })).toEqual([transfer.id]);
    expect(await idsOf('/v1/payments', { type: 'check', deposited: false })).toEqual([cheque.id]);
    await post('/v1/bank-deposits', owner, { paymentIds: [cheque.id] }).expectStatus(201);
    expect(await idsOf('/v1/payments', { type: 'check', deposited: false })).toEqual([]);
    expect(await idsOf('/v1/payments', { deposited: true })).toEqual([cheque.id]);
  });
});
