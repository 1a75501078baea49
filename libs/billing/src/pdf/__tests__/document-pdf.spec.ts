import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfPages, pdfText } from '@cuvee/testing/pdf-reader';
import { billLines, documentTotals } from '../../domain/document-amounts.js';
import { buyer, seller, wineLine } from '../../domain/__tests__/billing-fixtures.js';
import { renderDocumentPdf, type PdfDocumentData } from '../document-pdf.js';

/*
 * The PDF renderer on its own: the text a person (or pdf.js) reads carries every mandatory
 * mention, amounts are in French format with the € sign and accents intact, long documents break
 * pages with the footer on each. The API e2e test (billing-pdf) renders real documents to PNG.
 */

const lines = billLines([
  wineLine({ label: 'Chinon rouge « Les Galets » 2022 — 75 cl', quantity: 120, discountBp: 500 }),
  wineLine({ label: 'Crémant de Loire brut — 75 cl', listUnitHt: 1190, unitDuties: 11, quantity: 24 }),
  wineLine({
    kind: 'service',
    label: 'Jus de raisin pétillant — 75 cl',
    listUnitHt: 450,
    unitDuties: 0,
    vatRateBp: 550,
    quantity: 6,
    eq75: 1,
  }),
]);
const totals = documentTotals(lines, [
  { documentId: 4, number: 'AC2026-00003', ht: 50_000, vat: 10_000, ttc: 60_000 },
]);

export const sampleInvoice: PdfDocumentData = {
  kind: 'invoice',
  variant: 'document',
  locale: 'fr',
  number: 'F2026-00042',
  issueDate: '2026-03-14',
  dueDate: '2026-04-13',
  validUntil: null,
  seller: { ...seller, rcs: 'RCS Tours 732 829 320' },
  buyer,
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
  deductions: [{ documentId: 4, number: 'AC2026-00003', ht: 50_000, vat: 10_000, ttc: 60_000 }],
  totals,
  footer: 'IBAN FR76 3000 6000 0112 3456 7890 189 — BIC AGRIFRPP',
  colour: '#7B2D26',
  logo: null,
};

describe('document PDF', () => {
  test('an invoice prints every mandatory mention, in French, with the € sign and accents', async () => {
    const pdf = await renderDocumentPdf(sampleInvoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const content = await pdfText(pdf);
    for (const expected of [
      'FACTURE',
      'F2026-00042',
      '14/03/2026',
      '13/04/2026',
      'EARL des Demoiselles',
      'SIRET 73282932000074',
      'SIREN 732829320',
      'Tours 732 829 320',
      'FR44732829320',
      '12 route des Caves',
      'Cave du Centre',
      '1 rue Nationale',
      '37000 Tours',
      'Chinon rouge « Les Galets » 2022',
      'TVA 20 %',
      'TVA 5,5 %',
      'Total TTC',
      'Acompte facturé n° AC2026-00003',
      'Net à payer',
      'Pénalités de retard : 10 % par an',
      'Indemnité forfaitaire pour frais de recouvrement',
      '40,00 €',
      'Pas d’escompte pour paiement anticipé',
      'Droits d’accises',
      'Page 1/1',
    ])
      expect(content).toContain(expected);
    expect(content).toContain(
      `${(totals.netToPay / 100)
        .toFixed(2)
        .replace('.', ',')
        .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`,
    );
  });

  test('a long invoice breaks pages and numbers them; a draft says it has no legal value', async () => {
    const many = billLines(
      Array.from({ length: 80 }, (_, i) => wineLine({ label: `Cuvée n° ${i + 1}`, quantity: 1 + (i % 5) })),
    );
    const pdf = await renderDocumentPdf({
      ...sampleInvoice,
      number: null,
      lines: many,
      totals: documentTotals(many),
      deductions: [],
    });
    const content = await pdfText(pdf);
    expect(content).toContain('BROUILLON');
    expect(content).toMatch(/Page 3\/3|Page 2\/2/);
    expect(content).toContain('Cuvée n° 80');
  });

  test('a delivery note counts packages: 12 bottles a package, 7 € per extra one; in English', async () => {
    const pdf = await renderDocumentPdf({ ...sampleInvoice, variant: 'deliveryNote', locale: 'en' });
    const content = await pdfText(pdf);
    expect(content).toContain('DELIVERY NOTE');
    expect(content).toContain('Bottles (75 cl eq.)');
    // 120 + 24 bottles of wine (the juice line is a service): 144 bottles, 12 packages, 11 extra.
    expect(content).toMatch(/Packages \(at most 12 bottles each\)\s+12/);
    expect(content).toContain('€77.00');
    expect(content).not.toContain('Total incl. VAT');
  });

  test('the shop’s own mentions print under its identity; the terms of sale on pages of their own, never over the footer', async () => {
    // 60 articles of some 400 characters: several pages of terms, each paragraph kept whole.
    const articles = Array.from(
      { length: 60 },
      (_, i) =>
        `Article ${i + 1} — ${'Les marchandises voyagent aux risques et périls du destinataire, même franco. '.repeat(5)}Fin ${i + 1}.`,
    );
    const pdf = await renderDocumentPdf({
      ...sampleInvoice,
      seller: {
        ...sampleInvoice.seller,
        mentions: 'Entrepositaire agréé FR012345E6789\nLicence IV n° 37-2024',
      },
      terms: { ...sampleInvoice.terms, conditions: articles.join('\n\n') },
    });
    const pages = (await pdfText(pdf)).split(/(?=Page \d+\/\d+)/);
    const content = pages.join('');
    expect(content).toContain('Entrepositaire agréé FR012345E6789');
    expect(content).toContain('Licence IV n° 37-2024');
    const total = Number(/Page 1\/(\d+)/.exec(content)![1]);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(content).toContain('Conditions générales de vente');
    // The invoice's own page holds no article; every article reads whole, in order, after it.
    const first = content.indexOf('Conditions générales de vente');
    expect(content.slice(0, first)).not.toContain('Article 1 —');
    let at = first;
    for (let i = 1; i <= 60; i++) {
      const start = content.indexOf(`Article ${i} —`, at);
      expect(start).toBeGreaterThan(at);
      at = content.indexOf(`Fin ${i}.`, start);
      expect(at).toBeGreaterThan(start);
    }
  });

  test('without terms, or on a delivery note, no page is added', async () => {
    const withTerms = { ...sampleInvoice, terms: { ...sampleInvoice.terms, conditions: 'Article unique.' } };
    expect(await pdfText(await renderDocumentPdf(withTerms))).toMatch(/Page 2\/2/);
    expect(await pdfText(await renderDocumentPdf(sampleInvoice))).toMatch(/Page 1\/1/);
    const note = await pdfText(await renderDocumentPdf({ ...withTerms, variant: 'deliveryNote' }));
    expect(note).not.toContain('Article unique.');
    expect(note).toMatch(/Page 1\/1/);
  });

  test('the renderer draws a page a person can read (PNG written for a look)', async () => {
    const pages = await pdfPages(
      await renderDocumentPdf(sampleInvoice),
      mkdtempSync(join(tmpdir(), 'cuvee-png-')),
      'page',
      70,
    );
    expect(pages).toHaveLength(1);
    if (process.env.BILLING_PDF_PREVIEW) copyFileSync(pages[0]!, process.env.BILLING_PDF_PREVIEW);
  });
});
