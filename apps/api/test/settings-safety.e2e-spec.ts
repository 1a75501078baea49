import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { get, post, proClient, put, type Document, type Headers } from './billing-support.js';
import { signInDemoAccounts } from './shops-fixtures.js';

/*
 * A setting that would break a later operation (ADR 0026), on SQLite and on MariaDB with DB_URL:
 * a save that would leave one unusable is refused with a 400 naming it, and settings stored
 * unusable anyway (before saves were checked, or by hand in SQL) stop the operation that needs
 * them with a 409 naming the setting to correct, never a 500; saving a valid value heals them.
 */

let api: TestApi;
let owner: Headers;
let shopId: number;
let clientId: number;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactum } = await import('pactum');
  pactum.request.setBaseUrl(api.url);
  owner = (await signInDemoAccounts(api)).as('proprietaire');
  shopId = (await get('/v1/shops/me', owner).expectStatus(200)).json.id as number;
  clientId = await proClient(owner, 'Cave des Réglages', 'reglages@exemple.fr');
  // The shop's settings row exists from here on, whatever the demo data holds.
  await put('/v1/billing-settings', owner, { penaltyRate: 10 }).expectStatus(200);
});
afterAll(() => api.stop());

const draftInvoice = async (): Promise<Document> =>
  (
    await post('/v1/invoices', owner, {
      clientId,
      lines: [{ label: 'Dégustation', quantity: 1, unitPriceHt: 2500 }],
    }).expectStatus(201)
  ).json as Document;

const issue = (invoice: Document) => post(`/v1/invoices/${invoice.id}/issue`, owner);

const pay = (invoice: Document) =>
  post('/v1/payments', owner, {
    clientId,
    type: 'transfer',
    amount: invoice.totalTtc,
    allocations: [{ documentId: invoice.id, amount: invoice.totalTtc }],
  });

/** A setting stored as is, past the API: how rows saved before the check look. */
async function store(column: string, value: object, table = 'billing_settings'): Promise<void> {
  await api
    .get(Database)
    .dataSource.query(`UPDATE ${table} SET ${column} = ? WHERE shopId = ?`, [JSON.stringify(value), shopId]);
}

/** The 409 of an operation meeting a setting stored unusable. */
const broken = (setting: string) =>
  `Le réglage "${setting}" est manquant ou invalide : corrigez-le dans les paramètres avant de recommencer`;

const messages = (body: { message: string | string[] }): string[] =>
  Array.isArray(body.message) ? body.message : [body.message];

describe('a save that would leave a setting unusable is refused', () => {
  test.each([
    ['/v1/accounting-settings', { serviceAccount: null }, 'serviceAccount'],
    ['/v1/accounting-settings', { vatAccounts: null }, 'vatAccounts'],
    ['/v1/accounting-settings', { clientAccount: null }, 'clientAccount'],
    ['/v1/accounting-settings', { paymentAccounts: null }, 'paymentAccounts'],
    ['/v1/accounting-settings', { paymentAccount: null }, 'paymentAccount'],
    ['/v1/accounting-settings', { paymentAccounts: { wire: '512000' } }, 'paymentAccounts'],
    ['/v1/billing-settings', { series: null }, 'series'],
    ['/v1/billing-settings', { series: { invoice: null } }, 'series.invoice'],
    ['/v1/billing-settings', { paymentDelay: null }, 'paymentDelay'],
    ['/v1/billing-settings', { quoteValidityDays: null }, 'quoteValidityDays'],
    ['/v1/billing-settings', { mails: { reminder: null } }, 'mails.reminder'],
  ])('PUT %s %j: 400 naming %s, nothing saved', async (path, body, setting) => {
    const before = (await get(path, owner).expectStatus(200)).json;
    const refused = await put(path, owner, body).expectStatus(400);
    expect(messages(refused.json).join(' ')).toContain(setting);
    expect((await get(path, owner).expectStatus(200)).json).toEqual(before);
  });

  test('the messages are the French ones, naming the field or the setting', async () => {
    // A null the DTO declares impossible: the validation pipe refuses it by its path.
    const nulled = await put('/v1/billing-settings', owner, { series: { quote: null } }).expectStatus(400);
    expect(messages(nulled.json)).toContain("Le champ series.quote n'est pas valide");
    // A value of the right shape that the whole document refuses: the settings check names it.
    const unknown = await put('/v1/accounting-settings', owner, { paymentAccounts: { wire: '512000' } });
    expect(unknown.statusCode).toBe(400);
    expect(messages(unknown.json)).toContain('Le réglage "paymentAccounts" est manquant ou invalide');
  });

  test('after the refusals, invoices are still issued and paid', async () => {
    const invoice = (await issue(await draftInvoice()).expectStatus(200)).json as Document;
    await pay(invoice).expectStatus(201);
  });
});

describe('settings stored unusable stop the operation with a 409 naming them, never a 500', () => {
  test('the numbering series: issuing answers 409 until a series is saved', async () => {
    const draft = await draftInvoice();
    await store('billing', { series: null });
    expect((await issue(draft).expectStatus(409)).json.message).toBe(broken('series'));
    // The settings screen still shows them, and a valid save heals them.
    expect((await get('/v1/billing-settings', owner).expectStatus(200)).json.series).toBeNull();
    await put('/v1/billing-settings', owner, {
      series: {
        quote: { prefix: 'D', resetEachFiscalYear: true, digits: 5 },
        invoice: { prefix: 'F', resetEachFiscalYear: true, digits: 5 },
        deposit: { prefix: 'AC', resetEachFiscalYear: true, digits: 5 },
        creditNote: { prefix: 'AV', resetEachFiscalYear: true, digits: 5 },
      },
    }).expectStatus(200);
    await issue(draft).expectStatus(200);
  });

  test('the default payment delay: a new invoice answers 409 until it is saved', async () => {
    await store('billing', { paymentDelay: null });
    const refused = await post('/v1/invoices', owner, {
      clientId,
      lines: [{ label: 'Dégustation', quantity: 1, unitPriceHt: 2500 }],
    }).expectStatus(409);
    expect(refused.json.message).toBe(broken('paymentDelay'));
    await put('/v1/billing-settings', owner, { paymentDelay: 'days30' }).expectStatus(200);
    await draftInvoice();
  });

  test.each([['serviceAccount'], ['vatAccounts'], ['clientAccount']])(
    'the default account %s: issuing answers 409, nothing numbered',
    async (setting) => {
      const draft = await draftInvoice();
      await store('accounting', { [setting]: null });
      expect((await issue(draft).expectStatus(409)).json.message).toBe(broken(setting));
      expect(
        ((await get(`/v1/invoices/${draft.id}`, owner).expectStatus(200)).json as Document).number,
      ).toBeNull();
      await store('accounting', {});
      await issue(draft).expectStatus(200);
    },
  );

  test.each([['paymentAccounts'], ['paymentAccount']])(
    'the payment account %s: a payment answers 409, nothing recorded',
    async (setting) => {
      const invoice = (await issue(await draftInvoice()).expectStatus(200)).json as Document;
      await store('accounting', { [setting]: null });
      expect((await pay(invoice).expectStatus(409)).json.message).toBe(broken(setting));
      expect(((await get(`/v1/invoices/${invoice.id}`, owner).expectStatus(200)).json as Document).paid).toBe(
        0,
      );
      await put('/v1/accounting-settings', owner, {
        [setting]: setting === 'paymentAccount' ? '512000' : {},
      }).expectStatus(200);
      await pay(invoice).expectStatus(201);
    },
  );
});

describe('sales settings stored unusable', () => {
  test('the cart’s options answer 409 naming the setting; the screen shows the defaults; saving the section heals', async () => {
    await put('/v1/sales-settings/rules', owner, { productLimits: [] }).expectStatus(200);
    await store('rules', { productLimits: null }, 'sales_settings');
    const refused = await get(`/v1/checkout-options/${shopId}`, owner).expectStatus(409);
    expect(refused.json.message).toBe(broken('rules.productLimits'));
    expect((await get('/v1/sales-settings', owner).expectStatus(200)).json.rules.productLimits).toEqual([]);
    await put('/v1/sales-settings/rules', owner, { productLimits: [] }).expectStatus(200);
    await get(`/v1/checkout-options/${shopId}`, owner).expectStatus(200);
  });
});

describe('the settings of /shops/me', () => {
  test.each([
    [{ autoOutOfStock: null }, 'autoOutOfStock'],
    [{ stockDisplay: null }, 'stockDisplay'],
    [{ allRulesInEq75: null }, 'allRulesInEq75'],
  ])('PUT /v1/shops/me settings %j: 400 naming %s, nothing saved', async (settings, setting) => {
    const before = (await get('/v1/shops/me', owner).expectStatus(200)).json.settings;
    const refused = await put('/v1/shops/me', owner, { settings }).expectStatus(400);
    expect(messages(refused.json).join(' ')).toContain(setting);
    expect((await get('/v1/shops/me', owner).expectStatus(200)).json.settings).toEqual(before);
  });
});
