/**
 * Benchmark of the invoice PDF. Renders BENCH_INVOICES (200) invoices of 20 lines with
 * Cuvée's renderer (embedded Inter, the whole layout with every mandatory mention), then the same
 * number of minimal pdfkit documents holding the same text and the same table in the built-in
 * Helvetica — the ceiling: what pdfkit costs with nothing of ours — and prints invoices/s of both and
 * the ratio. Then renders one 500-line invoice in a fresh process and prints its peak memory next
 * to a fresh process that only loads the renderer.
 *
 *   node --conditions=@cuvee/source --import @swc-node/register/esm-register tools/bench/invoice-pdf/bench.ts
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { formatMoney } from '@cuvee/kernel';
import {
  billLines,
  documentTotals,
  renderDocumentPdf,
  type BillableLine,
  type PdfDocumentData,
} from '@cuvee/billing';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 200);
const LINES = 20;
const BIG = 500;

function line(i: number): BillableLine {
  return {
    kind: 'product',
    productId: i,
    vintageId: null,
    formatId: i,
    label: `Chinon rouge « Cuvée n° ${i + 1} » ${2015 + (i % 9)} — 75 cl`,
    quantity: 1 + (i % 24),
    listUnitHt: 890 + ((i * 37) % 2400),
    discountBp: i % 4 === 0 ? 500 : 0,
    unitHt: null,
    unitDuties: 3,
    vatRateBp: i % 7 === 0 ? 550 : 2000,
    family: 'wine',
    eq75: 1,
  };
}

function invoice(lineCount: number): PdfDocumentData {
  const lines = billLines(Array.from({ length: lineCount }, (_, i) => line(i)));
  return {
    kind: 'invoice',
    variant: 'document',
    locale: 'fr',
    number: 'F2026-00042',
    issueDate: '2026-03-14',
    dueDate: '2026-04-13',
    validUntil: null,
    seller: {
      name: 'Domaine des Demoiselles',
      legalName: 'EARL des Demoiselles',
      legalForm: 'EARL',
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      rcs: null,
      capital: 750_000,
      address: {
        street: '12 route des Caves',
        street2: null,
        zipcode: '37500',
        city: 'Chinon',
        country: 'FR',
      },
      email: 'contact@domaine-des-demoiselles.demo',
      phone: null,
      chargesVat: true,
    },
    buyer: {
      name: 'SARL Cave du Centre',
      firstname: 'Marie',
      lastname: 'Durand',
      businessName: 'Cave du Centre',
      businessReason: 'SARL Cave du Centre',
      isPro: true,
      siret: null,
      vatNumber: null,
      exciseNumber: null,
      email: 'marie@cave.fr',
      billingAddress: {
        street: '1 rue Nationale',
        street2: null,
        zipcode: '37000',
        city: 'Tours',
        country: 'FR',
      },
      deliveryAddress: null,
    },
    terms: {
      paymentDelay: 'days30',
      penaltyRate: 10,
      recoveryFee: 4000,
      earlyPaymentDiscount: 'Pas d’escompte pour paiement anticipé',
    },
    references: ['Devis D2026-00007'],
    correctedNumber: null,
    notes: null,
    lines,
    deductions: [],
    totals: documentTotals(lines),
    footer: 'IBAN FR76 3000 6000 0112 3456 7890 189',
    colour: '#7B2D26',
    logo: null,
  };
}

/** The ceiling: the same words and table, one pdfkit call per cell, standard font, no layout of ours. */
function minimal(data: PdfDocumentData): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const money = (cents: number) => formatMoney(cents, 'fr').replace(/[\u202f\u00a0]/g, ' ');
  doc.fontSize(9).text(`FACTURE ${data.number} du ${data.issueDate}`);
  doc.text(`${data.seller.legalName} ${data.seller.siret} ${data.seller.vatNumber}`);
  doc.text(`${data.buyer.name} ${data.buyer.billingAddress?.street} ${data.buyer.billingAddress?.city}`);
  for (const l of data.lines) {
    if (doc.y > 780) doc.addPage();
    const y = doc.y;
    doc.text(l.label, 40, y, { width: 300 });
    doc.text(String(l.quantity), 340, y, { width: 40 });
    doc.text(money(l.unitHt), 380, y, { width: 80 });
    doc.text(money(l.ht), 460, y, { width: 80 });
  }
  doc.text(`Total TTC ${money(data.totals.totalTtc)}`);
  doc.text('Pénalités de retard 10 % ; indemnité forfaitaire de recouvrement 40 €');
  doc.end();
  return done;
}

async function rate(
  render: (data: PdfDocumentData) => Promise<Buffer>,
): Promise<{ perSecond: number; bytes: number }> {
  const data = invoice(LINES);
  await render(data); // warm-up: fonts parsed, code compiled
  let bytes = 0;
  const start = performance.now();
  for (let i = 0; i < INVOICES; i++) bytes += (await render(data)).length;
  const seconds = (performance.now() - start) / 1000;
  return { perSecond: INVOICES / seconds, bytes: bytes / INVOICES };
}

/** Peak resident memory (MB) of a fresh process rendering one invoice of `lines` lines (0: load only). */
function peak(lines: number): number {
  const output = execFileSync(
    process.execPath,
    [
      '--conditions=@cuvee/source',
      '--import',
      '@swc-node/register/esm-register',
      fileURLToPath(import.meta.url),
      '--peak',
      String(lines),
    ],
    { encoding: 'utf8' },
  );
  return Number(/peak=(\d+)/.exec(output)![1]) / 1024;
}

async function main(): Promise<void> {
  const peakArg = process.argv.indexOf('--peak');
  if (peakArg >= 0) {
    const lines = Number(process.argv[peakArg + 1]);
    if (lines > 0) await renderDocumentPdf(invoice(lines));
    console.log(`peak=${process.resourceUsage().maxRSS}`);
    return;
  }
  const ours = await rate(renderDocumentPdf);
  const ceiling = await rate(minimal);
  console.log(`Invoice PDF, ${LINES} lines, ${INVOICES} documents each:`);
  console.log(
    `  Cuvée renderer      ${ours.perSecond.toFixed(1).padStart(8)} invoices/s   ${(ours.bytes / 1024).toFixed(1)} KiB each`,
  );
  console.log(
    `  minimal pdfkit      ${ceiling.perSecond.toFixed(1).padStart(8)} invoices/s   ${(ceiling.bytes / 1024).toFixed(1)} KiB each (ceiling)`,
  );
  console.log(`  ratio               ${(ours.perSecond / ceiling.perSecond).toFixed(2)} of the ceiling`);
  const base = peak(0);
  const big = peak(BIG);
  console.log(`Peak memory (RSS), fresh process:`);
  console.log(`  loading the renderer only   ${base.toFixed(1)} MB`);
  console.log(`  one ${BIG}-line invoice        ${big.toFixed(1)} MB (+${(big - base).toFixed(1)} MB)`);
}

await main();
