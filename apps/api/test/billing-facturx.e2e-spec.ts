import { TestApi } from '@cuvee/testing';
import { checkFacturx } from '@cuvee/testing/facturx';
import { pdfAttachments } from '@cuvee/testing/pdf-reader';
import { createApp } from '../src/bootstrap.js';
import {
  catalogueLine,
  downloadPdf,
  get,
  post,
  proClient,
  rendered,
  type Document,
} from './billing-support.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The Factur-X XML of each kind of document the demo shop issues (a deposit invoice, the final
 * invoice that takes it off, a credit note on that invoice), served by the API and checked against
 * the official EN 16931 XSD and schematron, and carried by their PDFs (PDF/A-3 with its XMP); a
 * draft, and another shop's document, refused. SQLite,
 * and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];
let owner: Record<string, string>;
const issued: Record<'deposit' | 'invoice' | 'creditNote', Document> = {} as never;
let draftId: number;

const issue = async (path: string, body: object): Promise<Document> => {
  const draft = (await post(path, owner, body).expectStatus(201)).json as Document;
  return (await post(`${path}/${draft.id}/issue`, owner).expectStatus(200)).json as Document;
};
const facturx = (id: number, headers = owner) => get(`/v1/billing-documents/${id}/facturx.xml`, headers);

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactum } = await import('pactum');
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  owner = as('proprietaire');
  const clientId = await proClient(owner, 'Cave Factur-X', 'facturx@exemple.fr');
  const wine = await catalogueLine(owner, 0);
  issued.deposit = await issue('/v1/deposit-invoices', { clientId, amount: 6000, label: 'Acompte commande' });
  issued.invoice = await issue('/v1/invoices', {
    clientId,
    lines: [{ productId: wine.productId, formatId: wine.formatId, quantity: 12 }],
    depositIds: [issued.deposit.id],
  });
  issued.creditNote = await issue('/v1/credit-notes', { invoiceId: issued.invoice.id, mode: 'full' });
  draftId = (
    (
      await post('/v1/invoices', owner, {
        clientId,
        lines: [{ productId: wine.productId, formatId: wine.formatId, quantity: 1 }],
      }).expectStatus(201)
    ).json as Document
  ).id;
}, 180_000);
afterAll(() => api.stop());

describe('Factur-X XML of issued documents', () => {
  test.each(['deposit', 'invoice', 'creditNote'] as const)(
    'the %s passes the EN 16931 XSD and schematron, with its totals',
    async (kind) => {
      const document = issued[kind];
      const response = await facturx(document.id).expectStatus(200);
      expect(response.headers['content-type']).toContain('application/xml');
      const xml = response.body as string;
      expect(await checkFacturx(xml)).toEqual({ schemaErrors: [], ruleErrors: [] });
      expect(xml).toContain(`<ram:ID>${document.number}</ram:ID>`);
      expect(xml).toContain(
        `<ram:GrandTotalAmount>${(document.totalTtc / 100).toFixed(2)}</ram:GrandTotalAmount>`,
      );
      expect(xml).toContain(
        `<ram:DuePayableAmount>${(document.netToPay / 100).toFixed(2)}</ram:DuePayableAmount>`,
      );
    },
    180_000,
  );

  test('the final invoice takes the deposit off; the credit note names its invoice', async () => {
    const invoice = (await facturx(issued.invoice.id).expectStatus(200)).body as string;
    expect(invoice).toContain(
      `<ram:TotalPrepaidAmount>${(issued.deposit.totalTtc / 100).toFixed(2)}</ram:TotalPrepaidAmount>`,
    );
    const credit = (await facturx(issued.creditNote.id).expectStatus(200)).body as string;
    expect(credit).toContain(`<ram:IssuerAssignedID>${issued.invoice.number}</ram:IssuerAssignedID>`);
  });

  test('the PDF of an issued invoice and of a credit note is a PDF/A-3 carrying factur-x.xml', async () => {
    for (const [document, type] of [
      [issued.invoice, 'INVOICE'],
      [issued.creditNote, 'CREDIT_NOTE'],
    ] as const) {
      await post(`/v1/billing-documents/${document.id}/pdf`, owner, {}).expectStatus(202);
      await rendered(owner, document.id);
      const { files, xmp } = await pdfAttachments(await downloadPdf(api, owner, document.id));
      expect(files['factur-x.xml']).toBe((await facturx(document.id).expectStatus(200)).body);
      expect(xmp).toContain(`<fx:DocumentType>${type}</fx:DocumentType>`);
      expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
      expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    }
  }, 120_000);

  test("a draft answers 409 with the reason; another shop's document 404", async () => {
    const draft = await facturx(draftId).expectStatus(409);
    expect(draft.json.message).toBe(
      "Seuls une facture, une facture d'acompte ou un avoir émis ont un XML Factur-X",
    );
    await facturx(issued.invoice.id, as('exemple')).expectStatus(404);
  });
});
