import pactum from 'pactum';
import sharp from 'sharp';
import { BuilderPage } from '@cuvee/storefront';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { shopIdOf } from './orders-fixtures.js';
import { freshShop, signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The builders' pages through the API (docs/storefront.md), on SQLite and on MariaDB with DB_URL: the
 * owner's and collaborator's drafts, publishing and discarding, the shop front's public read that never
 * shows a draft, one page per place, another shop's page answering 404, a buyer refused, and a section
 * holding a script refused with nothing written.
 */

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;
let picture: string;

const owner = () => as('proprietaire');
const send = (method: 'post' | 'put', path: string, body: object, headers = owner()) =>
  pactum.spec()[method](path).withHeaders(headers).withJson(body);

const hero = (title: string) => ({
  id: 'hero-1',
  kind: 'hero',
  title,
  subtitle: 'Chinon, Loire',
  image: picture,
  ctaLabel: 'Nos vins',
  ctaHref: '/shops/1',
});

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#7B2D26' } })
    .png()
    .toBuffer();
  picture = (
    await send('post', '/v1/visuals', {
      data: `data:image/png;base64,${png.toString('base64')}`,
    }).expectStatus(201)
  ).json.url as string;
}, 180_000);
afterAll(() => api?.stop());

describe('a page from draft to published', () => {
  let id: number;

  test('the owner creates a draft: nothing is public yet', async () => {
    const created = await send('post', '/v1/builder-pages', {
      title: '  Accueil  ',
      placement: 'home',
      sections: [
        hero('Bienvenue au domaine'),
        { id: 'text-1', kind: 'text', html: '<p>Nos <b>vignes</b></p>' },
      ],
    }).expectStatus(201);
    id = created.json.id;
    expect(created.json).toMatchObject({
      title: 'Accueil',
      placement: 'home',
      tabId: null,
      publishedAt: null,
      hasUnpublishedChanges: true,
      published: null,
      draft: { title: 'Accueil', sections: [{ kind: 'hero', image: picture }, { kind: 'text' }] },
    });
    await pactum
      .spec()
      .get(`/v1/published-pages/${shopId}/home`)
      .expectStatus(200)
      .expectJson({ page: null });
  });

  test("publishing shows it to everyone; a later draft stays the owner's", async () => {
    const published = await pactum
      .spec()
      .post(`/v1/builder-pages/${id}/publish`)
      .withHeaders(owner())
      .expectStatus(200);
    expect(published.json).toMatchObject({ hasUnpublishedChanges: false, published: { title: 'Accueil' } });
    await send('put', `/v1/builder-pages/${id}`, {
      title: 'Accueil',
      placement: 'home',
      sections: [hero('Brouillon à ne pas montrer')],
    }).expectStatus(200);
    const visitor = await pactum.spec().get(`/v1/published-pages/${shopId}/home`).expectStatus(200);
    expect(visitor.json.page).toMatchObject({ id, title: 'Accueil' });
    expect(visitor.json.page.sections.map((s: { kind: string }) => s.kind)).toEqual(['hero', 'text']);
    expect(JSON.stringify(visitor.json)).not.toContain('Brouillon');
    const listed = await pactum.spec().get('/v1/builder-pages').withHeaders(owner()).expectStatus(200);
    expect(listed.json).toEqual([expect.objectContaining({ id, hasUnpublishedChanges: true })]);
    expect(listed.headers['content-range']).toBe('builder-pages 0-0/1');
  });

  test('discarding the draft brings the published version back', async () => {
    const discarded = await pactum
      .spec()
      .post(`/v1/builder-pages/${id}/discard`)
      .withHeaders(owner())
      .expectStatus(200);
    expect(discarded.json.draft).toEqual(discarded.json.published);
    expect(discarded.json.draft.sections[0].title).toBe('Bienvenue au domaine');
    expect(discarded.json.hasUnpublishedChanges).toBe(false);
  });

  test('the collaborator edits it too; a buyer and a visitor are refused', async () => {
    await pactum.spec().get(`/v1/builder-pages/${id}`).withHeaders(as('collaborateur')).expectStatus(200);
    await pactum.spec().get(`/v1/builder-pages/${id}`).withHeaders(as('acheteur')).expectStatus(403);
    await pactum.spec().get('/v1/builder-pages').expectStatus(401);
    await send('post', '/v1/builder-pages', { title: 'X', placement: 'none' }, as('acheteur')).expectStatus(
      403,
    );
  });

  test("another shop's owner finds no such page, and its shop has no home page", async () => {
    const other = await freshShop(api, 'Domaine Voisin');
    await pactum.spec().get(`/v1/builder-pages/${id}`).withHeaders(other.headers).expectStatus(404);
    await send(
      'put',
      `/v1/builder-pages/${id}`,
      { title: 'Pris', placement: 'none' },
      other.headers,
    ).expectStatus(404);
    await pactum.spec().post(`/v1/builder-pages/${id}/publish`).withHeaders(other.headers).expectStatus(404);
    await pactum.spec().delete(`/v1/builder-pages/${id}`).withHeaders(other.headers).expectStatus(404);
    await pactum.spec().get('/v1/builder-pages').withHeaders(other.headers).expectJson([]);
    await pactum.spec().get(`/v1/published-pages/${other.shopId}/home`).expectJson({ page: null });
    // A picture of the demo shop is not the other shop's to show.
    await send(
      'post',
      '/v1/builder-pages',
      { title: 'Vol', placement: 'none', sections: [hero('Vol')] },
      other.headers,
    )
      .expectStatus(400)
      .expectJsonLike({ message: "Section n°1 : l'image doit être une image déposée pour la boutique" });
  });
});

describe('what is refused, with nothing written', () => {
  const rows = () => api.get(Database).dataSource.getRepository(BuilderPage).find();

  test('a text holding a script: a French message naming the section, the page unchanged', async () => {
    const before = await rows();
    const [page] = before;
    for (const html of ['<p>Salut</p><script>alert(1)</script>', '<img src="x" onerror="alert(1)">']) {
      await send('put', `/v1/builder-pages/${page!.id}`, {
        title: 'Accueil piégé',
        placement: 'home',
        sections: [hero('Nouveau titre'), { id: 'text-1', kind: 'text', html }],
      })
        .expectStatus(400)
        .expectJsonLike({
          message:
            'Section n°2 : le texte contient du code (script, iframe, formulaire ou attribut "on…") : retirez-le, rien n\'a été enregistré',
        });
    }
    await send('post', '/v1/builder-pages', {
      title: 'Piège',
      placement: 'none',
      sections: [
        {
          id: 'image-1',
          kind: 'imageText',
          image: null,
          alt: '',
          html: '<a href="javascript:x">a</a>',
          side: 'left',
        },
      ],
    }).expectStatus(400);
    expect(await rows()).toEqual(before);
  });

  test('styles the editor cannot make are stripped silently; bad links, places and counts refused', async () => {
    const made = await send('post', '/v1/builder-pages', {
      title: 'Visites',
      placement: 'tab',
      tabId: 'visites',
      sections: [
        { id: 'text-1', kind: 'text', html: '<p style="position:fixed">Ouvert</p><style>p{}</style>' },
        { id: 'events-1', kind: 'events', title: 'Nos visites', count: 3 },
        {
          id: 'contact-1',
          kind: 'contact',
          title: 'Venir',
          address: '1 rue des Vignes',
          hours: '9h-18h',
          mapUrl: 'https://www.openstreetmap.org/',
        },
        {
          id: 'products-1',
          kind: 'products',
          title: 'Rouges',
          productIds: [],
          filter: { color: 'red' },
          count: 4,
        },
      ],
    }).expectStatus(201);
    expect(made.json.draft.sections[0].html).toBe('<p>Ouvert</p>');
    const before = await rows();
    const bad: [object, string][] = [
      [
        { title: 'A', placement: 'tab', tabId: 'visites' },
        'La page "Visites" occupe déjà cette place : déplacez-la d\'abord',
      ],
      [{ title: 'A', placement: 'tab' }, 'storefront.placement'],
      [{ title: '', placement: 'none' }, 'Donnez à la page un titre de 1 à 120 caractères'],
      [
        { title: 'A', placement: 'none', sections: [{ ...hero('x'), ctaHref: 'javascript:alert(1)' }] },
        'storefront.sectionLink',
      ],
      [
        { title: 'A', placement: 'none', sections: [{ id: 'e', kind: 'events', title: '', count: 0 }] },
        'storefront.sectionCount',
      ],
      [{ title: 'A', placement: 'none', sections: [{ id: 'v', kind: 'video' }] }, 'storefront.sectionChoice'],
    ];
    for (const [body, message] of bad) {
      const answer = await send('post', '/v1/builder-pages', body).expectStatus(400);
      const text = JSON.stringify(answer.json.message);
      if (message.startsWith('storefront.')) expect(text).not.toContain(message);
      else expect([answer.json.message].flat()).toEqual([message]);
    }
    expect(await rows()).toEqual(before);
    // A draft only: nothing is published on the tab.
    await pactum
      .spec()
      .get(`/v1/published-pages/${shopId}/tabs/visites`)
      .expectStatus(200)
      .expectJson({ page: null });
  });

  test('two pages placed on one tab at once: one holds it, the other is told which page does', async () => {
    const answers = await Promise.all(
      ['Cave', 'Chai'].map((title) =>
        send('post', '/v1/builder-pages', { title, placement: 'tab', tabId: 'boutique-cave' }).toss(),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 400]);
    const holder = answers.find((answer) => answer.statusCode === 201)!.json.title as string;
    const refusal = answers.find((answer) => answer.statusCode === 400)!;
    expect([refusal.json.message].flat()).toEqual([
      `La page "${holder}" occupe déjà cette place : déplacez-la d'abord`,
    ]);
  });

  test('an empty page is not published; a page never published has no version to go back to', async () => {
    const empty = await send('post', '/v1/builder-pages', { title: 'Vide', placement: 'none' }).expectStatus(
      201,
    );
    // Pages placed nowhere are as many as wanted (the unique place index takes several NULLs on both engines).
    await send('post', '/v1/builder-pages', { title: 'Vide aussi', placement: 'none' }).expectStatus(201);
    await pactum
      .spec()
      .post(`/v1/builder-pages/${empty.json.id}/publish`)
      .withHeaders(owner())
      .expectStatus(400)
      .expectJsonLike({ message: 'Une page sans section ne peut pas être publiée' });
    await pactum
      .spec()
      .post(`/v1/builder-pages/${empty.json.id}/discard`)
      .withHeaders(owner())
      .expectStatus(400)
      .expectJsonLike({
        message: "Cette page n'a jamais été publiée : il n'y a pas de version publiée à retrouver",
      });
  });

  test('deleting the home page takes it off the shop front', async () => {
    const list = await pactum
      .spec()
      .get('/v1/builder-pages')
      .withHeaders(owner())
      .withQueryParams({ filter: '{"place":"home"}' });
    const [home] = list.json as { id: number }[];
    await pactum.spec().delete(`/v1/builder-pages/${home!.id}`).withHeaders(owner()).expectStatus(200);
    await pactum.spec().get(`/v1/published-pages/${shopId}/home`).expectJson({ page: null });
    await pactum.spec().get(`/v1/builder-pages/${home!.id}`).withHeaders(owner()).expectStatus(404);
  });
});
