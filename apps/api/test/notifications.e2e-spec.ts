import pactum from 'pactum';
import { NotificationsService } from '@cuvee/messaging';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { type DemoSessions, signInDemoAccounts } from './shops-fixtures.js';

let api: TestApi;
let ids: Record<string, number>;
let as: DemoSessions['as'];
let demoShopId: number;
let otherShopId: number;

interface NotificationView {
  id: number;
  type: string;
  content: string;
  seen: boolean;
  redirectLink: string | null;
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ ids, as } = await signInDemoAccounts(api));
  demoShopId = (await pactum.spec().get('/v1/shops/me').withHeaders(as('proprietaire')).expectStatus(200))
    .json.id;
  otherShopId = (await pactum.spec().get('/v1/shops/me').withHeaders(as('exemple')).expectStatus(200)).json
    .id;
  const owner = ids.proprietaire!;
  await api.get(NotificationsService).notify([
    {
      userId: owner,
      shopId: demoShopId,
      type: 'task',
      content: 'Rappel : appeler la Cave du Port',
      redirectLink: '/dashboard/tasks',
    },
    {
      userId: owner,
      shopId: demoShopId,
      type: 'order',
      content: 'Nouvelle commande n° 12',
      redirectLink: '/dashboard/orders',
    },
    { userId: owner, shopId: null, type: 'system', content: 'Bienvenue sur Cuvée', redirectLink: null },
    // Someone else's: never listed for the owner, and the owner cannot mark it.
    { userId: ids.exemple!, shopId: otherShopId, type: 'order', content: 'Commande de Maison Exemple' },
  ]);
});
afterAll(() => api.stop());

const listOf = async (user: string, query: Record<string, string> = { sort: '["createdAt","DESC"]' }) =>
  pactum
    .spec()
    .get('/v1/notifications-centers')
    .withQueryParams(query)
    .withHeaders(as(user))
    .expectStatus(200);

describe('notification centre', () => {
  test("lists only the caller's notifications, newest first, as a react-admin list", async () => {
    const response = await listOf('proprietaire', { sort: '["id","DESC"]' });
    const rows = response.json as NotificationView[];
    expect(rows.map((n) => n.content)).toEqual([
      'Bienvenue sur Cuvée',
      'Nouvelle commande n° 12',
      'Rappel : appeler la Cave du Port',
    ]);
    expect(rows[1]).toEqual(
      expect.objectContaining({ type: 'order', seen: false, redirectLink: '/dashboard/orders' }),
    );
    expect(response.headers['content-range']).toBe('notifications-centers 0-2/3');
    const other = (await listOf('exemple')).json as NotificationView[];
    expect(other.map((n) => n.content)).toEqual(['Commande de Maison Exemple']);
  });

  test('"Non lu" filters unseen; marking seen is limited to the caller\'s own', async () => {
    const mine = (await listOf('proprietaire', { filter: '{"seen":false}' })).json as NotificationView[];
    expect(mine).toHaveLength(3);
    const theirs = ((await listOf('exemple')).json as NotificationView[])[0]!;

    const marked = await pactum
      .spec()
      .put('/v1/notifications-centers/mark-as-seen')
      .withHeaders(as('proprietaire'))
      .withJson({ arrayOfIds: [mine[0]!.id, theirs.id] })
      .expectStatus(200);
    expect(marked.json).toEqual({ success: true, updated: 1 });

    expect((await listOf('proprietaire', { filter: '{"seen":false}' })).json).toHaveLength(2);
    expect(((await listOf('exemple')).json as NotificationView[])[0]!.seen).toBe(false);
    const count = await pactum
      .spec()
      .get('/v1/notifications-centers/unseen-count')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(count.json).toEqual({ unseen: 2 });
  });

  test('bad input is refused in French; visitors get 401', async () => {
    const refused = await pactum
      .spec()
      .put('/v1/notifications-centers/mark-as-seen')
      .withHeaders(as('proprietaire'))
      .withJson({ arrayOfIds: ['un'] })
      .expectStatus(400);
    expect(refused.json).toEqual(expect.objectContaining({ success: false, statusCode: 400 }));
    await pactum.spec().get('/v1/notifications-centers').expectStatus(401);
  });
});
