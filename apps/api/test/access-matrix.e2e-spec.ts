import pactum from 'pactum';
import {
  hasPermission,
  INTEGRATIONS,
  isIntegrationActive,
  PERMISSIONS,
  type Integration,
  type Permission,
  type Role,
  type ShopAccess,
  type ShopIntegrations,
} from '@cuvee/kernel';
import { DEMO_PASSWORD } from '@cuvee/iam';
import { seedDemoData } from '@cuvee/migrations';
import { Database } from '@cuvee/platform';
import { solvedCaptcha, TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { acceptInvitation, bearer, login } from './shops-fixtures.js';

/*
 * The access matrix: every operation of the OpenAPI document × every persona, against the real app.
 * The expected decision comes from the operation's declared rule (`x-cuvee-access`) and the kernel's
 * hasPermission, so a new endpoint is checked the day it appears in the document.
 *   - nobody gets a 2xx the rule refuses them, and a refusal is exactly 401 (anonymous) or 403;
 *   - the owner of shop B never receives shop A's data, and A's resources answer B with 404;
 *   - nothing answers 5xx;
 *   - an operation marked `x-cuvee-audit` leaves exactly one audit entry per 2xx (its action, the
 *     persona as actor, the persona's shop) and none otherwise (ADR 0065).
 */

/** Endpoints open to visitors on purpose. Any other @Public() endpoint fails the test. */
const PUBLIC_ON_PURPOSE = new Set([
  // The probes answer orchestrators and load balancers, which hold no account (ADR 0064).
  'GET /v1/health',
  'GET /v1/health/live',
  'GET /v1/health/ready',
  'POST /v1/auth/login',
  'POST /v1/auth/refresh',
  'POST /v1/auth/logout',
  'POST /v1/auth/register/buyer',
  'POST /v1/auth/register/seller',
  'POST /v1/auth/register/agent',
  'POST /v1/auth/validate',
  'POST /v1/auth/validate/resend',
  'POST /v1/auth/reset-password/request',
  'POST /v1/auth/reset-password',
  // The captcha's challenge, asked before a public form is sent (ADR 0088).
  'GET /v1/captcha',
  // The producer's invitation to take over the shop their agent added: the mailed token is the right (ADR 0087).
  'POST /v1/shop-takeovers',
  'GET /v1/shops/{id}',
  // The producers list of visitors (/shops): online shops' public cards.
  'GET /v1/shops',
  // The maintenance notice shows on the login page too.
  'GET /v1/maintenances',
  // An export's zip opens from a signed link in a new window (no Authorization header); it checks the link.
  'GET /v1/exports/{id}/file',
  // Visitors browse the catalogue at the public typology's prices; duty data by product.
  'GET /v1/products',
  'GET /v1/products/{id}',
  // The shop page's filter choices, from the same visible catalogue as GET /v1/products.
  'GET /v1/product-facets',
  // Public product pages, e-labels (the QR code on the bottle), their images, GS1 Digital Link barcodes.
  'GET /v1/product-pages/{shop}/{slug}',
  'GET /v1/e-labels/{shop}/{slug}',
  'GET /v1/visuals/{shopId}/{file}',
  'GET /v1/gs1/01/{ean}',
  'GET /v1/gs1/01/{ean}/10/{lot}',
  'GET /v1/gs1/01/{ean}/22/{vintage}',
  'GET /v1/gs1/01/{ean}/22/{vintage}/10/{lot}',
  // Visitors price their cart and see a shop's delivery and payment choices before signing in.
  'POST /v1/orders/get-cart-price',
  'GET /v1/checkout-options/{shopId}',
  // A shop's online events and their slots with the places left: the shop front's event pages.
  'GET /v1/event-offers',
  'GET /v1/event-offers/{id}',
  'GET /v1/event-offers/{id}/slots',
  // A payer's share, reached by the random token of the link mailed to them.
  'GET /v1/payment-shares/{token}',
  // …and paid by card there (the token is the payer's right, like the link's GET).
  'POST /v1/payment-shares/{token}/card',
  'POST /v1/payment-shares/{token}/validate3ds',
  // One-click unsubscribe (RFC 8058) and its page: the random token of the campaign mail is the right.
  'GET /v1/marketing/unsubscribe/{token}',
  'POST /v1/marketing/unsubscribe/{token}',
  // The shop front's builder pages, published versions only (a draft never answers).
  'GET /v1/published-pages/{shopId}/home',
  'GET /v1/published-pages/{shopId}/tabs/{tabId}',
  // An embedded widget as the shop front draws it for anyone (/iframes/{id}); 404 when it is off.
  'GET /v1/iframes/{id}/public',
]);

type Declared =
  | { public: true }
  | {
      roles: Role[] | 'authenticated';
      permission?: Permission | Permission[];
      integration?: Integration | Integration[];
      apiKeys?: false;
    };

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  declared: Declared;
  pathParams: string[];
  requiredQuery: string[];
  /** The action it records in the audit trail (`x-cuvee-audit`), if it is audited. */
  audit?: string;
}

interface Persona {
  name: string;
  /** How to log in again when an operation ended the session (a logout-everywhere, say). */
  identifier: string | null;
  password: string;
  jwt: string | null;
  role: Role | null;
  /** The standing the persona has in the shop it acts in (what the guard computes). */
  access: ShopAccess | null;
  integrations: ShopIntegrations | null;
  headers: Record<string, string>;
  /** An API key of shop A (its secret in `jwt`): a collaborator with the key's permissions (ADR 0054). */
  apiKey?: boolean;
  /** Who the audit trail names: the user (for a key, its owner) and the key. */
  userId: number | null;
  apiKeyId: number | null;
  /** The shop the persona acts in, as the audit trail records it (null: none, an administrator). */
  shopId: number | null;
}

/** The columns of an audit entry the matrix checks, read straight from the table. */
interface RecordedEntry {
  action: string;
  shopId: number | null;
  actorKind: string;
  actorUserId: number | null;
  actorApiKeyId: number | null;
}

interface Call {
  operation: string;
  persona: string;
  status: number;
  expected: 'allow' | 401 | 403;
  body: string;
  /** Values the request itself carried: echoing them back is no leak. */
  sent: string;
  targetsShopA: boolean;
  /** For an audited operation: the entries the call left, and who the persona is. */
  audited?: { action: string; entries: RecordedEntry[]; persona: Persona };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const INVITEE_PASSWORD = 'Vendanges2026';

let api: TestApi;
const calls: Call[] = [];
let operations: Operation[] = [];
const missingFixtures: string[] = [];
/** Strings that identify shop A and its people: the owner of B must never see one of them. */
let shopASecrets: string[] = [];

function key(operation: Operation): string {
  return `${operation.method.toUpperCase()} ${operation.path}`;
}

function isPublic(declared: Declared): declared is { public: true } {
  return 'public' in declared && declared.public === true;
}

function readOperations(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []) as { in: string; name: string; required?: boolean }[];
      found.push({
        method,
        path,
        // No extension at all means the global guard's default: any logged-in user.
        declared: (operation['x-cuvee-access'] as Declared | undefined) ?? { roles: 'authenticated' },
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        requiredQuery: parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
        ...(typeof operation['x-cuvee-audit'] === 'string' ? { audit: operation['x-cuvee-audit'] } : {}),
      });
    }
  }
  return found;
}

/** The decision the declared rule implies for a persona (the guard's rule, restated independently). */
function expectedDecision(declared: Declared, persona: Persona): 'allow' | 401 | 403 {
  if (isPublic(declared)) return 'allow';
  if (!persona.jwt) return 401;
  // A key calls only what collaborators may: owner-only and any-signed-in-person operations are closed.
  // …and none marked closed to keys (a person's own messages).
  if (
    persona.apiKey &&
    (!Array.isArray(declared.roles) || !declared.roles.includes('iam') || declared.apiKeys === false)
  )
    return 403;
  if (Array.isArray(declared.roles) && (!persona.role || !declared.roles.includes(persona.role))) return 403;
  if (persona.access?.blocked) return 403;
  const permissions = [declared.permission ?? []].flat();
  if (permissions.some((permission) => !hasPermission(persona.access, permission))) return 403;
  const integrations = [declared.integration ?? []].flat();
  if (integrations.some((integration) => !isIntegrationActive(persona.integrations, integration))) return 403;
  return 'allow';
}

function allPermissionsExcept(refused: Permission[]): Record<string, boolean> {
  return Object.fromEntries(PERMISSIONS.map((permission) => [permission, !refused.includes(permission)]));
}

beforeAll(async () => {
  // The two key personas make a few hundred requests from one address within minutes.
  api = await TestApi.start(createApp, {
    env: { RATE_LIMIT_PER_KEY: '1000000', RATE_LIMIT_PER_ADDRESS: '1000000' },
  });
  pactum.request.setBaseUrl(api.url);
  await seedDemoData(api.get(Database));

  // ---- Fixtures, made through the API.
  const ownerA = await login('proprietaire');
  const ownerB = await login('exemple');
  const shopA = (await pactum.spec().get('/v1/shops/me').withHeaders(bearer(ownerA)).expectStatus(200)).json;
  const shopB = (await pactum.spec().get('/v1/shops/me').withHeaders(bearer(ownerB)).expectStatus(200)).json;
  const idOf = async (jwt: string, headers: Record<string, string> = {}) =>
    (
      await pactum
        .spec()
        .get('/v1/users/me')
        .withHeaders({ ...bearer(jwt), ...headers })
        .expectStatus(200)
    ).json.id as number;

  const invite = async (email: string, authorizations: Record<string, boolean> | null): Promise<number> => {
    const created = await pactum
      .spec()
      .post('/v1/collaborators')
      .withHeaders(bearer(ownerA))
      .withJson({
        email,
        firstname: 'Matrice',
        lastname: email.startsWith('full') ? 'Pleine' : 'Partielle',
        authorizations,
      })
      .expectStatus(201);
    await acceptInvitation(api, email, INVITEE_PASSWORD);
    return created.json.id as number;
  };
  await invite('full.iam@example.fr', null);
  const limitedId = await invite('limited.iam@example.fr', allPermissionsExcept([]));

  // Targets of the admin's block endpoints: an account and a shop nobody else in the matrix uses.
  await pactum
    .spec()
    .post('/v1/auth/register/seller')
    .withHeaders(await solvedCaptcha())
    .withJson({
      username: 'Victime Matrice',
      firstname: 'Victime',
      lastname: 'Matrice',
      email: 'victim@example.fr',
      password: INVITEE_PASSWORD,
      shopName: 'Cave Victime',
      businessType: 'wine',
    })
    .expectStatus(201);
  const admin = await login('administrateur');
  const victimUser = (
    await pactum
      .spec()
      .get('/v1/admin/users')
      .withQueryParams({ filter: '{"q":"victim@example.fr"}' })
      .withHeaders(bearer(admin))
      .expectStatus(200)
  ).json[0].id as number;
  const victimShop = (
    await pactum
      .spec()
      .get('/v1/admin/shops')
      .withQueryParams({ filter: '{"q":"Cave Victime"}' })
      .withHeaders(bearer(admin))
      .expectStatus(200)
  ).json[0].id as number;

  const agentA = await login('agent');
  const agentAId = await idOf(agentA);
  // A shop agent A added for a producer (ADR 0087), still waiting for its owner: its invitation can be re-sent.
  const agentShopId = (
    await pactum
      .spec()
      .post('/v1/agent-shops')
      .withHeaders(bearer(agentA))
      .withJson({
        shopName: 'Domaine Matrice',
        businessType: 'wine',
        legalName: 'SCEA Matrice',
        siret: '12345683200013',
        ownerEmail: 'producteur.matrice@example.fr',
        ownerFirstname: 'Paul',
        ownerLastname: 'Matrice',
      })
      .expectStatus(201)
  ).json.shop.id as number;
  const collaboratorAId = await idOf(await login('collaborateur'));
  const shopAHeader = { 'X-Shop-Id': String(shopA.id) };

  // CRM rows of shop A: a client with a note, an opportunity in the first stage, a task.
  const crmPost = async (path: string, body: object) =>
    (await pactum.spec().post(path).withHeaders(bearer(ownerA)).withJson(body).expectStatus(201)).json
      .id as number;
  const crmClientId = await crmPost('/v1/clients', { firstname: 'Matrice', lastname: 'Cliente' });
  const crmNoteId = await crmPost(`/v1/clients/${crmClientId}/notes`, { text: 'Note de la matrice' });
  const crmStageId = (
    await pactum.spec().get('/v1/opportunity-stages').withHeaders(bearer(ownerA)).expectStatus(200)
  ).json[0].id as number;
  const crmOpportunityId = await crmPost('/v1/opportunities', { title: 'Matrice', clientId: crmClientId });
  const crmCustomFieldId = await crmPost('/v1/client-custom-fields', { label: 'Matrice', type: 'text' });
  const crmDuplicateId = await crmPost('/v1/clients', { firstname: 'Matrice', lastname: 'Doublon' });
  // Its own client, so that erasing it leaves the others' operations their client.
  const crmErasedId = await crmPost('/v1/clients', { firstname: 'Matrice', lastname: 'Effacée' });
  const crmTaskId = await crmPost('/v1/tasks', {
    title: 'Matrice',
    activityType: 'phone',
    dueAt: '2026-01-15T09:00:00Z',
    clientId: crmClientId,
  });

  // An import (a dry run) and an export of shop A, by its owner.
  const importAId = await crmPost('/v1/imports', {
    kind: 'clients',
    fileName: 'matrice.csv',
    data: Buffer.from('Nom;Email\nMatrice;matrice@exemple.fr\n').toString('base64'),
    dryRun: true,
  });
  const exportAId = await crmPost('/v1/exports', { kind: 'clients', format: 'csv' });

  // Stock rows of shop A (demo data): a warehouse holding stock (so DELETE is refused), a level, an allocation.
  const stockRowOf = async (path: string) =>
    (await pactum.spec().get(path).withHeaders(bearer(ownerA)).expectStatus(200)).json[0].id as number;
  const warehouseAId = await stockRowOf('/v1/warehouses');
  const stockLevelAId = await stockRowOf('/v1/stock-levels');
  const allocationAId = await stockRowOf('/v1/stock-allocations');
  // Catalogue rows of shop A (demo data): a product, and a row of the Tarifs grid (a format).
  const productAId = await stockRowOf('/v1/products');
  const priceListRowAId = await stockRowOf('/v1/price-lists');
  // Wine-tourism rows of shop A (demo data): an event and a booking.
  const eventAId = await stockRowOf('/v1/reservation-events');
  const reservationAId = await stockRowOf('/v1/reservations');
  // Billing rows of shop A: the demo quote and invoices, and a deposit, a credit note, a cheque in a
  // bank deposit, a client credit and a ventilation entry made here.
  const billingPost = async (path: string, body: object) =>
    (await pactum.spec().post(path).withHeaders(bearer(ownerA)).withJson(body).expectStatus(201)).json as {
      id: number;
      creditId?: number;
    };
  const quoteAId = await stockRowOf('/v1/quotes');
  const issuedInvoiceA = (
    await pactum
      .spec()
      .get('/v1/invoices')
      .withQueryParams({ filter: '{"status":"incomplete"}' })
      .withHeaders(bearer(ownerA))
      .expectStatus(200)
  ).json[0] as { id: number; clientId: number };
  const depositAId = (
    await billingPost('/v1/deposit-invoices', { clientId: issuedInvoiceA.clientId, amount: 5000 })
  ).id;
  const creditNoteAId = (
    await billingPost('/v1/credit-notes', { invoiceId: issuedInvoiceA.id, mode: 'amount', amount: 100 })
  ).id;
  const chequeA = await billingPost('/v1/payments', {
    clientId: issuedInvoiceA.clientId,
    type: 'check',
    amount: 20_000,
  });
  const bankDepositAId = (await billingPost('/v1/bank-deposits', { paymentIds: [chequeA.id] })).id;
  const clientCreditAId =
    chequeA.creditId ??
    (await billingPost('/v1/client-credits', { clientId: issuedInvoiceA.clientId, amount: 500 })).id;
  const ventilationAId = await stockRowOf('/v1/ventilations');
  // Sales rows of shop A (demo data): a pending order of the demo buyer, a sales point, a grouped order.
  const orderAId = await stockRowOf('/v1/orders?filter={"status":"pending"}');
  const salesPointAId = await stockRowOf('/v1/sales-points');
  const groupedOrderAId = await stockRowOf('/v1/grouped-orders');
  // Customs rows of shop A (demo data): a wine's customs product.
  const customsProductA = (
    await pactum.spec().get('/v1/customs-products').withHeaders(bearer(ownerA)).expectStatus(200)
  ).json[0] as { id: number; productId: number };
  const productAFormatId = (
    await pactum.spec().get(`/v1/products/${productAId}`).withHeaders(bearer(ownerA)).expectStatus(200)
  ).json.formats[0].id as number;
  // Purchases rows of shop A: a supplier, an order sent and received in part, its supplier invoice.
  const supplierAId = await crmPost('/v1/suppliers', { name: 'Verrerie de la matrice' });
  const purchaseA = (await billingPost('/v1/purchase-orders', {
    supplierId: supplierAId,
    lines: [{ productId: productAId, formatId: productAFormatId, quantity: 10, unitHt: 100 }],
  })) as unknown as { id: number; lines: { id: number }[] };
  const ownerAPost = (path: string, body: object = {}) =>
    pactum.spec().post(path).withHeaders(bearer(ownerA)).withJson(body);
  await ownerAPost(`/v1/purchase-orders/${purchaseA.id}/send`).expectStatus(200);
  await ownerAPost(`/v1/purchase-orders/${purchaseA.id}/receipts`, {
    lines: [{ orderLineId: purchaseA.lines[0]!.id, quantity: 4 }],
  }).expectStatus(201);
  const supplierInvoiceAId = (
    await billingPost('/v1/supplier-invoices', { orderId: purchaseA.id, number: 'FV-MATRICE' })
  ).id;
  // The commission rules of shop A's agent.
  const commissionRuleAId = await crmPost('/v1/commission-rules', { agentId: agentAId, defaultRateBp: 500 });
  // A custom report shop A's owner saved (not shared).
  const savedReportAId = await crmPost('/v1/analytics/saved-reports', { name: 'Ventes par canal' });
  // An objective of shop A's agent.
  const objectiveAId = await crmPost('/v1/objectives', {
    scope: 'agent',
    userId: agentAId,
    measure: 'revenue',
    period: 'year',
    from: '2026-01-01',
    target: 1_000_000,
  });
  // A SEPA mandate of shop A, and the debit of an invoice issued to its client who pays by direct debit.
  await pactum
    .spec()
    .put('/v1/billing-settings')
    .withHeaders(bearer(ownerA))
    .withJson({ sepa: { creditorId: 'FR72ZZZ123456' } })
    .expectStatus(200);
  const debitClientAId = await crmPost('/v1/clients', {
    firstname: 'Matrice',
    lastname: 'Prélevée',
    paymentType: 'sample',
    billingAddress: { street: '1 rue Nationale', zipcode: '37000', city: 'Tours', country: 'FR' },
  });
  const sepaMandateAId = (
    await billingPost('/v1/sepa-mandates', {
      clientId: debitClientAId,
      holder: 'Matrice Prélevée',
      iban: 'FR7630006000011234567890189',
      signedOn: '2026-11-02',
    })
  ).id;
  const debitInvoiceAId = (
    await billingPost('/v1/invoices', {
      clientId: debitClientAId,
      lines: [{ productId: productAId, formatId: productAFormatId, quantity: 1 }],
    })
  ).id;
  await ownerAPost(`/v1/invoices/${debitInvoiceAId}/issue`).expectStatus(200);
  const sepaDebitAId = (
    await pactum
      .spec()
      .get('/v1/sepa-debits')
      .withQueryParams({ filter: JSON.stringify({ invoiceId: debitInvoiceAId }) })
      .withHeaders(bearer(ownerA))
      .expectStatus(200)
  ).json[0].id as number;
  // Customs rows of shop A: a capsule article, the DSA of a sale of the demo ledger.
  const capsuleArticleA = {
    productId: productAId,
    formatId: productAFormatId,
    category: 'T',
    color: 'green',
    centilisation: 'CL_75',
    perUnit: 1,
  };
  const capsuleArticleAId = (await ownerAPost('/v1/capsule-articles', capsuleArticleA).expectStatus(201)).json
    .id as number;
  const exitDocumentAId = (
    await ownerAPost('/v1/exit-documents', {
      kind: 'dsa',
      number: 'DSA-MATRICE',
      destination: 'france',
      movementId: await stockRowOf('/v1/stock-movements?filter={"type":"sale"}'),
    }).expectStatus(201)
  ).json.id as number;
  // Partners rows of shop A: an API key, a webhook subscription and one delivery (a ping).
  const newKey = async (permissions: readonly string[]) =>
    (await ownerAPost('/v1/api-keys', { name: 'Matrice', permissions }).expectStatus(201)).json as {
      id: number;
      secret: string;
    };
  const apiKeyAId = (await newKey(['seeAllStock'])).id;
  const webhookAId = (
    await ownerAPost('/v1/webhooks', {
      url: 'https://partenaire.example.com/hooks',
      events: ['stock.low'],
    }).expectStatus(201)
  ).json.id as number;
  const webhookDeliveryAId = (await ownerAPost(`/v1/webhooks/${webhookAId}/ping`).expectStatus(201)).json
    .id as number;
  // Primeur rows of shop A: the demo campaign, and a subscription of a demo wine shop on it.
  const campaignAId = await stockRowOf('/v1/primeur-campaigns');
  // Marketing rows of shop A (demo data): a client list, an email model, a campaign.
  const marketingListAId = await stockRowOf('/v1/marketing/lists');
  const emailModelAId = await stockRowOf('/v1/marketing/models');
  const mailingAId = await stockRowOf('/v1/marketing/campaigns');
  // A builder page of shop A, published at its home (the shop front's public read answers it).
  const builderPageAId = (
    await ownerAPost('/v1/builder-pages', {
      title: 'Matrice',
      placement: 'home',
      sections: [{ id: 'text-1', kind: 'text', html: '<p>Matrice</p>' }],
    }).expectStatus(201)
  ).json.id as number;
  await ownerAPost(`/v1/builder-pages/${builderPageAId}/publish`).expectStatus(200);
  // A storefront row of shop A: an iframe (a widget of its events).
  const iframeAId = (await ownerAPost('/v1/iframes', { name: 'Matrice', kind: 'events' }).expectStatus(201))
    .json.id as number;
  const cavisteAId = (
    await pactum
      .spec()
      .get('/v1/clients')
      .withQueryParams({ filter: '{"typology":"caviste"}' })
      .withHeaders(bearer(ownerA))
      .expectStatus(200)
  ).json[0].id as number;
  // A correspondence grid of shop A, for its demo caviste (no rows: the matrix reads and replaces it).
  const matchGridBody = { name: 'Matrice', partnerKind: 'client', partnerId: cavisteAId, rows: [] };
  const matchGridAId = (await ownerAPost('/v1/match-grids', matchGridBody).expectStatus(201)).json
    .id as number;
  const subscriptionAId = (
    await billingPost(`/v1/primeur-campaigns/${campaignAId}/subscriptions`, {
      clientId: cavisteAId,
      quantity: 1,
    })
  ).id;

  // A conversation of shop A with its buyer, carrying one attachment (a PDF's first bytes are enough).
  const buyerA = bearer(await login('acheteur'));
  const staged = new FormData();
  staged.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'matrice.pdf');
  const attachmentA = (await (
    await fetch(`${api.url}/v1/conversations/attachments`, { method: 'POST', headers: buyerA, body: staged })
  ).json()) as { id: number };
  const conversationAId = (
    await pactum
      .spec()
      .post('/v1/conversations')
      .withHeaders(buyerA)
      .withJson({
        kind: 'shop',
        shopId: shopA.id,
        subject: 'Matrice',
        aboutType: 'free',
        body: 'Bonjour',
        attachmentIds: [attachmentA.id],
      })
      .expectStatus(201)
  ).json.id as number;

  /**
   * Path parameter fixtures, by the path they appear in (the first pattern that matches; `values` by
   * parameter name when a path has several); `ownedByA` ones must answer B with 404.
   */
  const pathFixtures: {
    pattern: RegExp;
    value: string;
    values?: Record<string, string>;
    ownedByA: boolean;
  }[] = [
    { pattern: /^\/v1\/products\/\{id\}/, value: String(productAId), ownedByA: true },
    { pattern: /^\/v1\/price-lists\/\{id\}/, value: String(priceListRowAId), ownedByA: true },
    { pattern: /^\/v1\/warehouses\/\{id\}/, value: String(warehouseAId), ownedByA: true },
    { pattern: /^\/v1\/reservation-events\/\{id\}/, value: String(eventAId), ownedByA: true },
    { pattern: /^\/v1\/reservations\/\{id\}/, value: String(reservationAId), ownedByA: true },
    { pattern: /^\/v1\/event-offers\/\{id\}/, value: String(eventAId), ownedByA: false },
    { pattern: /^\/v1\/stock-levels\/\{id\}/, value: String(stockLevelAId), ownedByA: true },
    { pattern: /^\/v1\/stock-allocations\/\{id\}/, value: String(allocationAId), ownedByA: true },
    { pattern: /^\/v1\/imports\/\{id\}/, value: String(importAId), ownedByA: true },
    { pattern: /^\/v1\/quotes\/\{id\}/, value: String(quoteAId), ownedByA: true },
    { pattern: /^\/v1\/invoices\/\{id\}/, value: String(issuedInvoiceA.id), ownedByA: true },
    { pattern: /^\/v1\/deposit-invoices\/\{id\}/, value: String(depositAId), ownedByA: true },
    { pattern: /^\/v1\/credit-notes\/\{id\}/, value: String(creditNoteAId), ownedByA: true },
    { pattern: /^\/v1\/billing-documents\/\{id\}/, value: String(issuedInvoiceA.id), ownedByA: true },
    { pattern: /^\/v1\/buyer-documents\/\{id\}/, value: String(issuedInvoiceA.id), ownedByA: true },
    {
      pattern: /^\/v1\/payments\/outstandings\/\{clientId\}/,
      value: String(issuedInvoiceA.clientId),
      ownedByA: true,
    },
    { pattern: /^\/v1\/payments\/\{id\}/, value: String(chequeA.id), ownedByA: true },
    { pattern: /^\/v1\/bank-deposits\/\{id\}/, value: String(bankDepositAId), ownedByA: true },
    { pattern: /^\/v1\/client-credits\/\{id\}/, value: String(clientCreditAId), ownedByA: true },
    { pattern: /^\/v1\/sepa-mandates\/\{id\}/, value: String(sepaMandateAId), ownedByA: true },
    { pattern: /^\/v1\/commission-rules\/\{id\}/, value: String(commissionRuleAId), ownedByA: true },
    { pattern: /^\/v1\/analytics\/saved-reports\/\{id\}/, value: String(savedReportAId), ownedByA: true },
    // Another shop's owner reads no line of A's agent: the lines are of the caller's shop (none there).
    { pattern: /^\/v1\/analytics\/commissions\/\{agentId\}/, value: String(agentAId), ownedByA: false },
    { pattern: /^\/v1\/objectives\/\{id\}/, value: String(objectiveAId), ownedByA: true },
    // Each shop has its own budget of the year: B's answer is its own.
    { pattern: /^\/v1\/analytics\/budget\/\{year\}/, value: '2026', ownedByA: false },
    // The agent's figures: A's agent is no agent of another shop (404).
    { pattern: /^\/v1\/analytics\/agents\/\{agentId\}/, value: String(agentAId), ownedByA: true },
    { pattern: /^\/v1\/sepa-debits\/\{id\}/, value: String(sepaDebitAId), ownedByA: true },
    { pattern: /^\/v1\/ventilations\/\{id\}/, value: String(ventilationAId), ownedByA: true },
    { pattern: /^\/v1\/exports\/\{id\}/, value: String(exportAId), ownedByA: true },
    {
      pattern: /^\/v1\/clients\/\{id\}\/notes\/\{noteId\}/,
      value: String(crmClientId),
      values: { noteId: String(crmNoteId) },
      ownedByA: true,
    },
    { pattern: /^\/v1\/clients\/\{id\}\/erasure/, value: String(crmErasedId), ownedByA: true },
    { pattern: /^\/v1\/clients\/\{id\}/, value: String(crmClientId), ownedByA: true },
    { pattern: /^\/v1\/opportunities\/\{id\}/, value: String(crmOpportunityId), ownedByA: true },
    { pattern: /^\/v1\/opportunity-stages\/\{id\}/, value: String(crmStageId), ownedByA: true },
    { pattern: /^\/v1\/client-custom-fields\/\{id\}/, value: String(crmCustomFieldId), ownedByA: true },
    { pattern: /^\/v1\/tasks\/\{id\}/, value: String(crmTaskId), ownedByA: true },
    { pattern: /^\/v1\/collaborators\/\{id\}/, value: String(collaboratorAId), ownedByA: true },
    { pattern: /^\/v1\/shop-agents\/\{id\}/, value: String(agentAId), ownedByA: true },
    { pattern: /^\/v1\/orders\/\{id\}/, value: String(orderAId), ownedByA: true },
    {
      pattern: /^\/v1\/till\/sales-points\/\{id\}/,
      value: String(salesPointAId),
      values: { sequence: '1' },
      ownedByA: true,
    },
    { pattern: /^\/v1\/sales-points\/\{id\}/, value: String(salesPointAId), ownedByA: true },
    { pattern: /^\/v1\/grouped-orders\/\{id\}/, value: String(groupedOrderAId), ownedByA: true },
    { pattern: /^\/v1\/customs-products\/\{id\}/, value: String(customsProductA.id), ownedByA: true },
    { pattern: /^\/v1\/capsule-articles\/\{id\}/, value: String(capsuleArticleAId), ownedByA: true },
    { pattern: /^\/v1\/exit-documents\/\{id\}/, value: String(exitDocumentAId), ownedByA: true },
    // Each shop has its own months: B's answer is its own DRM, not A's.
    { pattern: /^\/v1\/drm\/\{month\}/, value: '2026-01', ownedByA: false },
    { pattern: /^\/v1\/sync\/\{kind\}/, value: 'clients', ownedByA: false },
    { pattern: /^\/v1\/imports\/kinds\/\{kind\}/, value: 'clients', ownedByA: false },
    { pattern: /^\/v1\/suppliers\/\{id\}/, value: String(supplierAId), ownedByA: true },
    { pattern: /^\/v1\/purchase-orders\/\{id\}/, value: String(purchaseA.id), ownedByA: true },
    { pattern: /^\/v1\/supplier-invoices\/\{id\}/, value: String(supplierInvoiceAId), ownedByA: true },
    { pattern: /^\/v1\/primeur-campaigns\/\{id\}/, value: String(campaignAId), ownedByA: true },
    { pattern: /^\/v1\/primeur-subscriptions\/\{id\}/, value: String(subscriptionAId), ownedByA: true },
    { pattern: /^\/v1\/primeur-offers\/\{id\}/, value: String(campaignAId), ownedByA: true },
    { pattern: /^\/v1\/primeur-statements\/\{clientId\}/, value: String(cavisteAId), ownedByA: true },
    { pattern: /^\/v1\/orders\/client-credit\/\{clientId\}/, value: String(cavisteAId), ownedByA: true },
    { pattern: /^\/v1\/marketing\/lists\/\{id\}/, value: String(marketingListAId), ownedByA: true },
    { pattern: /^\/v1\/marketing\/models\/\{id\}/, value: String(emailModelAId), ownedByA: true },
    { pattern: /^\/v1\/marketing\/campaigns\/\{id\}/, value: String(mailingAId), ownedByA: true },
    { pattern: /^\/v1\/builder-pages\/\{id\}/, value: String(builderPageAId), ownedByA: true },
    {
      pattern: /^\/v1\/published-pages\/\{shopId\}/,
      value: String(shopA.id),
      values: { tabId: 'matrice' },
      ownedByA: false,
    },
    // The public read of A's widget answers anyone; the owner's routes answer B with 404.
    { pattern: /^\/v1\/match-grids\/\{id\}/, value: String(matchGridAId), ownedByA: true },
    { pattern: /^\/v1\/iframes\/\{id\}\/public/, value: String(iframeAId), ownedByA: false },
    { pattern: /^\/v1\/iframes\/\{id\}/, value: String(iframeAId), ownedByA: true },
    { pattern: /^\/v1\/api-keys\/\{id\}/, value: String(apiKeyAId), ownedByA: true },
    { pattern: /^\/v1\/webhooks\/\{id\}/, value: String(webhookAId), ownedByA: true },
    { pattern: /^\/v1\/webhook-deliveries\/\{id\}/, value: String(webhookDeliveryAId), ownedByA: true },
    {
      pattern: /^\/v1\/conversations\/\{id\}/,
      value: String(conversationAId),
      values: { attachmentId: String(attachmentA.id) },
      ownedByA: true,
    },
    { pattern: /^\/v1\/checkout-options\/\{shopId\}/, value: String(shopA.id), ownedByA: false },
    { pattern: /^\/v1\/shops\/\{id\}/, value: String(shopA.id), ownedByA: false },
    { pattern: /^\/v1\/admin\/shops\/\{id\}/, value: String(victimShop), ownedByA: false },
    { pattern: /^\/v1\/admin\/users\/\{id\}/, value: String(victimUser), ownedByA: false },
    { pattern: /^\/v1\/admin\/orders\/\{id\}/, value: String(orderAId), ownedByA: false },
    { pattern: /^\/v1\/admin\/products\/\{id\}/, value: String(productAId), ownedByA: false },
    { pattern: /^\/v1\/agent-shops\/\{id\}/, value: String(agentShopId), ownedByA: false },
  ];
  /** Bodies for operations that validate theirs before they look the resource up (else `{}`). */
  const bodyFixtures: Record<string, object> = {
    'PUT /v1/builder-pages/{id}': { title: 'Matrice', placement: 'none' },
    'PUT /v1/admin/products/{id}/moderation': { moderated: false },
    'PUT /v1/admin/commission': { percent: 2.5 },
    'POST /v1/marketing/lists/{id}/import': { csv: 'email\nmatrice@exemple.fr' },
    'POST /v1/marketing/models/{id}/test': { email: 'matrice@exemple.fr' },
    'POST /v1/clients/{id}/notes': { text: 'Note de la matrice' },
    'POST /v1/conversations/{id}/messages': { body: 'Message de la matrice' },
    'PUT /v1/webhooks/{id}': {
      url: 'https://partenaire.example.com/hooks',
      events: ['stock.low'],
      status: 'active',
    },
    'POST /v1/clients/{id}/merge': { absorbedId: crmDuplicateId },
    'PUT /v1/grouped-orders/{id}': {
      name: 'Matrice',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
    'PUT /v1/sales-points/{id}': { name: 'Matrice', paymentMethods: ['cash'] },
    'PUT /v1/match-grids/{id}': matchGridBody,
    'POST /v1/sales-points/{id}/orders': {
      lines: [{ productId: productAId, formatId: productAFormatId, quantity: 1 }],
      paymentMethod: 'cash',
    },
    'POST /v1/till/sales-points/{id}/tickets': {
      lines: [{ productId: productAId, formatId: productAFormatId, quantity: 1 }],
      payments: [{ method: 'cash', amount: 100_000 }],
    },
    'POST /v1/till/sales-points/{id}/cash-moves': { kind: 'float', amount: 1_000 },
    'POST /v1/till/sales-points/{id}/closures': { period: 'day', countedCash: 0 },
    'PUT /v1/orders/{id}/delivery-status': { status: 'preparation' },
    // A well-formed shipment: another shop's order is then not found (the units are checked after).
    'POST /v1/orders/{id}/shipments': { lines: [{ lineId: 1, quantity: 1 }] },
    'PUT /v1/orders/{id}/payment-status': { status: 'paid' },
    'PUT /v1/customs-products/{id}': {
      productId: customsProductA.productId,
      label: 'Matrice',
      crdCategory: 'T',
    },
    'POST /v1/drm/{month}/submit': { submittedOn: '2026-02-05' },
    'PUT /v1/capsule-articles/{id}': capsuleArticleA,
    'POST /v1/exit-documents/{id}/discharge': { dischargedOn: '2026-02-05' },
    'POST /v1/reservations/{id}/payers': { payers: [] },
    'POST /v1/reservations/{id}/payers/{payerId}/paid': { method: 'cash' },
    'PUT /v1/reservation-events/{id}': {
      titleFr: 'Matrice',
      durationMinutes: 60,
      capacity: 10,
      rates: [{ kind: 'adult', labelFr: 'Adulte', priceTtc: 1000 }],
      schedule: {
        oneOff: [],
        weekly: [
          { weekdays: [6], hours: [{ start: '10:00', end: '11:00' }], from: '2026-01-01', until: null },
        ],
        exceptions: [],
        closedWeekdays: [],
      },
    },
    'PUT /v1/purchase-orders/{id}': {
      supplierId: supplierAId,
      lines: [{ productId: productAId, formatId: productAFormatId, quantity: 1, unitHt: 100 }],
    },
    'POST /v1/purchase-orders/{id}/receipts': {
      lines: [{ orderLineId: purchaseA.lines[0]!.id, quantity: 1 }],
    },
    'POST /v1/supplier-invoices/{id}/payments': { amount: 100 },
    'POST /v1/sepa-mandates/{id}/sign': { signedOn: '2026-11-20' },
    'PUT /v1/commission-rules/{id}': { defaultRateBp: 600 },
    'PUT /v1/analytics/saved-reports/{id}': { name: 'Ventes du mois' },
    'PUT /v1/objectives/{id}': {
      scope: 'shop',
      measure: 'bottles',
      period: 'year',
      from: '2026-01-01',
      target: 100,
    },
    'PUT /v1/analytics/budget/{year}': { cells: [{ month: 1, category: 'shop', amount: 100 }] },
    'POST /v1/primeur-campaigns/{id}/quotas': { typology: 'bar', quantity: 5 },
    'POST /v1/primeur-campaigns/{id}/subscriptions': { clientId: cavisteAId, quantity: 1 },
    'POST /v1/primeur-campaigns/{id}/bottling': { warehouseId: warehouseAId, quantity: 1 },
    'POST /v1/primeur-campaigns/{id}/buyer-subscriptions': { quantity: 1 },
  };
  const queryFixtures: Record<string, string> = {
    email: 'agent@cuvee.demo',
    format: 'quadra',
    from: '2026-01-01',
    // The kind of import a staged file is for (POST /v1/imports/files).
    kind: 'clients',
    // The partner references a correspondence grid resolves.
    references: 'MATRICE',
    to: '2026-02-01',
    shopId: String(shopA.id),
  };

  const activeIn = (shop: { integrations: ShopIntegrations }) => shop.integrations;
  const personas: Persona[] = [
    {
      name: 'anonymous',
      userId: null,
      apiKeyId: null,
      shopId: null,
      identifier: null,
      password: '',
      jwt: null,
      role: null,
      access: null,
      integrations: null,
      headers: {},
    },
    {
      name: 'buyer of A',
      userId: await idOf(await login('acheteur'), shopAHeader),
      apiKeyId: null,
      shopId: shopA.id,
      identifier: 'acheteur',
      password: DEMO_PASSWORD,
      jwt: await login('acheteur'),
      role: 'buyer',
      access: { role: 'buyer', blocked: false, authorizations: null },
      integrations: activeIn(shopA),
      headers: shopAHeader,
    },
    {
      name: 'owner of A',
      userId: await idOf(ownerA),
      apiKeyId: null,
      shopId: shopA.id,
      identifier: 'proprietaire',
      password: DEMO_PASSWORD,
      jwt: ownerA,
      role: 'owner',
      access: { role: 'owner', blocked: false, authorizations: null },
      integrations: activeIn(shopA),
      headers: {},
    },
    {
      name: 'owner of B',
      userId: await idOf(ownerB),
      apiKeyId: null,
      shopId: shopB.id,
      identifier: 'exemple',
      password: DEMO_PASSWORD,
      jwt: ownerB,
      role: 'owner',
      access: { role: 'owner', blocked: false, authorizations: null },
      integrations: activeIn(shopB),
      headers: {},
    },
    {
      name: 'iam of A with every permission',
      userId: await idOf(await login('full.iam@example.fr', INVITEE_PASSWORD)),
      apiKeyId: null,
      shopId: shopA.id,
      identifier: 'full.iam@example.fr',
      password: INVITEE_PASSWORD,
      jwt: await login('full.iam@example.fr', INVITEE_PASSWORD),
      role: 'iam',
      access: { role: 'iam', blocked: false, authorizations: null },
      integrations: activeIn(shopA),
      headers: {},
    },
    {
      name: 'iam of A without the permission',
      userId: limitedId,
      apiKeyId: null,
      shopId: shopA.id,
      identifier: 'limited.iam@example.fr',
      password: INVITEE_PASSWORD,
      jwt: await login('limited.iam@example.fr', INVITEE_PASSWORD),
      role: 'iam',
      access: { role: 'iam', blocked: false, authorizations: allPermissionsExcept([]) },
      integrations: activeIn(shopA),
      headers: {},
    },
    {
      name: 'agent of A',
      userId: agentAId,
      apiKeyId: null,
      shopId: shopA.id,
      identifier: 'agent',
      password: DEMO_PASSWORD,
      jwt: agentA,
      role: 'agent',
      access: { role: 'agent', blocked: false, authorizations: null },
      integrations: activeIn(shopA),
      headers: shopAHeader,
    },
    {
      name: 'admin',
      userId: await idOf(admin),
      apiKeyId: null,
      shopId: null,
      identifier: 'administrateur',
      password: DEMO_PASSWORD,
      jwt: admin,
      role: 'admin',
      access: null,
      integrations: null,
      headers: {},
    },
  ];
  const fullKey = await newKey(PERMISSIONS);
  personas.push(
    {
      name: 'API key of A with every permission',
      identifier: null,
      password: '',
      jwt: fullKey.secret,
      userId: await idOf(ownerA),
      apiKeyId: fullKey.id,
      shopId: shopA.id,
      role: 'iam',
      access: { role: 'iam', blocked: false, authorizations: allPermissionsExcept([]) },
      integrations: activeIn(shopA),
      headers: {},
      apiKey: true,
    },
    {
      name: 'API key of A without the permission',
      identifier: null,
      password: '',
      jwt: null,
      userId: await idOf(ownerA),
      apiKeyId: null,
      shopId: shopA.id,
      role: 'iam',
      access: { role: 'iam', blocked: false, authorizations: allPermissionsExcept([]) },
      integrations: activeIn(shopA),
      headers: {},
      apiKey: true,
    },
  );
  const limited = personas.find((p) => p.name === 'iam of A without the permission')!;
  const limitedKey = personas.find((p) => p.name === 'API key of A without the permission')!;

  const teamA = (await pactum.spec().get('/v1/agents').withHeaders(bearer(ownerA)).expectStatus(200))
    .json as {
    email: string;
  }[];
  shopASecrets = [
    shopA.code,
    shopA.name,
    shopA.urlShop,
    shopA.contactEmail,
    'proprietaire@cuvee.demo',
    'acheteur@cuvee.demo',
    ...teamA.map((member) => member.email),
  ].filter((value): value is string => typeof value === 'string' && value.length > 0);

  // ---- The sweep.
  const document = (await pactum.spec().get('/docs-json').expectStatus(200)).json;
  operations = readOperations(document).sort((a, b) => {
    // Grouped by required permission, so the limited collaborator's map changes once per group.
    const permission = (o: Operation) =>
      isPublic(o.declared) ? '' : [o.declared.permission ?? ''].flat().join(',');
    return permission(a).localeCompare(permission(b)) || key(a).localeCompare(key(b));
  });

  let limitedMapFor: string | null = null;
  for (const operation of operations) {
    if (isPublic(operation.declared)) continue;
    const refused = [operation.declared.permission ?? []].flat();
    if (limitedMapFor !== refused.join(',')) {
      const map = allPermissionsExcept(refused);
      await pactum
        .spec()
        .put(`/v1/collaborators/${limitedId}`)
        .withHeaders(bearer(ownerA))
        .withJson({ authorizations: map })
        .expectStatus(200);
      limited.access = { role: 'iam', blocked: false, authorizations: map };
      // Keys do not change: a new one holds every permission but the operation's.
      const key = await newKey(PERMISSIONS.filter((permission) => !refused.includes(permission)));
      limitedKey.jwt = key.secret;
      limitedKey.apiKeyId = key.id;
      limitedKey.access = { role: 'iam', blocked: false, authorizations: map };
      limitedMapFor = refused.join(',');
    }

    let targetsShopA = false;
    let url = operation.path;
    for (const name of operation.pathParams) {
      const fixture = pathFixtures.find((f) => f.pattern.test(operation.path));
      if (!fixture) missingFixtures.push(`${key(operation)}: path parameter {${name}}`);
      targetsShopA ||= fixture?.ownedByA ?? false;
      url = url.replace(`{${name}}`, fixture?.values?.[name] ?? fixture?.value ?? String(shopA.id));
    }
    const query: Record<string, string> = {};
    for (const name of operation.requiredQuery) {
      if (!(name in queryFixtures)) missingFixtures.push(`${key(operation)}: query parameter ${name}`);
      query[name] = queryFixtures[name] ?? 'x';
    }

    for (const persona of personas) {
      const send = async () => {
        let spec = pactum.spec()[operation.method](url);
        if (Object.keys(query).length) spec = spec.withQueryParams(query);
        const headers = { ...persona.headers, ...(persona.jwt ? bearer(persona.jwt) : {}) };
        if (Object.keys(headers).length) spec = spec.withHeaders(headers);
        if (operation.method !== 'get' && operation.method !== 'delete')
          spec = spec.withJson(bodyFixtures[key(operation)] ?? {});
        return spec.toss();
      };
      const expected = expectedDecision(operation.declared, persona);
      let auditedSince = await lastAuditEntryId();
      let response = await send();
      // An earlier operation may have ended this persona's session (logout everywhere, password…):
      // log in again once rather than blame the next endpoint.
      if (response.statusCode === 401 && expected !== 401 && persona.identifier) {
        persona.jwt = await login(persona.identifier, persona.password);
        auditedSince = await lastAuditEntryId();
        response = await send();
      }
      calls.push({
        operation: key(operation),
        persona: persona.name,
        status: response.statusCode,
        expected,
        body: typeof response.body === 'string' ? response.body : JSON.stringify(response.body ?? ''),
        sent: `${url} ${JSON.stringify(query)}`,
        targetsShopA,
        ...(operation.audit
          ? {
              audited: {
                action: operation.audit,
                entries: await auditEntriesAfter(auditedSince),
                persona: { ...persona },
              },
            }
          : {}),
      });
    }
  }
}, 600_000);
afterAll(() => api.stop());

/** The newest audit entry's id (0 when there is none), read from the table: the API lists no id below. */
async function lastAuditEntryId(): Promise<number> {
  const [row] = (await api.get(Database).dataSource.query('SELECT MAX(id) AS last FROM audit_entries')) as {
    last: number | string | null;
  }[];
  return Number(row?.last ?? 0);
}

async function auditEntriesAfter(id: number): Promise<RecordedEntry[]> {
  const rows = (await api
    .get(Database)
    .dataSource.query(
      'SELECT action, shopId, actorKind, actorUserId, actorApiKeyId FROM audit_entries WHERE id > ? ORDER BY id',
      [id],
    )) as RecordedEntry[];
  // mysql2 and better-sqlite3 both answer INT columns as numbers; null stays null.
  return rows.map((row) => ({ ...row }));
}

/** The value as a whole token: shop A's code "DEMO" is not found inside shop B's "DEMO2". */
function mentions(text: string, value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w.@-])${escaped}(?![\\w.@-])`, 'i').test(text);
}

const describeCall = (call: Call) =>
  `${call.operation} as ${call.persona}: ${call.status} (expected ${call.expected === 'allow' ? 'allowed' : call.expected})`;

describe('access matrix over every operation of the OpenAPI document', () => {
  test('the document lists the identity, shop, team and admin operations', () => {
    const keys = operations.map(key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /v1/shops/me',
        'GET /v1/collaborators',
        'PUT /v1/collaborators/{id}',
        'GET /v1/agents',
        'POST /v1/shop-agents',
        'PUT /v1/admin/users/{id}/block',
        'GET /v1/admin/orders/{id}',
        'GET /v1/admin/products',
        'PUT /v1/admin/commission',
        'POST /v1/agent-shops',
        'POST /v1/shop-takeovers',
      ]),
    );
    expect(calls.length).toBeGreaterThan(100);
  });

  test('every public operation is public on purpose', () => {
    const unexpected = operations
      .filter((o) => isPublic(o.declared) && !PUBLIC_ON_PURPOSE.has(key(o)))
      .map(key);
    expect(unexpected).toEqual([]);
  });

  test('every declared access rule names known roles, permissions and modules', () => {
    const wrong = operations
      .filter((o) => !isPublic(o.declared))
      .filter((o) => {
        const declared = o.declared as Exclude<Declared, { public: true }>;
        const permissions = [declared.permission ?? []].flat();
        return (
          (declared.roles !== 'authenticated' && !Array.isArray(declared.roles)) ||
          permissions.some((p) => !(PERMISSIONS as readonly string[]).includes(p)) ||
          [declared.integration ?? []].flat().some((i) => !(INTEGRATIONS as readonly string[]).includes(i))
        );
      })
      .map(key);
    expect(wrong).toEqual([]);
  });

  test('every path and required query parameter points at a fixture of shop A', () => {
    expect(missingFixtures).toEqual([]);
  });

  test('0 unauthorized 2xx', () => {
    const breaches = calls.filter((c) => c.expected !== 'allow' && c.status >= 200 && c.status < 300);
    expect(breaches.map(describeCall)).toEqual([]);
  });

  test('a visitor always gets 401, a refused user always 403', () => {
    const wrong = calls.filter((c) => c.expected !== 'allow' && c.status !== c.expected);
    expect(wrong.map(describeCall)).toEqual([]);
  });

  test('whoever the rule admits is not refused by the guard', () => {
    const wrong = calls.filter((c) => c.expected === 'allow' && (c.status === 401 || c.status === 403));
    expect(wrong.map(describeCall)).toEqual([]);
  });

  test('0 cross-shop data: the owner of B never receives anything of shop A', () => {
    const leaks = calls
      .filter((c) => c.persona === 'owner of B')
      .flatMap((c) =>
        shopASecrets
          .filter((secret) => mentions(c.body, secret) && !mentions(c.sent, secret))
          .map((secret) => `${c.operation}: ${c.status} carries "${secret}"`),
      );
    expect(leaks).toEqual([]);
  });

  test("shop A's resources answer the owner of B with 404", () => {
    const wrong = calls.filter(
      (c) => c.persona === 'owner of B' && c.targetsShopA && c.expected === 'allow' && c.status !== 404,
    );
    expect(wrong.map(describeCall)).toEqual([]);
  });

  test('nothing answers 5xx', () => {
    expect(calls.filter((c) => c.status >= 500).map(describeCall)).toEqual([]);
  });

  test('the sensitive operations are audited', () => {
    const audited = Object.fromEntries(operations.filter((o) => o.audit).map((o) => [key(o), o.audit]));
    expect(audited).toEqual(
      expect.objectContaining({
        'GET /v1/clients': 'clients.list',
        'GET /v1/clients/{id}': 'clients.view',
        'PUT /v1/clients/{id}': 'clients.update',
        'DELETE /v1/clients/{id}': 'clients.delete',
        'POST /v1/exports': 'exports.create',
        'POST /v1/imports': 'imports.create',
        'POST /v1/sync/{kind}': 'sync.run',
        'PUT /v1/shops/me': 'settings.update',
        'PUT /v1/billing-settings': 'settings.billing.update',
        'PUT /v1/iframe-settings': 'settings.iframes.update',
        'PUT /v1/sales-settings/payments': 'settings.sales.update',
        'POST /v1/collaborators': 'collaborators.create',
        'PUT /v1/collaborators/{id}': 'collaborators.permissions',
        'POST /v1/api-keys': 'apiKeys.create',
        'DELETE /v1/api-keys/{id}': 'apiKeys.revoke',
        'POST /v1/webhooks': 'webhooks.create',
        'DELETE /v1/webhooks/{id}': 'webhooks.delete',
        'POST /v1/invoices/{id}/issue': 'invoices.issue',
        'POST /v1/credit-notes/{id}/issue': 'creditNotes.issue',
        'PUT /v1/maintenances': 'maintenance.toggle',
        'POST /v1/marketing/lists/{id}/import': 'marketing.lists.import',
        'GET /v1/audit-entries/export': 'audit.export',
        'PUT /v1/admin/shops/{id}/block': 'admin.shop.block',
        'PUT /v1/admin/users/{id}/block': 'admin.user.block',
        'PUT /v1/admin/products/{id}/moderation': 'admin.product.moderate',
        'PUT /v1/admin/commission': 'admin.commission.change',
        'POST /v1/agent-shops': 'agentShops.add',
      }),
    );
  });

  test('an audited 2xx leaves exactly one entry: its action, the persona as actor, its shop; anything else none', () => {
    const audited = calls.filter((c) => c.audited);
    expect(audited.some((c) => c.status >= 200 && c.status < 300)).toBe(true);
    const wrong = audited.flatMap((c) => {
      const { action, entries, persona } = c.audited!;
      if (c.status < 200 || c.status >= 300)
        return entries.length === 0 ? [] : [`${describeCall(c)} left ${entries.length} entries`];
      const expected: RecordedEntry = {
        action,
        shopId: persona.shopId,
        actorKind: persona.apiKey ? 'apiKey' : 'user',
        actorUserId: persona.userId,
        actorApiKeyId: persona.apiKeyId,
      };
      return entries.length === 1 && JSON.stringify(entries[0]) === JSON.stringify(expected)
        ? []
        : [`${describeCall(c)}: ${JSON.stringify(entries)} instead of ${JSON.stringify(expected)}`];
    });
    expect(wrong).toEqual([]);
  });
});
