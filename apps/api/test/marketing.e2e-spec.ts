import pactum from 'pactum';
import { readOutbox, TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Marketing through the API: the campaigns settings (a sender off the shop's domain refused), static
 * and dynamic lists counted live with consent, a CSV into a static list, models standard and advanced
 * (scripts and broken dynamic fields refused with a message, the rest sanitised, a preview in
 * email-safe tables, a test send), campaigns (no recipient, unverified sender refused; sent through the
 * queue with List-Unsubscribe headers, only to consenting clients), and unsubscribing without login by
 * the one-click POST and by the page, honoured by the next campaign. Another shop's rows answer 404.
 * SQLite, and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];

interface Campaign {
  id: number;
  status: string;
  report: { total: number; sent: number; progress: number; unsubscribed: number };
}

const get = (path: string, user = 'proprietaire') => pactum.spec().get(path).withHeaders(as(user));
const post = (path: string, body: object = {}, user = 'proprietaire') =>
  pactum.spec().post(path).withHeaders(as(user)).withJson(body);
const put = (path: string, body: object, user = 'proprietaire') =>
  pactum.spec().put(path).withHeaders(as(user)).withJson(body);
const campaign = async (id: number): Promise<Campaign> =>
  (await get(`/v1/marketing/campaigns/${id}`).expectStatus(200)).json as Campaign;
const mailsOf = (email: string) => readOutbox(api.config.dataDir).filter((mail) => mail.to.includes(email));
/** A header's encoded words (RFC 2047, Q encoding) as text. */
const decodedHeader = (value: string) =>
  value.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_match, text: string) =>
    Buffer.from(
      text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
      'latin1',
    ).toString('utf8'),
  );

const clientIds: number[] = [];
let staticListId: number;
let modelId: number;

beforeAll(async () => {
  api = await TestApi.start(createApp, { env: { PUBLIC_URL: 'https://cuvee.example' } });
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  // Three clients tagged "newsletter": two consent, one does not.
  for (const [index, consent] of [true, true, false].entries()) {
    const client = (
      await post('/v1/clients', {
        firstname: `Nina${index}`,
        lastname: 'Lettre',
        email: `nina${index}@lettre.fr`,
        marketingConsent: consent,
        tags: ['newsletter'],
      }).expectStatus(201)
    ).json as { id: number };
    clientIds.push(client.id);
  }
}, 180_000);
afterAll(() => api.stop());

describe('campaigns settings', () => {
  test('defaults from the shop; a sender off its domain is refused with a clear message', async () => {
    const settings = (await get('/v1/marketing/settings').expectStatus(200)).json as { senderEmail: string };
    expect(settings.senderEmail).toBe('contact@domaine-des-demoiselles.demo');
    const refused = await put('/v1/marketing/settings', { senderEmail: 'promo@gmail.com' }).expectStatus(400);
    expect(JSON.stringify(refused.json)).toContain("n'est pas vérifiée");
    await put('/v1/marketing/settings', {
      senderEmail: 'caveau@domaine-des-demoiselles.demo',
      footer: 'SCEA Domaine des Demoiselles, 12 route des Caves, 37500 Chinon',
    }).expectStatus(200);
  });
});

describe('lists', () => {
  test('static and dynamic, counted with and without consent; a CSV adds clients by email', async () => {
    const dynamic = (
      await post('/v1/marketing/lists', {
        name: 'Lettre',
        kind: 'dynamic',
        filter: { tags: ['NewsLetter'] },
      }).expectStatus(201)
    ).json as { count: number; consenting: number; filter: { tags: string[] } };
    expect(dynamic).toMatchObject({ count: 3, consenting: 2, filter: { tags: ['newsletter'] } });

    const created = (
      await post('/v1/marketing/lists', {
        name: 'Choisis',
        kind: 'static',
        clientIds: [clientIds[0]],
      }).expectStatus(201)
    ).json as { id: number; count: number };
    staticListId = created.id;
    expect(created.count).toBe(1);
    const imported = (
      await post(`/v1/marketing/lists/${staticListId}/import`, {
        csv: 'Nom;Email\nLettre;NINA1@lettre.fr\nLettre;nina2@lettre.fr\nInconnu;personne@nulle.part',
      }).expectStatus(200)
    ).json as { added: number; unknown: string[] };
    expect(imported).toEqual({ added: 2, unknown: ['personne@nulle.part'] });
    expect((await get(`/v1/marketing/lists/${staticListId}`).expectStatus(200)).json).toMatchObject({
      count: 3,
      consenting: 2,
    });
    const members = await get(`/v1/marketing/lists/${staticListId}/members`).expectStatus(200);
    expect(members.headers['content-range']).toMatch(/\/3$/);

    await post('/v1/marketing/lists', { name: '  ' }).expectStatus(400);
    await post(`/v1/marketing/lists/${staticListId}/import`, { csv: 'Nom\nX' })
      .expectStatus(400)
      .expectBodyContains('une colonne');
    // Another shop's list answers as if it did not exist.
    await get(`/v1/marketing/lists/${staticListId}`, 'exemple').expectStatus(404);
  });
});

describe('models', () => {
  test('scripts and broken dynamic fields are refused with a message; nothing is saved', async () => {
    await post('/v1/marketing/models', {
      name: 'Piège',
      subject: 'Bonjour',
      html: '<p>Salut</p><script>alert(1)</script>',
    })
      .expectStatus(400)
      .expectBodyContains('script');
    await post('/v1/marketing/models', { name: 'Piège', subject: 'Bonjour {{prenom}}', html: '<p>Salut</p>' })
      .expectStatus(400)
      .expectBodyContains('{{prenom}}');
    await post('/v1/marketing/models', {
      name: 'Piège',
      subject: 'Bonjour',
      html: '<p>Salut {{firstname</p>',
    })
      .expectStatus(400)
      .expectBodyContains('mal fermé');
    await post('/v1/marketing/models', {
      name: 'Piège',
      kind: 'advanced',
      subject: 'Bonjour',
      blocks: [{ kind: 'video' }],
    }).expectStatus(400);
    const listed = await get('/v1/marketing/models').expectStatus(200);
    expect((listed.json as { name: string }[]).map((model) => model.name)).not.toContain('Piège');
  });

  test('standard: the editor’s styles kept, anything else dropped; preview and test send', async () => {
    const model = (
      await post('/v1/marketing/models', {
        name: 'Millésime',
        subject: '{{firstname}}, le millésime est là',
        html: '<h2>Bonjour {{firstname}}</h2><p><span style="font-size: 26px; position: fixed">Grand</span> <a href="https://cuvee.example/vins">vins</a></p>',
      }).expectStatus(201)
    ).json as { id: number; html: string };
    modelId = model.id;
    expect(model.html).toContain('font-size:26px');
    expect(model.html).not.toContain('position');

    const preview = (await get(`/v1/marketing/models/${model.id}/preview`).expectStatus(200)).json as {
      subject: string;
      html: string;
      text: string;
    };
    expect(preview.subject).toBe('Camille, le millésime est là');
    expect(preview.html).toContain('<table role="presentation"');
    expect(preview.html).toContain('Chinon');
    expect(preview.text).toContain('Bonjour Camille');

    await post(`/v1/marketing/models/${model.id}/test`, { email: 'essai@domaine.fr' }).expectStatus(200);
    await waitFor(async () => (mailsOf('essai@domaine.fr').length ? true : undefined), 10_000);
    expect(decodedHeader(mailsOf('essai@domaine.fr')[0]!.subject)).toContain('[Test]');
  });

  test('advanced: blocks rendered as tables with inline styles, user HTML sanitised', async () => {
    const model = (
      await post('/v1/marketing/models', {
        name: 'Coffrets',
        kind: 'advanced',
        subject: 'Nos coffrets',
        blocks: [
          { kind: 'header', imageUrl: 'https://cuvee.example/bandeau.jpg', alt: 'Le domaine' },
          { kind: 'text', html: '<p style="color: #7b1e3a">Bonjour {{firstname}}</p>' },
          { kind: 'products', items: [{ name: 'Coffret', price: '45,00 €' }] },
          { kind: 'button', label: 'Commander', url: 'https://cuvee.example/boutique' },
          { kind: 'columns', columns: ['<p>Gauche</p>', '<p>Droite</p>'] },
          { kind: 'footer', html: '<p>{{shopName}}</p>' },
        ],
      }).expectStatus(201)
    ).json as { id: number };
    const preview = (await get(`/v1/marketing/models/${model.id}/preview`).expectStatus(200)).json as {
      html: string;
    };
    expect(preview.html).toContain('bandeau.jpg');
    expect(preview.html).toContain('Coffret');
    expect(preview.html).toContain('45,00 €');
    expect(preview.html).toContain('Domaine des Demoiselles');
    await post('/v1/marketing/models', {
      name: 'Lien',
      kind: 'advanced',
      subject: 'X',
      blocks: [{ kind: 'button', label: 'Go', url: 'javascript:alert(1)' }],
    }).expectStatus(400);
  });
});

describe('campaigns and unsubscribing', () => {
  let oneClickToken: string;

  test('refused without recipients or with an unverified sender; nothing is sent', async () => {
    const empty = (await post('/v1/marketing/lists', { name: 'Vide', kind: 'static' }).expectStatus(201))
      .json as {
      id: number;
    };
    const draft = (
      await post('/v1/marketing/campaigns', { name: 'Vide', modelId, listIds: [empty.id] }).expectStatus(201)
    ).json as { id: number };
    await post(`/v1/marketing/campaigns/${draft.id}/send`)
      .expectStatus(400)
      .expectBodyContains('Aucun destinataire');
    await put(`/v1/marketing/campaigns/${draft.id}`, {
      listIds: [staticListId],
      senderEmail: 'moi@ailleurs.fr',
    }).expectStatus(200);
    await post(`/v1/marketing/campaigns/${draft.id}/send`)
      .expectStatus(400)
      .expectBodyContains("n'est pas vérifiée");
    expect((await campaign(draft.id)).status).toBe('draft');
  });

  test('sent through the queue to consenting clients only, each mail with its one-click unsubscribe', async () => {
    const draft = (
      await post('/v1/marketing/campaigns', {
        name: 'Millésime',
        modelId,
        listIds: [staticListId],
      }).expectStatus(201)
    ).json as { id: number };
    await post(`/v1/marketing/campaigns/${draft.id}/send`).expectStatus(200);
    const done = await waitFor(async () => {
      const current = await campaign(draft.id);
      return current.status === 'sent' ? current : undefined;
    }, 30_000);
    expect(done.report).toMatchObject({ total: 2, sent: 2, progress: 100 });
    expect(mailsOf('nina2@lettre.fr')).toEqual([]);
    const [mail] = mailsOf('nina0@lettre.fr');
    expect(decodedHeader(mail!.subject)).toBe('Nina0, le millésime est là');
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header =
      /^List-Unsubscribe: <https:\/\/cuvee\.example\/v1\/marketing\/unsubscribe\/([0-9a-f]{32})>$/m.exec(
        mail!.raw.replace(/\r?\n[ \t]+/g, ' '),
      );
    expect(header).not.toBeNull();
    oneClickToken = header![1]!;
    expect(mail!.decoded).toMatch(/disable-tracking-notif\?token=[0-9a-f]{32}/);
    // Sent is final.
    await post(`/v1/marketing/campaigns/${draft.id}/send`).expectStatus(409);
  });

  test('one-click POST (RFC 8058) without login withdraws the consent at once; twice is harmless', async () => {
    for (let time = 0; time < 2; time++)
      await pactum
        .spec()
        .post(`/v1/marketing/unsubscribe/${oneClickToken}`)
        .withHeaders({ 'Content-Type': 'application/x-www-form-urlencoded' })
        .withBody('List-Unsubscribe=One-Click')
        .expectStatus(200)
        .expectJsonLike({ unsubscribed: true, shopName: 'Domaine des Demoiselles' });
    const client = (await get(`/v1/clients/${clientIds[0]}`).expectStatus(200)).json as {
      marketingConsent: boolean;
    };
    expect(client.marketingConsent).toBe(false);
    await pactum
      .spec()
      .get('/v1/marketing/unsubscribe/0123456789abcdef0123456789abcdef')
      .expectStatus(404)
      .expectBodyContains('inconnu');
  });

  test('the page: what it shows, then its button; the next campaign leaves both out', async () => {
    const [mail] = mailsOf('nina1@lettre.fr');
    const token = /disable-tracking-notif\?token=([0-9a-f]{32})/.exec(mail!.decoded)![1]!;
    expect((await pactum.spec().get(`/v1/marketing/unsubscribe/${token}`).expectStatus(200)).json).toEqual({
      shopName: 'Domaine des Demoiselles',
      email: 'ni•••@lettre.fr',
      unsubscribed: false,
    });
    await pactum.spec().post(`/v1/marketing/unsubscribe/${token}`).expectStatus(200);
    const list = (await get(`/v1/marketing/lists/${staticListId}`).expectStatus(200)).json as {
      consenting: number;
    };
    expect(list.consenting).toBe(0);
    const draft = (
      await post('/v1/marketing/campaigns', {
        name: 'Encore',
        modelId,
        listIds: [staticListId],
      }).expectStatus(201)
    ).json as { id: number };
    await post(`/v1/marketing/campaigns/${draft.id}/send`)
      .expectStatus(400)
      .expectBodyContains('Aucun destinataire');
  });

  test('scheduled later, back to draft, cancelled', async () => {
    const list = (
      await post('/v1/marketing/lists', {
        name: 'Particuliers',
        kind: 'dynamic',
        filter: { isPro: false },
      }).expectStatus(201)
    ).json as { id: number; consenting: number };
    expect(list.consenting).toBeGreaterThan(0);
    const draft = (
      await post('/v1/marketing/campaigns', { name: 'Plus tard', modelId, listIds: [list.id] }).expectStatus(
        201,
      )
    ).json as { id: number };
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      (await post(`/v1/marketing/campaigns/${draft.id}/send`, { scheduledAt: later }).expectStatus(200)).json,
    ).toMatchObject({
      status: 'scheduled',
    });
    await post(`/v1/marketing/campaigns/${draft.id}/unschedule`)
      .expectStatus(200)
      .expectJsonLike({ status: 'draft' });
    await post(`/v1/marketing/campaigns/${draft.id}/cancel`)
      .expectStatus(200)
      .expectJsonLike({ status: 'cancelled' });
    await get(`/v1/marketing/campaigns/${draft.id}`, 'exemple').expectStatus(404);
  });
});
