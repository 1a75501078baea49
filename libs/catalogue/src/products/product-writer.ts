import { NotFoundException } from '@nestjs/common';
import { In, Not, type EntityManager } from 'typeorm';
import {
  GRAPE_VARIETIES,
  indexWords,
  parseDateInput,
  type ProductKind,
  type ProductStatus,
  type VatType,
} from '@cuvee/kernel';
import type { DutyRates } from '../domain/duty-rates.js';
import { gtinForms } from '../domain/gtin.js';
import type {
  FormatPricing,
  FormatTypologyPrice,
  Promotion,
  VintageLegal,
} from '../domain/pricing-inputs.js';
import { slugify, uniqueSlug } from '../domain/slug.js';
import { hiddenTypologyMask } from '../domain/typology-visibility.js';
import { isShopVisualKey } from '../visuals/visual-keys.js';
import type {
  CreateProductDto,
  FormatInputDto,
  FormatTypologyInputDto,
  PromotionInputDto,
  UpdateProductDto,
  VintageInputDto,
  VintageLegalInputDto,
} from './dto/product-input.dto.js';
import { ProductFormat } from './format.entity.js';
import { checkLegal, checkPricing, checkVintageNames, refuse } from './product-checks.js';
import { formatPricing } from './product-bundles.js';
import { ProductWord } from './product-word.entity.js';
import { Product } from './product.entity.js';
import { ProductPromotion } from './promotion.entity.js';
import { alcoholValue } from './product-rules.js';
import { Vintage } from './vintage.entity.js';

type ProductInput = CreateProductDto | UpdateProductDto;

function plainMap<T>(map: Map<string, T> | Record<string, T> | undefined): Record<string, T> {
  if (!map) return {};
  return map instanceof Map ? Object.fromEntries(map) : { ...map };
}

function trimmedOrNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

/** Writes the product's own fields present in the input; absent fields keep their value. */
function applyFields(product: Product, input: ProductInput): void {
  if (input.productType !== undefined) product.productType = input.productType as ProductKind;
  if (input.name !== undefined) product.name = input.name.trim();
  if (input.vatType !== undefined) product.vatType = input.vatType as VatType;
  if (input.precision !== undefined) product.precision = trimmedOrNull(input.precision);
  if (input.type !== undefined) product.type = input.type;
  if (input.color !== undefined) product.color = input.color;
  if (input.gamme !== undefined) product.gamme = trimmedOrNull(input.gamme);
  if (input.appellation !== undefined) product.appellation = trimmedOrNull(input.appellation);
  if (input.category !== undefined) product.category = input.category;
  if (input.quality !== undefined) product.quality = input.quality;
  if (input.grapes !== undefined) product.grapes = [...new Set(input.grapes)];
  if (input.alcohol !== undefined) product.alcohol = alcoholValue(input.alcohol);
  if (input.ingredients !== undefined) product.ingredients = input.ingredients;
  if (input.allergens !== undefined) product.allergens = input.allergens;
  if (input.nutrition !== undefined) product.nutrition = input.nutrition ? { ...input.nutrition } : null;
  if (input.labels !== undefined) product.labels = [...new Set(input.labels)];
  if (input.country !== undefined) product.country = input.country;
  if (input.status !== undefined) product.status = input.status as ProductStatus;
  if (input.description !== undefined) product.description = trimmedOrNull(input.description);
  if (input.wrapping !== undefined) product.wrapping = input.wrapping;
  if (input.wrappingPrice !== undefined) product.wrappingPrice = input.wrappingPrice;
  if (input.components !== undefined) {
    product.components = input.components.map((c) => ({
      productId: c.productId,
      formatId: c.formatId ?? null,
      quantity: c.quantity,
    }));
  }
  if (input.visuals !== undefined) product.visuals = [...new Set(input.visuals)];
}

function legalOf(input: VintageLegalInputDto | null | undefined): VintageLegal | null {
  if (!input) return null;
  return {
    da: input.da ?? null,
    css: input.css ?? null,
    typeDA: input.typeDA as VintageLegal['typeDA'],
    customTaxName: trimmedOrNull(input.customTaxName),
    customTaxAmountPerHL: input.customTaxAmountPerHL ?? null,
    customTaxFamilies: [...new Set(input.customTaxFamilies ?? [])],
    customTaxAdded: input.customTaxAdded ?? true,
    customTaxVat: input.customTaxVat ?? true,
  };
}

function typologyPrices(input: FormatInputDto['typologies']): Record<string, FormatTypologyPrice> {
  return Object.fromEntries(
    Object.entries(plainMap<FormatTypologyInputDto>(input)).map(([key, t]) => [key, typologyPrice(t)]),
  );
}

export function typologyPrice(input: FormatTypologyInputDto): FormatTypologyPrice {
  return {
    visible: input.visible,
    price: input.price ?? null,
    ...(input.discountPrice ? { discountPrice: input.discountPrice.map((t) => ({ ...t })) } : {}),
    ...(input.discountAdd ? { discountAdd: input.discountAdd.map((t) => ({ ...t })) } : {}),
  };
}

function promotionRow(
  input: PromotionInputDto,
): Omit<ProductPromotion, 'id' | 'shopId' | 'productId' | 'formatId'> {
  return {
    name: trimmedOrNull(input.name),
    type: input.type as ProductPromotion['type'],
    // Percents are stored in hundredths; checkPricing has made sure they have two decimals at most.
    amount: input.type === 'percent' ? Math.round(input.amount * 100) : input.amount,
    activation: input.activation as ProductPromotion['activation'],
    threshold: input.threshold ?? 0,
    start: input.start ? parseDateInput(input.start) : null,
    end: input.end ? parseDateInput(input.end) : null,
  };
}

/** A format row and its promotions as the form describes them (the ids are set on save). */
interface FormatPlan {
  readonly row: ProductFormat;
  readonly promotions: ReturnType<typeof promotionRow>[];
  /** The format's prices as typed, for the domain's checks (before percents are stored in hundredths). */
  readonly pricing: FormatPricing;
}

function promotionAsTyped(input: PromotionInputDto, index: number): Promotion {
  return {
    id: String(index),
    type: input.type as Promotion['type'],
    amount: input.amount,
    activation: input.activation as Promotion['activation'],
    threshold: input.threshold ?? 0,
    start: input.start ? parseDateInput(input.start) : null,
    end: input.end ? parseDateInput(input.end) : null,
  };
}

/**
 * Writes a product with its vintages, formats and promotions inside the caller's transaction, after
 * every check (the API's service and the demo seed both write through it).
 */
export class ProductWriter {
  constructor(private readonly dutyRates: DutyRates) {}

  /** A new product of the shop; returns its id. */
  async create(manager: EntityManager, shopId: number, input: CreateProductDto): Promise<number> {
    const products = manager.getRepository(Product);
    const product = products.create({
      shopId,
      precision: null,
      type: null,
      color: null,
      gamme: null,
      appellation: null,
      category: null,
      quality: null,
      grapes: [],
      alcohol: null,
      ingredients: null,
      allergens: null,
      nutrition: null,
      labels: [],
      country: null,
      status: 'online',
      description: null,
      wrapping: false,
      wrappingPrice: 0,
      components: [],
      visuals: [],
      hiddenMask: 0,
    });
    applyFields(product, input);
    product.slug = await this.freeSlug(manager, shopId, slugify(product.name));
    return this.save(manager, product, input, [], []);
  }

  /** Changes a product of the shop; "Produit inexistant" for any other id. */
  async update(manager: EntityManager, shopId: number, id: number, input: UpdateProductDto): Promise<void> {
    const product = await manager.getRepository(Product).findOneBy({ id, shopId });
    if (!product) throw new NotFoundException('error.productNotFound');
    applyFields(product, input);
    // The slug stays: printed QR codes and shared links keep working after a rename.
    const [vintages, formats] = await Promise.all([
      manager
        .getRepository(Vintage)
        .find({ where: { productId: id }, order: { position: 'ASC', id: 'ASC' } }),
      manager
        .getRepository(ProductFormat)
        .find({ where: { productId: id }, order: { position: 'ASC', id: 'ASC' } }),
    ]);
    await this.save(manager, product, input, vintages, formats);
  }

  /** Checks everything, then writes the product, its rows and its search words; returns its id. */
  private async save(
    manager: EntityManager,
    product: Product,
    input: ProductInput,
    vintagesBefore: Vintage[],
    formatsBefore: ProductFormat[],
  ): Promise<number> {
    const vintages = input.vintages
      ? this.planVintages(product, input.vintages, vintagesBefore)
      : vintagesBefore;
    checkVintageNames(vintages.map((v) => v.name));
    for (const vintage of vintages)
      checkLegal(vintage.legal, vintage.advanced.alcohol ?? product.alcohol, this.dutyRates);

    const formats = input.formats ? this.planFormats(product, input.formats, formatsBefore) : null;
    const finalFormats = formats ? formats.map((plan) => plan.row) : formatsBefore;
    for (const plan of formats ?? []) checkPricing(plan.pricing);
    for (const key of [...product.visuals, ...finalFormats.flatMap((f) => f.visuals)]) {
      if (!isShopVisualKey(product.shopId, key)) refuse('catalogue.unknownVisual');
    }
    await this.checkEans(manager, product, finalFormats);
    await this.checkComponents(manager, product);
    product.hiddenMask = hiddenTypologyMask(finalFormats);

    const saved = await manager.getRepository(Product).save(product);
    if (input.vintages) await this.syncRows(manager, Vintage, saved.id, vintages, vintagesBefore);
    if (formats) {
      await this.syncRows(manager, ProductFormat, saved.id, finalFormats, formatsBefore);
      await manager.getRepository(ProductPromotion).delete({ productId: saved.id });
      const promotions = formats.flatMap((plan) =>
        plan.promotions.map((p) => ({
          ...p,
          shopId: saved.shopId,
          productId: saved.id,
          formatId: plan.row.id,
        })),
      );
      if (promotions.length) await manager.getRepository(ProductPromotion).insert(promotions);
    }
    await this.indexWords(manager, saved);
    return saved.id;
  }

  private planVintages(product: Product, inputs: VintageInputDto[], before: Vintage[]): Vintage[] {
    return inputs.map((input, position) => {
      const existing = input.id === undefined ? undefined : before.find((v) => v.id === input.id);
      if (input.id !== undefined && !existing) refuse('catalogue.unknownVintage');
      const vintage = existing ?? new Vintage();
      Object.assign(vintage, {
        shopId: product.shopId,
        position,
        name: input.name.trim(),
        legal: input.legal === undefined ? (existing?.legal ?? null) : legalOf(input.legal),
        advanced: {
          alcohol:
            input.advanced?.alcohol === undefined
              ? (existing?.advanced.alcohol ?? null)
              : alcoholValue(input.advanced.alcohol),
        },
        lots: input.lots
          ? [...new Set(input.lots.map((lot) => lot.trim()).filter(Boolean))]
          : (existing?.lots ?? []),
      });
      return vintage;
    });
  }

  private planFormats(product: Product, inputs: FormatInputDto[], before: ProductFormat[]): FormatPlan[] {
    return inputs.map((input, position) => {
      const existing = input.id === undefined ? undefined : before.find((f) => f.id === input.id);
      if (input.id !== undefined && !existing) refuse('catalogue.unknownFormat');
      const row = existing ?? new ProductFormat();
      Object.assign(row, {
        shopId: product.shopId,
        position,
        container: input.container,
        unity: input.unity,
        unityValue: input.unityValue,
        eq75: input.eq75,
        weight: input.weight ?? null,
        packing: input.packing ?? null,
        packingQuantity: input.packingQuantity ?? null,
        price: input.price,
        discountPrice: (input.discountPrice ?? []).map((t) => ({ threshold: t.threshold, price: t.price })),
        discountAdd: (input.discountAdd ?? []).map((t) => ({ threshold: t.threshold, amount: t.amount })),
        typologies: typologyPrices(input.typologies),
        visuals: [...new Set(input.visuals ?? [])],
        ean: input.ean ?? null,
      });
      const promotions = input.promotions ?? [];
      return {
        row,
        promotions: promotions.map(promotionRow),
        pricing: { ...formatPricing(row, []), promotions: promotions.map(promotionAsTyped) },
      };
    });
  }

  /** Inserts the new rows, updates the kept ones and deletes the ones left out, in the given order. */
  private async syncRows<T extends Vintage | ProductFormat>(
    manager: EntityManager,
    entity: new () => T,
    productId: number,
    rows: T[],
    before: T[],
  ): Promise<void> {
    const repository = manager.getRepository(entity);
    const kept = new Set(rows.map((row) => row.id).filter((id) => id !== undefined));
    const gone = before.filter((row) => !kept.has(row.id)).map((row) => row.id);
    // Deleted first, so a code moved from a removed format to a new one never meets itself.
    if (gone.length) await repository.delete(gone);
    for (const row of rows) row.productId = productId;
    await repository.save(rows as never[]);
  }

  /** A GTIN names one format: unique within the product and among the shop's other products. */
  private async checkEans(
    manager: EntityManager,
    product: Product,
    formats: readonly ProductFormat[],
  ): Promise<void> {
    const codes = formats.map((format) => format.ean).filter((ean): ean is string => ean !== null);
    const forms = codes.flatMap(gtinForms);
    if (new Set(forms).size !== forms.length) refuse('catalogue.eanTaken');
    if (forms.length === 0) return;
    const taken = await manager.getRepository(ProductFormat).existsBy({
      shopId: product.shopId,
      ean: In(forms),
      ...(product.id ? { productId: Not(product.id) } : {}),
    });
    if (taken) refuse('catalogue.eanTaken');
  }

  /** A box holds other products of the shop (and formats of theirs); other kinds hold nothing. */
  private async checkComponents(manager: EntityManager, product: Product): Promise<void> {
    const components = product.components;
    if (components.length === 0) return;
    if (product.productType !== 'box') refuse('catalogue.invalidBoxComponent');
    const ids = [...new Set(components.map((c) => c.productId))];
    if (ids.includes(product.id)) refuse('catalogue.invalidBoxComponent');
    const found = await manager.getRepository(Product).countBy({ shopId: product.shopId, id: In(ids) });
    if (found !== ids.length) refuse('catalogue.invalidBoxComponent');
    const formatIds = components.map((c) => c.formatId).filter((id): id is number => id !== null);
    if (formatIds.length === 0) return;
    const formats = await manager
      .getRepository(ProductFormat)
      .findBy({ id: In(formatIds), shopId: product.shopId });
    const ok = components.every(
      (c) => c.formatId === null || formats.some((f) => f.id === c.formatId && f.productId === c.productId),
    );
    if (!ok) refuse('catalogue.invalidBoxComponent');
  }

  private async indexWords(manager: EntityManager, product: Product): Promise<void> {
    const grapes = product.grapes.flatMap((key) => {
      const variety = GRAPE_VARIETIES.find((item) => item.key === key);
      return variety ? [variety.fr, variety.en] : [];
    });
    const words = indexWords([product.name, product.precision, product.appellation, ...grapes]);
    const repository = manager.getRepository(ProductWord);
    await repository.delete({ productId: product.id });
    if (words.length) {
      await repository.insert(words.map((word) => ({ productId: product.id, word, shopId: product.shopId })));
    }
  }

  /** The slug, or the first "slug-N" no other product of the shop has. */
  private async freeSlug(manager: EntityManager, shopId: number, base: string): Promise<string> {
    const rows = await manager
      .getRepository(Product)
      .createQueryBuilder('product')
      .select('product.slug', 'slug')
      .where('product.shopId = :shopId', { shopId })
      .andWhere("(product.slug = :base OR product.slug LIKE :pattern ESCAPE '!')", {
        base,
        pattern: `${base.replace(/[!%_]/g, (c) => `!${c}`)}-%`,
      })
      .getRawMany<{ slug: string }>();
    return uniqueSlug(base, new Set(rows.map((row) => row.slug)));
  }
}
