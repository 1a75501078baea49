import { loadPdfKit } from '@cuvee/platform';
import { documentDay, formatMoney, parisDateOf, type Cents, type Locale } from '@cuvee/kernel';

/*
 * The PDF of a purchase order (pdfkit, A4, Helvetica): who orders from whom, the lines, the totals.
 * Not a legal document, so plain: Helvetica knows the accented letters of WinAnsi; the narrow and
 * ordinary no-break spaces of Intl's French money format are printed as plain spaces.
 */

export interface PurchaseOrderPdfData {
  readonly locale: Locale;
  readonly number: string;
  readonly createdAt: Date;
  readonly expectedOn: string | null;
  readonly buyer: { readonly name: string; readonly email: string | null };
  readonly supplier: { readonly name: string; readonly address: string; readonly email: string | null };
  readonly warehouse: string;
  readonly lines: readonly { label: string; quantity: number; unitHt: Cents; vatRate: number }[];
  readonly totalHt: Cents;
  readonly totalTtc: Cents;
  readonly notes: string | null;
}

const TEXTS = {
  fr: {
    title: 'Bon de commande',
    from: 'Commandé par',
    to: 'Fournisseur',
    date: 'Date',
    expected: 'Livraison souhaitée',
    deliverTo: 'À livrer à',
    product: 'Article',
    quantity: 'Quantité',
    unit: 'PU HT',
    vat: 'TVA',
    amount: 'Montant HT',
    totalHt: 'Total HT',
    totalTtc: 'Total TTC',
  },
  en: {
    title: 'Purchase order',
    from: 'Ordered by',
    to: 'Supplier',
    date: 'Date',
    expected: 'Delivery wanted',
    deliverTo: 'Deliver to',
    product: 'Product',
    quantity: 'Quantity',
    unit: 'Unit excl. VAT',
    vat: 'VAT',
    amount: 'Amount excl. VAT',
    totalHt: 'Total excl. VAT',
    totalTtc: 'Total incl. VAT',
  },
} as const;

const MARGIN = 48;
const COLUMNS = [
  { x: MARGIN, width: 230 },
  { x: 290, width: 60 },
  { x: 355, width: 70 },
  { x: 430, width: 40 },
  { x: 475, width: 72 },
];

/** Money as the locale writes it, with spaces Helvetica can print. */
function money(cents: Cents, locale: Locale): string {
  return formatMoney(cents, locale).replace(/[\u202f\u00a0]/g, ' ');
}

export async function renderPurchaseOrderPdf(data: PurchaseOrderPdfData): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const t = TEXTS[data.locale];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${t.title} ${data.number}`, Author: data.buyer.name, Creator: 'Cuvée' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(`${t.title} ${data.number}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`${t.date} : ${documentDay(parisDateOf(data.createdAt))}`);
  if (data.expectedOn) doc.text(`${t.expected} : ${documentDay(data.expectedOn)}`);
  doc.text(`${t.deliverTo} : ${data.warehouse}`);
  const top = doc.moveDown().y;
  doc.font('Helvetica-Bold').text(t.from, MARGIN, top);
  doc.font('Helvetica').text([data.buyer.name, data.buyer.email].filter(Boolean).join('\n'));
  doc.font('Helvetica-Bold').text(t.to, 300, top);
  doc
    .font('Helvetica')
    .text([data.supplier.name, data.supplier.address, data.supplier.email].filter(Boolean).join('\n'), 300);

  let y = Math.max(doc.y, top + 60) + 20;
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index]!.width }));
    cells.forEach((cell, index) =>
      doc.text(cell, COLUMNS[index]!.x, y, {
        width: COLUMNS[index]!.width,
        align: index === 0 ? 'left' : 'right',
      }),
    );
    y += Math.max(...heights) + 6;
  };
  row([t.product, t.quantity, t.unit, t.vat, t.amount], true);
  for (const line of data.lines)
    row([
      line.label,
      String(line.quantity),
      money(line.unitHt, data.locale),
      `${String(line.vatRate).replace('.', data.locale === 'fr' ? ',' : '.')} %`,
      money(line.quantity * line.unitHt, data.locale),
    ]);
  y += 10;
  doc.font('Helvetica-Bold');
  doc.text(`${t.totalHt} : ${money(data.totalHt, data.locale)}`, 300, y, { width: 247, align: 'right' });
  doc.text(`${t.totalTtc} : ${money(data.totalTtc, data.locale)}`, 300, doc.y + 2, {
    width: 247,
    align: 'right',
  });
  if (data.notes)
    doc
      .moveDown()
      .font('Helvetica')
      .text(data.notes, MARGIN, doc.y + 10, { width: 499 });
  doc.end();
  return done;
}
