import { COLLECT_DUE_DEBITS_JOB, SepaDebit, SepaMandate } from '@cuvee/billing';
import { addDays, formatMoney, parisDateOf, type IsoDate } from '@cuvee/kernel';
import { Database, JOB_QUEUE, type JobQueue } from '@cuvee/platform';
import { mailsTo, TestApi, waitFor } from '@cuvee/testing';
import { pdfText } from '@cuvee/testing/pdf-reader';
import { createApp } from '../src/bootstrap.js';
import {
  catalogueLine,
  downloadPdf,
  get,
  post,
  put,
  rendered,
  subjectOf,
  type Document,
  type Headers,
  type Payment,
} from './billing-support.js';
import { signInDemoAccounts } from './shops-fixtures.js';

/*
 * SEPA direct debit (ADR 0076), on SQLite, and on MariaDB + Redis with DB_URL / REDIS_URL: a client's
 * mandate recorded (a bad IBAN refused with its reason, nothing written), an invoice issued to a
 * client paying by direct debit scheduled after the pre-notification delay, presented by the daily
 * job through the sandbox provider and recorded as a payment → the invoice paid; a rejected debit
 * shows why and is retried; a revoked mandate debits nothing.
 */

interface Mandate {
  id: number;
  clientId: number;
  reference: string;
  iban: string;
  status: string;
  usable: boolean;
  revokedAt: string | null;
  collected: number;
}
interface Debit {
  id: number;
  invoiceId: number;
  mandateReference: string;
  amount: number;
  debitOn: string;
  status: string;
  failureReason: string | null;
  failureMessage: string | null;
  attempts: number;
  paymentId: number | null;
}

const CREDITOR_ID = 'FR72ZZZ123456';
const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
/** The sandbox rejects the first debit of a mandate on this account (docs/billing.md). */
const IBAN_FAILS_ONCE = 'FR7630001007941234567890185';

let api: TestApi;
let owner: Headers;
let wine: { productId: number; formatId: number };

const database = () => api.get(Database).dataSource;

/** Spaces of any kind as one (money is written with a narrow no-break space). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

let clients = 0;
const emails = new Map<number, string>();
async function directDebitClient(name: string): Promise<number> {
  const created = await post('/v1/clients', owner, {
    isPro: true,
    businessName: name,
    email: `prelevement.${(clients += 1)}@exemple.fr`,
    billingAddress: { street: '1 rue Nationale', zipcode: '37000', city: 'Tours', country: 'FR' },
    paymentType: 'sample',
    allowDuplicate: true,
  }).expectStatus(201);
  const id = (created.json as { id: number }).id;
  emails.set(id, `prelevement.${clients}@exemple.fr`);
  return id;
}

const mandateFor = async (clientId: number, iban = IBAN): Promise<Mandate> =>
  (
    await post('/v1/sepa-mandates', owner, {
      clientId,
      holder: 'SARL Cave du Centre',
      iban,
      bic: 'agrifrpp',
      signedOn: '2026-11-02',
    }).expectStatus(201)
  ).json as Mandate;

const mailOf = (clientId: number) => mailsTo(api.config.dataDir, emails.get(clientId)!);

async function issuedInvoice(clientId: number, paymentDelay?: string): Promise<Document> {
  const draft = (
    await post('/v1/invoices', owner, {
      clientId,
      ...(paymentDelay ? { paymentDelay } : {}),
      lines: [{ productId: wine.productId, formatId: wine.formatId, quantity: 6 }],
    }).expectStatus(201)
  ).json as Document;
  return (await post(`/v1/invoices/${draft.id}/issue`, owner).expectStatus(200)).json as Document;
}

const debitsOf = async (invoiceId: number): Promise<Debit[]> =>
  (await get('/v1/sepa-debits', owner, { filter: JSON.stringify({ invoiceId }) }).expectStatus(200))
    .json as Debit[];

/** The day comes: the debit's date is moved to today, then the daily job runs and presents it. */
async function collectOnItsDay(debit: Debit, until: (debit: Debit) => boolean): Promise<Debit> {
  await database()
    .getRepository(SepaDebit)
    .update({ id: debit.id }, { debitOn: parisDateOf(new Date()) });
  await runDailyJob();
  return waitFor(async () => (await debitsOf(debit.invoiceId)).find((seen) => until(seen)));
}

let runs = 0;
async function runDailyJob(): Promise<void> {
  const queue = api.get<JobQueue>(JOB_QUEUE);
  const job = await queue.add(COLLECT_DUE_DEBITS_JOB, {}, { jobId: `sepa-due-test-${(runs += 1)}` });
  await waitFor(async () => ((await queue.getJob(job.id))?.status === 'completed' ? true : undefined));
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactum } = await import('pactum');
  pactum.request.setBaseUrl(api.url);
  const { as } = await signInDemoAccounts(api);
  owner = as('proprietaire');
  wine = await catalogueLine(owner, 0);
});
afterAll(() => api.stop());

test('no mandate before the creditor identifier; a bad IBAN, BIC or identifier is refused with its reason, nothing written', async () => {
  const clientId = await directDebitClient('Cave du Centre');
  const before = await database().getRepository(SepaMandate).count();
  const early = await post('/v1/sepa-mandates', owner, { clientId, holder: 'Cave', iban: IBAN }).expectStatus(
    400,
  );
  expect(early.json.message).toBe(
    "Renseignez d'abord l'identifiant créancier SEPA (ICS) de la boutique dans les paramètres de facturation",
  );
  const badIcs = await put('/v1/billing-settings', owner, {
    sepa: { creditorId: 'FR73ZZZ123456' },
  }).expectStatus(400);
  expect(badIcs.json.message).toEqual([
    "Cet identifiant créancier SEPA n'est pas valide : il s'écrit FR, 2 chiffres de clé, 3 caractères puis 6 (ex. FR72ZZZ123456), vérifiez sa clé",
  ]);
  const settings = (
    await put('/v1/billing-settings', owner, {
      sepa: { creditorId: 'fr72 zzz 123456', preNotificationDays: 14 },
    }).expectStatus(200)
  ).json as { sepa: { creditorId: string; preNotificationDays: number } };
  expect(settings.sepa).toEqual({ creditorId: CREDITOR_ID, preNotificationDays: 14 });

  // One digit changed: the key no longer matches.
  const wrongKey = await post('/v1/sepa-mandates', owner, {
    clientId,
    holder: 'Cave',
    iban: 'FR76 3000 6000 0112 3456 7890 188',
  }).expectStatus(400);
  expect(wrongKey.json.message).toEqual([
    "Cet IBAN n'est pas valide : sa clé ne correspond pas, vérifiez-le sur le RIB",
  ]);
  const missing = await post('/v1/sepa-mandates', owner, { clientId, holder: 'Cave' }).expectStatus(400);
  expect(missing.json.message).toEqual(["Renseignez l'IBAN du compte à prélever"]);
  const outside = await post('/v1/sepa-mandates', owner, {
    clientId,
    holder: 'Cave',
    iban: 'US64SVBKUS6S3300958879',
    bic: 'NOT A BIC',
  }).expectStatus(400);
  expect(outside.json.message).toEqual([
    'Un IBAN US ne peut pas être prélevé : ce pays est hors de la zone SEPA',
    "Ce BIC n'est pas valide : 8 ou 11 lettres et chiffres (ex. AGRIFRPP)",
  ]);
  const english = await post(
    '/v1/sepa-mandates',
    { ...owner, 'accept-language': 'en' },
    {
      clientId,
      holder: 'Cave',
      iban: 'FR76300060000112345678901',
    },
  ).expectStatus(400);
  expect(english.json.message).toEqual([
    'An IBAN of FR has 27 characters: check it against the bank details',
  ]);
  expect(await database().getRepository(SepaMandate).count()).toBe(before);

  const mandate = await mandateFor(clientId);
  expect(mandate).toMatchObject({
    clientId,
    iban: 'FR76 •••• 0189',
    status: 'processing',
    usable: true,
    collected: 0,
  });
  expect(mandate.reference).toMatch(/^DEMO-M\d{6}$/);
  expect((await mandateFor(clientId)).reference).not.toBe(mandate.reference);
  const listed = (
    await get('/v1/sepa-mandates', owner, { filter: JSON.stringify({ clientId }) }).expectStatus(200)
  ).json as Mandate[];
  expect(listed.map((m) => m.id)).toContain(mandate.id);
  // Stored normalised, shown masked.
  expect((await database().getRepository(SepaMandate).findOneByOrFail({ id: mandate.id })).iban).toBe(
    'FR7630006000011234567890189',
  );
});

test('an invoice of a direct-debit client is scheduled after the pre-notification, collected on its day → paid', async () => {
  const clientId = await directDebitClient('Domaine Prélevé');
  const mandate = await mandateFor(clientId);
  const invoice = await issuedInvoice(clientId);
  const [debit] = await debitsOf(invoice.id);
  const today = parisDateOf(new Date());
  expect(debit).toMatchObject({
    mandateReference: mandate.reference,
    amount: invoice.outstanding,
    status: 'scheduled',
    attempts: 1,
  });
  // Never before the due date, never fewer than 14 days after today.
  const earliest = addDays(today, 14);
  expect(debit!.debitOn).toBe(invoice.dueDate! < earliest ? earliest : invoice.dueDate);

  // The client is told before the debit: amount, day, mandate and creditor, once.
  const [notice] = await waitFor(async () => {
    const mails = mailOf(clientId);
    return mails.length ? mails : undefined;
  });
  expect(mailOf(clientId)).toHaveLength(1);
  const day = debit!.debitOn.split('-').reverse().join('/');
  expect(subjectOf(notice!.raw)).toBe(
    `Prélèvement SEPA de ${formatMoney(invoice.outstanding, 'fr')} le ${day} — Domaine des Demoiselles`,
  );
  const body = flat(notice!.decoded);
  expect(body).toContain(
    flat(
      `Conformément au mandat de prélèvement SEPA ${mandate.reference} que vous avez signé, nous prélèverons ${formatMoney(invoice.outstanding, 'fr')} sur votre compte FR76 •••• 0189 le ${day}, au titre de la facture ${invoice.number}.`,
    ),
  );
  expect(body).toContain(`Identifiant créancier SEPA : ${CREDITOR_ID}.`);

  // The invoice says how it is paid: its PDF names the mandate and the creditor, Factur-X carries
  // BT-89 (mandate), BT-90 (creditor) and BT-91 (account debited) with the direct-debit means (59).
  await post(`/v1/billing-documents/${invoice.id}/pdf`, owner, {}).expectStatus(202);
  await rendered(owner, invoice.id);
  const text = (await pdfText(await downloadPdf(api, owner, invoice.id))).replace(/\s+/g, ' ');
  expect(text).toContain(`Prélèvement SEPA — mandat ${mandate.reference}, créancier ${CREDITOR_ID}`);
  const xml = (await get(`/v1/billing-documents/${invoice.id}/facturx.xml`, owner).expectStatus(200))
    .body as string;
  expect(xml).toContain(`<ram:CreditorReferenceID>${CREDITOR_ID}</ram:CreditorReferenceID>`);
  expect(xml).toContain(`<ram:DirectDebitMandateID>${mandate.reference}</ram:DirectDebitMandateID>`);
  expect(xml).toContain(
    '<ram:TypeCode>59</ram:TypeCode><ram:PayerPartyDebtorFinancialAccount><ram:IBANID>FR7630006000011234567890189</ram:IBANID>',
  );

  // Not its day yet: the daily job leaves it.
  await runDailyJob();
  expect((await debitsOf(invoice.id))[0]!.status).toBe('scheduled');

  const paid = await collectOnItsDay(debit!, (seen) => seen.status !== 'scheduled');
  expect(paid).toMatchObject({ status: 'paid', failureReason: null });
  const payments = (
    await get('/v1/payments', owner, { filter: JSON.stringify({ documentId: invoice.id }) }).expectStatus(200)
  ).json as (Payment & { reference: string })[];
  expect(payments).toEqual([
    expect.objectContaining({
      id: paid.paymentId,
      type: 'sample',
      amount: invoice.outstanding,
      reference: mandate.reference,
      allocations: [expect.objectContaining({ documentId: invoice.id, amount: invoice.outstanding })],
    }),
  ]);
  expect((await get(`/v1/billing-documents/${invoice.id}`, owner).expectStatus(200)).json).toMatchObject({
    outstanding: 0,
    paid: invoice.outstanding,
  });
  // Its first debit went through: the mandate is active.
  expect((await get(`/v1/sepa-mandates/${mandate.id}`, owner).expectStatus(200)).json).toMatchObject({
    status: 'completed',
    collected: invoice.outstanding,
  });
  // The job run again moves nothing more.
  await runDailyJob();
  expect(
    (
      await get('/v1/payments', owner, { filter: JSON.stringify({ documentId: invoice.id }) }).expectStatus(
        200,
      )
    ).json,
  ).toHaveLength(1);
});

test('a debit the bank rejects is failed with its reason, then retried and collected', async () => {
  const clientId = await directDebitClient('Cave Rejetée');
  await mandateFor(clientId, IBAN_FAILS_ONCE);
  // Due at once: the debit cannot be sooner than the pre-notification delay, and the mail says why.
  const invoice = await issuedInvoice(clientId, 'atOrder');
  const [debit] = await debitsOf(invoice.id);
  expect(debit!.debitOn).toBe(addDays(parisDateOf(new Date()), 14));
  const notice = await waitFor(async () => mailOf(clientId)[0]);
  expect(flat(notice.decoded)).toContain(
    `La facture était échue le ${invoice.dueDate!.split('-').reverse().join('/')} : le prélèvement a lieu le ${debit!.debitOn.split('-').reverse().join('/')} pour vous prévenir au moins 14 jours avant.`,
  );
  const failed = await collectOnItsDay(debit!, (seen) => seen.status !== 'scheduled');
  expect(failed).toMatchObject({
    status: 'failed',
    failureReason: 'insufficientFunds',
    failureMessage: `Le prélèvement de ${formatMoney(invoice.outstanding, 'fr')} a été rejeté par la banque : relancez-le`,
    paymentId: null,
  });
  expect((await get(`/v1/billing-documents/${invoice.id}`, owner).expectStatus(200)).json).toMatchObject({
    outstanding: invoice.outstanding,
  });
  const scheduled = await post(`/v1/sepa-debits/${debit!.id}/retry`, owner).expectStatus(200);
  expect(scheduled.json).toMatchObject({ status: 'scheduled', attempts: 2, failureReason: null });
  const paid = await waitFor(async () => (await debitsOf(invoice.id)).find((seen) => seen.status === 'paid'));
  expect(paid.paymentId).not.toBeNull();
  const again = await post(`/v1/sepa-debits/${debit!.id}/retry`, owner).expectStatus(409);
  expect(again.json.message).toBe(
    `Seul un prélèvement en échec se relance : celui de la facture ${invoice.number} n'a pas échoué`,
  );
  expect((await get(`/v1/billing-documents/${invoice.id}`, owner).expectStatus(200)).json).toMatchObject({
    outstanding: 0,
  });
});

test('a revoked mandate debits nothing: its scheduled debit is cancelled, a new invoice gets none', async () => {
  const clientId = await directDebitClient('Cave Révoquée');
  const mandate = await mandateFor(clientId);
  const invoice = await issuedInvoice(clientId);
  const [debit] = await debitsOf(invoice.id);
  const revoked = (await post(`/v1/sepa-mandates/${mandate.id}/revoke`, owner).expectStatus(200))
    .json as Mandate;
  expect(revoked).toMatchObject({ usable: false });
  expect(revoked.revokedAt).not.toBeNull();
  const twice = await post(`/v1/sepa-mandates/${mandate.id}/revoke`, owner).expectStatus(409);
  expect(twice.json.message).toBe(`Le mandat ${mandate.reference} est déjà révoqué`);
  expect((await debitsOf(invoice.id))[0]).toMatchObject({
    id: debit!.id,
    status: 'cancelled',
    failureMessage: `Le mandat ${mandate.reference} a été révoqué : le prélèvement n'a pas été présenté`,
  });
  await database()
    .getRepository(SepaDebit)
    .update({ id: debit!.id }, { debitOn: parisDateOf(new Date()) as IsoDate });
  await runDailyJob();
  expect((await debitsOf(invoice.id))[0]!.status).toBe('cancelled');
  expect(
    (
      await get('/v1/payments', owner, { filter: JSON.stringify({ documentId: invoice.id }) }).expectStatus(
        200,
      )
    ).json,
  ).toEqual([]);
  expect(await debitsOf((await issuedInvoice(clientId)).id)).toEqual([]);
});

test("a client's erasure: a mandate with a debit scheduled holds the identity; one never used loses its holder and IBAN", async () => {
  const clientId = await directDebitClient('Cave Effacée');
  const mandate = await mandateFor(clientId);
  const invoice = await issuedInvoice(clientId);
  const waiting = (await get(`/v1/clients/${clientId}/erasure`, owner).expectStatus(200)).json as {
    holdsIdentity: string[];
  };
  expect(waiting.holdsIdentity).toContain(
    "1 prélèvement(s) SEPA programmé(s) : l'identité du client et son mandat sont gardés jusqu'à leur encaissement ou leur annulation",
  );
  // The invoice is settled another way: its debit is cancelled, the mandate never collected anything.
  await post(`/v1/sepa-mandates/${mandate.id}/revoke`, owner).expectStatus(200);
  expect((await debitsOf(invoice.id))[0]!.status).toBe('cancelled');
  const preview = (await get(`/v1/clients/${clientId}/erasure`, owner).expectStatus(200)).json as {
    erased: { what: string; count: number }[];
  };
  expect(preview.erased).toContainEqual(
    expect.objectContaining({ what: 'Mandats SEPA sans prélèvement à prouver', count: 1 }),
  );
  await post(`/v1/clients/${clientId}/erasure`, owner).expectStatus(200);
  const erased = await database().getRepository(SepaMandate).findOneByOrFail({ id: mandate.id });
  expect(erased).toMatchObject({ iban: '', bic: null });
  expect(erased.holder).not.toBe('SARL Cave du Centre');
});
