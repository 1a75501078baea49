import pactum from 'pactum';
import { formatMoney } from '@cuvee/kernel';
import { mailsTo, TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { subjectOf } from './billing-support.js';
import { cartOrder, catalogueOf, checkout, line, shopIdOf } from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * An order placed from the shop front reaches its producer: the owner finds it in the notification
 * centre (leading to the order) and in a mail, once the checkout has committed. A refused checkout
 * tells no one. SQLite, and MariaDB + Redis with DB_URL / REDIS_URL (the mail is a queued reaction).
 */

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;

interface NotificationView {
  type: string;
  content: string;
  redirectLink: string | null;
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
});
afterAll(() => api.stop());

const orderNotifications = async () =>
  (
    (
      await pactum
        .spec()
        .get('/v1/notifications-centers')
        .withQueryParams({ filter: JSON.stringify({ type: 'order' }), range: '[0,99]' })
        .withHeaders(as('proprietaire'))
        .expectStatus(200)
    ).json as NotificationView[]
  ).filter((n) => n.redirectLink?.startsWith('/dashboard/orders/'));

test("a shop front's order is told to the owner: a notification leading to it, and a mail", async () => {
  const before = await orderNotifications();
  const mailsBefore = mailsTo(api.config.dataDir, 'proprietaire@cuvee.demo').length;
  const chinon = (await catalogueOf(as('acheteur'), shopId)).get('chinon-les-demoiselles')!;
  const placed = (await checkout(as('acheteur'), [cartOrder(shopId, [line(chinon, 6)])]).expectStatus(201))
    .json as { orders: { id: number; number: string; totalTTC: number }[] };
  const order = placed.orders[0]!;

  const notifications = await orderNotifications();
  expect(notifications).toHaveLength(before.length + 1);
  const added = notifications.find((n) => n.redirectLink === `/dashboard/orders/${order.id}`);
  expect(added?.content).toMatch(
    new RegExp(
      `^Nouvelle commande ${order.number} de .+ \\(${formatMoney(order.totalTTC, 'fr')}\\) : à valider$`,
    ),
  );

  const mail = await waitFor(async () => {
    const mails = mailsTo(api.config.dataDir, 'proprietaire@cuvee.demo');
    return mails.length > mailsBefore ? mails.at(-1) : undefined;
  }, 20_000);
  expect(subjectOf(mail.raw)).toBe(`Nouvelle commande ${order.number} — Domaine des Demoiselles`);
  expect(mail.decoded).toContain(`/dashboard/orders/${order.id}`);
  expect(mail.decoded).toContain(formatMoney(order.totalTTC, 'fr'));
});

test('a refused checkout notifies no one', async () => {
  const before = await orderNotifications();
  const chinon = (await catalogueOf(as('acheteur'), shopId)).get('chinon-les-demoiselles')!;
  await checkout(as('acheteur'), [cartOrder(shopId, [line(chinon, 100_000)])]).expectStatus(400);
  expect(await orderNotifications()).toHaveLength(before.length);
});
