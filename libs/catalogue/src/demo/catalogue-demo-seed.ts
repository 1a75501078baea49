import type { EntityManager } from 'typeorm';
import { DEMO_SECOND_SHOP_CODE, DEMO_SHOP_CODE, Shop } from '@cuvee/iam';
import { FRENCH_DUTY_RATES } from '../domain/french-duty-rates.js';
import { slugify } from '../domain/slug.js';
import type {
  CreateProductDto,
  FormatInputDto,
  VintageLegalInputDto,
} from '../products/dto/product-input.dto.js';
import { ProductFormat } from '../products/format.entity.js';
import { ProductWriter } from '../products/product-writer.js';
import { Product } from '../products/product.entity.js';
import { seedDemoShopSettings } from './shop-settings-demo-seed.js';

/*
 * The demo catalogue: a Loire winery (still red, white and rosé, a crémant, a magnum, a BIB for
 * professionals, a wine kept for restaurants, a paused wine, an accessory, a box, a tasting) priced for
 * its three typologies (public, caviste, restaurant), with tiers and promotions; and a champagne house
 * for the second demo shop. EANs are real-looking French GS1 codes (prefix 376) with valid check digits.
 */

const STILL_WINE: VintageLegalInputDto = {
  da: 'stillWine',
  css: null,
  typeDA: 'DA2',
  customTaxName: null,
  customTaxAmountPerHL: null,
  customTaxFamilies: [],
  customTaxAdded: true,
  customTaxVat: true,
};
const SPARKLING_WINE: VintageLegalInputDto = { ...STILL_WINE, da: 'sparklingWine' };

const SULPHITES = {
  ingredients: {
    fr: 'Raisins, correcteur d’acidité : acide tartrique, conservateur : sulfites',
    en: 'Grapes, acidity regulator: tartaric acid, preservative: sulphites',
  },
  allergens: { fr: 'Contient des sulfites', en: 'Contains sulphites' },
};
const DRY_WINE_NUTRITION = {
  energyKcal: 83,
  energyKj: 345,
  fat: 0,
  saturatedFat: 0,
  carbohydrates: 0.6,
  sugars: 0.2,
  proteins: 0.1,
  salt: 0,
};

function bottle(price: number, extra: Partial<FormatInputDto> = {}): FormatInputDto {
  return {
    container: 'bottle',
    unity: 'litre',
    unityValue: 0.75,
    eq75: 1,
    weight: 1.3,
    packing: 'carton',
    packingQuantity: 6,
    price,
    ...extra,
  };
}

function unit(price: number, extra: Partial<FormatInputDto> = {}): FormatInputDto {
  return { container: 'custom', unity: 'unit', unityValue: 1, eq75: 0, price, ...extra };
}

const wine = (fields: Partial<CreateProductDto>): CreateProductDto => ({
  productType: 'bottle',
  vatType: 'standard',
  type: 'wine',
  country: 'FR',
  ...SULPHITES,
  nutrition: DRY_WINE_NUTRITION,
  name: '',
  ...fields,
});

/** A box refers to products seeded before it, by slug and by the position of their format. */
interface BoxOf {
  slug: string;
  format: number;
  quantity: number;
}

const DEMO_CATALOGUE: readonly (CreateProductDto & { box?: BoxOf[] })[] = [
  wine({
    name: 'Chinon Les Demoiselles',
    color: 'red',
    gamme: 'Les Classiques',
    appellation: 'Chinon',
    grapes: ['cabernet-franc'],
    alcohol: 13,
    labels: ['aoc', 'hve'],
    description: 'Un Chinon gourmand, fruits rouges et réglisse, élevé douze mois en cuve.',
    vintages: [
      { name: '2022', legal: STILL_WINE, lots: ['L2201', 'L2202'] },
      { name: '2021', legal: STILL_WINE, advanced: { alcohol: '12,5' } },
    ],
    formats: [
      bottle(1250, {
        ean: '3760123450003',
        discountPrice: [
          { threshold: 6, price: 1150 },
          { threshold: 12, price: 1090 },
        ],
        // Professionals have their own prices and no tiers (the public tiers would be above them).
        typologies: new Map([
          ['caviste', { visible: true, price: 900, discountPrice: [] }],
          ['restaurant', { visible: true, price: 950, discountPrice: [] }],
        ]),
      }),
      {
        container: 'bottle',
        unity: 'litre',
        unityValue: 1.5,
        eq75: 2,
        weight: 2.4,
        price: 2800,
        ean: '3760123450010',
        typologies: new Map([['caviste', { visible: true, price: 2000 }]]),
      },
    ],
  }),
  wine({
    name: 'Touraine Clos des Fées',
    color: 'white',
    gamme: 'Les Classiques',
    appellation: 'Touraine',
    grapes: ['sauvignon'],
    alcohol: 12.5,
    labels: ['aoc', 'ab'],
    vintages: [{ name: '2023', legal: STILL_WINE }],
    formats: [
      bottle(1100, {
        ean: '3760123450027',
        typologies: new Map([['caviste', { visible: true, price: 800 }]]),
        promotions: [
          { name: 'Offre de saison', type: 'percent', amount: 10, activation: 'always', start: '2026-01-01' },
        ],
      }),
    ],
  }),
  wine({
    name: 'Rosé de Loire',
    color: 'rose',
    appellation: 'Rosé de Loire',
    grapes: ['grolleau', 'gamay'],
    alcohol: 12,
    labels: ['aoc'],
    vintages: [{ name: '2024', legal: STILL_WINE }],
    formats: [
      bottle(850, { ean: '3760123450034' }),
      // The BIB is for professionals only.
      {
        container: 'bib',
        unity: 'litre',
        unityValue: 5,
        eq75: 6.667,
        weight: 5.4,
        price: 3200,
        typologies: new Map([['public', { visible: false, price: null }]]),
      },
    ],
  }),
  wine({
    name: 'Crémant de Loire Brut',
    type: 'cremant',
    color: 'white',
    quality: 'brut',
    appellation: 'Crémant de Loire',
    grapes: ['chenin', 'chardonnay'],
    alcohol: 12,
    labels: ['aoc'],
    vintages: [{ name: 'NV', legal: SPARKLING_WINE }],
    formats: [
      bottle(1400, {
        ean: '3760123450041',
        promotions: [
          { name: 'Par 6 bouteilles', type: 'percent', amount: 5, activation: 'minProduct', threshold: 6 },
        ],
      }),
    ],
  }),
  wine({
    name: 'Chinon Les Tables',
    precision: 'Cuvée restaurants',
    color: 'red',
    appellation: 'Chinon',
    grapes: ['cabernet-franc'],
    alcohol: 13.5,
    vintages: [{ name: '2022', legal: STILL_WINE }],
    formats: [
      bottle(1300, {
        typologies: new Map([
          ['public', { visible: false, price: null }],
          ['caviste', { visible: false, price: null }],
          ['restaurant', { visible: true, price: 1050 }],
        ]),
      }),
    ],
  }),
  wine({
    name: 'Chinon Vieilles Vignes',
    precision: 'Vieilles vignes',
    color: 'red',
    appellation: 'Chinon',
    grapes: ['cabernet-franc'],
    alcohol: 13.5,
    status: 'paused',
    vintages: [{ name: '2019', legal: STILL_WINE }],
    formats: [bottle(2200)],
  }),
  {
    productType: 'accessory',
    type: 'accessory',
    vatType: 'standard',
    name: 'Tire-bouchon sommelier',
    description: 'Tire-bouchon à double levier, manche en bois d’olivier.',
    formats: [unit(1250, { weight: 0.15 })],
  },
  {
    productType: 'box',
    type: 'box',
    vatType: 'standard',
    name: 'Coffret découverte',
    description: 'Un rouge, un blanc, un rosé du domaine.',
    wrapping: true,
    wrappingPrice: 250,
    vintages: [{ name: 'NV', legal: STILL_WINE }],
    formats: [{ container: 'packing', unity: 'unit', unityValue: 1, eq75: 3, weight: 4, price: 3300 }],
    box: [
      { slug: 'chinon-les-demoiselles', format: 0, quantity: 1 },
      { slug: 'touraine-clos-des-fees', format: 0, quantity: 1 },
      { slug: 'rose-de-loire', format: 0, quantity: 1 },
    ],
  },
  {
    productType: 'prestation',
    vatType: 'standard',
    name: 'Dégustation commentée au domaine',
    description: 'Visite du chai et dégustation de cinq vins, une heure trente.',
    formats: [unit(1500)],
  },
];

const SECOND_CATALOGUE: readonly CreateProductDto[] = [
  wine({
    name: 'Champagne Brut Réserve',
    type: 'champagne',
    color: 'white',
    quality: 'brut',
    appellation: 'Champagne',
    grapes: ['chardonnay', 'pinot-noir', 'meunier'],
    alcohol: 12,
    labels: ['aoc'],
    vintages: [{ name: 'NV', legal: SPARKLING_WINE }],
    formats: [bottle(2500, { ean: '3760998877004' })],
  }),
  wine({
    name: 'Champagne Millésimé',
    type: 'champagne',
    color: 'white',
    quality: 'extraBrut',
    appellation: 'Champagne',
    grapes: ['chardonnay'],
    alcohol: 12.5,
    status: 'paused',
    vintages: [{ name: '2015', legal: SPARKLING_WINE }],
    formats: [bottle(5200)],
  }),
];

async function seedShop(
  manager: EntityManager,
  writer: ProductWriter,
  shopId: number,
  catalogue: readonly (CreateProductDto & { box?: BoxOf[] })[],
): Promise<void> {
  const products = manager.getRepository(Product);
  for (const { box, ...input } of catalogue) {
    if (await products.existsBy({ shopId, slug: slugify(input.name) })) continue;
    const components = [];
    for (const part of box ?? []) {
      const content = await products.findOneByOrFail({ shopId, slug: part.slug });
      const formats = await manager
        .getRepository(ProductFormat)
        .find({ where: { productId: content.id }, order: { position: 'ASC' } });
      components.push({ productId: content.id, formatId: formats[part.format]!.id, quantity: part.quantity });
    }
    await writer.create(manager, shopId, { ...input, ...(box ? { components } : {}) });
  }
}

/**
 * The demo catalogues of the two demo shops, written through the same checks as the API. Idempotent:
 * a product whose slug the shop already has is left as it is.
 */
export async function seedCatalogueDemo(manager: EntityManager): Promise<void> {
  const writer = new ProductWriter(FRENCH_DUTY_RATES);
  const shops = manager.getRepository(Shop);
  const demo = await shops.findOneByOrFail({ code: DEMO_SHOP_CODE });
  await seedShop(manager, writer, demo.id, DEMO_CATALOGUE);
  const second = await shops.findOneByOrFail({ code: DEMO_SECOND_SHOP_CODE });
  await seedShop(manager, writer, second.id, SECOND_CATALOGUE);
  await seedDemoShopSettings(manager, demo.id, second.id);
}
