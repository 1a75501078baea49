import { And, In, LessThan, MoreThan, type EntityManager } from 'typeorm';
import {
  ACCESSORY_TYPES,
  CLIENT_TYPOLOGIES,
  FORMAT_TYPES,
  GRAPE_VARIETIES,
  PRODUCT_COLOURS,
  PRODUCT_KINDS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  UNITS,
  VAT_TYPES,
  failure,
  indexWords,
  type ProductKind,
  type Labels,
  type ProductStatus,
  type VatType,
} from '@cuvee/kernel';
import {
  cells,
  insertRows,
  type BatchOutcome,
  type ImportColumn,
  type ImportDefinition,
  type ImportRow,
  type JournalEntry,
  type RowRejection,
} from '@cuvee/platform';
import { gtinForms, isValidGtin } from '../domain/gtin.js';
import type { FormatTypologyPrice } from '../domain/pricing-inputs.js';
import { slugify, uniqueSlug } from '../domain/slug.js';
import { hiddenTypologyMask } from '../domain/typology-visibility.js';
import { ProductFormat } from '../products/format.entity.js';
import { ProductWord } from '../products/product-word.entity.js';
import { Product } from '../products/product.entity.js';
import { ProductPromotion } from '../products/promotion.entity.js';
import { Vintage } from '../products/vintage.entity.js';
import { containerOf, formatKey, formatsWithCodes, productsNamed } from './product-lookup.js';

/*
 * The products import: one row per sale format of a product, with its vintage and its prices
 * per client typology. Rows naming the same product (by name) add vintages and formats to it; a format
 * is the product's container and volume, so a row for an existing one changes its prices. New
 * products, vintages and formats go in one multi-row INSERT each per batch; the journal says what was
 * created or changed so revert removes or restores exactly that. Duty data and promotions are completed
 * on the product form: the import leaves a new vintage without legal data.
 */

export interface ProductRow extends Record<string, unknown> {
  name: string;
  productType?: ProductKind;
  type?: string;
  color?: string;
  appellation?: string;
  alcohol?: number;
  vatType?: VatType;
  status?: ProductStatus;
  vintage?: string;
  container?: string;
  unityValue?: number;
  unity?: string;
  ean?: string;
  price: number;
}

/** What a product is: a drink's type, or an accessory's (the products export writes both). */
export const TYPES = [...PRODUCT_TYPES, ...ACCESSORY_TYPES];

/** Typologies other than the public one get a price column each ("Prix Caviste"). */
const TYPOLOGY_PRICES = CLIENT_TYPOLOGIES.filter((typology) => typology.key !== 'public');
const priceField = (key: string) => `price_${key}`;

const refList = (list: readonly { key: string | number; fr: string; en: string }[]) =>
  cells.oneOf(list.map((item) => ({ value: String(item.key), names: [item.fr, item.en] })));

/** What a column of a reference list accepts, for its help: "Valeurs : Rouge, Blanc… Vide : …". */
function valuesHelp(list: readonly { fr: string; en: string }[], empty: Labels | null = null): Labels {
  return {
    fr: `Valeurs : ${list.map((item) => item.fr).join(', ')}.${empty ? ` Vide : ${empty.fr}.` : ''}`,
    en: `Values: ${list.map((item) => item.en).join(', ')}.${empty ? ` Empty: ${empty.en}.` : ''}`,
  };
}

/** The help of an amount in euros HT. */
export const EUROS_HELP: Labels = {
  fr: 'Un montant en euros hors taxes, virgule ou point (12,50 ou 12.50).',
  en: 'An amount in euros excluding VAT, comma or point (12,50 or 12.50).',
};

export const PRODUCT_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'name',
    label: { fr: 'Nom', en: 'Name' },
    synonyms: ['produit', 'product', 'désignation', 'libellé', 'article', 'cuvée'],
    required: true,
    parse: (text) => ({ value: text.slice(0, 150) }),
    help: {
      fr: "Le nom de l'article (150 caractères au plus). Les lignes du même nom ajoutent des millésimes et des formats au même article ; un nom déjà au catalogue le met à jour.",
      en: "The product's name (at most 150 characters). Rows with the same name add vintages and formats to the same product; a name already in the catalogue updates it.",
    },
    example: 'Chinon Les Demoiselles',
  },
  {
    field: 'productType',
    label: { fr: 'Nature', en: 'Kind' },
    synonyms: ['type de produit', 'product type', 'nature du produit'],
    parse: refList(PRODUCT_KINDS),
    help: valuesHelp(PRODUCT_KINDS, { fr: 'bouteille', en: 'bottle' }),
    example: 'Bouteille',
  },
  {
    field: 'type',
    label: { fr: 'Type', en: 'Type' },
    synonyms: ['type de vin', 'boisson', 'drink'],
    parse: refList(TYPES),
    help: valuesHelp(TYPES, { fr: 'non précisé', en: 'not given' }),
    example: 'Vin',
  },
  {
    field: 'color',
    label: { fr: 'Couleur', en: 'Colour' },
    synonyms: ['color', 'robe'],
    parse: refList(PRODUCT_COLOURS),
    help: valuesHelp(PRODUCT_COLOURS, { fr: 'non précisée', en: 'not given' }),
    example: 'Rouge',
  },
  {
    field: 'appellation',
    label: { fr: 'Appellation', en: 'Appellation' },
    synonyms: ['aoc', 'aop', 'igp', 'denomination'],
    parse: (text) => ({ value: text.slice(0, 150) }),
    help: {
      fr: "L'appellation telle qu'elle figure sur l'étiquette (150 caractères au plus).",
      en: 'The appellation as the label gives it (at most 150 characters).',
    },
    example: 'Chinon',
  },
  {
    field: 'alcohol',
    label: { fr: "Degré d'alcool", en: 'Alcohol' },
    synonyms: ['degré', 'degre', 'alcool', 'abv', 'tav', '% vol'],
    parse: (text) => {
      const parsed = cells.decimal()(text.replace(/%|vol\.?/gi, '').trim());
      if ('failure' in parsed) return parsed;
      const value = parsed.value;
      return value >= 0 && value <= 100
        ? { value: Math.round(value * 100) / 100 }
        : { failure: failure('validation.tva') };
    },
    help: {
      fr: "Le degré d'alcool en % vol., de 0 à 100, virgule ou point (12,5 ; « 12,5 % vol. » aussi).",
      en: 'The alcohol strength in % vol., 0 to 100, comma or point (12.5; "12.5 % vol." too).',
    },
    example: '12,5',
  },
  {
    field: 'vatType',
    label: { fr: 'TVA', en: 'VAT' },
    synonyms: ['taux de tva', 'vat rate', 'tva applicable'],
    parse: cells.oneOf(
      VAT_TYPES.map((key) => ({
        value: key,
        names: {
          standard: ['normal', '20', '20 %'],
          medium: ['intermédiaire', '10', '10 %'],
          reduced: ['réduit', 'reduit', '5,5', '5.5', '5,5 %'],
        }[key],
      })),
    ),
    help: {
      fr: 'Le taux de TVA : normal (20), intermédiaire (10) ou réduit (5,5). Vide : normal.',
      en: 'The VAT rate: normal (20), intermédiaire (10) or réduit (5.5). Empty: normal.',
    },
    example: 'normal',
  },
  {
    field: 'status',
    label: { fr: 'Statut', en: 'Status' },
    synonyms: ['état', 'etat', 'state'],
    parse: refList(PRODUCT_STATUSES),
    help: valuesHelp(PRODUCT_STATUSES, { fr: 'en ligne', en: 'online' }),
    example: 'En ligne',
  },
  {
    field: 'vintage',
    label: { fr: 'Millésime', en: 'Vintage' },
    synonyms: ['millesime', 'année', 'year'],
    parse: (text) => ({ value: text.slice(0, 20) }),
    help: {
      fr: "Le millésime (2022, ou un nom comme « Non millésimé », 20 caractères au plus) : ajouté à l'article s'il ne l'a pas. Vide : aucun.",
      en: 'The vintage (2022, or a name such as "Non vintage", at most 20 characters): added to the product when it lacks it. Empty: none.',
    },
    example: '2022',
  },
  {
    field: 'container',
    label: { fr: 'Contenant', en: 'Container' },
    synonyms: ['format', 'conditionnement', 'packaging'],
    parse: refList(FORMAT_TYPES),
    help: valuesHelp(FORMAT_TYPES, { fr: 'bouteille', en: 'bottle' }),
    example: 'Bouteille',
  },
  {
    field: 'unityValue',
    label: { fr: 'Contenance', en: 'Volume' },
    synonyms: ['volume', 'quantité', 'taille', 'size', 'capacity'],
    parse: (text) => {
      const parsed = cells.decimal()(text);
      return 'failure' in parsed || parsed.value > 0
        ? parsed
        : { failure: failure('validation.numberFloat') };
    },
    help: {
      fr: "Ce que contient le format, dans l'unité de la colonne Unité, virgule ou point (0,75 pour une bouteille de 75 cl, 1,5 pour un magnum). Vide : 0,75.",
      en: 'What the format holds, in the unit of the Unit column, comma or point (0.75 for a 75 cl bottle, 1.5 for a magnum). Empty: 0.75.',
    },
    example: '0,75',
  },
  {
    field: 'unity',
    label: { fr: 'Unité', en: 'Unit' },
    synonyms: ['unite', 'unit of measure', 'uom'],
    parse: cells.oneOf(
      UNITS.map((unit) => ({
        value: unit.key,
        names: [
          unit.fr,
          unit.en,
          ...({ litre: ['l', 'litres', 'liter'], kilogram: ['kg'], gram: ['g'], unit: ['u', 'pièce'] }[
            unit.key
          ] ?? []),
        ],
      })),
    ),
    help: valuesHelp(UNITS, { fr: 'litre', en: 'litre' }),
    example: 'Litre',
  },
  {
    field: 'ean',
    label: { fr: 'EAN', en: 'EAN' },
    synonyms: ['gtin', 'code barre', 'code-barres', 'barcode', 'ean13'],
    parse: (text) => {
      const code = text.replace(/\s/g, '');
      return isValidGtin(code) ? { value: code } : { failure: failure('catalogue.invalidEan') };
    },
    help: {
      fr: 'Le code-barres du format : 8, 12, 13 ou 14 chiffres, clé de contrôle vérifiée, unique dans la boutique. Vide : aucun.',
      en: "The format's barcode: 8, 12, 13 or 14 digits, check digit verified, unique in the shop. Empty: none.",
    },
    example: '3760123450010',
  },
  {
    field: 'price',
    label: { fr: 'Prix HT', en: 'Price excl. VAT' },
    synonyms: ['prix', 'price', 'prix de vente ht', 'tarif ht', 'prix particulier'],
    required: true,
    parse: cells.cents(),
    help: {
      fr: `Le prix de base du format. ${EUROS_HELP.fr}`,
      en: `The format's base price. ${EUROS_HELP.en}`,
    },
    example: '12,50',
  },
  ...TYPOLOGY_PRICES.map((typology): ImportColumn => ({
    field: priceField(typology.key),
    label: { fr: `Prix ${typology.fr}`, en: `Price ${typology.en}` },
    synonyms: [`prix ${typology.key}`, `price ${typology.key}`],
    parse: cells.cents(),
    help: {
      fr: `Le prix du format pour la typologie ${typology.fr}. ${EUROS_HELP.fr} Vide : inchangé (à défaut, le prix de base).`,
      en: `The format's price for the ${typology.en} typology. ${EUROS_HELP.en} Empty: unchanged (else the base price).`,
    },
    example: '9,00',
  })),
];

/** The product fields a row may change on an existing product; kept in the journal for revert. */
const PRODUCT_FIELDS = [
  'productType',
  'type',
  'color',
  'appellation',
  'alcohol',
  'vatType',
  'status',
] as const;
/** The format fields a row may change on an existing format. */
const FORMAT_FIELDS = ['price', 'typologies', 'ean'] as const;

/** 75 cl bottles one unit is worth, for volumes in litres; 0 otherwise (an accessory, a kilogram…). */
function eq75Of(unity: string, unityValue: number): number {
  return unity === 'litre' ? Math.round((unityValue / 0.75) * 1000) / 1000 : 0;
}

function typologyPricesOf(values: ProductRow, before: Record<string, FormatTypologyPrice> = {}) {
  const prices: Record<string, FormatTypologyPrice> = { ...before };
  for (const typology of TYPOLOGY_PRICES) {
    const price = values[priceField(typology.key)];
    if (typeof price === 'number') prices[typology.key] = { ...prices[typology.key], visible: true, price };
  }
  return prices;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Free slugs for new product names: which bases are taken, in one indexed IN query per 500 names, then the
 * "base-N" already used, for the taken bases only (an index range each: slugs are [a-z0-9-], "." follows
 * "-" in ASCII).
 */
async function freeSlugs(
  manager: EntityManager,
  shopId: number,
  names: readonly string[],
): Promise<string[]> {
  const bases = names.map(slugify);
  const taken = new Set<string>();
  const distinct = [...new Set(bases)];
  const products = manager.getRepository(Product);
  for (let start = 0; start < distinct.length; start += 500) {
    const found = await products.find({
      select: { slug: true },
      where: { shopId, slug: In(distinct.slice(start, start + 500)) },
    });
    for (const product of found) taken.add(product.slug);
  }
  for (const base of distinct.filter((slug) => taken.has(slug))) {
    const numbered = await products.find({
      select: { slug: true },
      where: { shopId, slug: And(MoreThan(`${base}-`), LessThan(`${base}.`)) },
    });
    for (const product of numbered) taken.add(product.slug);
  }
  return bases.map((base) => {
    const slug = uniqueSlug(base, taken);
    taken.add(slug);
    return slug;
  });
}

/** Rewrites the search words and the typology mask of these products. */
async function refresh(manager: EntityManager, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const products = await manager.getRepository(Product).findBy({ id: In([...productIds]) });
  await manager.getRepository(ProductWord).delete({ productId: In([...productIds]) });
  const words = products.flatMap((product) => {
    const grapes = product.grapes.flatMap((key) => {
      const variety = GRAPE_VARIETIES.find((item) => item.key === key);
      return variety ? [variety.fr, variety.en] : [];
    });
    return indexWords([product.name, product.precision, product.appellation, ...grapes]).map((word) => ({
      productId: product.id,
      shopId: product.shopId,
      word,
    }));
  });
  await insertRows(manager, ProductWord, words);
  await refreshMasks(manager, products);
}

/**
 * Rewrites the typology mask of these products from their formats, one UPDATE per distinct mask (a
 * handful), not one per product. `touchAll` updates them all, the mask unchanged too: the statement
 * moves their updatedAt, so the catalogue shows a change of prices.
 */
export async function refreshMasks(
  manager: EntityManager,
  products: readonly Pick<Product, 'id' | 'hiddenMask'>[],
  touchAll = false,
): Promise<void> {
  if (products.length === 0) return;
  const formats = await manager
    .getRepository(ProductFormat)
    .findBy({ productId: In(products.map((product) => product.id)) });
  const byMask = new Map<number, number[]>();
  for (const product of products) {
    const mask = hiddenTypologyMask(formats.filter((format) => format.productId === product.id));
    if (touchAll || mask !== product.hiddenMask) byMask.set(mask, [...(byMask.get(mask) ?? []), product.id]);
  }
  for (const [mask, ids] of byMask) {
    await manager.getRepository(Product).update({ id: In(ids) }, { hiddenMask: mask });
  }
}

function newProduct(shopId: number, values: ProductRow, slug: string): Product {
  return Object.assign(new Product(), {
    shopId,
    slug,
    productType: values.productType ?? 'bottle',
    name: values.name,
    precision: null,
    type: values.type ?? null,
    color: values.color ?? null,
    gamme: null,
    appellation: values.appellation ?? null,
    category: null,
    quality: null,
    grapes: [],
    alcohol: values.alcohol ?? null,
    ingredients: null,
    allergens: null,
    nutrition: null,
    labels: [],
    country: null,
    vatType: values.vatType ?? 'standard',
    status: values.status ?? 'online',
    description: null,
    wrapping: false,
    wrappingPrice: 0,
    components: [],
    visuals: [],
    hiddenMask: 0,
  });
}

/** The shop's products of these names, by name; new names are inserted in one statement. */
async function productsFor(
  manager: EntityManager,
  shopId: number,
  rows: readonly ImportRow<ProductRow>[],
  changes: JournalEntry[],
): Promise<{ byName: Map<string, Product>; createdBy: number[]; updatedBy: number[] }> {
  const names = [...new Set(rows.map((row) => row.values.name))];
  // A name several products share: the newest one, as ever.
  const named = await productsNamed(manager, shopId, names);
  const byName = new Map([...named].map(([name, products]) => [name, products.at(-1)!]));
  const updatedBy: number[] = [];
  for (const product of byName.values()) {
    // The last row naming the product sets its fields (a file lists a product once per format).
    const last = rows.filter((row) => row.values.name === product.name).at(-1)!;
    const values = last.values;
    const changed = PRODUCT_FIELDS.filter(
      (field) => values[field] !== undefined && !same(product[field], values[field]),
    );
    if (changed.length === 0) continue;
    const before = Object.fromEntries(changed.map((field) => [field, product[field]]));
    const after = Object.fromEntries(changed.map((field) => [field, values[field]]));
    await manager.getRepository(Product).update({ id: product.id }, after);
    Object.assign(product, after);
    changes.push({ entity: 'product', entityId: String(product.id), action: 'updated', before });
    updatedBy.push(last.line);
  }
  const missing = names.filter((name) => !byName.has(name));
  const createdBy = rows.filter((row) => missing.includes(row.values.name)).map((row) => row.line);
  if (missing.length) {
    const slugs = await freeSlugs(manager, shopId, missing);
    const fresh = missing.map((name, index) =>
      newProduct(shopId, rows.find((row) => row.values.name === name)!.values, slugs[index]!),
    );
    const ids = await insertRows(manager, Product, fresh);
    ids.forEach((id, index) => {
      const product = fresh[index]!;
      product.id = id;
      byName.set(product.name, product);
      changes.push({ entity: 'product', entityId: String(product.id), action: 'created' });
    });
  }
  return { byName, createdBy, updatedBy };
}

export const productsImport: ImportDefinition<ProductRow> = {
  kind: 'products',
  label: { fr: 'Articles', en: 'Products' },
  permission: 'createProduct',
  columns: PRODUCT_COLUMNS,

  key: (values) => {
    const { container, unity, unityValue } = containerOf(values);
    return [
      values.name.toLowerCase(),
      values.vintage?.toLowerCase() ?? '',
      container,
      unity,
      unityValue,
    ].join('|');
  },

  async writeBatch(manager, rows, scope): Promise<BatchOutcome> {
    const changes: JournalEntry[] = [];
    const rejected: RowRejection[] = [];

    // A code already printed on another format of the shop is refused, unless it is this very format
    // (same product name, container and volume) being imported again.
    const owners = await formatsWithCodes(
      manager,
      scope.shopId,
      rows.flatMap((row) => (row.values.ean ? [row.values.ean] : [])),
    );
    const ownerNames = owners.length
      ? new Map(
          (
            await manager.getRepository(Product).findBy({ id: In(owners.map((format) => format.productId)) })
          ).map((product) => [product.id, product.name]),
        )
      : new Map<number, string>();
    // Codes taken by earlier rows of the batch, with the slot (name, container, volume) that took them.
    const claimed = new Map<string, string>();
    const accepted = rows.filter((row) => {
      const forms = row.values.ean ? gtinForms(row.values.ean) : [];
      const { container, unity, unityValue } = containerOf(row.values);
      const slot = [row.values.name, container, unity, unityValue].join('|');
      const owner = owners.find((format) => forms.includes(format.ean!));
      const itself =
        !owner ||
        (ownerNames.get(owner.productId) === row.values.name &&
          owner.container === container &&
          owner.unity === unity &&
          owner.unityValue === unityValue);
      const free = forms.every((form) => (claimed.get(form) ?? slot) === slot);
      if (itself && free) {
        forms.forEach((form) => claimed.set(form, slot));
        return true;
      }
      rejected.push({ line: row.line, field: 'ean', failure: failure('catalogue.eanTaken') });
      return false;
    });

    const products = await productsFor(manager, scope.shopId, accepted, changes);
    const productIds = [...new Set([...products.byName.values()].map((product) => product.id))];

    // Vintages: those the rows name and the products lack, appended after the existing ones.
    const vintages = productIds.length
      ? await manager.getRepository(Vintage).findBy({ productId: In(productIds) })
      : [];
    const freshVintages: Vintage[] = [];
    // Lines that created something (a vintage or a format) and lines that changed something.
    const creating = new Set<number>();
    const changing = new Set<number>();
    for (const { line, values } of accepted) {
      if (!values.vintage) continue;
      const product = products.byName.get(values.name)!;
      const all = [...vintages, ...freshVintages].filter((v) => v.productId === product.id);
      if (all.some((vintage) => vintage.name === values.vintage)) continue;
      creating.add(line);
      freshVintages.push(
        Object.assign(new Vintage(), {
          shopId: scope.shopId,
          productId: product.id,
          position: all.length,
          name: values.vintage,
          legal: null,
          advanced: { alcohol: null },
          lots: [],
        }),
      );
    }
    if (freshVintages.length) {
      for (const id of await insertRows(manager, Vintage, freshVintages)) {
        changes.push({ entity: 'vintage', entityId: String(id), action: 'created' });
      }
    }

    // Formats: a row for an existing container and volume changes its prices; others are new formats.
    const formats = productIds.length
      ? await manager.getRepository(ProductFormat).findBy({ productId: In(productIds) })
      : [];
    const byKey = new Map(
      formats.map((format) => [
        formatKey(format.productId, format.container, format.unity, format.unityValue),
        format,
      ]),
    );
    const freshFormats: ProductFormat[] = [];
    for (const { line, values } of accepted) {
      const product = products.byName.get(values.name)!;
      const { container, unity, unityValue } = containerOf(values);
      const key = formatKey(product.id, container, unity, unityValue);
      const existing = byKey.get(key);
      if (!existing) {
        const format = Object.assign(new ProductFormat(), {
          shopId: scope.shopId,
          productId: product.id,
          position: [...formats, ...freshFormats].filter((f) => f.productId === product.id).length,
          container,
          unity,
          unityValue,
          eq75: eq75Of(unity, unityValue),
          weight: null,
          packing: null,
          packingQuantity: null,
          price: values.price,
          discountPrice: [],
          discountAdd: [],
          typologies: typologyPricesOf(values),
          visuals: [],
          ean: values.ean ?? null,
        });
        freshFormats.push(format);
        byKey.set(key, format);
        creating.add(line);
        continue;
      }
      const next = {
        price: values.price,
        typologies: typologyPricesOf(values, existing.typologies),
        ean: values.ean ?? existing.ean,
      };
      const changed = FORMAT_FIELDS.filter((field) => !same(existing[field], next[field]));
      if (changed.length === 0) continue;
      if (existing.id === undefined) {
        // Created by an earlier row of this batch (another vintage of the product): the last row's prices.
        Object.assign(existing, next);
        continue;
      }
      const before = Object.fromEntries(changed.map((field) => [field, existing[field]]));
      const after = Object.fromEntries(changed.map((field) => [field, next[field]]));
      await manager.getRepository(ProductFormat).update({ id: existing.id }, after);
      Object.assign(existing, after);
      changes.push({ entity: 'format', entityId: String(existing.id), action: 'updated', before });
      changing.add(line);
    }
    if (freshFormats.length) {
      for (const id of await insertRows(manager, ProductFormat, freshFormats)) {
        changes.push({ entity: 'format', entityId: String(id), action: 'created' });
      }
    }
    await refresh(manager, productIds);
    // Counted in rows: a row that added a product, vintage or format is created; one that only changed
    // a product or a format is updated; one that changed nothing is skipped.
    for (const line of products.createdBy) creating.add(line);
    for (const line of products.updatedBy) changing.add(line);
    const created = accepted.filter((row) => creating.has(row.line)).length;
    const updated = accepted.filter((row) => !creating.has(row.line) && changing.has(row.line)).length;
    return { created, updated, skipped: accepted.length - created - updated, changes, rejected };
  },

  async revert(manager, changes, scope) {
    const ids = (entity: string, action: JournalEntry['action']) =>
      changes
        .filter((change) => change.entity === entity && change.action === action)
        .map((change) => Number(change.entityId));
    const touched = new Set<number>();
    const createdFormats = ids('format', 'created');
    const createdVintages = ids('vintage', 'created');
    const createdProducts = ids('product', 'created');
    if (createdFormats.length) {
      const rows = await manager.getRepository(ProductFormat).findBy({ id: In(createdFormats) });
      rows.forEach((row) => touched.add(row.productId));
      await manager.getRepository(ProductPromotion).delete({ formatId: In(createdFormats) });
      await manager.getRepository(ProductFormat).delete({ id: In(createdFormats), shopId: scope.shopId });
    }
    if (createdVintages.length) {
      await manager.getRepository(Vintage).delete({ id: In(createdVintages), shopId: scope.shopId });
    }
    for (const change of changes.filter((entry) => entry.action === 'updated')) {
      const entity = change.entity === 'product' ? Product : ProductFormat;
      await manager
        .getRepository(entity)
        .update({ id: Number(change.entityId), shopId: scope.shopId }, change.before ?? {});
      if (change.entity === 'product') touched.add(Number(change.entityId));
    }
    for (const format of await manager.getRepository(ProductFormat).findBy({
      id: In(ids('format', 'updated')),
    })) {
      touched.add(format.productId);
    }
    if (createdProducts.length) {
      // A product the import created goes with everything hanging on it.
      for (const entity of [ProductPromotion, ProductFormat, Vintage, ProductWord]) {
        await manager.getRepository(entity).delete({ productId: In(createdProducts) });
      }
      await manager.getRepository(Product).delete({ id: In(createdProducts), shopId: scope.shopId });
      createdProducts.forEach((id) => touched.delete(id));
    }
    await refresh(manager, [...touched]);
  },
};
