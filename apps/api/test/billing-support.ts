import pactum from 'pactum';
import { waitFor, type TestApi } from '@cuvee/testing';

/* Helpers of the billing e2e tests: documents as the API answers them, a client, PDFs downloaded. */

export interface Line {
  position: number;
  kind: string;
  productId: number | null;
  label: string;
  quantity: number;
  unitHt: number;
  ht: number;
  vat: number;
  ttc: number;
  vatRateBp: number;
}

export interface Document {
  id: number;
  kind: string;
  status: string;
  number: string | null;
  clientId: number;
  version: number;
  rootId: number | null;
  superseded: boolean;
  totalHt: number;
  totalVat: number;
  totalTtc: number;
  depositsTtc: number;
  netToPay: number;
  paid: number;
  credited: number;
  outstanding: number;
  deductions: { documentId: number; number: string; ttc: number }[];
  deductedOnId: number | null;
  issueDate: string | null;
  dueDate: string | null;
  hash: string | null;
  orderId: number | null;
  lines: Line[];
}

/** A payment as GET /v1/payments lists it: its type, amount and the documents it settles. */
export interface Payment {
  id: number;
  type: string;
  amount: number;
  allocations: { documentId: number; amount: number }[];
}

export interface Render {
  id: number;
  status: string;
  mailedAt: string | null;
}

export type Headers = Record<string, string>;

export const post = (path: string, headers: Headers, body: object = {}) =>
  pactum.spec().post(path).withHeaders(headers).withJson(body);
export const put = (path: string, headers: Headers, body: object = {}) =>
  pactum.spec().put(path).withHeaders(headers).withJson(body);
export const get = (path: string, headers: Headers, query: Record<string, string> = {}) => {
  const spec = pactum.spec().get(path).withHeaders(headers);
  return Object.keys(query).length ? spec.withQueryParams(query) : spec;
};
export const del = (path: string, headers: Headers) => pactum.spec().delete(path).withHeaders(headers);

/** A professional client with a billing address and an email, created through the CRM. */
/** What a professional client may be given beyond its name: its typology, country, agent and phone. */
export interface ProClientFields {
  typology?: string;
  /** Its billing address's: Tours by default, Brussels for BE. */
  country?: 'FR' | 'BE';
  agentId?: number;
  phone?: string;
}

/** A professional client, Marie Durand of `name`'s business (a duplicate name is allowed). */
export async function proClient(
  headers: Headers,
  name: string,
  email: string,
  { country = 'FR', ...fields }: ProClientFields = {},
): Promise<number> {
  const created = await post('/v1/clients', headers, {
    isPro: true,
    businessName: name,
    businessReason: `SARL ${name}`,
    firstname: 'Marie',
    lastname: 'Durand',
    email,
    billingAddress:
      country === 'BE'
        ? { street: '1 rue Neuve', zipcode: '1000', city: 'Bruxelles', country }
        : { street: '1 rue Nationale', zipcode: '37000', city: 'Tours', country },
    allowDuplicate: true,
    ...fields,
  }).expectStatus(201);
  return (created.json as { id: number }).id;
}

/** A catalogue product's first format, at a price typed on the line. */
export const productLine = (
  product: { id: number; formats: readonly { id: number }[] },
  quantity: number,
  unitPriceHt: number,
) => ({ productId: product.id, formatId: product.formats[0]!.id, quantity, unitPriceHt });

/** A bottle product of the shop and one of its formats. */
export async function catalogueLine(
  headers: Headers,
  index = 0,
): Promise<{ productId: number; formatId: number; name: string }> {
  const products = (await get('/v1/products', headers, { range: '[0,20]' }).expectStatus(200)).json as {
    id: number;
    name: string;
    productType: string;
    formats: { id: number; eq75: number }[];
  }[];
  const bottles = products.filter((p) => p.productType === 'bottle' && p.formats.some((f) => f.eq75 > 0));
  const product = bottles[index % bottles.length]!;
  return { productId: product.id, formatId: product.formats.find((f) => f.eq75 > 0)!.id, name: product.name };
}

/** Waits for the document's latest render to finish (either queue driver). */
export async function rendered(headers: Headers, documentId: number, mailed = false): Promise<Render> {
  return waitFor(async () => {
    const renders = (await get(`/v1/billing-documents/${documentId}/renders`, headers).expectStatus(200))
      .json as Render[];
    const latest = renders[0];
    if (latest?.status === 'error') throw new Error(`render ${latest.id} failed`);
    return latest?.status === 'completed' && (!mailed || latest.mailedAt) ? latest : undefined;
  }, 30_000);
}

/** The stored PDF of a document, downloaded with the caller's token. */
export async function downloadPdf(
  api: TestApi,
  headers: Headers,
  documentId: number,
  variant = 'document',
): Promise<Buffer> {
  const response = await fetch(`${api.url}/v1/billing-documents/${documentId}/pdf?variant=${variant}`, {
    headers,
  });
  if (response.status !== 200) throw new Error(`PDF download answered ${response.status}`);
  if (response.headers.get('content-type') !== 'application/pdf') throw new Error('not a PDF');
  return Buffer.from(await response.arrayBuffer());
}

/** French money as formatMoney writes it, with plain spaces (as the PDF reader gives it). */
export const euros = (cents: number): string =>
  `${(cents / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`;

/** A mail's Subject header as a person reads it (RFC 2047 encoded words undone, folded lines joined). */
export function subjectOf(raw: string): string {
  const header = /^Subject: ((?:.*)(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}
