import { In, type EntityManager } from 'typeorm';
import { CLIENT_TYPOLOGIES, failure, type Cents } from '@cuvee/kernel';
import {
  cells,
  normalizeHeader,
  type BatchOutcome,
  type ImportColumn,
  type ImportDefinition,
  type ImportRow,
  type JournalEntry,
  type RowRejection,
} from '@cuvee/platform';
import {
  nextTypologyCell,
  parseTiers,
  sameTypologyCell,
  type PriceListChange,
} from '../domain/price-list-cells.js';
import { typologyPricingProblems } from '../domain/pricing-checks.js';
import type { FormatTypologyPrice, PriceTier } from '../domain/pricing-inputs.js';
import { ProductFormat } from '../products/format.entity.js';
import { PROBLEM_MESSAGES } from '../products/product-checks.js';
import { Product } from '../products/product.entity.js';
import { catalogueSettingsOf } from '../settings/catalogue-settings.service.js';
import {
  FORMAT_REFERENCE_COLUMNS,
  formatReferenceFailures,
  formatReferenceField,
  formatReferenceKey,
  formatReferenceOf,
  type FormatReferenceValues,
} from './format-reference.js';
import { findFormats } from './product-lookup.js';
import { EUROS_HELP, refreshMasks } from './products-import.js';

/*
 * The price lists import: one row is a sale format of a wine the catalogue has (found the catalogue's
 * way, findFormats) for one client typology of the shop, with what the row fills of that cell: its price
 * HT, its quantity prices, whether the typology sees the format (domain/price-list-cells.ts). A batch
 * resolves its rows in a few IN queries and writes each format it changes once; the journal holds every
 * cell as it was, so revert puts back exactly that cell (or removes it) and nothing else of the format.
 */

export interface PriceListRow extends FormatReferenceValues, Record<string, unknown> {
  typology: string;
  price?: Cents;
  tiers?: PriceTier[];
  visible?: boolean;
}

/** The journal's name of a cell: the format's id and the typology's key. */
const CELL = 'typologyPrice';
const cellId = (formatId: number, typology: string) => `${formatId}:${typology}`;

export const PRICE_LIST_COLUMNS: readonly ImportColumn[] = [
  ...FORMAT_REFERENCE_COLUMNS.map((column) =>
    column.field === 'vintage'
      ? {
          ...column,
          help: {
            fr: "Un millésime de l'article, tel qu'il est au catalogue, pour vérifier que c'est le bon vin ; les prix sont ceux du format, quel que soit le millésime. Vide : non vérifié.",
            en: 'A vintage of the product, as the catalogue has it, to check it is the right wine; prices belong to the format, whatever the vintage. Empty: not checked.',
          },
        }
      : column,
  ),
  {
    field: 'typology',
    label: { fr: 'Typologie', en: 'Typology' },
    synonyms: [
      'typologie client',
      'type de client',
      'catégorie de client',
      'grille',
      'grille tarifaire',
      'liste de prix',
      'price list',
      'client type',
      'customer type',
    ],
    required: true,
    help: {
      fr: 'Une typologie de clients de la boutique : son nom dans Paramètres → Typologies (« Cavistes ») ou son nom usuel (Caviste, Restaurant, Particulier…). Une ligne par format et par typologie.',
      en: 'A client typology of the shop: its name in Settings → Typologies ("Wine shops") or its usual name (Wine shop, Restaurant, Private customer…). One row per format and typology.',
    },
    example: 'Caviste',
  },
  {
    field: 'price',
    label: { fr: 'Prix HT', en: 'Price excl. VAT' },
    synonyms: ['prix', 'price', 'tarif', 'tarif ht', 'prix de vente ht', 'prix unitaire ht', 'unit price'],
    parse: cells.cents(),
    help: {
      fr: `Le prix du format pour cette typologie. ${EUROS_HELP.fr} Vide : inchangé (le prix de base pour une typologie qui n'en a pas).`,
      en: `The format's price for this typology. ${EUROS_HELP.en} Empty: unchanged (the base price for a typology without one).`,
    },
    example: '9,00',
  },
  {
    field: 'tiers',
    label: { fr: 'Prix par quantité', en: 'Quantity prices' },
    synonyms: [
      'paliers',
      'paliers de prix',
      'prix dégressifs',
      'tarifs par quantité',
      'tiers',
      'quantity tiers',
    ],
    parse: (text) => {
      const tiers = parseTiers(text);
      return tiers ? { value: tiers } : { failure: failure('priceLists.unreadableTiers', { value: text }) };
    },
    help: {
      fr: "Les prix HT à partir d'une quantité, « quantité : prix » séparés par des barres obliques ou des points-virgules (6 : 8,50 / 12 : 8,00), seuils croissants et prix décroissants ; « aucun » : pas de prix par quantité propres à la typologie. Vide : inchangés.",
      en: 'Prices excluding VAT from a quantity on, "quantity : price" separated by slashes or semicolons (6 : 8.50 / 12 : 8.00), rising thresholds and falling prices; "none": no quantity prices of the typology\'s own. Empty: unchanged.',
    },
    example: '6 : 8,50 / 12 : 8,00',
  },
  {
    field: 'visible',
    label: { fr: 'Visible', en: 'Visible' },
    synonyms: ['affiché', 'en vente', 'shown', 'visibility', 'visibilité'],
    parse: cells.boolean(),
    help: {
      fr: 'Si la typologie voit ce format : oui ou non. Vide : inchangé (oui pour une typologie nouvelle).',
      en: 'Whether the typology sees this format: yes or no. Empty: unchanged (yes for a new typology).',
    },
    example: 'oui',
  },
];

/** The shop's typologies as a file names them: its own names first, then the kernel's labels and keys. */
async function typologiesOf(manager: EntityManager, shopId: number) {
  const settings = (await catalogueSettingsOf(manager, [shopId])).get(shopId)!;
  const byName = new Map<string, string>();
  const add = (name: string, key: string) => {
    const normal = normalizeHeader(name);
    if (normal && !byName.has(normal)) byName.set(normal, key);
  };
  for (const [key, typology] of Object.entries(settings.typologies)) add(typology.name, key);
  for (const key of Object.keys(settings.typologies)) {
    const kernel = CLIENT_TYPOLOGIES.find((typology) => typology.key === key);
    for (const name of [key, ...(kernel ? [kernel.fr, kernel.en] : [])]) add(name, key);
  }
  const known = Object.values(settings.typologies)
    .map((typology) => typology.name)
    .join(', ');
  return (text: string) =>
    byName.get(normalizeHeader(text)) ?? failure('priceLists.unknownTypology', { value: text, known });
}

/** A row resolved to its format and typology. */
interface Resolved {
  line: number;
  format: ProductFormat;
  typology: string;
  change: PriceListChange;
}

async function resolveRows(
  manager: EntityManager,
  shopId: number,
  rows: readonly ImportRow<PriceListRow>[],
  rejected: RowRejection[],
): Promise<Resolved[]> {
  const typologyOf = await typologiesOf(manager, shopId);
  const matches = await findFormats(
    manager,
    shopId,
    rows.map((row) => formatReferenceOf(row.values)),
  );
  // The same cell named twice in a batch (by its name on one row, its EAN on another): the first counts.
  const seen = new Map<string, number>();
  const resolved: Resolved[] = [];
  rows.forEach(({ line, values }, index) => {
    const match = matches[index]!;
    if ('failure' in match) {
      const field = match.part === 'format' ? formatReferenceField(values) : (match.part ?? undefined);
      // A product nobody has: say which value found nothing.
      const reason =
        match.failure.code === 'error.productNotFound' && field
          ? failure('priceLists.unknownProduct', { value: String(values[field]) })
          : match.failure;
      rejected.push({ line, ...(field ? { field } : {}), failure: reason });
      return;
    }
    const typology = typologyOf(values.typology);
    if (typeof typology !== 'string') {
      rejected.push({ line, field: 'typology', failure: typology });
      return;
    }
    const first = seen.get(cellId(match.format.id, typology));
    if (first !== undefined) {
      rejected.push({ line, failure: failure('imports.duplicateRow', { line: first }) });
      return;
    }
    seen.set(cellId(match.format.id, typology), line);
    resolved.push({
      line,
      format: match.format,
      typology,
      change: {
        ...(values.price !== undefined ? { price: values.price } : {}),
        ...(values.tiers !== undefined ? { tiers: values.tiers } : {}),
        ...(values.visible !== undefined ? { visible: values.visible } : {}),
      },
    });
  });
  return resolved;
}

/** Writes the typologies of the formats changed, then their products' masks (and updatedAt). */
async function saveFormats(manager: EntityManager, formats: readonly ProductFormat[]): Promise<void> {
  for (const format of formats) {
    await manager.getRepository(ProductFormat).update({ id: format.id }, { typologies: format.typologies });
  }
  const productIds = [...new Set(formats.map((format) => format.productId))];
  if (productIds.length === 0) return;
  const products = await manager.getRepository(Product).find({
    select: { id: true, hiddenMask: true },
    where: { id: In(productIds) },
  });
  await refreshMasks(manager, products, true);
}

export const priceListsImport: ImportDefinition<PriceListRow> = {
  kind: 'priceLists',
  label: { fr: 'Tarifs par typologie', en: 'Price lists per typology' },
  // Those of the Tarifs grid's edits (PUT /v1/price-lists/{formatId}).
  permission: ['seeAllPrice', 'createProduct'],
  columns: PRICE_LIST_COLUMNS,

  validate: (values) => [
    ...formatReferenceFailures(values),
    ...(values.price === undefined && values.tiers === undefined && values.visible === undefined
      ? [{ field: 'price', failure: failure('priceLists.nothingGiven') }]
      : []),
  ],

  key: (values) => [...formatReferenceKey(values, false), normalizeHeader(values.typology)].join('|'),

  async writeBatch(manager, rows, scope): Promise<BatchOutcome> {
    const rejected: RowRejection[] = [];
    const resolved = await resolveRows(manager, scope.shopId, rows, rejected);
    const changes: JournalEntry[] = [];
    const changed = new Map<number, ProductFormat>();
    let created = 0;
    let updated = 0;
    let skipped = 0;
    for (const { line, format, typology, change } of resolved) {
      // Several rows may touch one format: each reads the cells the previous ones left.
      const working =
        changed.get(format.id) ?? Object.assign(format, { typologies: { ...format.typologies } });
      const before: FormatTypologyPrice | undefined = Object.hasOwn(working.typologies, typology)
        ? working.typologies[typology]
        : undefined;
      const next = nextTypologyCell(before, change);
      const problems = typologyPricingProblems(working, next);
      if (problems.length) {
        const field = change.tiers !== undefined && problems[0] !== 'invalidAmount' ? 'tiers' : 'price';
        rejected.push({ line, field, failure: failure(PROBLEM_MESSAGES[problems[0]!]) });
        continue;
      }
      if (sameTypologyCell(before, next)) {
        skipped++;
        continue;
      }
      working.typologies[typology] = next;
      changed.set(format.id, working);
      changes.push({
        entity: CELL,
        entityId: cellId(format.id, typology),
        action: before ? 'updated' : 'created',
        before: before ? { cell: before } : null,
      });
      if (before) updated++;
      else created++;
    }
    await saveFormats(manager, [...changed.values()]);
    return { created, updated, skipped, changes, rejected };
  },

  async revert(manager, changes, scope) {
    const cells = changes.filter((change) => change.entity === CELL);
    const ids = [...new Set(cells.map((change) => Number(change.entityId.split(':')[0])))];
    const formats = ids.length
      ? await manager.getRepository(ProductFormat).findBy({ id: In(ids), shopId: scope.shopId })
      : [];
    const byId = new Map(formats.map((format) => [format.id, format]));
    // Newest first: the oldest value of a cell the import touched several times is put back last.
    for (const change of cells) {
      const [formatId, typology] = change.entityId.split(':') as [string, string];
      const format = byId.get(Number(formatId));
      if (!format) continue;
      const cell = (change.before as { cell?: FormatTypologyPrice } | null)?.cell;
      if (cell) format.typologies[typology] = cell;
      else delete format.typologies[typology];
    }
    await saveFormats(manager, formats);
  },
};
