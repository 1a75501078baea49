import { loadPdfKit } from '@cuvee/platform';
import { formatMoney, type Locale } from '@cuvee/kernel';
import { CATEGORY_DEFINITIONS, type DrmCategory } from '../domain/drm-categories.js';
import { hectolitres, type CrdKind } from '../domain/declaration.js';
import type { DeclarationContent } from '../domain/drm-outputs.js';

/*
 * The DRM summary a person checks before filing: the identity, each product line (opening, entries and
 * exits by category, closing, in hectolitres), the duties and the capsule ledger. PDFKit's standard
 * Helvetica: the texts are French or English, Latin-1 is enough.
 */

const TEXTS = {
  fr: {
    title: 'Déclaration récapitulative mensuelle (DRM)',
    month: 'Mois',
    excise: "Numéro d'accise",
    status: 'Statut',
    statuses: { draft: 'Brouillon', validated: 'Validée', submitted: 'Déposée' },
    suspended: 'Droits suspendus',
    paid: 'Droits acquittés',
    opening: 'Stock début',
    closing: 'Stock fin',
    duties: 'Droits dus',
    total: 'Total',
    capsules: 'Capsules CRD',
    anomalies: 'Anomalies',
    none: 'Aucune',
    unit: 'hl',
    colors: {
      green: 'vert',
      blue: 'bleu',
      wineRed: 'lie-de-vin',
      orange: 'orange',
      grey: 'gris',
      yellow: 'jaune',
      red: 'rouge',
      white: 'blanc',
    },
    kinds: {
      purchase: 'achats',
      return: 'retours',
      excess: 'excédents',
      otherEntry: 'autres entrées',
      use: 'utilisations',
      destruction: 'destructions',
      missing: 'manquants',
      otherExit: 'autres sorties',
    },
  },
  en: {
    title: 'Monthly excise return (DRM)',
    month: 'Month',
    excise: 'Excise number',
    status: 'Status',
    statuses: { draft: 'Draft', validated: 'Validated', submitted: 'Filed' },
    suspended: 'Duty suspended',
    paid: 'Duty paid',
    opening: 'Opening',
    closing: 'Closing',
    duties: 'Duties owed',
    total: 'Total',
    capsules: 'CRD capsules',
    anomalies: 'Anomalies',
    none: 'None',
    unit: 'hl',
    colors: {
      green: 'green',
      blue: 'blue',
      wineRed: 'wine-red',
      orange: 'orange',
      grey: 'grey',
      yellow: 'yellow',
      red: 'red',
      white: 'white',
    },
    kinds: {
      purchase: 'purchases',
      return: 'returns',
      excess: 'surpluses',
      otherEntry: 'other entries',
      use: 'uses',
      destruction: 'destructions',
      missing: 'missing',
      otherExit: 'other exits',
    },
  },
} as const;

export interface DrmPdfInput extends DeclarationContent {
  readonly status: 'draft' | 'validated' | 'submitted';
}

export async function renderDrmPdf(drm: DrmPdfInput, locale: Locale): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const t = TEXTS[locale];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `DRM ${drm.month}`, Creator: 'Cuvée' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string) =>
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(text, 40).font('Helvetica').fontSize(9);
  const row = (label: string, value: string) => {
    // Both texts of a row on the same page: break before the bottom margin, not between them.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 24) doc.addPage();
    const y = doc.y;
    doc.text(label, 50, y, { width: 330 });
    doc.text(value, 380, y, { width: 150, align: 'right' });
  };

  doc.font('Helvetica-Bold').fontSize(16).text(t.title);
  doc.font('Helvetica').fontSize(10);
  doc.text(
    `${t.month} : ${drm.month}    ${t.excise} : ${drm.exciseNumber ?? '—'}    ${t.status} : ${t.statuses[drm.status]}`,
  );

  for (const regime of ['suspended', 'paid'] as const) {
    const lines = drm.products.filter((line) => line.regime === regime);
    if (lines.length === 0) continue;
    heading(t[regime]);
    for (const line of lines) {
      doc.moveDown(0.3).font('Helvetica-Bold').text(line.label, 40).font('Helvetica');
      row(t.opening, `${hectolitres(line.opening)} ${t.unit}`);
      for (const [sign, side] of [
        ['+', line.entries],
        ['-', line.exits],
      ] as const) {
        for (const [category, ml] of Object.entries(side) as [DrmCategory, number][]) {
          row(`${sign} ${CATEGORY_DEFINITIONS[category].labels[locale]}`, `${hectolitres(ml)} ${t.unit}`);
        }
      }
      row(t.closing, `${hectolitres(line.closing)} ${t.unit}`);
    }
  }

  heading(t.duties);
  for (const duty of drm.duties)
    row(`${duty.label} (${hectolitres(duty.baseMl)} ${duty.basis})`, formatMoney(duty.amountCents, locale));
  row(
    t.total,
    formatMoney(
      drm.duties.reduce((sum, duty) => sum + duty.amountCents, 0),
      locale,
    ),
  );

  heading(t.capsules);
  for (const line of drm.crd) {
    const flows = [
      ...(Object.entries(line.entries) as [CrdKind, number][]).map(([k, n]) => `+${n} ${t.kinds[k]}`),
      ...(Object.entries(line.exits) as [CrdKind, number][]).map(([k, n]) => `-${n} ${t.kinds[k]}`),
    ];
    row(
      `${line.category} ${t.colors[line.color]} ${line.centilisation} (${line.type})`,
      `${line.opening} ${flows.join(' ')} = ${line.closing}`,
    );
  }

  heading(t.anomalies);
  if (drm.anomalies.length === 0) doc.text(t.none, 50);
  for (const anomaly of drm.anomalies)
    doc.text(`${anomaly.blocking ? '!' : '·'} ${anomaly.code} ${JSON.stringify(anomaly.params)}`, 50);
  doc.end();
  return done;
}
