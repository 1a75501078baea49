import pactum from 'pactum';
import { Shop } from '@cuvee/iam';
import { PERMISSIONS } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { acceptInvitation, bearer, login, signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The settings "crm" (ADR 0091): the pipeline's stages (reorder, the open/won/lost rule, deleting), the
 * clients' custom fields (definitions, values on clients with their bad inputs, the list filter), tenancy
 * and permissions. Runs on SQLite, and on MariaDB + Redis with DB_URL / REDIS_URL.
 */

interface Stage {
  id: number;
  key: string;
  name: string;
  position: number;
  outcome: string;
}
interface Field {
  id: number;
  key: string;
  label: string;
  type: string;
  choices: string[];
  position: number;
  archived: boolean;
  valueCount: number;
}
interface Client {
  id: number;
  displayName: string;
  customFields: Record<string, unknown>;
}
type Headers = Record<string, string>;

let api: TestApi;
let as: DemoSessions['as'];
let owner: Headers;
let agent: Headers;
/** A collaborator who sees every client but may not create them (no createClient). */
let reader: Headers;

async function rows<T>(headers: Headers, path: string, filter: object = {}): Promise<T[]> {
  return (
    await pactum
      .spec()
      .get(path)
      .withHeaders(headers)
      .withQueryParams({ filter: JSON.stringify(filter), range: '[0,199]' })
      .expectStatus(200)
  ).json as T[];
}

async function send<T>(
  method: 'post' | 'put' | 'delete',
  headers: Headers,
  path: string,
  body?: object,
  status = 200,
) {
  const spec = pactum.spec()[method](path).withHeaders(headers);
  if (body) spec.withJson(body);
  return (await spec.expectStatus(status)).json as T & { message: string | string[] };
}

const messages = (reply: { message: string | string[] }) => [reply.message].flat();

beforeAll(async () => {
  api = await TestApi.start(createApp, { processJobs: false });
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  owner = as('proprietaire');
  const demoShop = await api.get(Database).dataSource.getRepository(Shop).findOneByOrFail({ code: 'DEMO' });
  agent = { ...as('agent'), 'X-Shop-Id': String(demoShop.id) };
  await send(
    'post',
    owner,
    '/v1/collaborators',
    {
      email: 'lecture.crm@example.fr',
      firstname: 'Lou',
      lastname: 'Lecture',
      authorizations: Object.fromEntries(PERMISSIONS.map((p) => [p, p !== 'createClient'])),
    },
    201,
  );
  await acceptInvitation(api, 'lecture.crm@example.fr', 'Vendanges2026');
  reader = bearer(await login('lecture.crm@example.fr', 'Vendanges2026'));
}, 120_000);
afterAll(() => api.stop());

describe('pipeline stages', () => {
  const stages = () => rows<Stage>(owner, '/v1/opportunity-stages');

  test('a position moves a stage and renumbers the others, 0 to n-1', async () => {
    const before = await stages();
    const proposal = before.find((stage) => stage.key === 'proposal')!;
    await send('put', owner, `/v1/opportunity-stages/${proposal.id}`, { position: 0 });
    const after = await stages();
    expect(after.map((stage) => stage.key)).toEqual([
      'proposal',
      'new',
      'qualified',
      'negotiation',
      'won',
      'lost',
    ]);
    expect(after.map((stage) => stage.position)).toEqual([0, 1, 2, 3, 4, 5]);
    await send('put', owner, `/v1/opportunity-stages/${proposal.id}`, { position: 2 });
    expect((await stages()).map((stage) => stage.key)).toEqual([
      'new',
      'qualified',
      'proposal',
      'negotiation',
      'won',
      'lost',
    ]);
  });

  test('a new stage goes where asked', async () => {
    const added = await send<Stage>(
      'post',
      owner,
      '/v1/opportunity-stages',
      { name: 'Dégustation', position: 1 },
      201,
    );
    expect(added.position).toBe(1);
    expect((await stages()).map((stage) => stage.name).slice(0, 3)).toEqual([
      'Nouvelle',
      'Dégustation',
      'Qualifiée',
    ]);
    await send('delete', owner, `/v1/opportunity-stages/${added.id}`);
  });

  test('the pipeline keeps an open, a won and a lost stage', async () => {
    const rule = 'Le pipeline doit garder au moins une étape en cours, une étape gagnée et une étape perdue';
    const all = await stages();
    const won = all.find((stage) => stage.key === 'won')!;
    const lost = all.find((stage) => stage.key === 'lost')!;
    expect(
      messages(await send('put', owner, `/v1/opportunity-stages/${won.id}`, { outcome: 'open' }, 409)),
    ).toEqual([rule]);
    // With a second lost stage, the first may turn open; then the second is the last lost one.
    const second = await send<Stage>(
      'post',
      owner,
      '/v1/opportunity-stages',
      { name: 'Abandonnée', outcome: 'lost' },
      201,
    );
    await send('put', owner, `/v1/opportunity-stages/${lost.id}`, { outcome: 'open' });
    expect(
      messages(await send('delete', owner, `/v1/opportunity-stages/${second.id}`, undefined, 409)),
    ).toEqual([rule]);
    await send('put', owner, `/v1/opportunity-stages/${lost.id}`, { outcome: 'lost' });
    await send('delete', owner, `/v1/opportunity-stages/${second.id}`);
  });

  test('a stage holding opportunities is not deleted; English on asking', async () => {
    const client = (await rows<Client>(owner, '/v1/clients'))[0]!;
    const deal = await send<{ stageId: number }>(
      'post',
      owner,
      '/v1/opportunities',
      { title: 'Salon', clientId: client.id },
      201,
    );
    const reply = await pactum
      .spec()
      .delete(`/v1/opportunity-stages/${deal.stageId}`)
      .withHeaders({ ...owner, 'Accept-Language': 'en' })
      .expectStatus(409);
    expect(reply.json.message).toBe('This stage still holds opportunities: move them before deleting it');
  });

  test("another shop's stage is a 404; agents and collaborators without createClient do not change stages", async () => {
    const first = (await stages())[0]!;
    await send('put', as('exemple'), `/v1/opportunity-stages/${first.id}`, { position: 3 }, 404);
    await send('delete', as('exemple'), `/v1/opportunity-stages/${first.id}`, undefined, 404);
    await send('put', agent, `/v1/opportunity-stages/${first.id}`, { name: 'Agent' }, 403);
    await send('put', reader, `/v1/opportunity-stages/${first.id}`, { name: 'Lecture' }, 403);
  });
});

describe('client custom fields', () => {
  let covers: Field;
  let opened: Field;
  let cellar: Field;
  let cuisine: Field;
  let note: Field;

  test('fields are defined with a key made from the label, in order', async () => {
    covers = await send<Field>(
      'post',
      owner,
      '/v1/client-custom-fields',
      { label: ' Nombre  de couverts ', type: 'number' },
      201,
    );
    opened = await send<Field>(
      'post',
      owner,
      '/v1/client-custom-fields',
      { label: "Date de création de l'établissement", type: 'date' },
      201,
    );
    cellar = await send<Field>(
      'post',
      owner,
      '/v1/client-custom-fields',
      { label: 'Cave climatisée', type: 'yesNo' },
      201,
    );
    cuisine = await send<Field>(
      'post',
      owner,
      '/v1/client-custom-fields',
      {
        label: 'Type de cuisine',
        type: 'choice',
        choices: ['Bistronomique', ' Gastronomique ', 'Brasserie'],
      },
      201,
    );
    note = await send<Field>(
      'post',
      owner,
      '/v1/client-custom-fields',
      { label: 'Note', type: 'text', choices: ['ignorés'] },
      201,
    );
    expect(covers).toMatchObject({
      key: 'nombre_de_couverts',
      label: 'Nombre de couverts',
      position: 0,
      valueCount: 0,
    });
    expect(opened.key).toBe('date_de_creation_de_l_etablissement');
    expect(cuisine.choices).toEqual(['Bistronomique', 'Gastronomique', 'Brasserie']);
    expect(note.choices).toEqual([]);
    const listed = await rows<Field>(owner, '/v1/client-custom-fields');
    expect(listed.map((field) => field.key)).toEqual([
      'nombre_de_couverts',
      'date_de_creation_de_l_etablissement',
      'cave_climatisee',
      'type_de_cuisine',
      'note',
    ]);
    // Agents read them (the client form shows them to everyone who edits clients).
    expect(await rows<Field>(agent, '/v1/client-custom-fields')).toHaveLength(5);
  });

  test('bad definitions: label taken, choices, type, label length', async () => {
    const taken = await send(
      'post',
      owner,
      '/v1/client-custom-fields',
      { label: 'cave CLIMATISEE', type: 'text' },
      409,
    );
    expect(messages(taken)).toEqual([
      'Un champ personnalisé s\'appelle déjà "cave CLIMATISEE" : choisissez un autre libellé',
    ]);
    const choices = await send(
      'post',
      owner,
      '/v1/client-custom-fields',
      { label: 'Région', type: 'choice', choices: ['Loire', 'loire'] },
      400,
    );
    expect(messages(choices)).toEqual([
      'Un champ à choix propose de 1 à 50 choix, chacun de 1 à 60 caractères et différent des autres',
    ]);
    await send('post', owner, '/v1/client-custom-fields', { label: 'Région', type: 'choice' }, 400);
    const type = await send(
      'post',
      owner,
      '/v1/client-custom-fields',
      { label: 'Région', type: 'color' },
      400,
    );
    expect(messages(type)).toEqual(['La valeur "color" n\'est pas reconnue']);
    const long = await send(
      'post',
      owner,
      '/v1/client-custom-fields',
      { label: 'x'.repeat(61), type: 'text' },
      400,
    );
    expect(messages(long)).toEqual(['Le libellé du champ doit faire de 1 à 60 caractères']);
  });

  test('one label created three times at once: one field, the others refused as taken, never a 500', async () => {
    // On MariaDB the three read the fields before any writes: the unique key decides, then the label rule.
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        pactum
          .spec()
          .post('/v1/client-custom-fields')
          .withHeaders(owner)
          .withJson({ label: 'Millésime préféré', type: 'text' })
          .toss(),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const created = answers.find((answer) => answer.statusCode === 201)!.json as Field;
    const same = (await rows<Field>(owner, '/v1/client-custom-fields')).filter(
      (field) => field.label === 'Millésime préféré',
    );
    expect(same.map((field) => field.id)).toEqual([created.id]);
    await send('delete', owner, `/v1/client-custom-fields/${created.id}`);
  });

  test('values on a client: each type, read back typed; a new client has them at once', async () => {
    const created = await send<Client>(
      'post',
      owner,
      '/v1/clients',
      {
        isPro: true,
        businessName: 'Bistrot des Halles',
        customFields: {
          nombre_de_couverts: 40,
          date_de_creation_de_l_etablissement: '2012-03-01',
          cave_climatisee: true,
          type_de_cuisine: 'Brasserie',
          note: '  Terrasse en été ',
        },
      },
      201,
    );
    const expected = {
      nombre_de_couverts: 40,
      date_de_creation_de_l_etablissement: '2012-03-01',
      cave_climatisee: true,
      type_de_cuisine: 'Brasserie',
      note: 'Terrasse en été',
    };
    expect(created.customFields).toEqual(expected);
    const read = await pactum.spec().get(`/v1/clients/${created.id}`).withHeaders(owner).expectStatus(200);
    expect(read.json.customFields).toEqual(expected);
    // Only the keys sent change; null clears one.
    const updated = await send<Client>('put', owner, `/v1/clients/${created.id}`, {
      customFields: { note: null, nombre_de_couverts: 45.5 },
    });
    expect(updated.customFields).toEqual({ ...expected, note: undefined, nombre_de_couverts: 45.5 });
    expect(Object.keys(updated.customFields)).not.toContain('note');
  });

  test('bad values are refused naming the field, all at once, and nothing is written', async () => {
    const before = (await rows<Client>(owner, '/v1/clients', { q: 'Bistrot des Halles' }))[0]!;
    const refused = await send(
      'put',
      owner,
      `/v1/clients/${before.id}`,
      {
        notes: 'ne doit pas être enregistré',
        customFields: {
          nombre_de_couverts: 'quarante',
          date_de_creation_de_l_etablissement: '31/02/2012',
          cave_climatisee: 'oui',
          type_de_cuisine: 'Pizzeria',
          note: 'x'.repeat(256),
          inconnu: 1,
        },
      },
      400,
    );
    expect(messages(refused)).toEqual([
      'Le champ "Nombre de couverts" attend un nombre.',
      'Le champ "Date de création de l\'établissement" attend une date (AAAA-MM-JJ).',
      'Le champ "Cave climatisée" attend oui ou non.',
      'Le champ "Type de cuisine" attend l\'un de ses choix : Bistronomique, Gastronomique, Brasserie.',
      'Le champ "Note" attend un texte de 255 caractères au plus.',
      'Le champ "inconnu" n\'existe pas parmi les champs personnalisés de la boutique',
    ]);
    const after = await pactum.spec().get(`/v1/clients/${before.id}`).withHeaders(owner).expectStatus(200);
    expect(after.json.notes).toBeNull();
    expect(after.json.customFields).toEqual(before.customFields);
    // A new client with one bad value is not created at all.
    const count = (await rows<Client>(owner, '/v1/clients', { q: 'Chez Paulette' })).length;
    const english = await pactum
      .spec()
      .post('/v1/clients')
      .withHeaders({ ...owner, 'Accept-Language': 'en' })
      .withJson({ isPro: true, businessName: 'Chez Paulette', customFields: { nombre_de_couverts: true } })
      .expectStatus(400);
    expect(english.json.message).toEqual(['The field "Nombre de couverts" takes a number.']);
    expect(await rows<Client>(owner, '/v1/clients', { q: 'Chez Paulette' })).toHaveLength(count);
  });

  test('the clients list filters on a field: numbers, yes/no, choices (any of); not on free text', async () => {
    const other = await send<Client>(
      'post',
      owner,
      '/v1/clients',
      {
        isPro: true,
        businessName: 'Auberge du Pont',
        customFields: { nombre_de_couverts: 12, cave_climatisee: false, type_de_cuisine: 'Gastronomique' },
      },
      201,
    );
    const names = async (filter: object) =>
      (await rows<Client>(owner, '/v1/clients', filter)).map((c) => c.displayName);
    expect(await names({ 'custom.nombre_de_couverts': 45.5 })).toEqual(['Bistrot des Halles']);
    expect(await names({ 'custom.cave_climatisee': false })).toEqual(['Auberge du Pont']);
    expect((await names({ 'custom.type_de_cuisine': ['Brasserie', 'Gastronomique'] })).sort()).toEqual([
      'Auberge du Pont',
      'Bistrot des Halles',
    ]);
    expect(await names({ 'custom.type_de_cuisine': 'Gastronomique', isPro: true })).toEqual([
      'Auberge du Pont',
    ]);
    // The back office's filter inputs send it nested.
    expect(await names({ custom: { type_de_cuisine: 'Gastronomique' } })).toEqual(['Auberge du Pont']);
    const text = await pactum
      .spec()
      .get('/v1/clients')
      .withHeaders(owner)
      .withQueryParams({ filter: JSON.stringify({ 'custom.note': 'x' }) })
      .expectStatus(400);
    expect(text.json.message).toEqual([
      'Le champ "Note" est un texte libre : la liste des clients ne se filtre que sur les champs nombre, date, oui/non ou choix',
    ]);
    await pactum
      .spec()
      .get('/v1/clients')
      .withHeaders(owner)
      .withQueryParams({ filter: JSON.stringify({ 'custom.inconnu': 1 }) })
      .expectStatus(400);
    expect((await rows<Field>(owner, '/v1/client-custom-fields', { id: cuisine.id }))[0]!.valueCount).toBe(2);
    await send('put', owner, `/v1/clients/${other.id}`, { customFields: { type_de_cuisine: '' } });
    expect((await rows<Field>(owner, '/v1/client-custom-fields', { id: cuisine.id }))[0]!.valueCount).toBe(1);
  });

  test('under values: the type stays, a choice in use stays; renaming and adding choices are free', async () => {
    const typed = await send('put', owner, `/v1/client-custom-fields/${covers.id}`, { type: 'text' }, 409);
    expect(messages(typed)).toEqual([
      'Des clients ont une valeur pour le champ "Nombre de couverts" : son type ne peut plus changer',
    ]);
    const removed = await send(
      'put',
      owner,
      `/v1/client-custom-fields/${cuisine.id}`,
      { choices: ['Bistronomique', 'Gastronomique'] },
      409,
    );
    expect(messages(removed)).toEqual([
      'Des clients ont choisi "Brasserie" pour le champ "Type de cuisine" : ce choix ne peut pas être retiré',
    ]);
    const renamed = await send<Field>('put', owner, `/v1/client-custom-fields/${cuisine.id}`, {
      label: 'Cuisine',
      choices: ['Brasserie', 'Bistronomique', 'Gastronomique', 'Italienne'],
      position: 0,
    });
    expect(renamed).toMatchObject({ key: 'type_de_cuisine', label: 'Cuisine', position: 0 });
    const order = await rows<Field>(owner, '/v1/client-custom-fields');
    expect(order.map((field) => field.position)).toEqual([0, 1, 2, 3, 4]);
    expect(order[0]!.id).toBe(cuisine.id);
    // A field without values changes type freely (the note was cleared).
    expect(
      (await send<Field>('put', owner, `/v1/client-custom-fields/${note.id}`, { type: 'number' })).type,
    ).toBe('number');
    await send('put', owner, `/v1/client-custom-fields/${note.id}`, { type: 'text' });
  });

  test('archiving hides a field and keeps its values; an archived field is not filled', async () => {
    const client = (await rows<Client>(owner, '/v1/clients', { q: 'Bistrot des Halles' }))[0]!;
    await send('put', owner, `/v1/client-custom-fields/${cellar.id}`, { archived: true });
    const hidden = await pactum.spec().get(`/v1/clients/${client.id}`).withHeaders(owner).expectStatus(200);
    expect(hidden.json.customFields).not.toHaveProperty('cave_climatisee');
    const refused = await send(
      'put',
      owner,
      `/v1/clients/${client.id}`,
      { customFields: { cave_climatisee: false } },
      400,
    );
    expect(messages(refused)).toEqual([
      'Le champ "Cave climatisée" est archivé : désarchivez-le pour le remplir',
    ]);
    await send('put', owner, `/v1/client-custom-fields/${cellar.id}`, { archived: false });
    const back = await pactum.spec().get(`/v1/clients/${client.id}`).withHeaders(owner).expectStatus(200);
    expect(back.json.customFields.cave_climatisee).toBe(true);
  });

  test("a merge keeps the kept client's values and fills its empty fields from the other", async () => {
    const kept = await send<Client>(
      'post',
      owner,
      '/v1/clients',
      { firstname: 'Jean', lastname: 'Gardé', customFields: { type_de_cuisine: 'Brasserie' } },
      201,
    );
    const absorbed = await send<Client>(
      'post',
      owner,
      '/v1/clients',
      {
        firstname: 'Jean',
        lastname: 'Absorbé',
        customFields: { type_de_cuisine: 'Italienne', cave_climatisee: false },
      },
      201,
    );
    const merged = await send<Client>('post', owner, `/v1/clients/${kept.id}/merge`, {
      absorbedId: absorbed.id,
    });
    expect(merged.customFields).toEqual({ type_de_cuisine: 'Brasserie', cave_climatisee: false });
    await send('delete', owner, `/v1/clients/${kept.id}`);
  });

  test('deleting a field with values asks for withValues=true, then takes the values with it', async () => {
    const refused = await send('delete', owner, `/v1/client-custom-fields/${covers.id}`, undefined, 409);
    expect(messages(refused)).toEqual([
      '2 client(s) ont une valeur pour le champ "Nombre de couverts" : archivez-le pour le masquer, ou confirmez la suppression de ces valeurs',
    ]);
    await pactum
      .spec()
      .delete(`/v1/client-custom-fields/${covers.id}`)
      .withHeaders(owner)
      .withQueryParams({ withValues: 'true' })
      .expectStatus(200);
    const client = (await rows<Client>(owner, '/v1/clients', { q: 'Bistrot des Halles' }))[0]!;
    expect(client.customFields).not.toHaveProperty('nombre_de_couverts');
    // Its key is free again: a new field takes it.
    const again = await send<Field>(
      'post',
      owner,
      '/v1/client-custom-fields',
      { label: 'Nombre de couverts', type: 'number' },
      201,
    );
    expect(again).toMatchObject({ key: 'nombre_de_couverts', valueCount: 0 });
    await send('delete', owner, `/v1/client-custom-fields/${again.id}`);
  });

  test("another shop's fields are a 404 and its clients do not take this shop's keys", async () => {
    await pactum
      .spec()
      .get(`/v1/client-custom-fields/${note.id}`)
      .withHeaders(as('exemple'))
      .expectStatus(404);
    await send('put', as('exemple'), `/v1/client-custom-fields/${note.id}`, { label: 'Volé' }, 404);
    await send('delete', as('exemple'), `/v1/client-custom-fields/${note.id}`, undefined, 404);
    expect(await rows<Field>(as('exemple'), '/v1/client-custom-fields')).toEqual([]);
    const refused = await send(
      'post',
      as('exemple'),
      '/v1/clients',
      { firstname: 'Léa', lastname: 'Autre', customFields: { note: 'x' } },
      400,
    );
    expect(messages(refused)).toEqual([
      'Le champ "note" n\'existe pas parmi les champs personnalisés de la boutique',
    ]);
  });

  test('agents and collaborators without createClient read the fields but do not change them', async () => {
    await send('post', agent, '/v1/client-custom-fields', { label: 'Agent', type: 'text' }, 403);
    await send('put', agent, `/v1/client-custom-fields/${note.id}`, { label: 'Agent' }, 403);
    await send('post', reader, '/v1/client-custom-fields', { label: 'Lecture', type: 'text' }, 403);
    await send('delete', reader, `/v1/client-custom-fields/${note.id}`, undefined, 403);
    expect((await rows<Field>(reader, '/v1/client-custom-fields')).length).toBeGreaterThan(0);
  });

  test('a shop has at most 30 fields', async () => {
    const count = (await rows<Field>(owner, '/v1/client-custom-fields')).length;
    for (let index = count; index < 30; index += 1) {
      await send('post', owner, '/v1/client-custom-fields', { label: `Champ ${index}`, type: 'text' }, 201);
    }
    const refused = await send(
      'post',
      owner,
      '/v1/client-custom-fields',
      { label: 'Un de trop', type: 'text' },
      409,
    );
    expect(messages(refused)).toEqual([
      "Une boutique compte au plus 30 champs personnalisés : supprimez-en un avant d'en ajouter",
    ]);
  });
});
