import pactum from 'pactum';
import { AttachmentsService, MESSAGE_ATTACHMENT_MAX_BYTES } from '@cuvee/messaging';
import { Database, EventBus, OperationFinishedEvent } from '@cuvee/platform';
import { Order } from '@cuvee/sales';
import { mailsTo, TestApi, waitFor, type OutboxMail } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { subjectOf } from './billing-support.js';
import { bearer, signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Messaging (docs/messaging.md, ADR 0072): conversations between a buyer and a shop, a shop and the
 * support, a buyer and the support; who sees which (404 otherwise), read marks and unread counts,
 * assignment, staged attachments typed by their content, and the notifications and mails of a new
 * message as each recipient's preferences say. One API for the file; SQLite, and MariaDB + Redis
 * with DB_URL / REDIS_URL (the notifications go through a job).
 */

let api: TestApi;
let as: DemoSessions['as'];
let ids: DemoSessions['ids'];
let shopId: number;
let otherShopId: number;
let order: { id: number; number: string };
let foreignOrderId: number;

type Headers = Record<string, string>;

interface ConversationView {
  id: number;
  kind: string;
  shopId: number | null;
  shopName: string | null;
  buyer: { userId: number; name: string; email: string } | null;
  subject: string;
  aboutType: string;
  aboutId: number | null;
  aboutLabel: string | null;
  status: string;
  assigneeId: number | null;
  assigneeName: string | null;
  lastMessagePreview: string;
  unread: number;
}

interface MessageView {
  id: number;
  authorSide: string;
  authorUserId: number;
  authorName: string;
  body: string;
  attachments: { id: number; fileName: string; contentType: string; size: number }[];
}

interface NotificationView {
  type: string;
  content: string;
  redirectLink: string | null;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
  shopId = (await pactum.spec().get('/v1/shops/me').withHeaders(as('proprietaire')).expectStatus(200)).json
    .id;
  otherShopId = (await pactum.spec().get('/v1/shops/me').withHeaders(as('exemple')).expectStatus(200)).json
    .id;
  const orders = api.get(Database).dataSource.getRepository(Order);
  order = await orders.findOneOrFail({ where: { shopId, buyerId: ids.acheteur! }, order: { id: 'ASC' } });
  // An order of the same shop that is not the buyer's (a client's without an account, another buyer's).
  foreignOrderId = (
    await orders
      .createQueryBuilder('o')
      .where('o.shopId = :shopId AND (o.buyerId IS NULL OR o.buyerId <> :buyer)', {
        shopId,
        buyer: ids.acheteur,
      })
      .orderBy('o.id')
      .getOneOrFail()
  ).id;
});
afterAll(() => api.stop());

const open = (user: string, body: object, status = 201) =>
  pactum.spec().post('/v1/conversations').withHeaders(as(user)).withJson(body).expectStatus(status);

const write = (user: string, id: number, body: object, status = 201) =>
  pactum
    .spec()
    .post(`/v1/conversations/${id}/messages`)
    .withHeaders(as(user))
    .withJson(body)
    .expectStatus(status);

const conversation = async (user: string, id: number, status = 200) =>
  (await pactum.spec().get(`/v1/conversations/${id}`).withHeaders(as(user)).expectStatus(status))
    .json as ConversationView;

const conversations = async (user: string, filter: object = {}) =>
  (
    await pactum
      .spec()
      .get('/v1/conversations')
      .withQueryParams({ filter: JSON.stringify(filter), range: '[0,99]' })
      .withHeaders(as(user))
      .expectStatus(200)
  ).json as ConversationView[];

const unreadCount = async (user: string) =>
  (await pactum.spec().get('/v1/conversations/unread-count').withHeaders(as(user)).expectStatus(200))
    .json as { conversations: number; messages: number };

const messageNotifications = async (user: string, headers: Headers = {}) =>
  (
    await pactum
      .spec()
      .get('/v1/notifications-centers')
      .withQueryParams({ filter: '{"type":"message"}', range: '[0,99]' })
      .withHeaders({ ...as(user), ...headers })
      .expectStatus(200)
  ).json as NotificationView[];

/** The first mail to `email` after the `before` first ones, once the job has sent it. */
const nextMail = (email: string, before: number): Promise<OutboxMail> =>
  waitFor(async () => mailsTo(api.config.dataDir, email)[before], 20_000);

/** Stages a file as `user` (multipart/form-data, one part `file`). */
async function stage(user: string, content: Buffer, fileName: string, language = 'fr') {
  const form = new FormData();
  form.append('file', new Blob([content]), fileName);
  const response = await fetch(`${api.url}/v1/conversations/attachments`, {
    method: 'POST',
    headers: { ...as(user), 'accept-language': language },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('a buyer and a shop', () => {
  let thread: ConversationView;

  test('the buyer writes about their order; the owner is told in the centre and by mail', async () => {
    const mailsBefore = mailsTo(api.config.dataDir, 'proprietaire@cuvee.demo').length;
    thread = (
      await open('acheteur', {
        kind: 'shop',
        shopId,
        subject: 'Livraison de ma commande',
        aboutType: 'order',
        aboutId: order.id,
        body: '  Bonjour, pouvez-vous livrer samedi ?  ',
      })
    ).json as ConversationView;
    expect(thread).toMatchObject({
      kind: 'shop',
      shopId,
      shopName: 'Domaine des Demoiselles',
      buyer: { userId: ids.acheteur, email: 'acheteur@cuvee.demo' },
      aboutType: 'order',
      aboutId: order.id,
      aboutLabel: `Commande ${order.number}`,
      status: 'open',
      assigneeId: null,
      lastMessagePreview: 'Bonjour, pouvez-vous livrer samedi ?',
      unread: 0,
    });

    // "Contacter le producteur" finds the conversation about that order by its filter.
    const aboutOrder = await conversations('acheteur', {
      kind: 'shop',
      aboutType: 'order',
      aboutId: order.id,
    });
    expect(aboutOrder.map((c) => c.id)).toEqual([thread.id]);
    expect(await conversations('acheteur', { aboutType: 'order', aboutId: order.id + 1000 })).toEqual([]);

    const seenByOwner = (await conversations('proprietaire')).find((c) => c.id === thread.id);
    expect(seenByOwner?.unread).toBe(1);
    expect(await unreadCount('proprietaire')).toEqual({ conversations: 1, messages: 1 });

    const mail = await nextMail('proprietaire@cuvee.demo', mailsBefore);
    expect(subjectOf(mail.raw)).toContain('Livraison de ma commande');
    expect(mail.decoded).toContain(`/tickets?conversation=${thread.id}`);
    expect(mail.decoded).toContain('pouvez-vous livrer samedi');
    const notification = (await messageNotifications('proprietaire')).find(
      (n) => n.redirectLink === `/tickets?conversation=${thread.id}`,
    );
    expect(notification?.content).toMatch(/^Nouveau message de .+ : Livraison de ma commande$/);
  });

  test('the owner answers; the buyer reads; each side counts only the other side as unread', async () => {
    const mailsBefore = mailsTo(api.config.dataDir, 'acheteur@cuvee.demo').length;
    const reply = (await write('proprietaire', thread.id, { body: 'Oui, samedi matin.' }))
      .json as MessageView;
    expect(reply).toMatchObject({ authorSide: 'shop', authorUserId: ids.proprietaire, attachments: [] });
    // Answering reads what came before.
    expect((await conversation('proprietaire', thread.id)).unread).toBe(0);
    expect((await conversation('acheteur', thread.id)).unread).toBe(1);
    expect((await conversations('acheteur', { unread: true })).map((c) => c.id)).toEqual([thread.id]);

    const mail = await nextMail('acheteur@cuvee.demo', mailsBefore);
    expect(mail.decoded).toContain(`/tickets?conversation=${thread.id}`);
    expect(subjectOf(mail.raw)).toContain('Domaine des Demoiselles');

    await pactum
      .spec()
      .post(`/v1/conversations/${thread.id}/read`)
      .withHeaders(as('acheteur'))
      .expectStatus(200)
      .expectJson({ success: true });
    expect((await conversation('acheteur', thread.id)).unread).toBe(0);
    expect(await conversations('acheteur', { unread: true })).toEqual([]);

    const listed = await pactum
      .spec()
      .get(`/v1/conversations/${thread.id}/messages`)
      .withHeaders(as('acheteur'))
      .expectStatus(200);
    expect((listed.json as MessageView[]).map((m) => [m.authorSide, m.body])).toEqual([
      ['buyer', 'Bonjour, pouvez-vous livrer samedi ?'],
      ['shop', 'Oui, samedi matin.'],
    ]);
    expect(listed.headers['content-range']).toBe('conversation-messages 0-1/2');
    expect((await conversations('proprietaire', { q: 'samedi matin' })).map((c) => c.id)).toEqual([
      thread.id,
    ]);
    expect(await conversations('proprietaire', { q: 'introuvable' })).toEqual([]);
  });

  test('closing, and reopening by writing', async () => {
    await pactum
      .spec()
      .put(`/v1/conversations/${thread.id}`)
      .withHeaders(as('acheteur'))
      .withJson({ status: 'closed' })
      .expectStatus(200)
      .expectJsonLike({ status: 'closed' });
    expect((await conversations('proprietaire', { status: 'closed' })).map((c) => c.id)).toContain(thread.id);
    await write('proprietaire', thread.id, { body: 'Une dernière chose.' });
    expect((await conversation('acheteur', thread.id)).status).toBe('open');
  });

  test('what the conversation is about must be the buyer’s, in that shop; bad input is refused in French', async () => {
    const base = { kind: 'shop', shopId, subject: 'Question', body: 'Bonjour' };
    await open('acheteur', { ...base, aboutType: 'order', aboutId: foreignOrderId }, 404);
    await open('acheteur', { ...base, shopId: otherShopId, aboutType: 'order', aboutId: order.id }, 404);
    await open('acheteur', { ...base, aboutType: 'booking', aboutId: 999_999 }, 404);
    await open('acheteur', { ...base, aboutType: 'quote', aboutId: 999_999 }, 404);
    const free = (await open('acheteur', { ...base, aboutType: 'free', aboutId: order.id }))
      .json as ConversationView;
    expect(free).toMatchObject({ aboutType: 'free', aboutId: null, aboutLabel: null });

    const empty = await open('acheteur', { ...base, aboutType: 'free', body: '   ' }, 400);
    expect(empty.json.message).toEqual(['Le message ne peut pas être vide']);
    const noShop = await open('acheteur', { ...base, shopId: undefined, aboutType: 'free' }, 400);
    expect(noShop.json.message).toBe('Choisissez le producteur à qui écrire');
    const english = await pactum
      .spec()
      .post(`/v1/conversations/${free.id}/messages`)
      .withHeaders({ ...as('acheteur'), 'accept-language': 'en' })
      .withJson({ body: '' })
      .expectStatus(400);
    expect(english.json.message).toEqual(['The message cannot be empty']);
    await pactum.spec().get('/v1/conversations/999999').withHeaders(as('acheteur')).expectStatus(404);
  });

  test('the shop opens a conversation with one of its buyers, not with a stranger', async () => {
    const opened = (
      await open('proprietaire', {
        kind: 'shop',
        buyerUserId: ids.acheteur,
        subject: 'Votre commande',
        aboutType: 'order',
        aboutId: order.id,
        body: 'Votre commande est prête.',
      })
    ).json as ConversationView;
    expect(opened).toMatchObject({
      shopId,
      buyer: { userId: ids.acheteur },
      aboutLabel: `Commande ${order.number}`,
    });
    expect((await conversation('acheteur', opened.id)).unread).toBe(1);
    await open(
      'proprietaire',
      { kind: 'shop', buyerUserId: ids.exemple, subject: 'x', aboutType: 'free', body: 'x' },
      404,
    );
  });
});

describe('who sees what', () => {
  let thread: ConversationView;

  beforeAll(async () => {
    thread = (
      await open('acheteur', {
        kind: 'shop',
        shopId,
        subject: 'Visibilité',
        aboutType: 'free',
        body: 'Bonjour',
      })
    ).json as ConversationView;
  });

  test("another shop's owner, the admin and a collaborator without seeAllMessages get 404", async () => {
    await conversation('exemple', thread.id, 404);
    expect((await conversations('exemple')).map((c) => c.id)).not.toContain(thread.id);
    await conversation('administrateur', thread.id, 404);
    await conversation('collaborateur', thread.id, 404);
    expect(await conversations('collaborateur')).toEqual([]);
    await write('exemple', thread.id, { body: 'Intrus' }, 404);
    await pactum
      .spec()
      .post(`/v1/conversations/${thread.id}/read`)
      .withHeaders(as('exemple'))
      .expectStatus(404);
  });

  test('assigned, the collaborator sees it and can close it, but not hand it on', async () => {
    const mailsBefore = mailsTo(api.config.dataDir, 'collaborateur@cuvee.demo').length;
    const assigned = await pactum
      .spec()
      .put(`/v1/conversations/${thread.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ assigneeId: ids.collaborateur })
      .expectStatus(200);
    expect(assigned.json).toMatchObject({ assigneeId: ids.collaborateur });
    expect((assigned.json as ConversationView).assigneeName).toBeTruthy();
    expect((await conversations('collaborateur')).map((c) => c.id)).toEqual([thread.id]);
    expect((await conversations('proprietaire', { assigneeId: ids.collaborateur })).map((c) => c.id)).toEqual(
      [thread.id],
    );
    await pactum
      .spec()
      .put(`/v1/conversations/${thread.id}`)
      .withHeaders(as('collaborateur'))
      .withJson({ assigneeId: null })
      .expectStatus(403);
    await pactum
      .spec()
      .put(`/v1/conversations/${thread.id}`)
      .withHeaders(as('collaborateur'))
      .withJson({ status: 'closed' })
      .expectStatus(200);
    // The buyer writes again: only the assignee is told.
    await write('acheteur', thread.id, { body: 'Des nouvelles ?' });
    const mail = await nextMail('collaborateur@cuvee.demo', mailsBefore);
    expect(mail.decoded).toContain(`/tickets?conversation=${thread.id}`);
    const refused = await pactum
      .spec()
      .put(`/v1/conversations/${thread.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ assigneeId: ids.exemple })
      .expectStatus(400);
    expect(refused.json.message).toBe("Cette personne ne fait pas partie de l'équipe de la boutique");
    await pactum
      .spec()
      .put(`/v1/conversations/${thread.id}`)
      .withHeaders(as('acheteur'))
      .withJson({ assigneeId: null })
      .expectStatus(403);
  });

  test('agents and API keys are refused with 403', async () => {
    await pactum
      .spec()
      .get('/v1/conversations')
      .withHeaders({ ...as('agent'), 'X-Shop-Id': String(shopId) })
      .expectStatus(403);
    const key = (
      await pactum
        .spec()
        .post('/v1/api-keys')
        .withHeaders(as('proprietaire'))
        .withJson({ name: 'Messagerie', permissions: ['seeAllMessages'] })
        .expectStatus(201)
    ).json as { secret: string };
    const refused = await pactum
      .spec()
      .get('/v1/conversations')
      .withHeaders(bearer(key.secret))
      .expectStatus(403);
    expect(refused.json.message).toMatch(/clés d'API/);
  });
});

describe('the support', () => {
  test('a shop writes to the support; admins see support conversations only; the shop is told of the answer', async () => {
    const adminMails = mailsTo(api.config.dataDir, 'admin@cuvee.demo').length;
    const ticket = (
      await open('proprietaire', {
        kind: 'support',
        subject: 'Facturation',
        aboutType: 'free',
        body: 'Ma facture est fausse.',
      })
    ).json as ConversationView;
    expect(ticket).toMatchObject({ kind: 'support', shopId, buyer: null });
    const adminList = await conversations('administrateur');
    expect(adminList.every((c) => c.kind === 'support')).toBe(true);
    expect(adminList.find((c) => c.id === ticket.id)?.unread).toBe(1);
    expect((await nextMail('admin@cuvee.demo', adminMails)).decoded).toContain(
      `/tickets?conversation=${ticket.id}`,
    );

    const ownerMails = mailsTo(api.config.dataDir, 'proprietaire@cuvee.demo').length;
    const answer = (await write('administrateur', ticket.id, { body: 'Nous regardons.' }))
      .json as MessageView;
    expect(answer.authorSide).toBe('support');
    expect((await conversation('proprietaire', ticket.id)).unread).toBe(1);
    expect(subjectOf((await nextMail('proprietaire@cuvee.demo', ownerMails)).raw)).toContain('support');
    await open('administrateur', { kind: 'support', subject: 'x', aboutType: 'free', body: 'x' }, 403);
  });

  test("a buyer's support conversation has no shop and is the buyer's and the support's only", async () => {
    const ticket = (
      await open('acheteur', { kind: 'support', subject: 'Mon compte', aboutType: 'free', body: 'Aidez-moi' })
    ).json as ConversationView;
    expect(ticket).toMatchObject({ kind: 'support', shopId: null, shopName: null });
    await conversation('administrateur', ticket.id);
    await conversation('proprietaire', ticket.id, 404);
    const filtered = await conversations('acheteur', { kind: 'support' });
    expect(filtered.map((c) => c.id)).toEqual([ticket.id]);
    // The buyer's notification is account-wide: seen whatever shop they browse.
    await write('administrateur', ticket.id, { body: 'Bien sûr.' });
    await waitFor(async () =>
      (await messageNotifications('acheteur')).some(
        (n) => n.redirectLink === `/tickets?conversation=${ticket.id}`,
      )
        ? true
        : undefined,
    );
  });
});

describe('attachments', () => {
  test('PNG and PDF are staged, sent once, and read by the participants only', async () => {
    const png = await stage('acheteur', PNG, 'photo.png');
    expect(png).toMatchObject({
      status: 201,
      json: { fileName: 'photo.png', contentType: 'image/png', size: PNG.length },
    });
    // The name says nothing: the content is a PDF.
    const pdf = await stage('acheteur', PDF, 'bon.bin');
    expect(pdf.json).toMatchObject({ contentType: 'application/pdf' });
    const ticket = (
      await open('acheteur', {
        kind: 'shop',
        shopId,
        subject: 'Casse',
        aboutType: 'free',
        body: 'Voici les photos.',
        attachmentIds: [png.json.id, pdf.json.id],
      })
    ).json as ConversationView;
    const [message] = (
      await pactum
        .spec()
        .get(`/v1/conversations/${ticket.id}/messages`)
        .withHeaders(as('proprietaire'))
        .expectStatus(200)
    ).json as MessageView[];
    expect(message!.attachments.map((a) => a.contentType)).toEqual(['image/png', 'application/pdf']);

    const file = await fetch(`${api.url}/v1/conversations/${ticket.id}/attachments/${png.json.id}`, {
      headers: as('proprietaire'),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toContain('photo.png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    await pactum
      .spec()
      .get(`/v1/conversations/${ticket.id}/attachments/${png.json.id}`)
      .withHeaders(as('exemple'))
      .expectStatus(404);

    // Used once, and only by its uploader.
    const reused = await write('acheteur', ticket.id, { body: 'Encore', attachmentIds: [png.json.id] }, 400);
    expect(reused.json.message).toMatch(/^Cette pièce jointe n'existe pas ou est déjà envoyée/);
    const theirs = await stage('proprietaire', PNG, 'b.png');
    await write('acheteur', ticket.id, { body: 'Encore', attachmentIds: [theirs.json.id] }, 400);
    // Nothing half-written: the refused message is not there.
    const after = await pactum
      .spec()
      .get(`/v1/conversations/${ticket.id}/messages`)
      .withHeaders(as('acheteur'));
    expect(after.json).toHaveLength(1);
  });

  test('a file of another type (by its content) or over 10 MB is refused with its own message', async () => {
    const text = await stage('acheteur', Buffer.from('pas une image'), 'photo.png');
    expect(text).toMatchObject({
      status: 415,
      json: {
        message: 'Type de fichier refusé : seules les images JPEG, PNG ou WebP et les PDF sont acceptés',
      },
    });
    const big = await stage(
      'acheteur',
      Buffer.concat([PDF, Buffer.alloc(MESSAGE_ATTACHMENT_MAX_BYTES)]),
      'gros.pdf',
    );
    expect(big).toMatchObject({
      status: 413,
      json: { message: 'La pièce jointe dépasse la taille maximale autorisée (10 Mo)' },
    });
    const english = await stage('acheteur', Buffer.from('GIF89a'), 'a.gif', 'en');
    expect(english.json.message).toBe(
      'File type refused: only JPEG, PNG or WebP images and PDFs are accepted',
    );
  });

  test('staged files no message took are purged, with their bytes; sent ones stay', async () => {
    const staged = await stage('acheteur', PDF, 'oublie.pdf');
    const purged = await api.get(AttachmentsService).purgeStale(new Date(Date.now() + 60_000));
    expect(purged).toBeGreaterThanOrEqual(1);
    const ticket = (
      await open('acheteur', { kind: 'shop', shopId, subject: 'Trop tard', aboutType: 'free', body: 'x' })
    ).json as ConversationView;
    await write('acheteur', ticket.id, { body: 'x', attachmentIds: [staged.json.id] }, 400);
    const [row] = (await api
      .get(Database)
      .dataSource.query('SELECT COUNT(*) AS n FROM message_attachments WHERE messageId IS NULL')) as {
      n: number | string;
    }[];
    expect(Number(row!.n)).toBe(0);
  });
});

describe('notification preferences', () => {
  const preferences = async (user: string) =>
    (await pactum.spec().get('/v1/notification-preferences').withHeaders(as(user)).expectStatus(200))
      .json as { type: string; centre: boolean; mail: boolean }[];
  const choose = (user: string, list: object[]) =>
    pactum
      .spec()
      .put('/v1/notification-preferences')
      .withHeaders(as(user))
      .withJson({ preferences: list })
      .expectStatus(200);

  test('defaults: the centre for all, a mail for messages, orders, bookings and payments', async () => {
    expect(await preferences('collaborateur')).toEqual([
      { type: 'message', centre: true, mail: true },
      { type: 'order', centre: true, mail: true },
      { type: 'booking', centre: true, mail: true },
      { type: 'payment', centre: true, mail: true },
      { type: 'job', centre: true, mail: false },
      { type: 'stock', centre: true, mail: false },
      { type: 'task', centre: true, mail: false },
    ]);
    const refused = await pactum
      .spec()
      .put('/v1/notification-preferences')
      .withHeaders(as('collaborateur'))
      .withJson({ preferences: [{ type: 'inconnu', centre: true, mail: true }] })
      .expectStatus(400);
    expect(refused.json).toMatchObject({ success: false, statusCode: 400 });
  });

  test("a message reaches the buyer's centre only, then their mail only, as they choose", async () => {
    const thread = (
      await open('acheteur', {
        kind: 'shop',
        shopId,
        subject: 'Préférences',
        aboutType: 'free',
        body: 'Bonjour',
      })
    ).json as ConversationView;
    const link = `/tickets?conversation=${thread.id}`;
    const inCentre = async () =>
      (await messageNotifications('acheteur')).filter((n) => n.redirectLink === link).length;
    const mails = () =>
      mailsTo(api.config.dataDir, 'acheteur@cuvee.demo').filter((m) => m.decoded.includes(link)).length;

    const saved = await choose('acheteur', [{ type: 'message', centre: true, mail: false }]);
    expect((saved.json as { type: string; mail: boolean }[]).find((p) => p.type === 'message')?.mail).toBe(
      false,
    );
    await write('proprietaire', thread.id, { body: 'Premier' });
    await waitFor(async () => ((await inCentre()) === 1 ? true : undefined));
    expect(mails()).toBe(0);

    await choose('acheteur', [{ type: 'message', centre: false, mail: true }]);
    await write('proprietaire', thread.id, { body: 'Second' });
    await waitFor(async () => (mails() === 1 ? true : undefined));
    expect(await inCentre()).toBe(1);
  });

  test('an import or export finished is told to whoever asked: the centre by default, a mail when chosen', async () => {
    const finished = (fileName: string) =>
      new OperationFinishedEvent({
        shopId,
        operation: 'export',
        operationId: 1,
        kind: 'clients',
        userId: ids.collaborateur!,
        fileName,
        status: 'completed',
        created: 0,
        updated: 0,
        failed: 0,
        rows: 12,
      });
    const jobNotes = async () =>
      (
        (
          await pactum
            .spec()
            .get('/v1/notifications-centers')
            .withQueryParams({ filter: '{"type":"job"}' })
            .withHeaders(as('collaborateur'))
            .expectStatus(200)
        ).json as NotificationView[]
      ).map((n) => n.content);
    const mails = () => mailsTo(api.config.dataDir, 'collaborateur@cuvee.demo').length;

    const before = mails();
    await api.get(EventBus).publish(finished('clients-1.zip'));
    expect(await jobNotes()).toContain('Export « clients-1.zip » prêt : 12 lignes');
    expect(mails()).toBe(before);

    await choose('collaborateur', [{ type: 'job', centre: false, mail: true }]);
    await api.get(EventBus).publish(finished('clients-2.zip'));
    expect(subjectOf((await nextMail('collaborateur@cuvee.demo', before)).raw)).toContain('clients-2.zip');
    expect(await jobNotes()).not.toContain('Export « clients-2.zip » prêt : 12 lignes');
  });
});
