import { failure } from '@cuvee/kernel';
import { normalizeHeader, type ImportColumn } from '@cuvee/platform';
import { parseFormatLabel, type FormatSize } from '../domain/format-label.js';
import { gtinForms } from '../domain/gtin.js';
import type { FormatReference } from './product-lookup.js';
import { PRODUCT_COLUMNS } from './products-import.js';

/*
 * The columns with which a file names a sale format of the shop — the product by id, exact name or EAN,
 * a vintage, and the format by its label ("75 cl") or by container and volume — and how a row of them
 * becomes a reference for findFormats. Shared by the imports that act on formats the catalogue already
 * has (stock counts, price lists), so a producer writes a wine the same way in every file.
 */

/** The values these columns give a row. */
export interface FormatReferenceValues {
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

export const FORMAT_REFERENCE_COLUMNS: readonly ImportColumn[] = [
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
      fr: "L'identifiant de l'article dans Cuvée (la colonne Identifiant de l'export des articles). Donnez l'identifiant, le nom ou l'EAN : au moins l'un des trois, et ceux donnés doivent désigner le même article.",
      en: "The product's id in Cuvée (the Id column of the products export). Give the id, the name or the EAN: at least one of them, and those given must designate the same product.",
    },
    example: '42',
  },
  {
    ...productColumn('name'),
    required: false,
    synonyms: [...productColumn('name').synonyms, 'vin', 'wine'],
    help: {
      fr: "Le nom exact de l'article, tel qu'il est au catalogue. Un nom que plusieurs articles portent est refusé : donnez alors l'EAN ou l'identifiant.",
      en: "The product's exact name, as the catalogue has it. A name several products share is refused: give the EAN or the id instead.",
    },
  },
  {
    ...productColumn('ean'),
    help: {
      fr: "Le code-barres du format (8, 12, 13 ou 14 chiffres) : il désigne l'article et le format à la fois.",
      en: 'The barcode of the format (8, 12, 13 or 14 digits): it designates the product and the format at once.',
    },
  },
  {
    ...productColumn('vintage'),
    help: {
      fr: "Un millésime de l'article, tel qu'il est au catalogue (2022) ; un millésime que l'article n'a pas est refusé. Vide : le premier millésime.",
      en: 'A vintage of the product, as the catalogue has it (2022); a vintage the product lacks is refused. Empty: the first vintage.',
    },
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
      fr: "Le format tel qu'on l'écrit : 75 cl, 37,5 cl, 1,5 l, Magnum, 5 l bib, 10 l vrac ; ou les colonnes Contenant, Contenance et Unité. Vide : le seul format de l'article, sinon sa bouteille de 75 cl.",
      en: "The format as people write it: 75 cl, 37.5 cl, 1.5 l, Magnum, 5 l bib, 10 l vrac; or the Container, Volume and Unit columns. Empty: the product's only format, else its 75 cl bottle.",
    },
    example: '75 cl',
  },
  // The products import's container and volume columns, without the synonyms that mean a quantity here.
  { ...productColumn('container'), synonyms: ['type de contenant', 'packaging'] },
  { ...productColumn('unityValue'), synonyms: ['volume', 'capacity', 'capacité'] },
  productColumn('unity'),
];

/** The format columns of a row: its label ("75 cl") first, else container, unit and volume. */
function sizeOf(values: FormatReferenceValues): Pick<FormatReference, 'container' | 'unity' | 'unityValue'> {
  if (values.format) return values.format;
  return {
    ...(values.container !== undefined ? { container: values.container } : {}),
    ...(values.unity !== undefined ? { unity: values.unity } : {}),
    ...(values.unityValue !== undefined ? { unityValue: values.unityValue } : {}),
  };
}

/** What findFormats is asked for a row. */
export function formatReferenceOf(values: FormatReferenceValues): FormatReference {
  return {
    ...(values.productId !== undefined ? { productId: values.productId } : {}),
    ...(values.name !== undefined ? { name: values.name } : {}),
    ...(values.ean !== undefined ? { ean: values.ean } : {}),
    ...(values.vintage !== undefined ? { vintage: values.vintage } : {}),
    ...sizeOf(values),
  };
}

/** The column a refusal about a format points at: the one the row filled. */
export function formatReferenceField(values: FormatReferenceValues): string {
  return (
    (['format', 'container', 'unityValue', 'unity'] as const).find((field) => values[field] !== undefined) ??
    'format'
  );
}

/** The reference as written, for the file's duplicate check (an EAN in any of its GTIN forms is one). */
export function formatReferenceKey(values: FormatReferenceValues, withVintage = true): string[] {
  const size = sizeOf(values);
  return [
    String(values.productId ?? ''),
    normalizeHeader(values.name ?? ''),
    values.ean ? (gtinForms(values.ean).at(-1) ?? '') : '',
    withVintage ? (values.vintage ?? '') : '',
    size.container ?? '',
    size.unity ?? '',
    String(size.unityValue ?? ''),
  ];
}

/** A row must name its product one way or another (checked before any lookup). */
export function formatReferenceFailures(values: FormatReferenceValues) {
  return values.productId === undefined && values.name === undefined && values.ean === undefined
    ? [{ failure: failure('catalogue.productReferenceNeeded') }]
    : [];
}
