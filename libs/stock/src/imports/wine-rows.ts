import { In, IsNull, type EntityManager } from 'typeorm';
import { findFormats, gtinForms, PRODUCT_COLUMNS, type FormatReference } from '@cuvee/catalogue';
import { failure, type ValidationFailure } from '@cuvee/kernel';
import {
  normalizeHeader,
  OperationError,
  type AfterCommit,
  type DomainEvent,
  type EventBus,
  type ImportColumn,
  type ImportDefinition,
  type ImportRow,
  type JournalEntry,
  type RowRejection,
} from '@cuvee/platform';
import { parseFormatLabel, type FormatSize } from '@cuvee/catalogue';
import type { MovementType } from '../domain/stock-rules.js';
import { levelKeyOf, type LevelKey, type StockLedger } from '../levels/stock-ledger.js';
import type { StockLevel } from '../levels/stock-level.entity.js';
import { StockMovement } from '../movements/stock-movement.entity.js';
import { Warehouse } from '../warehouses/warehouse.entity.js';

/*
 * What the stock imports share: a row names one wine — product, vintage, format — in one warehouse, by
 * the columns below, and is resolved to its stock level the catalogue's way (findFormats: id, name, EAN,
 * container and volume). The stock counts and the opening stock imports add their quantity column.
 */

/** The cells that name a wine in a warehouse. */
export interface WineRow extends Record<string, unknown> {
  warehouse?: string;
  productId?: number;
  name?: string;
  ean?: string;
  vintage?: string;
  format?: FormatSize;
  container?: string;
  unity?: string;
  unityValue?: number;
}

const productColumn = (field: string): ImportColumn =>
  PRODUCT_COLUMNS.find((column) => column.field === field)!;

export const WINE_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'warehouse',
    label: { fr: 'Entrepôt', en: 'Warehouse' },
    synonyms: ['entrepot', 'dépôt', 'lieu de stockage', 'emplacement', 'site', 'location', 'store'],
    parse: (text) => ({ value: text }),
    help: {
      fr: "Le nom de l'entrepôt tel qu'il est dans Cuvée (sans tenir compte des majuscules ni des accents) ou son numéro. Vide : l'entrepôt par défaut.",
      en: "The warehouse's name as it is in Cuvée (case and accents do not matter) or its number. Empty: the default warehouse.",
    },
    example: 'Chai du domaine',
  },
  {
    field: 'productId',
    label: { fr: 'Identifiant article', en: 'Product id' },
    synonyms: [
      'identifiant',
      'id',
      'id article',
      'référence',
      'réf',
      'ref',
      'reference',
      'product reference',
    ],
    parse: (text) =>
      /^\d{1,10}$/.test(text) && Number(text) > 0
        ? { value: Number(text) }
        : { failure: failure('validation.number') },
    help: {
      fr: "Le numéro de l'article dans Cuvée (celui des exports de stock), un entier. Facultatif : l'article, son identifiant ou son EAN suffit ; ceux qui sont donnés doivent désigner le même article.",
      en: "The product's number in Cuvée (the one the stock exports give), a whole number. Optional: the name, the id or the EAN is enough; those given must designate the same product.",
    },
    example: '12',
  },
  {
    ...productColumn('name'),
    // "Article", as the stock screens and the levels export name it; "Nom" still reads.
    label: { fr: 'Article', en: 'Product' },
    required: false,
    synonyms: [...productColumn('name').synonyms, 'nom', 'name', 'vin', 'wine'],
    help: {
      fr: "Le nom exact de l'article, comme dans le catalogue. Un nom porté par deux articles ne suffit pas : donnez alors l'EAN ou l'identifiant.",
      en: "The product's exact name, as in the catalogue. A name two products share is not enough: give the EAN or the id then.",
    },
    example: 'Chinon Les Demoiselles',
  },
  {
    ...productColumn('ean'),
    help: {
      fr: 'Le code-barres du format vendu (EAN-13, 8, 12 ou 14 chiffres, clé vérifiée). Il désigne aussi le format.',
      en: 'The barcode of the sale format (EAN-13, 8, 12 or 14 digits, check digit verified). It designates the format too.',
    },
    example: '3760123450010',
  },
  {
    ...productColumn('vintage'),
    help: {
      fr: "Le millésime tel qu'il est nommé dans le catalogue (2022, NM…). Vide : le premier millésime de l'article.",
      en: 'The vintage as the catalogue names it (2022, NV…). Empty: the product’s first vintage.',
    },
    example: '2022',
  },
  {
    field: 'format',
    label: { fr: 'Format', en: 'Format' },
    synonyms: ['conditionnement', 'taille', 'size', 'bottle size'],
    parse: (text) => {
      const size = parseFormatLabel(text);
      return size ? { value: size } : { failure: failure('stock.unreadableFormat', { value: text }) };
    },
    help: {
      fr: "Le format vendu : 75 cl, 1,5 l, 37,5 cl, 5 l bib, Magnum… (ou les colonnes Contenant, Contenance et Unité). Vide : le seul format de l'article, sinon sa bouteille de 75 cl.",
      en: "The sale format: 75 cl, 1.5 l, 37.5 cl, 5 l bib, Magnum… (or the Container, Volume and Unit columns). Empty: the product's only format, else its 75 cl bottle.",
    },
    example: '75 cl',
  },
  // The products import's container and volume columns, without the synonyms that mean a quantity here.
  {
    ...productColumn('container'),
    synonyms: ['type de contenant', 'packaging'],
    help: {
      fr: 'Au lieu de Format : le contenant (Bouteille, Bag-in-box, Vrac, Colis), avec Contenance et Unité.',
      en: 'Instead of Format: the container (Bottle, Bag-in-box, Bulk, Packing), with Volume and Unit.',
    },
    example: 'Bouteille',
  },
  {
    ...productColumn('unityValue'),
    synonyms: ['volume', 'capacity', 'capacité'],
    help: {
      fr: 'Au lieu de Format : ce que contient une unité, nombre décimal à virgule ou à point (0,75). Par défaut 0,75.',
      en: 'Instead of Format: what one unit holds, a decimal number with a comma or a point (0.75). Default 0.75.',
    },
    example: '0,75',
  },
  {
    ...productColumn('unity'),
    help: {
      fr: 'Au lieu de Format : l’unité de la contenance (Litre, Kilogramme, Gramme, Unité). Par défaut Litre.',
      en: 'Instead of Format: the unit of the volume (Litre, Kilogram, Gram, Unit). Default Litre.',
    },
    example: 'Litre',
  },
];

/** The wine columns of a row: one of the product's references is needed. */
export function wineProblems(values: WineRow): { field?: string; failure: ValidationFailure }[] {
  return values.productId === undefined && values.name === undefined && values.ean === undefined
    ? [{ failure: failure('catalogue.productReferenceNeeded') }]
    : [];
}

/** The format columns of a row: its label ("75 cl") first, else container, unit and volume. */
function sizeOf(values: WineRow): Pick<FormatReference, 'container' | 'unity' | 'unityValue'> {
  if (values.format) return values.format;
  return {
    ...(values.container !== undefined ? { container: values.container } : {}),
    ...(values.unity !== undefined ? { unity: values.unity } : {}),
    ...(values.unityValue !== undefined ? { unityValue: values.unityValue } : {}),
  };
}

/** The row's identity within a file: the same words name the same level. */
export function wineKey(values: WineRow): string {
  const size = sizeOf(values);
  return [
    normalizeHeader(values.warehouse ?? ''),
    values.productId ?? '',
    normalizeHeader(values.name ?? ''),
    values.ean ? gtinForms(values.ean).at(-1) : '',
    values.vintage ?? '',
    size.container ?? '',
    size.unity ?? '',
    size.unityValue ?? '',
  ].join('|');
}

function referenceOf(values: WineRow): FormatReference {
  return {
    ...(values.productId !== undefined ? { productId: values.productId } : {}),
    ...(values.name !== undefined ? { name: values.name } : {}),
    ...(values.ean !== undefined ? { ean: values.ean } : {}),
    ...(values.vintage !== undefined ? { vintage: values.vintage } : {}),
    ...sizeOf(values),
  };
}

/** The column a refusal about a format points at: the one the row filled. */
function formatField(values: WineRow): string {
  return (
    (['format', 'container', 'unityValue', 'unity'] as const).find((field) => values[field] !== undefined) ??
    'format'
  );
}

/** The shop's warehouses as a file names them: by id, or by name without case or accents. */
async function warehousesOf(manager: EntityManager, shopId: number) {
  const warehouses = await manager.getRepository(Warehouse).findBy({ shopId, archivedAt: IsNull() });
  const byName = new Map(warehouses.map((warehouse) => [normalizeHeader(warehouse.name), warehouse]));
  const fallback = warehouses.find((warehouse) => warehouse.isDefault) ?? null;
  return (text: string | undefined): Warehouse | RowRejection['failure'] => {
    if (text === undefined) return fallback ?? failure('stock.warehouseNeeded');
    const found = /^\d+$/.test(text)
      ? warehouses.find((warehouse) => warehouse.id === Number(text))
      : byName.get(normalizeHeader(text));
    return found ?? failure('stock.unknownWarehouse', { value: text });
  };
}

/** A row resolved to its level, with the warehouse it named. */
export interface ResolvedRow<V extends WineRow> {
  line: number;
  values: V;
  key: LevelKey;
  warehouse: Warehouse;
}

/**
 * The rows of a batch resolved to levels (a few IN queries for the whole batch); the others refused with
 * the column at fault. The same level named twice (by its name on one row, its EAN on another): the
 * first row counts.
 */
export async function resolveRows<V extends WineRow>(
  manager: EntityManager,
  shopId: number,
  rows: readonly ImportRow<V>[],
  rejected: RowRejection[],
): Promise<ResolvedRow<V>[]> {
  const warehouseOf = await warehousesOf(manager, shopId);
  const matches = await findFormats(
    manager,
    shopId,
    rows.map((row) => referenceOf(row.values)),
  );
  const seen = new Map<string, number>();
  const resolved: ResolvedRow<V>[] = [];
  rows.forEach(({ line, values }, index) => {
    const warehouse = warehouseOf(values.warehouse);
    if (!(warehouse instanceof Warehouse)) {
      rejected.push({ line, field: 'warehouse', failure: warehouse });
      return;
    }
    const match = matches[index]!;
    if ('failure' in match) {
      const field = match.part === 'format' ? formatField(values) : (match.part ?? undefined);
      rejected.push({ line, ...(field ? { field } : {}), failure: match.failure });
      return;
    }
    const key: LevelKey = {
      warehouseId: warehouse.id,
      productId: match.product.id,
      vintageId: (match.vintage ?? match.vintages[0])?.id ?? 0,
      formatId: match.format.id,
    };
    const first = seen.get(levelKeyOf(key));
    if (first !== undefined) {
      rejected.push({ line, failure: failure('imports.duplicateRow', { line: first }) });
      return;
    }
    seen.set(levelKeyOf(key), line);
    resolved.push({ line, values, key, warehouse });
  });
  return resolved;
}

/**
 * The levels of these keys, created empty when missing and locked until commit in id order (two imports,
 * or an import and a count, never wait on each other in a cycle): three statements for a whole batch.
 */
export async function lockedLevels(
  ledger: StockLedger,
  keys: readonly LevelKey[],
): Promise<(key: LevelKey) => StockLevel> {
  const levels = await ledger.ensureLevels(keys);
  const locked = new Map(
    (await ledger.lockLevels([...new Set([...levels.values()].map((level) => level.id))])).map((level) => [
      level.id,
      level,
    ]),
  );
  return (key) => locked.get(levels.get(levelKeyOf(key))!.id)!;
}

/** The movements a stock import journalled: what its revert takes back. */
export async function journalledMovements(
  manager: EntityManager,
  changes: readonly JournalEntry[],
  shopId: number,
): Promise<StockMovement[]> {
  const ids = changes
    .filter((change) => change.entity === 'movement' && change.action === 'created')
    .map((change) => Number(change.entityId));
  if (ids.length === 0) return [];
  return manager.getRepository(StockMovement).find({ where: { id: In(ids), shopId }, order: { id: 'ASC' } });
}

/** The journal lines of the movements a batch wrote. */
export const journalOf = (movements: readonly StockMovement[]): JournalEntry[] =>
  movements.map((movement) => ({ entity: 'movement', entityId: String(movement.id), action: 'created' }));

/**
 * A revert refused, writing nothing: taking `quantity` bottles back from the level would leave fewer than
 * orders and allocations hold (the stock has moved since the import).
 */
export async function revertMoved(
  ledger: StockLedger,
  level: StockLevel,
  importId: number,
  quantity: number,
  available: number,
): Promise<OperationError> {
  const warehouse = await ledger.manager.getRepository(Warehouse).findOneBy({ id: level.warehouseId });
  return new OperationError('stock.revertMoved', {
    importId,
    product: await ledger.label(level),
    warehouse: warehouse?.name ?? '',
    quantity,
    available,
  });
}

/** What the stock imports ask of the ledger: a type and a quantity on a locked level. */
export type Move = { level: StockLevel; type: MovementType; quantity: number };

/** The journal's word and the ledger's document for a stock import's movements. */
export const importSourceRef = (importId: number) => `import:${importId}`;
export const revertReason = (importId: number) => `Annulation de l'import n° ${importId}`;

/**
 * The ledger's events, published once the batch is committed. Not inside its transaction: a dry run
 * rolls the batch back to a savepoint but commits the transaction (the counts and refusals).
 */
export function publishing(events: EventBus, published: DomainEvent[]): AfterCommit {
  if (published.length === 0) return {};
  return {
    afterCommit: async () => {
      for (const event of published) await events.publish(event);
    },
  };
}

/** What a stock import definition shares: who may use it, the wine columns' checks and the row key. */
export const STOCK_IMPORT_BASE = {
  permission: 'seeAllStock',
  integration: 'stocks',
  atomicRevert: true,
  validate: wineProblems,
  key: wineKey,
} as const satisfies Partial<ImportDefinition<WineRow>>;
