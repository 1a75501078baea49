import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider, type RaRecord } from 'ra-core';
import { MAX_PAGE_SIZE, messageOf } from '@cuvee/kernel';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts } from './shops-fixtures.js';

/*
 * The stock react-admin client, unmodified: ra-data-simple-rest drives every list resource of the
 * OpenAPI document (a GET answering an array with Content-Range), on SQLite and on MariaDB with DB_URL.
 * getList (sort, filter, range), getOne, getMany of 30 ids (it sends no range), getManyReference,
 * create, update (the record as read, sent back whole) and delete where the API allows them.
 * What a resource cannot do with the stock client is said in CANNOT below, never skipped silently.
 */

type Operation = 'getList' | 'getManyReference' | 'getOne' | 'update';

/**
 * Why a resource does not take an operation the API offers from the stock client (the API's design,
 * not a gap). Operations the OpenAPI document does not offer (no GET, PUT or DELETE on `{id}`) are
 * not tried; create and delete are tried on the resources of CREATE.
 */
const CANNOT: Record<string, Partial<Record<Operation, string>>> = {
  typologies: {
    getList: "the shop's few client typologies, always answered whole: sort, range and filter are not read",
    getManyReference: 'the same: there is nothing to filter by',
  },
  'purchase-orders': {
    update: 'the demo order is sent: only a draft is edited, its lines replaced whole (purchases.e2e-spec)',
  },
  'opportunity-stages': {
    update:
      'no GET /opportunity-stages/{id}: an Edit form cannot read one stage (the pipeline screen edits them)',
  },
};

/** Lists under one record (a path parameter): not a react-admin resource of their own. */
const UNDER_A_RECORD: Record<string, string> = {
  'clients/{id}/consents': "one client's consent history, read on the client's page: personal-data.e2e-spec",
  'imports/{id}/rejections':
    "the rows one import refused, read on that import's page; the demo has no import",
  'marketing/lists/{id}/members': "the clients one list holds, read on that list's page: marketing.e2e-spec",
  'conversations/{id}/messages': "one conversation's messages, read on its page: messaging.e2e-spec",
  'analytics/commissions/{agentId}/lines':
    "the lines behind one agent's commission, read on the commissions page: analytics-commissions.e2e-spec",
  'analytics/agents/{agentId}/clients':
    "the clients one agent follows, read on that agent's page: analytics-agents.e2e-spec",
};

/** Resources whose PUT answers another record than the one sent: a quote is revised into a new version. */
const UPDATE_ANSWERS_ANOTHER: Record<string, string> = { quotes: 'a quote is revised into its next version' };

/** Demo records the bodies below refer to. */
interface Demo {
  clientId: number;
  productId: number;
  formatId: number;
  warehouseId: number;
}

let made = 0;
const line = (demo: Demo) => [{ productId: demo.productId, formatId: demo.formatId, quantity: 6 }];
const cheque = (demo: Demo) => ({
  clientId: demo.clientId,
  type: 'check',
  amount: 500,
  reference: `CHQ ${++made}`,
});

/**
 * Bodies the demo owner creates rows with through the stock client: 30 of each, so that getMany asks
 * 30 ids, then the newest is updated (a draft invoice can be, an issued one cannot) and, where the API
 * deletes, deleted. The list resources left out are said in NOT_CREATED.
 */
const CREATE: Record<
  string,
  (demo: Demo, client: DataProvider) => Promise<Record<string, unknown>> | Record<string, unknown>
> = {
  clients: () => ({
    isPro: true,
    businessName: `Cave ${++made}`,
    businessReason: `SARL Cave ${made}`,
    firstname: 'Marie',
    lastname: 'Durand',
    email: `cave${made}@exemple.fr`,
    billingAddress: { street: '1 rue Nationale', zipcode: '37000', city: 'Tours', country: 'FR' },
    allowDuplicate: true,
  }),
  products: () => ({ productType: 'accessory', name: `Tire-bouchon ${++made}`, vatType: 'standard' }),
  opportunities: (demo) => ({
    title: `Foire aux vins ${++made}`,
    clientId: demo.clientId,
    amountCents: 1000,
  }),
  tasks: () => ({
    title: `Rappeler la cave ${++made}`,
    activityType: 'phone',
    dueAt: '2026-05-04T08:00:00Z',
  }),
  'grouped-orders': () => ({ name: `Commande groupée ${++made}`, expiresAt: '2099-01-01T00:00:00Z' }),
  'sales-points': (demo) => ({
    name: `Salon ${++made}`,
    warehouseId: demo.warehouseId,
    typology: 'public',
    paymentMethods: ['cash'],
  }),
  warehouses: () => ({ name: `Chai ${++made}`, fiscalStatus: 'paid' }),
  'stock-movements': (demo) => ({
    productId: demo.productId,
    formatId: demo.formatId,
    warehouseId: demo.warehouseId,
    type: 'production',
    quantity: 1,
  }),
  quotes: (demo) => ({ clientId: demo.clientId, lines: line(demo) }),
  invoices: (demo) => ({ clientId: demo.clientId, lines: line(demo) }),
  payments: cheque,
  // A deposit gathers cheques received: one of its own each.
  'bank-deposits': async (demo, client) => ({
    paymentIds: [(await client.create('payments', { data: cheque(demo) })).data.id],
  }),
  'client-credits': (demo) => ({ clientId: demo.clientId, amount: 1000, label: 'Geste commercial' }),
  // One vintage each (no vintage row needed: the customs product names it by id).
  'customs-products': (demo) => ({
    productId: demo.productId,
    vintageId: 100_000 + ++made,
    label: `Produit douanier ${made}`,
    crdCategory: 'T',
    da: 'stillWine',
  }),
  'crd-movements': () => ({
    category: 'T',
    color: 'blue',
    centilisation: 'CL_75',
    kind: 'purchase',
    quantity: ++made,
  }),
  'reservation-events': () => ({
    titleFr: `Visite ${++made}`,
    durationMinutes: 60,
    capacity: 10,
    rates: [{ kind: 'adult', labelFr: 'Adulte', priceTtc: 1000 }],
    schedule: {
      oneOff: [],
      weekly: [{ weekdays: [6], hours: [{ start: '10:00', end: '11:00' }], from: '2026-01-01', until: null }],
      exceptions: [],
      closedWeekdays: [],
    },
  }),
  // The owner writes to the support (a shop conversation needs a buyer of the shop: messaging.e2e-spec).
  conversations: () => ({
    kind: 'support',
    subject: `Question ${++made}`,
    aboutType: 'free',
    body: 'Bonjour, une question sur la facturation.',
  }),
  suppliers: () => ({ name: `Verrerie ${++made}`, supplies: ['bottles'] }),
  'marketing/lists': (demo) => ({ name: `Liste ${++made}`, kind: 'static', clientIds: [demo.clientId] }),
  'marketing/models': () => ({
    name: `Modèle ${++made}`,
    subject: 'Les nouvelles du domaine',
    html: '<p>Bonjour {{firstname}}</p>',
  }),
  // A widget of the demo's first product, for a site of the producer.
  iframes: (demo) => ({
    name: `Iframe ${++made}`,
    kind: 'product',
    productIds: [demo.productId],
    origins: ['https://www.domaine-des-demoiselles.example'],
  }),
  'analytics/saved-reports': () => ({ name: `Ventes par mois ${++made}`, dimensions: ['month', 'channel'] }),
  // 30 fields is a shop's most (the demo has none): each a number, a type clients can be filtered on.
  'client-custom-fields': () => ({ label: `Champ ${++made}`, type: 'number' }),
  // One grid per partner: each for a new client of the shop, with one reference.
  'match-grids': async (demo, client) => ({
    name: `Grille ${++made}`,
    partnerKind: 'client',
    partnerId: (await client.create('clients', { data: await CREATE.clients!(demo, client) })).data.id,
    rows: [{ reference: `REF ${made}`, productId: demo.productId, formatId: demo.formatId }],
  }),
  objectives: () => ({
    scope: 'shop',
    measure: 'revenue',
    period: 'month',
    from: '2026-01-01',
    target: ++made,
  }),
};

/** The list resources the API creates in but the test does not, and why. */
const NOT_CREATED: Record<string, string> = {
  imports: 'an import is a file upload (multipart), not JSON: imports.e2e-spec',
  exports: 'an export runs as a job and is read once done: exports.e2e-spec',
  'conversations/{id}/messages':
    'a message is written in a conversation and tells the other side: messaging.e2e-spec',
  collaborators: 'each invitation mails a person: collaborators.e2e-spec',
  'shop-agents': 'an agent is an existing account linked by email: agents.e2e-spec',
  'opportunity-stages': 'a pipeline has a few stages, not 30: crm-pipeline.e2e-spec',
  orders: 'an order is a checkout of a cart: orders-checkout.e2e-spec',
  samples: 'a sample leaves stock through its own screen: orders-backoffice.e2e-spec',
  'admin/orders': 'an administrator places orders for a shop: orders-backoffice.e2e-spec',
  'stock-allocations': 'an allocation sets aside stock of one level: stock-reservations.e2e-spec',
  'deposit-invoices': 'a deposit is invoiced from an order: orders-invoicing.e2e-spec',
  'credit-notes': 'a credit note corrects an issued invoice: billing.e2e-spec',
  reservations: 'a booking takes places in a slot of an event: reservations.e2e-spec',
  'purchase-orders': 'an order names catalogue lines and moves by its own actions: purchases.e2e-spec',
  'supplier-invoices': 'a supplier invoice bills the receipts of an order: purchases.e2e-spec',
  'primeur-campaigns': 'a campaign is opened once per vintage with its allocations: primeur.e2e-spec',
  'primeur-subscriptions': 'each subscription issues a deposit invoice: primeur.e2e-spec',
  'capsule-articles': 'one per format of an article bought as capsules: customs-drm.e2e-spec',
  'exit-documents': 'one per sale exit of the stock ledger: customs-drm.e2e-spec',
  'api-keys': "a key's secret is shown once to the owner who made it: partners-api-keys.e2e-spec",
  'marketing/campaigns': 'a campaign mails the clients of its lists: marketing.e2e-spec',
  webhooks: "a subscription's deliveries go to the partner's server: partners-webhooks.e2e-spec",
  'sepa-mandates': "a mandate names the shop's SEPA creditor identifier, set first: sepa-mandates.e2e-spec",
  'commission-rules': 'one record per agent of the shop, not 30: analytics-commissions.e2e-spec',
  'builder-pages':
    "a page is drawn in the shop front's builders, one per place: storefront-builders.e2e-spec",
  'agent-shops': 'each added shop mails its producer an invitation to take it over: agent-shops.e2e-spec',
};

/**
 * The list resources the demo owner has no rows of, and why: getList and getMany (of no id) still run,
 * the operations on one record cannot.
 */
const NO_DEMO_ROWS: Record<string, string> = {
  imports: NOT_CREATED.imports!,
  exports: NOT_CREATED.exports!,
  'notifications-centers': 'notifications follow events: notifications.e2e-spec',
  'deposit-invoices': NOT_CREATED['deposit-invoices']!,
  'credit-notes': NOT_CREATED['credit-notes']!,
  'buyer-documents': "a buyer's documents are issued by their sellers: shop-buyer.e2e-spec",
  'supplier-invoices': NOT_CREATED['supplier-invoices']!,
  'primeur-subscriptions': NOT_CREATED['primeur-subscriptions']!,
  'capsule-articles': NOT_CREATED['capsule-articles']!,
  'exit-documents': NOT_CREATED['exit-documents']!,
  'api-keys': NOT_CREATED['api-keys']!,
  webhooks: NOT_CREATED.webhooks!,
  'webhook-deliveries': 'a delivery is an event sent to a subscription: partners-webhooks.e2e-spec',
  'sepa-mandates': NOT_CREATED['sepa-mandates']!,
  'sepa-debits': 'a debit is scheduled by an invoice of a client paying by mandate: sepa-mandates.e2e-spec',
  'commission-rules': NOT_CREATED['commission-rules']!,
  'builder-pages': NOT_CREATED['builder-pages']!,
  'agent-shops': NOT_CREATED['agent-shops']!,
};

/** The field getManyReference asks by (`filter={target: id}`); `id` where the list has no reference filter. */
const REFERENCE: Record<string, string> = {};

interface OpenApiOperation {
  responses: Record<string, { headers?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  'x-cuvee-access'?: { public?: boolean; roles?: string[] | 'authenticated' };
}
type OpenApi = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};

let api: TestApi;
let document: OpenApi;
const clients: Record<string, DataProvider> = {};
/** The ids each getMany asked, to tell which resources had 30 rows to ask. */
const counts: Record<string, number> = {};
let demo: Demo;

/** The standard way to authenticate the stock client: an httpClient that adds the bearer token. */
function providerFor(jwt: string): DataProvider {
  return simpleRestProvider(`${api.url}/v1`, (url, options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${jwt}` } }),
  );
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactum } = await import('pactum');
  pactum.request.setBaseUrl(api.url);
  const { jwt } = await signInDemoAccounts(api);
  clients.owner = providerFor(jwt.proprietaire!);
  clients.admin = providerFor(jwt.administrateur!);
  clients.buyer = providerFor(jwt.acheteur!);
  clients.agent = providerFor(jwt.agent!);
  document = (await (await fetch(`${api.url}/docs-json`)).json()) as OpenApi;
  const rowsOf = async (resource: string) =>
    (
      await clients.owner!.getList(resource, {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
    ).data;
  const bottle = (await rowsOf('products')).find((product) => product.productType === 'bottle')!;
  demo = {
    clientId: (await rowsOf('clients'))[0]!.id as number,
    productId: bottle.id as number,
    formatId: (bottle.formats as { id: number; eq75: number }[]).find((format) => format.eq75 > 0)!.id,
    warehouseId: (await rowsOf('warehouses'))[0]!.id as number,
  };
});

afterAll(async () => {
  await api?.stop();
});

/** The list resources of the OpenAPI document: a GET that answers an array with its Content-Range. */
/** Who reads a list: the demo owner, or the role the list is for when the owner may not (admin, agent, buyer). */
type Persona = 'owner' | 'admin' | 'agent' | 'buyer';

function listResources(): { resource: string; path: string; persona: Persona }[] {
  return Object.entries(document.paths)
    .filter(([, operations]) => {
      const ok = operations.get?.responses['200'];
      return ok?.headers?.['Content-Range'] !== undefined;
    })
    .map(([path, operations]) => {
      const roles = operations.get!['x-cuvee-access']?.roles;
      return {
        resource: path.replace(/^\/v1\//, ''),
        path,
        persona: (!Array.isArray(roles) || roles.includes('owner')
          ? 'owner'
          : roles.includes('admin')
            ? 'admin'
            : roles.includes('agent')
              ? 'agent'
              : 'buyer') as Persona,
      };
    });
}

const byId = (rows: RaRecord[]) => rows.map((row) => row.id);

/** The path of one record of the resource, when the API offers that method on it. */
function recordOperation(path: string, method: string): OpenApiOperation | undefined {
  return document.paths[`${path}/{id}`]?.[method];
}

/** The fields of the PUT body schema: the rest of a record is read-only. */
function writableFields(operation: OpenApiOperation): Set<string> {
  const ref = operation.requestBody?.content['application/json']?.schema.$ref;
  const schema = ref ? document.components.schemas[ref.split('/').pop()!] : undefined;
  return new Set(Object.keys(schema?.properties ?? {}));
}

/** A different value of the same type, to play a user who edits a read-only field. */
function changed(value: unknown): unknown {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value}x`;
  if (typeof value === 'boolean') return !value;
  return null;
}

/** Drives one resource through the stock client; returns what went wrong (empty when all went right). */
async function drive(resource: string, path: string, client: DataProvider): Promise<string[]> {
  const problems: string[] = [];
  const cannot = CANNOT[resource] ?? {};
  const check = async (operation: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      const body = (error as { body?: unknown }).body;
      problems.push(`${resource} ${operation}: ${(error as Error).message} ${JSON.stringify(body ?? '')}`);
    }
  };

  const creator = Object.hasOwn(CREATE, resource) ? CREATE[resource] : undefined;
  if (creator) {
    await check('create', async () => {
      for (let row = 0; row < 30; row += 1) {
        const { data } = await client.create(resource, { data: await creator(demo, client) });
        expect(data.id).toBeDefined();
      }
    });
  }

  const all = await client.getList(resource, {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  const ids = byId(all.data);

  if (!cannot.getList)
    await check('getList', async () => {
      const page = await client.getList(resource, {
        pagination: { page: 2, perPage: 2 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      });
      expect(page.total).toBe(all.total);
      if (all.total === ids.length) expect(byId(page.data)).toEqual([...ids].reverse().slice(2, 4));
      if (ids.length > 0) {
        const one = await client.getList(resource, {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'id', order: 'ASC' },
          filter: { id: ids[0] },
        });
        expect({ total: one.total, ids: byId(one.data) }).toEqual({ total: 1, ids: [ids[0]] });
      }
    });

  await check('getMany', async () => {
    const asked = ids.slice(0, 30);
    counts[resource] = asked.length;
    const { data } = await client.getMany(resource, { ids: asked });
    expect(byId(data).sort()).toEqual([...asked].sort());
  });

  if (ids.length === 0)
    return NO_DEMO_ROWS[resource] ? problems : [...problems, `${resource}: no rows to read`];
  // The newest row when the test made it (a draft invoice can be edited, an issued one cannot).
  const first = creator ? all.data[all.data.length - 1]! : all.data[0]!;
  const target = REFERENCE[resource] ?? 'id';
  if (!cannot.getManyReference)
    await check('getManyReference', async () => {
      const { data, total } = await client.getManyReference(resource, {
        target,
        id: first[target] as number,
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(total).toBeGreaterThan(0);
      expect(data.every((row) => row[target] === first[target])).toBe(true);
    });

  if (recordOperation(path, 'get') && !cannot.getOne) {
    await check('getOne', async () => {
      const { data } = await client.getOne(resource, { id: first.id });
      expect(data.id).toBe(first.id);
    });
  }

  const put = recordOperation(path, 'put');
  if (put && !cannot.update) {
    await check('update', async () => {
      const { data: record } = await client.getOne(resource, { id: first.id });
      const { data } = await client.update(resource, { id: record.id, data: record, previousData: record });
      if (!UPDATE_ANSWERS_ANOTHER[resource]) expect(data.id).toBe(record.id);
      // The form read again (the save moved updatedAt), one read-only field edited: refused, named.
      const { data: saved } = await client.getOne(resource, { id: first.id });
      const writable = writableFields(put);
      const readOnly = Object.keys(saved).find((field) => field !== 'id' && !writable.has(field));
      if (readOnly) {
        const edited = { ...saved, [readOnly]: changed(saved[readOnly]) };
        await expect(
          client.update(resource, { id: saved.id, data: edited, previousData: saved }),
        ).rejects.toMatchObject({
          status: 400,
          body: {
            message: [
              messageOf({ code: 'validation.unknownProperty', params: { property: readOnly } }, 'fr'),
            ],
          },
        });
      }
    });
  }

  if (recordOperation(path, 'delete') && creator) {
    await check('delete', async () => {
      const last = await client.getList(resource, {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      });
      const victim = last.data[0]!;
      await client.delete(resource, { id: victim.id, previousData: victim });
      await expect(client.getMany(resource, { ids: [victim.id] })).resolves.toEqual({ data: [] });
    });
  }
  return problems;
}

test('finds the list resources of the OpenAPI document', () => {
  expect(listResources().length).toBeGreaterThan(30);
  // Every list resource the API creates in is created here or says why not.
  const creatable = listResources().filter(({ path }) => document.paths[path]!.post);
  for (const { resource } of creatable)
    expect([resource, resource in CREATE || resource in NOT_CREATED]).toEqual([resource, true]);
  const nested = listResources().filter(({ path }) => path.includes('{'));
  expect(nested.map(({ resource }) => resource).sort()).toEqual(Object.keys(UNDER_A_RECORD).sort());
});

test('the stock client reads, creates, updates and deletes every list resource', async () => {
  const problems: string[] = [];
  for (const { resource, path, persona } of listResources().filter(({ path }) => !path.includes('{'))) {
    problems.push(...(await drive(resource, path, clients[persona]!)));
  }
  expect(problems).toEqual([]);
  // The lookups that 25-row pages used to cut short.
  for (const resource of Object.keys(CREATE)) expect([resource, counts[resource]]).toEqual([resource, 30]);
}, 600_000);

test(`a lookup of more than ${MAX_PAGE_SIZE} ids is a 400 that says the cap`, async () => {
  const ids = Array.from({ length: MAX_PAGE_SIZE + 1 }, (_, index) => index + 1);
  await expect(clients.owner!.getMany('clients', { ids })).rejects.toMatchObject({
    status: 400,
    body: { message: messageOf({ code: 'error.tooManyIds', params: { max: MAX_PAGE_SIZE } }, 'fr') },
  });
});

test('a field the record does not have is still refused as unknown', async () => {
  const { data } = await clients.owner!.getList('warehouses', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  const record = data[0]!;
  await expect(
    clients.owner!.update('warehouses', {
      id: record.id,
      data: { ...record, isAdmin: true },
      previousData: record,
    }),
  ).rejects.toMatchObject({
    status: 400,
    body: {
      message: [messageOf({ code: 'validation.unknownProperty', params: { property: 'isAdmin' } }, 'fr')],
    },
  });
});

test('a nested read-only field sent back unchanged is accepted, changed it is refused by its path', async () => {
  const owner = clients.owner!;
  const { data } = await owner.getList('products', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  const product = data.find((row) => (row.formats as unknown[]).length > 0)!;
  const { data: record } = await owner.getOne('products', { id: product.id });
  await owner.update('products', { id: record.id, data: record, previousData: record });
  const { data: saved } = await owner.getOne('products', { id: product.id });
  const formats = saved.formats as { unitPrice: number }[];
  const edited = {
    ...saved,
    formats: [{ ...formats[0]!, unitPrice: formats[0]!.unitPrice + 1 }, ...formats.slice(1)],
  };
  await expect(
    owner.update('products', { id: saved.id, data: edited, previousData: saved }),
  ).rejects.toMatchObject({
    status: 400,
    body: {
      message: [
        messageOf({ code: 'validation.unknownProperty', params: { property: 'formats.0.unitPrice' } }, 'fr'),
      ],
    },
  });
});
