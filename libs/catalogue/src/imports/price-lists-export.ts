import { FORMAT_TYPES, UNITS, labelOf } from '@cuvee/kernel';
import type { ExportDefinition } from '@cuvee/platform';
import { changeOfCell, tiersText } from '../domain/price-list-cells.js';
import { ProductFormat } from '../products/format.entity.js';
import { catalogueSettingsOf } from '../settings/catalogue-settings.service.js';
import { formatLines } from './format-lines.js';
import { PRICE_LIST_COLUMNS } from './price-lists-import.js';
import { euros } from './products-export.js';

/**
 * The columns the export fills: the format by name, EAN, vintage, container and volume — not by id, so
 * the file also serves another shop with the same products —, then the cell.
 */
const EXPORTED = [
  'name',
  'ean',
  'vintage',
  'container',
  'unityValue',
  'unity',
  'typology',
  'price',
  'tiers',
  'visible',
];

const YES_NO = { fr: ['oui', 'non'], en: ['yes', 'no'] } as const;

/**
 * The price lists export: one row per format × typology of the shop, with the price lists import's
 * headers, so the file imports back as it is (changing nothing) or into a shop with the same products
 * and typologies (giving the same prices). A cell without a price of its own leaves Prix HT empty, one
 * without quantity prices of its own leaves them empty: the import keeps what is there. Formats are read
 * a page at a time in id order.
 */
export const priceListsExport: ExportDefinition = {
  kind: 'priceLists',
  label: { fr: 'Tarifs par typologie', en: 'Price lists per typology' },
  permission: 'seeAllPrice',
  sheets: [
    {
      name: 'tarifs',
      columns: EXPORTED.map((field) => {
        const column = PRICE_LIST_COLUMNS.find((candidate) => candidate.field === field)!;
        return { key: column.field, header: column.label };
      }),
      count: async (manager, scope) => {
        const settings = (await catalogueSettingsOf(manager, [scope.shopId])).get(scope.shopId)!;
        const formats = await manager.getRepository(ProductFormat).countBy({ shopId: scope.shopId });
        return formats * Object.keys(settings.typologies).length;
      },
      rows: (manager, scope) =>
        (async function* () {
          const settings = (await catalogueSettingsOf(manager, [scope.shopId])).get(scope.shopId)!;
          const [yes, no] = YES_NO[scope.locale];
          for await (const { format, product, vintage } of formatLines(manager, scope.shopId)) {
            for (const [key, typology] of Object.entries(settings.typologies)) {
              // What the row says of the cell: what the import reads back into the same cell.
              const cell = changeOfCell(
                Object.hasOwn(format.typologies, key) ? format.typologies[key] : undefined,
              );
              yield {
                name: product.name,
                ean: format.ean,
                vintage,
                container: labelOf(FORMAT_TYPES, format.container as never, scope.locale),
                unityValue: format.unityValue,
                unity: labelOf(UNITS, format.unity as never, scope.locale),
                typology: typology.name,
                price: euros(cell.price),
                tiers: cell.tiers ? tiersText(cell.tiers, scope.locale) : null,
                visible: cell.visible ? yes : no,
              };
            }
          }
        })(),
    },
  ],
};
