import { loadPdfKit } from '@cuvee/platform';
import { documentDay, formatMoney, parisDateOf, type Cents, type Locale } from '@cuvee/kernel';
import type { StatementDto } from './dto/statement.dto.js';

/*
 * The PDF of a client's primeur statement (pdfkit, A4, Helvetica, as the purchase order's): one row per
 * subscription, then the deposits paid, the balances due and the bottles delivered or to come. Not a
 * legal document (the invoices are); the no-break spaces of Intl's money are printed as plain spaces.
 */

export interface StatementPdfData {
  readonly locale: Locale;
  readonly shopName: string;
  readonly statement: StatementDto;
  readonly at: Date;
}

const TEXTS = {
  fr: {
    title: 'Relevé primeurs',
    client: 'Client',
    date: 'Au',
    subscription: 'Souscription',
    wine: 'Vin',
    bottles: 'Bout.',
    price: 'Prix TTC',
    depositPaid: 'Acompte payé',
    balanceDue: 'Reste dû',
    status: { subscribed: 'à livrer', delivered: 'livrée', cancelled: 'annulée' },
    delivery: 'livraison prévue',
    depositsPaid: 'Acomptes payés',
    balancesDue: 'Soldes dus',
    delivered: 'Bouteilles livrées',
    toDeliver: 'Bouteilles à livrer',
    none: 'Aucune souscription.',
  },
  en: {
    title: 'En primeur statement',
    client: 'Client',
    date: 'As of',
    subscription: 'Subscription',
    wine: 'Wine',
    bottles: 'Btl.',
    price: 'Price incl. VAT',
    depositPaid: 'Deposit paid',
    balanceDue: 'Still due',
    status: { subscribed: 'to deliver', delivered: 'delivered', cancelled: 'cancelled' },
    delivery: 'expected delivery',
    depositsPaid: 'Deposits paid',
    balancesDue: 'Balances due',
    delivered: 'Bottles delivered',
    toDeliver: 'Bottles to deliver',
    none: 'No subscription.',
  },
} as const;

const MARGIN = 48;
const COLUMNS = [
  { x: MARGIN, width: 90 },
  { x: 142, width: 170 },
  { x: 316, width: 34 },
  { x: 354, width: 62 },
  { x: 420, width: 62 },
  { x: 486, width: 61 },
];

/** Money as the locale writes it, with spaces Helvetica can print. */
function money(cents: Cents, locale: Locale): string {
  return formatMoney(cents, locale).replace(/[\u202f\u00a0]/g, ' ');
}

export async function renderStatementPdf(data: StatementPdfData): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const t = TEXTS[data.locale];
  const { statement, locale } = data;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${t.title} — ${statement.clientName}`, Author: data.shopName, Creator: 'Cuvée' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(t.title);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(data.shopName);
  doc.text(`${t.client} : ${statement.clientName}`);
  doc.text(`${t.date} ${documentDay(parisDateOf(data.at))}`);

  let y = doc.moveDown().y + 10;
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index]!.width }));
    if (y + Math.max(...heights) > doc.page.height - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
    cells.forEach((cell, index) =>
      doc.text(cell, COLUMNS[index]!.x, y, {
        width: COLUMNS[index]!.width,
        align: index < 2 ? 'left' : 'right',
      }),
    );
    y += Math.max(...heights) + 6;
  };
  row([t.subscription, t.wine, t.bottles, t.price, t.depositPaid, t.balanceDue], true);
  for (const line of statement.lines) {
    const when = line.deliveryOn ? `, ${t.delivery} ${documentDay(line.deliveryOn)}` : '';
    row([
      `${line.number}\n${t.status[line.status]}`,
      `${line.campaignName}\n${line.label}${line.status === 'subscribed' ? when : ''}`,
      String(line.quantity),
      money(line.priceTtc, locale),
      money(line.depositPaid, locale),
      money(line.balanceDue, locale),
    ]);
  }
  if (statement.lines.length === 0) row([t.none, '', '', '', '', '']);
  y += 10;
  doc.font('Helvetica-Bold').fontSize(10);
  const total = (label: string, value: string) => {
    doc.text(`${label} : ${value}`, 300, y, { width: 247, align: 'right' });
    y = doc.y + 2;
  };
  total(t.depositsPaid, money(statement.depositsPaid, locale));
  total(t.balancesDue, money(statement.balancesDue, locale));
  total(t.delivered, String(statement.bottlesDelivered));
  total(t.toDeliver, String(statement.bottlesToDeliver));
  doc.end();
  return done;
}
