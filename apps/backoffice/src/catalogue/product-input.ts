/*
 * Between the API's product (GET /v1/products/{id}) and its input (POST/PUT): the API refuses unknown
 * fields, so only input fields go back; pictures travel as keys; an empty e-label or legal block is null.
 */

type Row = Record<string, unknown>;

const PRODUCT_FIELDS = [
  'productType',
  'name',
  'vatType',
  'precision',
  'type',
  'color',
  'gamme',
  'appellation',
  'category',
  'quality',
  'grapes',
  'alcohol',
  'ingredients',
  'allergens',
  'nutrition',
  'labels',
  'country',
  'status',
  'description',
  'wrapping',
  'wrappingPrice',
  'components',
  'visuals',
  'vintages',
  'formats',
] as const;
const FORMAT_FIELDS = [
  'id',
  'container',
  'unity',
  'unityValue',
  'eq75',
  'weight',
  'packing',
  'packingQuantity',
  'price',
  'discountPrice',
  'discountAdd',
  'typologies',
  'promotions',
  'visuals',
  'ean',
] as const;
const PROMOTION_FIELDS = ['name', 'type', 'amount', 'activation', 'threshold', 'start', 'end'] as const;
const VINTAGE_FIELDS = ['id', 'name', 'legal', 'advanced', 'lots'] as const;
const NUTRIENTS = [
  'energyKcal',
  'energyKj',
  'fat',
  'saturatedFat',
  'carbohydrates',
  'sugars',
  'proteins',
  'salt',
];

/** The fields given; an emptied input ('') is no value (null). */
function pick(row: Row, fields: readonly string[]): Row {
  return Object.fromEntries(
    fields
      .filter((field) => row[field] !== undefined)
      .map((field) => [field, row[field] === '' ? null : row[field]]),
  );
}

const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const keysOf = (visuals: unknown): string[] =>
  rows(visuals).map((visual) => (typeof visual === 'string' ? visual : String(visual.key)));
const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Texts per language with at least one text, else null. */
function texts(value: unknown): Record<string, string> | null {
  const filled = Object.entries((value ?? {}) as Record<string, string>).filter(([, text]) => !blank(text));
  return filled.length ? Object.fromEntries(filled) : null;
}

/** The API's product as the form edits it (pictures as keys). */
export function toFormValues<T extends Row>(product: T): T {
  return {
    ...product,
    visuals: keysOf(product.visuals),
    formats: rows(product.formats).map((format) => ({ ...format, visuals: keysOf(format.visuals) })),
  };
}

/** The form's values as the API's product input. */
export function toProductInput(values: Row): Row {
  const nutrition = (values.nutrition ?? {}) as Row;
  return {
    ...pick(values, PRODUCT_FIELDS),
    ingredients: texts(values.ingredients),
    allergens: texts(values.allergens),
    nutrition: NUTRIENTS.every((key) => blank(nutrition[key])) ? null : pick(nutrition, NUTRIENTS),
    visuals: keysOf(values.visuals),
    vintages: rows(values.vintages).map((vintage) => {
      const legal = vintage.legal as Row | null | undefined;
      return {
        ...pick(vintage, VINTAGE_FIELDS),
        legal:
          !legal || blank(legal.typeDA) ? null : { ...legal, da: legal.da || null, css: legal.css || null },
      };
    }),
    formats: rows(values.formats).map((format) => ({
      ...pick(format, FORMAT_FIELDS),
      visuals: keysOf(format.visuals),
      promotions: rows(format.promotions).map((promotion) => pick(promotion, PROMOTION_FIELDS)),
      typologies: Object.fromEntries(
        Object.entries((format.typologies ?? {}) as Record<string, Row>).map(([key, cell]) => [
          key,
          { ...cell, visible: cell.visible !== false, price: blank(cell.price) ? null : cell.price },
        ]),
      ),
    })),
  };
}
