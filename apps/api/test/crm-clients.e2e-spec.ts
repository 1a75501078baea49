import pactum from 'pactum';
import { ClientLinks } from '@cuvee/crm';
import { Shop } from '@cuvee/iam';
import { PERMISSIONS } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { acceptInvitation, bearer, login, signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * CRM clients (docs/crm.md): CRUD of private, professional and prospect clients, the kernel messages of the
 * client form, filters and search, seeAllClient / createClient and agent scoping, tenant isolation,
 * duplicates, merge and deletion. Runs on SQLite, and on MariaDB + Redis with DB_URL / REDIS_URL.
 */

interface Client {
  id: number;
  isPro: boolean;
  displayName: string;
  firstname: string | null;
  lastname: string | null;
  businessName: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  siret: string | null;
  siren: string | null;
  nic: string | null;
  vatNumber: string | null;
  typology: string;
  tags: string[];
  contacts: { firstname: string | null; lastname: string; email: string | null }[];
  department: string | null;
  agentId: number | null;
  pipe: string | null;
  isProspect: boolean;
  convertedAt: string | null;
  archived: boolean;
  billingAddress: { zipcode: string; country: string; mountain: boolean; email: string | null } | null;
}

const VALID_SIRET = '73282932000074';
const INVITEE_PASSWORD = 'Vendanges2026';

let api: TestApi;
let as: DemoSessions['as'];
let ids: DemoSessions['ids'];
/** The demo agent, working in the demo shop (an agent names the shop it acts in). */
let agent: Record<string, string>;
/** A collaborator who may create clients but sees only their own (no seeAllClient). */
let limited: Record<string, string>;
let limitedId: number;
/** A collaborator who sees every client but may not create one. */
let reader: Record<string, string>;
/** What another context (billing) holds about clients: documents by client id, and the merges it saw. */
const documents = new Map<number, number>();
const movedDocuments: [number, number][] = [];

const tours = { street: '3 rue Nationale', zipcode: '37000', city: 'Tours', country: 'FR' };

async function create(headers: Record<string, string>, body: object, status = 201) {
  return (await pactum.spec().post('/v1/clients').withHeaders(headers).withJson(body).expectStatus(status))
    .json as Client & { message: string | string[] };
}

async function list(headers: Record<string, string>, filter: object = {}, range = '[0,99]') {
  const response = await pactum
    .spec()
    .get('/v1/clients')
    .withHeaders(headers)
    .withQueryParams({ filter: JSON.stringify(filter), range })
    .expectStatus(200);
  return {
    rows: response.json as Client[],
    total: Number(/\/(\d+)$/.exec(response.headers['content-range'] as string)![1]),
  };
}

async function invite(
  email: string,
  refused: string[],
): Promise<{ headers: Record<string, string>; id: number }> {
  const authorizations = Object.fromEntries(PERMISSIONS.map((p) => [p, !refused.includes(p)]));
  const created = await pactum
    .spec()
    .post('/v1/collaborators')
    .withHeaders(as('proprietaire'))
    .withJson({ email, firstname: 'Camille', lastname: email.split('@')[0], authorizations })
    .expectStatus(201);
  await acceptInvitation(api, email, INVITEE_PASSWORD);
  return { headers: bearer(await login(email, INVITEE_PASSWORD)), id: created.json.id as number };
}

beforeAll(async () => {
  api = await TestApi.start(createApp, { processJobs: false });
  pactum.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
  const demoShop = await api.get(Database).dataSource.getRepository(Shop).findOneByOrFail({ code: 'DEMO' });
  agent = { ...as('agent'), 'X-Shop-Id': String(demoShop.id) };
  ({ headers: limited, id: limitedId } = await invite('suivi@example.fr', ['seeAllClient']));
  ({ headers: reader } = await invite('lecture@example.fr', ['createClient']));
  // Billing is not there yet: this stands in for its provider (invoices of a client). The orders' own
  // provider (sales) is exercised by orders-backoffice.e2e-spec.ts.
  api.get(ClientLinks).register({
    name: 'invoices',
    countDocuments: async (_manager, _shopId, clientId) => documents.get(clientId) ?? 0,
    moveClient: async (_manager, _shopId, from, to) => {
      movedDocuments.push([from, to]);
      documents.set(to, (documents.get(to) ?? 0) + (documents.get(from) ?? 0));
      documents.delete(from);
    },
  });
}, 120_000);
afterAll(() => api.stop());

describe('creating, reading, updating and deleting clients', () => {
  test('a private client: names, email lower case, phone in E.164, department of its address', async () => {
    const created = await create(as('proprietaire'), {
      civility: 'mr',
      firstname: ' Jean ',
      lastname: 'Lefèvre',
      email: 'Jean.Lefevre@Exemple.FR',
      mobile: '06 98 76 54 31',
      billingAddress: { ...tours, mountain: true },
      tags: ['Salon ', 'salon', 'Fidèle'],
      marketingConsent: true,
    });
    expect(created).toMatchObject({
      isPro: false,
      firstname: 'Jean',
      displayName: 'Lefèvre Jean',
      email: 'jean.lefevre@exemple.fr',
      mobile: '+33698765431',
      typology: 'public',
      department: '37',
      tags: ['fidèle', 'salon'],
      pipe: null,
      isProspect: false,
      billingAddress: { zipcode: '37000', country: 'FR', mountain: true },
    });
    const read = await pactum
      .spec()
      .get(`/v1/clients/${created.id}`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(read.json).toMatchObject({ id: created.id, email: 'jean.lefevre@exemple.fr' });

    const updated = await pactum
      .spec()
      .put(`/v1/clients/${created.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ lastname: 'Lefèvre-Martin', typology: 'restaurant', billingAddress: null })
      .expectStatus(200);
    expect(updated.json).toMatchObject({
      displayName: 'Lefèvre-Martin Jean',
      typology: 'restaurant',
      department: null,
      email: 'jean.lefevre@exemple.fr',
    });

    await pactum.spec().delete(`/v1/clients/${created.id}`).withHeaders(as('proprietaire')).expectStatus(200);
    await pactum.spec().get(`/v1/clients/${created.id}`).withHeaders(as('proprietaire')).expectStatus(404);
  });

  test('a professional (/clients/add?isPro=true): SIRET typed with spaces, SIREN and NIC derived', async () => {
    const created = await create(as('proprietaire'), {
      isPro: true,
      civility: 'sarl',
      businessName: 'La Cave Tourangelle',
      businessReason: 'Cave Tourangelle SARL',
      siret: '732 829 320 00074',
      vatNumber: 'fr 44 732829320',
      typology: 'caviste',
      contacts: [{ firstname: 'Inès', lastname: 'Roux', role: 'Gérante', email: 'INES@cave.fr' }],
      deliveryAddress: tours,
      paymentDelay: 'days30',
      paymentType: 'transfer',
      accountingCode: '411CAVETOUR',
    });
    expect(created).toMatchObject({
      isPro: true,
      displayName: 'La Cave Tourangelle',
      siret: VALID_SIRET,
      siren: '732829320',
      nic: '00074',
      vatNumber: 'FR44732829320',
      typology: 'caviste',
      department: '37',
      contacts: [{ firstname: 'Inès', lastname: 'Roux', email: 'ines@cave.fr' }],
    });
  });

  test('an address: the postal code of its country, the country code upper case, a blank email is none', async () => {
    const brussels = { street: 'Rue Neuve 1', zipcode: '1000', city: 'Bruxelles', country: 'be', email: ' ' };
    const created = await create(as('proprietaire'), {
      firstname: 'Anne',
      lastname: 'Peeters',
      billingAddress: brussels,
    });
    expect(created.billingAddress).toMatchObject({ zipcode: '1000', country: 'BE', email: null });
    const refused = await create(
      as('proprietaire'),
      { firstname: 'A', lastname: 'B', billingAddress: { ...brussels, zipcode: '10000' } },
      400,
    );
    expect([refused.message].flat()).toContain("Le code postal n'est pas valide");
  });

  test('a prospect (/clients/add?pipe=Prospect) becomes a client: same record, history kept', async () => {
    const prospect = await create(as('proprietaire'), {
      isPro: true,
      businessName: 'Bistrot Converti',
      pipe: 'Prospect',
    });
    expect(prospect).toMatchObject({ pipe: 'Prospect', isProspect: true, convertedAt: null });
    const prospects = await list(as('proprietaire'), { pipe: 'Prospect' });
    expect(prospects.rows.map((row) => row.id)).toContain(prospect.id);

    await pactum
      .spec()
      .post(`/v1/clients/${prospect.id}/notes`)
      .withHeaders(as('proprietaire'))
      .withJson({ text: 'Intéressé par le Chinon.' })
      .expectStatus(201);
    const converted = await pactum
      .spec()
      .post(`/v1/clients/${prospect.id}/convert`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(converted.json).toMatchObject({ id: prospect.id, pipe: null, isProspect: false });
    expect(converted.json.convertedAt).not.toBeNull();

    const overview = await pactum
      .spec()
      .get(`/v1/clients/${prospect.id}/overview`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(overview.json.timeline.map((entry: { kind: string }) => entry.kind)).toEqual(
      expect.arrayContaining(['created', 'note', 'converted']),
    );
    const again = await pactum
      .spec()
      .post(`/v1/clients/${prospect.id}/convert`)
      .withHeaders(as('proprietaire'))
      .expectStatus(400);
    expect(again.json.message).toBe("Ce client n'est pas un prospect");
  });

  test('a note is deleted by its author only', async () => {
    const client = await create(as('proprietaire'), { firstname: 'Note', lastname: 'Auteur' });
    const note = await pactum
      .spec()
      .post(`/v1/clients/${client.id}/notes`)
      .withHeaders(as('proprietaire'))
      .withJson({ text: 'À rappeler' })
      .expectStatus(201);
    const noteId = Number(String(note.json.id).replace('event-', ''));
    await pactum
      .spec()
      .delete(`/v1/clients/${client.id}/notes/${noteId}`)
      .withHeaders(as('collaborateur'))
      .expectStatus(404);
    await pactum
      .spec()
      .delete(`/v1/clients/${client.id}/notes/${noteId}`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
  });
});

describe('bad input on the client form: the kernel messages', () => {
  const cases: [string, object, string][] = [
    ['a person without a last name', { firstname: 'Jean' }, 'Ce champ ne peut pas être vide'],
    ['a professional without a name', { isPro: true, siret: VALID_SIRET }, 'Ce champ ne peut pas être vide'],
    ['an email without a domain', { firstname: 'A', lastname: 'B', email: 'jean@' }, 'Le mail est incorrect'],
    [
      'a mobile that is no mobile',
      { firstname: 'A', lastname: 'B', mobile: '01 23 45 67 89' },
      "Le numéro de téléphone mobile n'est pas valide",
    ],
    [
      'a French postal code of four digits',
      { firstname: 'A', lastname: 'B', billingAddress: { ...tours, zipcode: '3700' } },
      "Le code postal n'est pas valide",
    ],
    [
      'an address without a street',
      { firstname: 'A', lastname: 'B', billingAddress: { ...tours, street: ' ' } },
      'Ce champ ne peut pas être vide',
    ],
    [
      'a SIRET whose Luhn check fails',
      { isPro: true, businessName: 'Luhn', siret: '73282932000075' },
      'Le numéro SIRET doit comporter 14 chiffres valides',
    ],
    [
      'a SIRET of 13 digits',
      { isPro: true, businessName: 'Court', siret: '7328293200007' },
      'Le numéro SIRET doit comporter 14 chiffres valides',
    ],
    [
      'a tag of 51 characters',
      { firstname: 'A', lastname: 'B', tags: ['x'.repeat(51)] },
      'Doit faire au maximum 50 caractères',
    ],
    [
      'a contact without a last name',
      { isPro: true, businessName: 'Sans contact', contacts: [{ firstname: 'Paul', lastname: '' }] },
      'Ce champ ne peut pas être vide',
    ],
  ];

  test.each(cases)('%s', async (_name, body, message) => {
    const refused = await create(as('proprietaire'), body, 400);
    expect([refused.message].flat()).toContain(message);
  });

  test('in English with Accept-Language: en', async () => {
    const refused = await create(
      { ...as('proprietaire'), 'Accept-Language': 'en' },
      { firstname: 'A', lastname: 'B', email: 'nope' },
      400,
    );
    expect([refused.message].flat()).toContain('The email address is incorrect');
  });

  test('a note needs its text', async () => {
    const client = (await list(as('proprietaire'), {}, '[0,0]')).rows[0]!;
    const refused = await pactum
      .spec()
      .post(`/v1/clients/${client.id}/notes`)
      .withHeaders(as('proprietaire'))
      .withJson({ text: '  ' })
      .expectStatus(400);
    expect([refused.json.message].flat()).toContain('Ce champ ne peut pas être vide');
  });
});

describe('the list: filters and full-text search', () => {
  test('typology, tags, department, agent, isPro and pipe each keep only matching clients', async () => {
    const owner = as('proprietaire');
    const all = await list(owner);
    expect(all.total).toBeGreaterThanOrEqual(30);

    const cavistes = await list(owner, { typology: 'caviste' });
    expect(cavistes.rows.length).toBeGreaterThan(0);
    expect(cavistes.rows.every((row) => row.typology === 'caviste')).toBe(true);
    expect(cavistes.total).toBeLessThan(all.total);

    const bio = await list(owner, { tags: ['bio'] });
    expect(bio.rows.map((row) => row.displayName)).toContain('Cave du Port');
    expect(bio.rows.every((row) => row.tags.includes('bio'))).toBe(true);

    const charente = await list(owner, { department: '17' });
    expect(charente.rows.map((row) => row.displayName)).toContain('Cave du Port');
    expect(charente.rows.every((row) => row.department === '17')).toBe(true);

    const overseas = await list(owner, { department: '971' });
    expect(overseas.rows.every((row) => row.department === '971')).toBe(true);

    const followed = await list(owner, { agentId: ids.agent });
    expect(followed.rows.length).toBeGreaterThan(0);
    expect(followed.rows.every((row) => row.agentId === ids.agent)).toBe(true);

    const pros = await list(owner, { isPro: true });
    const people = await list(owner, { isPro: false });
    expect(pros.rows.every((row) => row.isPro)).toBe(true);
    expect(people.rows.every((row) => !row.isPro)).toBe(true);
    expect(pros.total + people.total).toBe(all.total);

    const contacted = await list(owner, { pipe: 'Contacted' });
    expect(contacted.rows.length).toBeGreaterThan(0);
    expect(contacted.rows.every((row) => row.pipe === 'Contacted')).toBe(true);
    const prospects = await list(owner, { prospect: true });
    expect(prospects.rows.every((row) => row.isProspect)).toBe(true);
  });

  test('sorted by name, 24 at a time, with Content-Range', async () => {
    const response = await pactum
      .spec()
      .get('/v1/clients')
      .withHeaders(as('proprietaire'))
      .withQueryParams({ range: '[0,23]', sort: '["displayName","ASC"]' })
      .expectStatus(200);
    const rows = response.json as Client[];
    expect(rows).toHaveLength(24);
    expect(response.headers['content-range']).toMatch(/^clients 0-23\/\d+$/);
    // In the engine's collation: binary on SQLite, case and accent blind on MySQL.
    const compare =
      api.get(Database).engine === 'sqlite'
        ? (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
        : new Intl.Collator('fr', { sensitivity: 'base' }).compare;
    const names = rows.map((row) => row.displayName);
    expect(names).toEqual([...names].sort(compare));
  });

  test('search by name without accents, contact, email, city and phone as typed at home', async () => {
    const owner = as('proprietaire');
    const names = async (q: string) => (await list(owner, { q })).rows.map((row) => row.displayName);
    expect(await names('helene marchand')).toContain('Cave du Port'); // the contact of Cave du Port
    expect(await names('cave port')).toContain('Cave du Port');
    expect(await names('rochelle')).toContain('Cave du Port');
    expect(await names('contact@cave-du-port')).toContain('Cave du Port');
    expect(await names('05 46 41')).toContain('Cave du Port');
    expect(await names('zzzz introuvable')).toEqual([]);
    // Search and filter together.
    expect(await names('cave')).toEqual(
      expect.arrayContaining(
        (await list(owner, { q: 'cave', typology: 'caviste' })).rows.map((r) => r.displayName),
      ),
    );
  });

  test('archived clients leave the list unless asked for', async () => {
    const client = await create(as('proprietaire'), { firstname: 'Archivé', lastname: 'Ancien' });
    await pactum
      .spec()
      .put(`/v1/clients/${client.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ archived: true })
      .expectStatus(200);
    expect((await list(as('proprietaire'), { q: 'ancien archive' })).rows).toEqual([]);
    const archived = await list(as('proprietaire'), { archived: true, q: 'ancien' });
    expect(archived.rows.map((row) => row.id)).toEqual([client.id]);
  });
});

describe('who sees and edits which clients', () => {
  test('an agent sees only the clients assigned to them, and another one is not found', async () => {
    const mine = await list(agent);
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((row) => row.agentId === ids.agent)).toBe(true);
    const other = (await list(as('proprietaire'), { unassigned: true }, '[0,0]')).rows[0]!;
    await pactum.spec().get(`/v1/clients/${other.id}`).withHeaders(agent).expectStatus(404);
    await pactum
      .spec()
      .put(`/v1/clients/${other.id}`)
      .withHeaders(agent)
      .withJson({ notes: 'pris' })
      .expectStatus(404);
  });

  test("an agent's new client is theirs; they may not give it to someone else", async () => {
    const created = await create(agent, { firstname: 'Client', lastname: "De l'agent" });
    expect(created.agentId).toBe(ids.agent);
    const refused = await create(
      agent,
      { firstname: 'Autre', lastname: 'Client', agentId: ids.proprietaire },
      400,
    );
    expect(refused.message).toBe("Vous ne pouvez attribuer vos clients et vos tâches qu'à vous-même");
  });

  test('a collaborator without seeAllClient sees only their own; with it, all of them', async () => {
    expect((await list(limited)).total).toBe(0);
    const created = await create(limited, { firstname: 'Suivi', lastname: 'Personnel' });
    expect(created.agentId).toBe(limitedId);
    expect((await list(limited)).rows.map((row) => row.id)).toEqual([created.id]);
    const all = await list(as('collaborateur'));
    expect(all.rows.map((row) => row.id)).toContain(created.id);
    expect(all.rows.some((row) => row.agentId === ids.agent)).toBe(true);
  });

  test('without createClient: reading is allowed, writing is 403', async () => {
    expect((await list(reader)).total).toBeGreaterThan(0);
    await create(reader, { firstname: 'Non', lastname: 'Autorisé' }, 403);
  });

  test('a buyer has no CRM', async () => {
    await pactum.spec().get('/v1/clients').withHeaders(as('acheteur')).expectStatus(403);
  });

  test('only a seller assigns to a team member of the shop', async () => {
    const refused = await create(
      as('proprietaire'),
      { firstname: 'A', lastname: 'B', agentId: ids.exemple },
      400,
    );
    expect(refused.message).toBe("Cette personne ne fait pas partie de l'équipe de la boutique");
    const assigned = await create(as('proprietaire'), {
      firstname: 'Pour',
      lastname: 'Agent',
      agentId: ids.agent,
    });
    expect(assigned.agentId).toBe(ids.agent);
    expect((await list(agent)).rows.map((row) => row.id)).toContain(assigned.id);
  });
});

describe('tenant isolation', () => {
  test("another shop's owner never sees nor touches the demo shop's clients", async () => {
    const demo = (await list(as('proprietaire'), {}, '[0,0]')).rows[0]!;
    const theirs = await list(as('exemple'));
    expect(theirs.rows.map((row) => row.id)).not.toContain(demo.id);
    expect(theirs.rows.some((row) => row.email?.endsWith('.demo'))).toBe(false);
    await pactum.spec().get(`/v1/clients/${demo.id}`).withHeaders(as('exemple')).expectStatus(404);
    await pactum
      .spec()
      .put(`/v1/clients/${demo.id}`)
      .withHeaders(as('exemple'))
      .withJson({ notes: 'x' })
      .expectStatus(404);
    await pactum.spec().delete(`/v1/clients/${demo.id}`).withHeaders(as('exemple')).expectStatus(404);
    // The same email in another shop is no duplicate.
    const own = await create(as('exemple'), { firstname: 'Même', lastname: 'Mail', email: demo.email });
    expect(own.email).toBe(demo.email);
    const shops = api.get(Database).dataSource.getRepository(Shop);
    expect((await shops.findOneByOrFail({ code: 'DEMO2' })).id).not.toBe(
      (await shops.findOneByOrFail({ code: 'DEMO' })).id,
    );
  });
});

describe('duplicates and merge', () => {
  test('creating a client with the email, SIRET or phone of another is warned (409), unless allowed', async () => {
    const existing = await create(as('proprietaire'), {
      isPro: true,
      businessName: 'Domaine Original',
      email: 'original@domaine.fr',
      siret: VALID_SIRET.replace('00074', '00082'),
      phone: '02 47 12 34 56',
    });
    const twin = {
      isPro: true,
      businessName: 'Domaine Copie',
      email: 'ORIGINAL@domaine.fr',
      siret: existing.siret,
      mobile: '+33 2 47 12 34 56',
    };
    const refused = await create(
      as('proprietaire'),
      { ...twin, mobile: undefined, phone: '+33247123456' },
      409,
    );
    expect(refused.message).toEqual([
      'Un client de la boutique a déjà cette adresse mail',
      'Un client de la boutique a déjà ce numéro SIRET',
      'Un client de la boutique a déjà ce numéro de téléphone',
    ]);
    const warned = await pactum
      .spec()
      .get('/v1/clients/duplicates')
      .withHeaders(as('proprietaire'))
      .withQueryParams({ email: 'original@domaine.fr', phone: '0247123456' })
      .expectStatus(200);
    expect(warned.json).toEqual([
      { clientId: existing.id, displayName: 'Domaine Original', fields: ['email', 'phone'] },
    ]);
    // An agent learns a duplicate exists, not whose it is.
    const hidden = await pactum
      .spec()
      .get('/v1/clients/duplicates')
      .withHeaders(agent)
      .withQueryParams({ email: 'original@domaine.fr' })
      .expectStatus(200);
    expect(hidden.json).toEqual([{ clientId: null, displayName: null, fields: ['email'] }]);

    const allowed = await create(as('proprietaire'), { ...twin, mobile: undefined, allowDuplicate: true });
    expect(allowed.email).toBe('original@domaine.fr');
  });

  test('merging keeps every linked record: contacts, tags, notes, tasks, opportunities, documents', async () => {
    const owner = as('proprietaire');
    const kept = await create(owner, {
      isPro: true,
      businessName: 'Fusion Gardée',
      email: 'gardee@fusion.fr',
      tags: ['salon'],
      contacts: [{ lastname: 'Premier' }],
    });
    const absorbed = await create(owner, {
      isPro: true,
      businessName: 'Fusion Absorbée',
      siret: VALID_SIRET.replace('00074', '00090'),
      tags: ['export'],
      contacts: [{ lastname: 'Second' }],
      typology: 'importer',
      allowDuplicate: true,
    });
    await pactum
      .spec()
      .post(`/v1/clients/${absorbed.id}/notes`)
      .withHeaders(owner)
      .withJson({ text: 'Note absorbée' })
      .expectStatus(201);
    const task = await pactum
      .spec()
      .post('/v1/tasks')
      .withHeaders(owner)
      .withJson({
        title: 'Appeler Fusion',
        activityType: 'phone',
        dueAt: '2026-05-04T08:00:00Z',
        clientId: absorbed.id,
      })
      .expectStatus(201);
    const opportunity = await pactum
      .spec()
      .post('/v1/opportunities')
      .withHeaders(owner)
      .withJson({ title: 'Salon Fusion', clientId: absorbed.id, amountCents: 120000 })
      .expectStatus(201);
    documents.set(absorbed.id, 3);

    const merged = await pactum
      .spec()
      .post(`/v1/clients/${kept.id}/merge`)
      .withHeaders(owner)
      .withJson({ absorbedId: absorbed.id })
      .expectStatus(200);
    expect(merged.json).toMatchObject({
      id: kept.id,
      displayName: 'Fusion Gardée',
      email: 'gardee@fusion.fr',
      siret: absorbed.siret,
      typology: 'importer',
      tags: ['export', 'salon'],
    });
    expect(merged.json.contacts.map((c: { lastname: string }) => c.lastname)).toEqual(['Premier', 'Second']);
    await pactum.spec().get(`/v1/clients/${absorbed.id}`).withHeaders(owner).expectStatus(404);
    expect(
      (await pactum.spec().get(`/v1/tasks/${task.json.id}`).withHeaders(owner).expectStatus(200)).json
        .clientId,
    ).toBe(kept.id);
    expect(
      (
        await pactum
          .spec()
          .get(`/v1/opportunities/${opportunity.json.id}`)
          .withHeaders(owner)
          .expectStatus(200)
      ).json.clientId,
    ).toBe(kept.id);
    expect(movedDocuments).toContainEqual([absorbed.id, kept.id]);

    const overview = await pactum
      .spec()
      .get(`/v1/clients/${kept.id}/overview`)
      .withHeaders(owner)
      .expectStatus(200);
    expect(overview.json.documents).toEqual({ invoices: 3 });
    const timeline = overview.json.timeline as { kind: string; text: string | null }[];
    expect(timeline.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['merged', 'note', 'task']));
    expect(timeline.find((entry) => entry.kind === 'note')?.text).toBe('Note absorbée');
    // The search finds the merged client by the absorbed one's SIRET.
    expect((await list(owner, { q: absorbed.siret! })).rows.map((row) => row.id)).toEqual([kept.id]);
  });

  test('a client is not merged with itself, nor by an agent', async () => {
    const client = await create(as('proprietaire'), { firstname: 'Seul', lastname: 'Client' });
    const self = await pactum
      .spec()
      .post(`/v1/clients/${client.id}/merge`)
      .withHeaders(as('proprietaire'))
      .withJson({ absorbedId: client.id })
      .expectStatus(400);
    expect(self.json.message).toBe('Un client ne peut pas être fusionné avec lui-même');
    await pactum
      .spec()
      .post(`/v1/clients/${client.id}/merge`)
      .withHeaders(agent)
      .withJson({ absorbedId: client.id })
      .expectStatus(403);
  });

  test('a client with documents is not deleted (409): it is archived instead', async () => {
    const client = await create(as('proprietaire'), { firstname: 'Avec', lastname: 'Factures' });
    documents.set(client.id, 2);
    const refused = await pactum
      .spec()
      .delete(`/v1/clients/${client.id}`)
      .withHeaders(as('proprietaire'))
      .expectStatus(409);
    expect(refused.json.message).toBe(
      'Ce client a des documents (commandes, factures) : archivez-le au lieu de le supprimer',
    );
    const archived = await pactum
      .spec()
      .put(`/v1/clients/${client.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ archived: true })
      .expectStatus(200);
    expect(archived.json.archived).toBe(true);
    await pactum.spec().get(`/v1/clients/${client.id}`).withHeaders(as('proprietaire')).expectStatus(200);
  });
});
