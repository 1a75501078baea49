import { CATEGORY_DEFINITIONS, type DrmCategory, type Regime } from './drm-categories.js';
import {
  centilisationLabel,
  hectolitres,
  type Anomaly,
  type CapsuleType,
  type CrdCategory,
  type CrdColor,
  type CrdKind,
  type DutyLine,
} from './declaration.js';
import type { Annexes, Shipment } from './exit-documents.js';
import type { Month } from './monthly-ledger.js';

/*
 * The two files a declaration is sent as, framework-free: the customs' XML (the interprofessions'
 * service contract schema, elements in the schema's order, zero quantities left out) and the
 * "logiciels tiers" CSV the interprofessions' portals import (20 columns, as their complete sample).
 */

export interface ProductLine {
  readonly key: string;
  readonly customsProductId: number;
  readonly label: string;
  readonly inaoCode: string | null;
  readonly certification: string | null;
  readonly genre: string | null;
  readonly appellation: string | null;
  readonly color: string | null;
  readonly alcohol: number | null;
  readonly regime: Regime;
  readonly opening: number;
  readonly entries: Readonly<Partial<Record<DrmCategory, number>>>;
  readonly exits: Readonly<Partial<Record<DrmCategory, number>>>;
  readonly closing: number;
  /** The month's sales that left under a DAE (in `exits` as EU deliveries or exports); absent: none. */
  readonly shipments?: readonly Shipment[];
}

export interface CrdLine {
  readonly key: string;
  readonly category: CrdCategory;
  readonly type: CapsuleType;
  readonly color: CrdColor;
  readonly centilisation: string;
  readonly opening: number;
  readonly entries: Readonly<Partial<Record<CrdKind, number>>>;
  readonly exits: Readonly<Partial<Record<CrdKind, number>>>;
  readonly closing: number;
}

export interface DeclarationContent {
  readonly month: Month;
  readonly exciseNumber: string | null;
  readonly cvi: string | null;
  readonly interproSiren: string | null;
  readonly products: readonly ProductLine[];
  readonly crd: readonly CrdLine[];
  readonly duties: readonly DutyLine[];
  readonly dutiesSource: string;
  readonly anomalies: readonly Anomaly[];
  /** The accompanying documents' annexes: number ranges used, DAE not discharged at the month's end. */
  readonly annexes: Annexes;
}

// ---- XML

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Leaves of balance-stocks per regime, in the schema's order (a sequence: order matters). */
const SUSPENDED_ORDER = [
  'entrees-periode/volume-produit',
  'entrees-periode/achats-reintegrations',
  'entrees-periode/mouvements-internes/replis-declassement-transfert-changement-appellation',
  'entrees-periode/autres-entrees',
  'sorties-periode/ventes-france-crd-suspendus/annee-courante',
  'sorties-periode/sorties-sans-paiement-droits/sorties-definitives',
  'sorties-periode/sorties-sans-paiement-droits/consommation-familiale-degustation',
  'sorties-periode/sorties-sans-paiement-droits/mouvements-temporaires/distillation-a-facon',
  'sorties-periode/sorties-sans-paiement-droits/mouvements-internes/replis-declassement-transfert-changement-appellation',
  'sorties-periode/sorties-sans-paiement-droits/autres-sorties',
];
const PAID_ORDER = [
  'entrees-periode/achats',
  'entrees-periode/autres-entrees',
  'sorties-periode/ventes',
  'sorties-periode/autres-sorties',
];

interface XmlNode {
  name: string;
  children: XmlNode[];
  value?: string;
}

/** Nests `path = value` leaves (already in schema order) into elements, merging common parents. */
function nest(leaves: readonly [string, string][]): XmlNode[] {
  const root: XmlNode = { name: '', children: [] };
  for (const [path, value] of leaves) {
    let node = root;
    for (const part of path.split('/')) {
      let child = node.children.at(-1)?.name === part ? node.children.at(-1)! : undefined;
      if (!child) node.children.push((child = { name: part, children: [] }));
      node = child;
    }
    node.value = value;
  }
  return root.children;
}

function render(nodes: readonly XmlNode[], indent: string): string {
  return nodes
    .map((node) =>
      node.value !== undefined
        ? `${indent}<${node.name}>${node.value}</${node.name}>`
        : `${indent}<${node.name}>\n${render(node.children, `${indent}  `)}\n${indent}</${node.name}>`,
    )
    .join('\n');
}

function balanceLeaves(line: ProductLine): [string, string][] {
  const totals = new Map<string, number>();
  for (const side of [line.entries, line.exits]) {
    for (const [category, ml] of Object.entries(side) as [DrmCategory, number][]) {
      const path = CATEGORY_DEFINITIONS[category].xml[line.regime];
      totals.set(path, (totals.get(path) ?? 0) + ml);
    }
  }
  const order = line.regime === 'suspended' ? SUSPENDED_ORDER : PAID_ORDER;
  return order
    .filter((path) => (totals.get(path) ?? 0) > 0)
    .map((path) => [path, hectolitres(totals.get(path)!)]);
}

/** The INAO code on 6 to 8 characters: a 5-character code is completed by a space, as the schema asks. */
const inao = (code: string) => (code.length === 5 ? `${code} ` : code);

function productXml(line: ProductLine, indent: string): string {
  const identity: [string, string][] = [];
  if (line.inaoCode) identity.push(['code-inao', escapeXml(inao(line.inaoCode))]);
  identity.push(['libelle-personnalise', escapeXml(line.label.slice(0, 100))]);
  if (line.alcohol !== null && line.alcohol > 0.5 && line.alcohol < 100)
    identity.push(['tav', line.alcohol.toFixed(2)]);
  const balance: [string, string][] = [
    ['stock-debut-periode', hectolitres(line.opening)],
    ...balanceLeaves(line),
    ['stock-fin-periode', hectolitres(line.closing)],
  ];
  return render(
    [{ name: 'produit', children: [...nest(identity), { name: 'balance-stocks', children: nest(balance) }] }],
    indent,
  );
}

const CRD_XML: Readonly<Record<CrdKind, string>> = {
  purchase: 'entrees-capsules/achats',
  return: 'entrees-capsules/retours',
  excess: 'entrees-capsules/excedents',
  otherEntry: 'entrees-capsules/autres-entrees',
  use: 'sorties-capsules/utilisations',
  destruction: 'sorties-capsules/destructions',
  missing: 'sorties-capsules/manquants',
  otherExit: 'sorties-capsules/autres-sorties',
};

/** Adds the counts of a colour to those of the same capacity. */
function mergeCrd(into: CrdLine | undefined, line: CrdLine): CrdLine {
  if (!into) return line;
  const add = (a: CrdLine['entries'], b: CrdLine['entries']) => {
    const total: Partial<Record<CrdKind, number>> = { ...a };
    for (const [kind, count] of Object.entries(b) as [CrdKind, number][])
      total[kind] = (total[kind] ?? 0) + count;
    return total;
  };
  return {
    ...into,
    opening: into.opening + line.opening,
    entries: add(into.entries, line.entries),
    exits: add(into.exits, line.exits),
    closing: into.closing + line.closing,
  };
}

/**
 * The capsule accounts. The customs' schema has no colour: an account is a category and a type, each
 * capacity once, so the colours of a capacity are added together (the CSV keeps them apart).
 */
function crdXml(lines: readonly CrdLine[], indent: string): string {
  const accounts = new Map<string, Map<string, CrdLine>>();
  for (const line of lines) {
    const account = `${line.category}|${line.type}`;
    const capacities = accounts.get(account) ?? new Map<string, CrdLine>();
    capacities.set(line.centilisation, mergeCrd(capacities.get(line.centilisation), line));
    accounts.set(account, capacities);
  }
  const inner = `${indent}  `;
  return [...accounts.values()]
    .map((merged) => {
      const group = [...merged.values()];
      const capacities = group.map((line) => {
        const other = /^AUTRE_(\d+)(_BIB)?$/.exec(line.centilisation);
        const attributes = other
          ? ` volume="AUTRE" volumePersonnalise="${(Number(other[1]) / 10).toFixed(1)}"${other[2] ? ' bib="true"' : ''}`
          : ` volume="${line.centilisation}"`;
        const flows = (Object.keys(CRD_XML) as CrdKind[])
          .filter((kind) => (line.entries[kind] ?? line.exits[kind] ?? 0) > 0)
          .map((kind): [string, string] => [CRD_XML[kind], String(line.entries[kind] ?? line.exits[kind])]);
        const body = render(
          nest([
            ['stock-debut-periode', String(Math.max(0, line.opening))],
            ...flows,
            ['stock-fin-periode', String(Math.max(0, line.closing))],
          ]),
          `${inner}    `,
        );
        return `${inner}  <centilisation${attributes}>\n${body}\n${inner}  </centilisation>`;
      });
      return [
        `${inner}<compte-crd>`,
        `${inner}  <categorie-fiscale-capsules>${group[0]!.category}</categorie-fiscale-capsules>`,
        `${inner}  <type-capsule>${group[0]!.type}</type-capsule>`,
        ...capacities,
        `${inner}</compte-crd>`,
      ].join('\n');
    })
    .join('\n');
}

const RANGE_XML = { dae: 'daa-dca', dsa: 'dsa-dsac' } as const;

/** The documents used in the month (one range per kind) and the DAE not discharged at its end. */
function annexesXml(annexes: Annexes, indent: string): string[] {
  const lines: string[] = [];
  if (annexes.ranges.length) {
    lines.push(`${indent}<document-accompagnement>`);
    for (const range of annexes.ranges) {
      const element = RANGE_XML[range.kind];
      lines.push(
        `${indent}  <${element}>`,
        `${indent}    <debut-periode>${escapeXml(range.first)}</debut-periode>`,
        `${indent}    <fin-periode>${escapeXml(range.last)}</fin-periode>`,
        `${indent}    <nombre-document-empreinte>${range.count}</nombre-document-empreinte>`,
        `${indent}  </${element}>`,
      );
    }
    lines.push(`${indent}</document-accompagnement>`);
  }
  for (const doc of annexes.pending) {
    lines.push(
      `${indent}<releve-non-apurement>`,
      `${indent}  <numero-daa-dac-dae>${escapeXml(doc.number)}</numero-daa-dac-dae>`,
      `${indent}  <date-expedition>${doc.shippedOn}</date-expedition>`,
      ...(doc.consigneeExcise
        ? [
            `${indent}  <numero-accise-destinataire>${escapeXml(doc.consigneeExcise)}</numero-accise-destinataire>`,
          ]
        : []),
      `${indent}</releve-non-apurement>`,
    );
  }
  return lines;
}

/** The declaration as the customs' XML (message-interprofession). */
export function drmXml(content: DeclarationContent): string {
  const indent = '    ';
  const regimeBlock = (regime: Regime, element: string) => {
    const lines = content.products.filter((line) => line.regime === regime);
    if (lines.length === 0) return [];
    const exhausted = lines.every((line) => line.closing === 0);
    return [
      `${indent}<${element}>`,
      ...lines.map((line) => productXml(line, `${indent}  `)),
      `${indent}  <stockEpuise>${exhausted}</stockEpuise>`,
      `${indent}</${element}>`,
    ];
  };
  const empty = content.products.length === 0 && content.crd.length === 0;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<message-interprofession xmlns="http://douane.finances.gouv.fr/app/ciel/interprofession/echanges/1.0">',
    `  <siren-interprofession>${escapeXml(content.interproSiren ?? '000000000')}</siren-interprofession>`,
    '  <declaration-recapitulative>',
    '    <identification-declarant>',
    `      <numero-agrement>${escapeXml(content.exciseNumber ?? '')}</numero-agrement>`,
    ...(content.cvi ? [`      <numero-cvi>${escapeXml(content.cvi)}</numero-cvi>`] : []),
    '    </identification-declarant>',
    '    <periode>',
    `      <mois>${content.month.slice(5, 7)}</mois>`,
    `      <annee>${content.month.slice(0, 4)}</annee>`,
    '    </periode>',
    `    <declaration-neant>${empty}</declaration-neant>`,
    ...regimeBlock('suspended', 'droits-suspendus'),
    ...regimeBlock('paid', 'droits-acquittes'),
    ...(content.crd.length ? [crdXml(content.crd, '  ')] : []),
    ...annexesXml(content.annexes, indent),
    '  </declaration-recapitulative>',
    '</message-interprofession>',
    '',
  ].join('\n');
}

// ---- CSV

/** The header of the interprofessions' complete sample, column for column. */
export const CSV_HEADER = [
  '#TYPE',
  'PERIODE',
  'IDENTIFIANT',
  'ACCISE',
  'CERTIFICATION / TYPE PRODUIT',
  ' GENRE / COULEUR CAPSULE',
  ' APPELLATION / CENTILISATION',
  'MENTION',
  'LIEU',
  'COULEUR',
  'CEPAGE',
  'COMPLEMENT',
  'LIBELLE',
  'TYPE_DRM',
  'CATEGORIE MOUVEMENT / TYPE DOCUMENT',
  'TYPE MOUVEMENT',
  'VOLUME / QUANTITE / OBSERVATIONS',
  'PAYS EXPORT / DATE NON APUREMENT / PERIODE SUSPENSION CRD',
  'NUMERO CONTRAT / NUMERO ACCISE DESTINATAIRE NON APUREMENT',
  'NUMERO DOCUMENT ACCOMPAGNEMENT',
];

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
/** Volumes with a point: the comma is the separator. */
const csvHl = (ml: number) => hectolitres(ml).replace(/\.?0+$/, '');

const CRD_TYPES_CSV: Readonly<Record<CapsuleType, string>> = {
  COLLECTIVES_DROITS_SUSPENDUS: 'collectif suspendu',
  COLLECTIVES_DROITS_ACQUITTES: 'collectif acquitte',
  PERSONNALISEES: 'personnalise',
};
const CRD_CATEGORIES_CSV: Readonly<Record<CrdCategory, string>> = { T: 'TRANQ', M: 'MOUSSEUX', PI: 'PI' };
/** The portals name three colours (as the samples spell them) and want the others left empty. */
const CRD_COLORS_CSV: Readonly<Partial<Record<CrdColor, string>>> = {
  green: 'VERT',
  blue: 'BLEU',
  wineRed: 'LIEDEVIN',
};
const CRD_KINDS_CSV: Readonly<Record<CrdKind, string>> = {
  purchase: 'achats',
  return: 'retours',
  excess: 'excedents',
  otherEntry: 'autres',
  use: 'utilisations',
  destruction: 'destructions',
  missing: 'manquants',
  otherExit: 'autres',
};

/** The declaration as "logiciels tiers" CSV lines (CAVE, CRD then ANNEXE), with the sample's header. */
export function drmCsv(content: DeclarationContent, establishment: string): string {
  const period = content.month.replace('-', '');
  const common = (type: string) => [type, period, establishment, content.exciseNumber ?? ''];
  const rows: string[][] = [CSV_HEADER];
  for (const line of content.products) {
    const identity = line.inaoCode
      ? [line.inaoCode, '', '', '', '', '', '', '', line.label]
      : [
          line.certification ?? '',
          line.genre ?? '',
          line.appellation ?? '',
          '',
          '',
          line.color ?? '',
          '',
          '',
          line.label,
        ];
    const regime = line.regime === 'suspended' ? 'suspendu' : 'acquitte';
    const row = (category: string, type: string, value: string, country = '', document = '') => [
      ...common('CAVE'),
      ...identity,
      regime,
      category,
      type,
      value,
      country,
      '',
      document,
    ];
    rows.push(row('stocks_debut', 'revendique', csvHl(line.opening)));
    const flows = (side: 'entrees' | 'sorties', values: ProductLine['entries']) => {
      const byCode = new Map<string, number>();
      for (const [category, ml] of Object.entries(values) as [DrmCategory, number][]) {
        const code = CATEGORY_DEFINITIONS[category].csv[line.regime];
        byCode.set(code, (byCode.get(code) ?? 0) + ml);
      }
      // A sale under a DAE is its own line, with its country and document (as the sample's exports).
      if (side === 'sorties') {
        for (const shipment of line.shipments ?? []) {
          const code = CATEGORY_DEFINITIONS[shipment.category].csv[line.regime];
          byCode.set(code, byCode.get(code)! - shipment.ml);
          rows.push(row(side, code, csvHl(shipment.ml), shipment.country, shipment.number));
        }
      }
      for (const [code, ml] of byCode) if (ml > 0) rows.push(row(side, code, csvHl(ml)));
    };
    flows('entrees', line.entries);
    flows('sorties', line.exits);
    rows.push(row('stocks_fin', 'revendique', csvHl(line.closing)));
  }
  for (const line of content.crd) {
    const identity = [
      CRD_COLORS_CSV[line.color] ?? '',
      CRD_CATEGORIES_CSV[line.category],
      centilisationLabel(line.centilisation),
      '',
      '',
      '',
      '',
      '',
      '',
    ];
    const row = (category: string, type: string, value: number) => [
      ...common('CRD'),
      ...identity,
      CRD_TYPES_CSV[line.type],
      category,
      type,
      String(value),
      '',
      '',
      '',
    ];
    rows.push(row('stock_debut', 'debut', line.opening));
    for (const [kind, count] of Object.entries(line.entries) as [CrdKind, number][]) {
      if (count > 0) rows.push(row('entrees', CRD_KINDS_CSV[kind], count));
    }
    for (const [kind, count] of Object.entries(line.exits) as [CrdKind, number][]) {
      if (count > 0) rows.push(row('sorties', CRD_KINDS_CSV[kind], count));
    }
    rows.push(row('stock_fin', 'fin', line.closing));
  }
  const annex = (kind: string, type: string, date: string, consignee: string, number: string) => [
    ...common('ANNEXE'),
    ...Array<string>(10).fill(''),
    kind,
    type,
    '',
    date,
    consignee,
    number,
  ];
  for (const range of content.annexes.ranges) {
    const kind = range.kind === 'dae' ? 'DAADAC' : 'DSADSAC';
    rows.push(annex(kind, 'debut', '', '', range.first), annex(kind, 'fin', '', '', range.last));
  }
  for (const doc of content.annexes.pending)
    rows.push(annex('NONAPUREMENT', '', doc.shippedOn, doc.consigneeExcise ?? '', doc.number));
  return `${rows.map((row) => row.map(csvField).join(',')).join('\n')}\n`;
}
