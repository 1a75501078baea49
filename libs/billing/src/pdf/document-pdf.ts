import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadPdfKit } from '@cuvee/platform';
import {
  COLOURS,
  documentDay,
  formatMoney,
  HEX_COLOUR,
  legalMentionLines,
  sirenOf,
  type Cents,
  type Locale,
} from '@cuvee/kernel';
import { packingOf } from '../domain/delivery-note.js';
import type { DepositDeduction, LineKind, VatBreakdownRow } from '../domain/document-amounts.js';
import { DOCUMENT_LABELS, type DocumentKind } from '../domain/document-kinds.js';
import type { FacturxDirectDebit } from '../domain/facturx.js';
import type { BuyerIdentity, PaymentTerms, PostalAddress, SellerIdentity } from '../domain/legal-content.js';
import { sfntOfWoff } from './woff.js';

/*
 * The PDF of a quote, invoice, deposit invoice, credit note or delivery note (pdfkit, A4), in the
 * shop's colour with its logo, in French or English. Every mandatory mention of a French invoice is
 * printed (CGI art. 242 nonies A, C. com. L441-9 and L441-10; docs/billing.md lists them).
 *
 * Fonts: pdfkit's built-in Helvetica only knows WinAnsi, and Intl's French money format separates
 * thousands with U+202F (narrow no-break space), which Helvetica prints as a slash; Inter (SIL OFL,
 * from @fontsource/inter) is embedded instead, and U+202F becomes U+00A0, which Inter has.
 */

export interface PdfLine {
  readonly position: number;
  readonly kind: LineKind;
  readonly label: string;
  readonly quantity: number;
  readonly listUnitHt: Cents;
  readonly discountBp: number;
  readonly unitHt: Cents;
  readonly unitDuties: Cents;
  readonly vatRateBp: number;
  readonly ht: Cents;
  readonly duties: Cents;
  readonly eq75: number;
}

export interface PdfDocumentData {
  readonly kind: DocumentKind;
  readonly variant: 'document' | 'deliveryNote';
  readonly locale: Locale;
  /** Null for a draft: the PDF then says it is not a legal document. */
  readonly number: string | null;
  readonly issueDate: string | null;
  readonly dueDate: string | null;
  readonly validUntil: string | null;
  readonly seller: SellerIdentity;
  readonly buyer: BuyerIdentity;
  readonly terms: PaymentTerms;
  readonly references: readonly string[];
  readonly correctedNumber: string | null;
  readonly notes: string | null;
  readonly lines: readonly PdfLine[];
  readonly deductions: readonly DepositDeduction[];
  readonly totals: {
    readonly totalHt: Cents;
    readonly totalDuties: Cents;
    readonly totalVat: Cents;
    readonly totalTtc: Cents;
    readonly totalDiscountHt: Cents;
    readonly vatBreakdown: readonly VatBreakdownRow[];
    readonly netToPay: Cents;
  };
  readonly footer: string | null;
  /** The shop's colour (#RRGGBB); the product's blue otherwise. */
  readonly colour: string | null;
  /** The shop's logo as PNG or JPEG bytes. */
  readonly logo: Buffer | null;
  /** An invoice collected by SEPA direct debit: the payment mentions name its mandate (ADR 0076). */
  readonly directDebit?: FacturxDirectDebit | null;
  /** An issued invoice's Factur-X XML: the PDF becomes a PDF/A-3 carrying it (ADR 0058). */
  readonly facturx?: { readonly xml: string; readonly documentType: 'INVOICE' | 'CREDIT_NOTE' } | null;
}

const require = createRequire(import.meta.url);
const font = (weight: number) =>
  sfntOfWoff(readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)));
/** Read and unwrapped once per process (see woff.ts). */
const FONTS = { regular: font(400), semibold: font(600), bold: font(700) };

const INK = '#08202e';
const MUTED = '#5b6b7a';
const RULE = '#d5dbe3';
const ZEBRA = '#f4f6f9';
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_TOP = PAGE.height - 62;

type Texts = Record<
  | 'number'
  | 'date'
  | 'dueDate'
  | 'validUntil'
  | 'billedTo'
  | 'deliveredTo'
  | 'references'
  | 'corrects'
  | 'description'
  | 'quantity'
  | 'unitPrice'
  | 'discount'
  | 'duties'
  | 'vat'
  | 'totalHt'
  | 'eq75'
  | 'totalDiscount'
  | 'totalDuties'
  | 'vatOn'
  | 'totalTtc'
  | 'deposit'
  | 'netToPay'
  | 'netCredit'
  | 'siret'
  | 'rcs'
  | 'vatNumber'
  | 'termsOfSale'
  | 'capital'
  | 'draft'
  | 'page'
  | 'bottles'
  | 'packages'
  | 'extraPackages'
  | 'received'
  | 'quoteAcceptance'
  | 'directDebit',
  string
>;

const TEXTS: Record<Locale, Texts> = {
  fr: {
    number: 'N°',
    date: 'Date',
    dueDate: 'Échéance',
    validUntil: "Valable jusqu'au",
    billedTo: 'Facturé à',
    deliveredTo: 'Livré à',
    references: 'Références',
    corrects: 'Avoir sur la facture n°',
    description: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'PU HT',
    discount: 'Remise',
    duties: 'Droits',
    vat: 'TVA',
    totalHt: 'Total HT',
    eq75: 'Éq. 75 cl',
    totalDiscount: 'dont remises',
    totalDuties: "Droits d'accises et CSS",
    vatOn: 'TVA {rate} sur {base}',
    totalTtc: 'Total TTC',
    deposit: 'Acompte facturé n° {number}',
    netToPay: 'Net à payer',
    netCredit: 'Montant de l’avoir TTC',
    siret: 'SIRET',
    rcs: 'RCS',
    vatNumber: 'N° TVA intracommunautaire',
    capital: 'au capital de',
    draft: 'BROUILLON — document sans valeur légale',
    page: 'Page {page}/{pages}',
    bottles: 'Bouteilles (éq. 75 cl)',
    packages: 'Colis (12 bouteilles au plus par colis)',
    extraPackages: 'Colis supplémentaires : {count} × 7,00 € = {fee}',
    received: 'Marchandises reçues en bon état le ____ / ____ / ________   Signature :',
    quoteAcceptance: 'Bon pour accord — date, signature et cachet du client :',
    directDebit: 'Prélèvement SEPA — mandat {reference}, créancier {creditor}',
    termsOfSale: 'Conditions générales de vente',
  },
  en: {
    number: 'No.',
    date: 'Date',
    dueDate: 'Due date',
    validUntil: 'Valid until',
    billedTo: 'Billed to',
    deliveredTo: 'Delivered to',
    references: 'References',
    corrects: 'Credit note on invoice no.',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    discount: 'Discount',
    duties: 'Duties',
    vat: 'VAT',
    totalHt: 'Total excl. VAT',
    eq75: '75 cl eq.',
    totalDiscount: 'of which discounts',
    totalDuties: 'Excise duties and CSS',
    vatOn: 'VAT {rate} on {base}',
    totalTtc: 'Total incl. VAT',
    deposit: 'Deposit invoiced, no. {number}',
    netToPay: 'Amount due',
    netCredit: 'Credit note amount incl. VAT',
    siret: 'SIRET',
    rcs: 'Registration',
    vatNumber: 'EU VAT number',
    capital: 'with a share capital of',
    draft: 'DRAFT — not a legal document',
    page: 'Page {page}/{pages}',
    bottles: 'Bottles (75 cl eq.)',
    packages: 'Packages (at most 12 bottles each)',
    extraPackages: 'Extra packages: {count} × €7.00 = {fee}',
    received: 'Goods received in good condition on ____ / ____ / ________   Signature:',
    quoteAcceptance: 'Approved — client’s date, signature and stamp:',
    directDebit: 'SEPA direct debit — mandate {reference}, creditor {creditor}',
    termsOfSale: 'Terms of sale',
  },
};

const DELIVERY_NOTE_TITLE: Record<Locale, string> = { fr: 'Bon de livraison', en: 'Delivery note' };

/** French money with a no-break space Inter can draw (see the note at the top). */
function money(cents: Cents, locale: Locale): string {
  return formatMoney(cents, locale).replace(/\u202f/g, '\u00a0');
}

function percent(bp: number, locale: Locale): string {
  const value = bp / 100;
  return `${locale === 'fr' ? String(value).replace('.', ',') : String(value)} %`;
}

const day = documentDay;

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name] ?? ''));
}

function addressLines(address: PostalAddress | null): string[] {
  if (!address) return [];
  return [
    address.street,
    address.street2,
    `${address.zipcode} ${address.city}`,
    address.country === 'FR' ? null : address.country,
  ].filter((line): line is string => Boolean(line));
}

interface Column {
  readonly key: string;
  readonly title: string;
  readonly width: number;
  readonly align: 'left' | 'right';
  readonly value: (line: PdfLine) => string;
}

/** Renders the document; resolves with the PDF bytes. */
export async function renderDocumentPdf(data: PdfDocumentData): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    ...(data.facturx ? { pdfVersion: '1.7' as const, subset: 'PDF/A-3b' as const } : {}),
    size: 'A4',
    margins: { top: PAGE.margin, bottom: 20, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: {
      Title: `${titleOf(data)} ${data.number ?? ''}`.trim(),
      Author: data.seller.legalName ?? data.seller.name,
      Creator: 'Cuvée',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('semibold', FONTS.semibold);
  doc.registerFont('bold', FONTS.bold);
  new Layout(doc, data).draw();
  if (data.facturx) embedFacturx(doc, data.facturx, data.issueDate);
  doc.end();
  return done;
}

/**
 * Factur-X: the XML attached as factur-x.xml (the structured alternative of the printed invoice), and
 * the XMP properties that name it, with the extension schema PDF/A asks for any property it does not
 * know.
 */
function embedFacturx(
  doc: PDFKit.PDFDocument,
  facturx: NonNullable<PdfDocumentData['facturx']>,
  issueDate: string | null,
): void {
  const issued = issueDate ? new Date(`${issueDate}T00:00:00Z`) : undefined;
  // pdfkit writes the AFRelationship PDF/A-3 asks for; its types do not know the option.
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
    name: 'factur-x.xml',
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'Factur-X invoice',
    creationDate: issued,
    modifiedDate: issued,
  };
  doc.file(Buffer.from(facturx.xml, 'utf8'), attachment);
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name>` +
    '<pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category>' +
    `<pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  doc.appendXML(
    '<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">' +
      `<fx:DocumentType>${facturx.documentType}</fx:DocumentType><fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>` +
      '<fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel></rdf:Description>' +
      '<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"' +
      ' xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">' +
      '<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">' +
      '<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>' +
      '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>' +
      '<pdfaSchema:prefix>fx</pdfaSchema:prefix><pdfaSchema:property><rdf:Seq>' +
      property('DocumentFileName', 'name of the embedded XML invoice file') +
      property('DocumentType', 'INVOICE') +
      property('Version', 'The actual version of the Factur-X XML schema') +
      property('ConformanceLevel', 'The conformance level of the embedded Factur-X data') +
      '</rdf:Seq></pdfaSchema:property></rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>',
  );
}

function titleOf(data: PdfDocumentData): string {
  return data.variant === 'deliveryNote'
    ? DELIVERY_NOTE_TITLE[data.locale]
    : DOCUMENT_LABELS[data.kind][data.locale];
}

class Layout {
  private readonly t: Texts;
  private readonly colour: string;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly data: PdfDocumentData,
  ) {
    this.t = TEXTS[data.locale];
    this.colour = data.colour && HEX_COLOUR.test(data.colour) ? data.colour : COLOURS.primary;
  }

  private get m(): (cents: Cents) => string {
    return (cents) => money(cents, this.data.locale);
  }

  draw(): void {
    this.header();
    this.parties();
    this.table();
    if (this.data.variant === 'deliveryNote') this.packing();
    else this.totals();
    this.mentions();
    this.termsOfSale();
    this.footers();
  }

  private header(): void {
    const { doc, data } = this;
    const top = PAGE.margin;
    doc.rect(0, 0, PAGE.width, 6).fill(this.colour);
    let logoDrawn = false;
    if (data.logo) {
      try {
        doc.image(data.logo, PAGE.margin, top, { fit: [140, 60] });
        logoDrawn = true;
      } catch {
        // An unreadable logo falls back to the shop's name: a PDF is never lost for a picture.
      }
    }
    if (!logoDrawn)
      doc
        .font('bold')
        .fontSize(18)
        .fillColor(this.colour)
        .text(data.seller.name, PAGE.margin, top + 8, { width: 260 });

    const right = PAGE.margin + CONTENT_WIDTH - 230;
    doc
      .font('bold')
      .fontSize(20)
      .fillColor(this.colour)
      .text(titleOf(data).toUpperCase(), right, top, { width: 230, align: 'right' });
    const facts: [string, string][] = [
      [this.t.number, data.number ?? '—'],
      [this.t.date, day(data.issueDate)],
    ];
    if (data.variant === 'document' && data.kind === 'quote' && data.validUntil)
      facts.push([this.t.validUntil, day(data.validUntil)]);
    if (data.variant === 'document' && (data.kind === 'invoice' || data.kind === 'deposit'))
      facts.push([this.t.dueDate, day(data.dueDate)]);
    let y = top + 30;
    for (const [label, value] of facts) {
      doc.font('regular').fontSize(9).fillColor(MUTED).text(label, right, y, { width: 110, align: 'right' });
      doc
        .font('semibold')
        .fontSize(9)
        .fillColor(INK)
        .text(value, right + 115, y, { width: 115, align: 'right' });
      y += 13;
    }
    if (!data.number) {
      doc
        .font('bold')
        .fontSize(10)
        .fillColor('#d0312d')
        .text(this.t.draft, PAGE.margin, y + 2, { width: CONTENT_WIDTH, align: 'right' });
      y += 14;
    }
    doc.y = Math.max(y, top + 70) + 10;
  }

  private parties(): void {
    const { doc, data } = this;
    const top = doc.y;
    const seller = data.seller;
    const left = PAGE.margin;
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(seller.legalName ?? seller.name, left, top, { width: 250 });
    const identity = [
      [seller.legalForm, seller.capital !== null ? `${this.t.capital} ${this.m(seller.capital)}` : null]
        .filter(Boolean)
        .join(' '),
      ...addressLines(seller.address),
      seller.siret ? `${this.t.siret} ${seller.siret} — SIREN ${sirenOf(seller.siret)}` : null,
      seller.rcs ? `${this.t.rcs} ${seller.rcs.replace(/^RCS\s+/i, '')}` : null,
      seller.vatNumber ? `${this.t.vatNumber} ${seller.vatNumber}` : null,
      [seller.email, seller.phone].filter(Boolean).join(' — '),
      ...(seller.mentions ?? '').split('\n').map((line) => line.trim()),
    ].filter((line): line is string => Boolean(line));
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(identity.join('\n'), left, doc.y + 2, { width: 250, lineGap: 1 });
    const sellerBottom = doc.y;

    // The buyer in a box on the right, where a window envelope shows it.
    const boxX = PAGE.margin + CONTENT_WIDTH - 250;
    const buyer = data.buyer;
    const buyerLines = [
      buyer.businessReason && buyer.businessReason !== buyer.name ? buyer.businessReason : null,
      buyer.isPro && (buyer.firstname || buyer.lastname)
        ? [buyer.firstname, buyer.lastname].filter(Boolean).join(' ')
        : null,
      ...addressLines(buyer.billingAddress),
      buyer.siret ? `${this.t.siret} ${buyer.siret}` : null,
      buyer.vatNumber ? `${this.t.vatNumber} ${buyer.vatNumber}` : null,
      buyer.exciseNumber ? `N° d'accise ${buyer.exciseNumber}` : null,
    ].filter((line): line is string => Boolean(line));
    const delivered =
      buyer.deliveryAddress && JSON.stringify(buyer.deliveryAddress) !== JSON.stringify(buyer.billingAddress)
        ? addressLines(buyer.deliveryAddress)
        : [];
    const boxHeight = 34 + buyerLines.length * 11 + (delivered.length ? 16 + delivered.length * 11 : 0);
    doc
      .roundedRect(boxX, top - 4, 250, boxHeight, 4)
      .lineWidth(0.8)
      .strokeColor(RULE)
      .stroke();
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(this.t.billedTo.toUpperCase(), boxX + 10, top + 2);
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(buyer.name, boxX + 10, doc.y + 1, { width: 230 });
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(INK)
      .text(buyerLines.join('\n'), boxX + 10, doc.y + 1, { width: 230, lineGap: 1 });
    if (delivered.length) {
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(MUTED)
        .text(this.t.deliveredTo.toUpperCase(), boxX + 10, doc.y + 4);
      doc
        .font('regular')
        .fontSize(8.5)
        .fillColor(INK)
        .text(delivered.join('\n'), boxX + 10, doc.y + 1, { width: 230, lineGap: 1 });
    }
    doc.y = Math.max(sellerBottom, top - 4 + boxHeight) + 14;

    const references = [
      ...(data.correctedNumber ? [`${this.t.corrects} ${data.correctedNumber}`] : []),
      ...data.references,
    ];
    if (references.length) {
      doc
        .font('regular')
        .fontSize(8.5)
        .fillColor(INK)
        .text(`${this.t.references} : ${references.join(' — ')}`, PAGE.margin, doc.y, {
          width: CONTENT_WIDTH,
        });
      doc.moveDown(0.6);
    }
  }

  private columns(): Column[] {
    const { data, t } = this;
    const locale = data.locale;
    if (data.variant === 'deliveryNote')
      return [
        {
          key: 'label',
          title: t.description,
          width: CONTENT_WIDTH - 140,
          align: 'left',
          value: (l) => l.label,
        },
        { key: 'quantity', title: t.quantity, width: 70, align: 'right', value: (l) => String(l.quantity) },
        {
          key: 'eq75',
          title: t.eq75,
          width: 70,
          align: 'right',
          value: (l) =>
            l.eq75 > 0 ? String(l.eq75 * l.quantity).replace('.', locale === 'fr' ? ',' : '.') : '—',
        },
      ];
    const hasDiscount = data.lines.some((line) => line.discountBp > 0 || line.listUnitHt !== line.unitHt);
    const hasDuties = data.lines.some((line) => line.unitDuties > 0);
    const columns: Column[] = [
      { key: 'label', title: t.description, width: 0, align: 'left', value: (l) => l.label },
      { key: 'quantity', title: t.quantity, width: 36, align: 'right', value: (l) => String(l.quantity) },
      { key: 'unit', title: t.unitPrice, width: 64, align: 'right', value: (l) => this.m(l.listUnitHt) },
    ];
    if (hasDiscount)
      columns.push({
        key: 'discount',
        title: t.discount,
        width: 50,
        align: 'right',
        value: (l) =>
          l.discountBp > 0
            ? `-${percent(l.discountBp, locale)}`
            : l.listUnitHt !== l.unitHt
              ? this.m(l.unitHt - l.listUnitHt)
              : '',
      });
    if (hasDuties)
      columns.push({
        key: 'duties',
        title: t.duties,
        width: 50,
        align: 'right',
        value: (l) => (l.duties ? this.m(l.duties) : ''),
      });
    columns.push({
      key: 'vat',
      title: t.vat,
      width: 40,
      align: 'right',
      value: (l) => percent(l.vatRateBp, locale),
    });
    columns.push({ key: 'total', title: t.totalHt, width: 72, align: 'right', value: (l) => this.m(l.ht) });
    const fixed = columns.reduce((sum, column) => sum + column.width, 0);
    return columns.map((column) =>
      column.key === 'label' ? { ...column, width: CONTENT_WIDTH - fixed } : column,
    );
  }

  private tableHeader(columns: Column[]): void {
    const { doc } = this;
    const y = doc.y;
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fill(this.colour);
    let x = PAGE.margin;
    for (const column of columns) {
      doc
        .font('semibold')
        .fontSize(8)
        .fillColor('#ffffff')
        .text(column.title, x + 4, y + 5, { width: column.width - 8, align: column.align });
      x += column.width;
    }
    doc.y = y + 18;
  }

  private table(): void {
    const { doc, data } = this;
    const columns = this.columns();
    this.tableHeader(columns);
    data.lines.forEach((line, index) => {
      doc.font('regular').fontSize(8.5);
      const labelWidth = columns[0]!.width - 8;
      const height = Math.max(16, doc.heightOfString(line.label, { width: labelWidth }) + 7);
      if (doc.y + height > FOOTER_TOP - 20) {
        doc.addPage();
        this.tableHeader(columns);
      }
      const y = doc.y;
      if (index % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(ZEBRA);
      let x = PAGE.margin;
      for (const column of columns) {
        doc
          .font(column.key === 'total' ? 'semibold' : 'regular')
          .fontSize(8.5)
          .fillColor(INK);
        doc.text(column.value(line), x + 4, y + 4, { width: column.width - 8, align: column.align });
        x += column.width;
      }
      doc.y = y + height;
    });
    doc
      .moveTo(PAGE.margin, doc.y)
      .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y)
      .lineWidth(0.8)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.8);
  }

  /** Totals on the right; moves to a new page when they do not fit. */
  private totals(): void {
    const { doc, data, t } = this;
    const totals = data.totals;
    const rows: { label: string; value: string; strong?: boolean }[] = [
      { label: t.totalHt, value: this.m(totals.totalHt) },
    ];
    if (totals.totalDiscountHt > 0)
      rows.push({ label: t.totalDiscount, value: `-${this.m(totals.totalDiscountHt)}` });
    if (totals.totalDuties > 0) rows.push({ label: t.totalDuties, value: this.m(totals.totalDuties) });
    for (const row of totals.vatBreakdown)
      rows.push({
        label: fill(t.vatOn, { rate: percent(row.vatRateBp, data.locale), base: this.m(row.base) }),
        value: this.m(row.vat),
      });
    rows.push({ label: t.totalTtc, value: this.m(totals.totalTtc), strong: true });
    for (const deduction of data.deductions)
      rows.push({ label: fill(t.deposit, { number: deduction.number }), value: `-${this.m(deduction.ttc)}` });
    const height = rows.length * 15 + 30;
    if (doc.y + height > FOOTER_TOP - 10) doc.addPage();
    const x = PAGE.margin + CONTENT_WIDTH - 260;
    let y = doc.y;
    for (const row of rows) {
      doc
        .font(row.strong ? 'bold' : 'regular')
        .fontSize(9)
        .fillColor(INK)
        .text(row.label, x, y, { width: 170, align: 'right' });
      doc
        .font(row.strong ? 'bold' : 'semibold')
        .fontSize(9)
        .text(row.value, x + 170, y, { width: 90, align: 'right' });
      y += 15;
    }
    const net = data.kind === 'creditNote' ? t.netCredit : t.netToPay;
    doc.rect(x, y + 2, 260, 22).fill(this.colour);
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor('#ffffff')
      .text(net, x + 6, y + 8, { width: 160, align: 'right' });
    doc.text(this.m(totals.netToPay), x + 170, y + 8, { width: 84, align: 'right' });
    doc.y = y + 34;
  }

  private packing(): void {
    const { doc, t } = this;
    const packing = packingOf(this.data.lines);
    const rows: [string, string][] = [
      [t.bottles, String(packing.bottles)],
      [t.packages, String(packing.packages)],
    ];
    if (packing.extraPackageFee > 0)
      rows.push([
        '',
        fill(t.extraPackages, { count: packing.packages - 1, fee: this.m(packing.extraPackageFee) }),
      ]);
    if (doc.y + rows.length * 15 + 60 > FOOTER_TOP) doc.addPage();
    const x = PAGE.margin + CONTENT_WIDTH - 300;
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('regular').fontSize(9).fillColor(INK).text(label, x, y, { width: 220, align: 'right' });
      doc
        .font('semibold')
        .fontSize(9)
        .text(value, x + 220, y, { width: 80, align: 'right' });
      doc.y = y + 15;
    }
    doc.moveDown(1.5);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(INK)
      .text(t.received, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
    doc.moveDown(1);
  }

  private mentions(): void {
    const { doc, data, t } = this;
    if (data.variant === 'deliveryNote') return;
    const lines = legalMentionLines(
      {
        kind: data.kind,
        notes: data.notes,
        paymentDelay: data.terms.paymentDelay,
        dueDate: data.dueDate,
        penaltyRate: data.terms.penaltyRate,
        recoveryFee: data.terms.recoveryFee,
        earlyPaymentDiscount: data.terms.earlyPaymentDiscount,
        chargesVat: data.seller.chargesVat,
        totalDuties: data.totals.totalDuties,
        footer: data.footer,
      },
      data.locale,
      { money: (cents) => this.m(cents) },
    );
    // How it is paid comes first: the client's bank statement will name this mandate and creditor.
    if (data.directDebit && data.kind !== 'creditNote')
      lines.unshift(
        fill(t.directDebit, {
          reference: data.directDebit.mandateReference,
          creditor: data.directDebit.creditorId,
        }),
      );
    doc.font('regular').fontSize(8);
    const text = lines.join('\n');
    const height =
      doc.heightOfString(text, { width: CONTENT_WIDTH, lineGap: 1.5 }) + (data.kind === 'quote' ? 70 : 10);
    if (doc.y + height > FOOTER_TOP) doc.addPage();
    doc.fillColor(MUTED).text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 1.5 });
    if (data.kind === 'quote') {
      doc.moveDown(1);
      doc
        .font('semibold')
        .fontSize(9)
        .fillColor(INK)
        .text(t.quoteAcceptance, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
      doc
        .roundedRect(PAGE.margin + CONTENT_WIDTH - 220, doc.y + 4, 220, 50, 4)
        .lineWidth(0.8)
        .strokeColor(RULE)
        .stroke();
    }
  }

  /**
   * The terms of sale as they stood at issue, on pages of their own after the document. Written paragraph
   * by paragraph (a long one sentence by sentence) so that none runs into the footer.
   */
  private termsOfSale(): void {
    const { doc, data, t } = this;
    const conditions = data.variant === 'document' ? data.terms.conditions?.trim() : '';
    if (!conditions) return;
    doc.addPage();
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(this.colour)
      .text(t.termsOfSale, PAGE.margin, PAGE.margin, { width: CONTENT_WIDTH });
    doc.moveDown(0.6);
    const options = { width: CONTENT_WIDTH, lineGap: 1.2, align: 'justify' as const };
    const bottom = FOOTER_TOP - 10;
    doc.font('regular').fontSize(7.5).fillColor(INK);
    for (const paragraph of conditions.split(/\n\s*\n|\n/)) {
      const fits = doc.heightOfString(paragraph, options) <= bottom - PAGE.margin;
      for (const piece of fits ? [paragraph] : paragraph.split(/(?<=[.;:!?])\s+/)) {
        if (doc.y + doc.heightOfString(piece, options) > bottom) doc.addPage();
        doc.text(piece, PAGE.margin, doc.y, options);
      }
      doc.moveDown(0.4);
    }
  }

  /** The seller's identity and the page number at the foot of every page. */
  private footers(): void {
    const { doc, data, t } = this;
    const seller = data.seller;
    const identity = [
      seller.legalName ?? seller.name,
      seller.legalForm,
      seller.siret ? `${t.siret} ${seller.siret}` : null,
      seller.vatNumber ? `${t.vatNumber} ${seller.vatNumber}` : null,
    ]
      .filter(Boolean)
      .join(' — ');
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      doc
        .moveTo(PAGE.margin, FOOTER_TOP)
        .lineTo(PAGE.margin + CONTENT_WIDTH, FOOTER_TOP)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.font('regular').fontSize(7.5).fillColor(MUTED);
      doc.text(identity, PAGE.margin, FOOTER_TOP + 6, { width: CONTENT_WIDTH - 60, lineBreak: false });
      doc.text(
        fill(t.page, { page: index + 1, pages: range.count }),
        PAGE.margin + CONTENT_WIDTH - 60,
        FOOTER_TOP + 6,
        {
          width: 60,
          align: 'right',
          lineBreak: false,
        },
      );
    }
  }
}
