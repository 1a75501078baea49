import pactum from 'pactum';
import { DownloadsService } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { type DemoSessions, signInDemoAccounts } from './shops-fixtures.js';

let api: TestApi;
let ids: Record<string, number>;
let as: DemoSessions['as'];

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ ids, as } = await signInDemoAccounts(api));
});
afterAll(() => api.stop());

describe('maintenance notice (GET/PUT /v1/maintenances)', () => {
  // Whole seconds: MySQL DATETIME keeps no milliseconds.
  const inHours = (hours: number) =>
    new Date(Math.floor(Date.now() / 1000) * 1000 + hours * 3600_000).toISOString();
  const tomorrow = inHours(24);
  const later = inHours(26);

  test('no maintenance by default, readable without logging in', async () => {
    const response = await pactum.spec().get('/v1/maintenances').expectStatus(200);
    expect(response.json).toEqual({ banner: false, page: false, startDate: null, endDate: null });
  });

  test('an admin announces it (banner) then starts it (page); it ends by itself at endDate', async () => {
    await pactum
      .spec()
      .put('/v1/maintenances')
      .withHeaders(as('administrateur'))
      .withJson({ banner: true, page: false, startDate: tomorrow, endDate: later })
      .expectStatus(200);
    const announced = await pactum.spec().get('/v1/maintenances').expectStatus(200);
    expect(announced.json).toEqual({ banner: true, page: false, startDate: tomorrow, endDate: later });

    const past = new Date(Date.now() - 60_000).toISOString();
    await pactum
      .spec()
      .put('/v1/maintenances')
      .withHeaders(as('administrateur'))
      .withJson({
        banner: false,
        page: true,
        startDate: new Date(Date.now() - 3600_000).toISOString(),
        endDate: past,
      })
      .expectStatus(200);
    const over = await pactum.spec().get('/v1/maintenances').expectStatus(200);
    expect(over.json).toEqual({ banner: false, page: false, startDate: null, endDate: null });
  });

  test('only admins set it; an end before the start is refused in French', async () => {
    await pactum
      .spec()
      .put('/v1/maintenances')
      .withHeaders(as('proprietaire'))
      .withJson({ banner: true, page: false })
      .expectStatus(403);
    const refused = await pactum
      .spec()
      .put('/v1/maintenances')
      .withHeaders(as('administrateur'))
      .withJson({ banner: false, page: true, startDate: later, endDate: tomorrow })
      .expectStatus(400);
    expect(refused.json).toEqual({
      success: false,
      message: 'La fin de la maintenance doit suivre son début',
      statusCode: 400,
    });
  });
});

describe('documents to download (GET /v1/documents/to-download)', () => {
  test('hands each prepared document to its user once', async () => {
    const downloads = api.get(DownloadsService);
    await downloads.offer(ids.proprietaire!, 'export-clients.zip', '/v1/files/exports/1');
    await downloads.offer(ids.exemple!, 'export-produits.zip', '/v1/files/exports/2');

    const first = await pactum
      .spec()
      .get('/v1/documents/to-download')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(first.json).toEqual([
      expect.objectContaining({ name: 'export-clients.zip', url: '/v1/files/exports/1' }),
    ]);
    const again = await pactum
      .spec()
      .get('/v1/documents/to-download')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(again.json).toEqual([]);
    const theirs = await pactum
      .spec()
      .get('/v1/documents/to-download')
      .withHeaders(as('exemple'))
      .expectStatus(200);
    expect(theirs.json).toEqual([expect.objectContaining({ name: 'export-produits.zip' })]);
    await pactum.spec().get('/v1/documents/to-download').expectStatus(401);
  });
});
