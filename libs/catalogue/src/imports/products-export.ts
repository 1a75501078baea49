import { MoreThan } from 'typeorm';
import {
  CLIENT_TYPOLOGIES,
  FORMAT_TYPES,
  PRODUCT_COLOURS,
  PRODUCT_KINDS,
  PRODUCT_STATUSES,
  UNITS,
  labelOf,
  type Locale,
} from '@cuvee/kernel';
import { keysetPages, type ExportDefinition } from '@cuvee/platform';
import { ProductFormat } from '../products/format.entity.js';
import { Vintage } from '../products/vintage.entity.js';
import { formatLines } from './format-lines.js';
import { PRODUCT_COLUMNS, TYPES } from './products-import.js';

const label = (
  list: readonly { key: string | number; fr: string; en: string }[],
  key: unknown,
  locale: Locale,
) =>
  key === null || key === undefined ? null : (list.find((item) => item.key === key)?.[locale] ?? String(key));

/** Cents as the decimal euros a spreadsheet shows ("12.50"); the import reads them back as cents. */
export const euros = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : (cents / 100).toFixed(2);

/**
 * The products export: a zip of two files, `articles` (one row per sale format, with the
 * import's own headers so the file imports back) and `millesimes` (every vintage of every product).
 * Both are read a page at a time in id order.
 */
export const productsExport: ExportDefinition = {
  kind: 'products',
  label: { fr: 'Articles', en: 'Products' },
  permission: 'seeAllProduct',
  sheets: [
    {
      name: 'articles',
      columns: [
        { key: 'productId', header: { fr: 'Identifiant', en: 'Id' } },
        ...PRODUCT_COLUMNS.map((column) => ({ key: column.field, header: column.label })),
      ],
      count: (manager, scope) => manager.getRepository(ProductFormat).countBy({ shopId: scope.shopId }),
      rows: (manager, scope) =>
        (async function* () {
          for await (const { format, product, vintage } of formatLines(manager, scope.shopId)) {
            yield {
              productId: product.id,
              name: product.name,
              productType: label(PRODUCT_KINDS, product.productType, scope.locale),
              type: label(TYPES, product.type, scope.locale),
              color: label(PRODUCT_COLOURS, product.color, scope.locale),
              appellation: product.appellation,
              alcohol: product.alcohol,
              vatType: product.vatType,
              status: label(PRODUCT_STATUSES, product.status, scope.locale),
              vintage,
              container: labelOf(FORMAT_TYPES, format.container as never, scope.locale),
              unityValue: format.unityValue,
              unity: labelOf(UNITS, format.unity as never, scope.locale),
              ean: format.ean,
              price: euros(format.price),
              ...Object.fromEntries(
                CLIENT_TYPOLOGIES.filter((typology) => typology.key !== 'public').map((typology) => [
                  `price_${typology.key}`,
                  euros(format.typologies[typology.key]?.price),
                ]),
              ),
            };
          }
        })(),
    },
    {
      name: 'millesimes',
      columns: [
        { key: 'productId', header: { fr: 'Identifiant article', en: 'Product id' } },
        { key: 'name', header: { fr: 'Millésime', en: 'Vintage' } },
        { key: 'alcohol', header: { fr: "Degré d'alcool", en: 'Alcohol' } },
        { key: 'lots', header: { fr: 'Lots', en: 'Lots' } },
      ],
      count: (manager, scope) => manager.getRepository(Vintage).countBy({ shopId: scope.shopId }),
      rows: (manager, scope) => {
        const vintages = keysetPages(
          (after, size) =>
            manager.getRepository(Vintage).find({
              where: { shopId: scope.shopId, id: MoreThan(after) },
              order: { id: 'ASC' },
              take: size,
            }),
          (vintage) => vintage.id,
        );
        return (async function* () {
          for await (const vintage of vintages) {
            yield {
              productId: vintage.productId,
              name: vintage.name,
              alcohol: vintage.advanced.alcohol,
              lots: vintage.lots.join(', '),
            };
          }
        })();
      },
    },
  ],
};
