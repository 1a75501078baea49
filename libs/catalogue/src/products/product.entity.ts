import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Language, ProductKind, ProductStatus, VatType } from '@cuvee/kernel';
import { MoneyColumn } from '@cuvee/platform';

/** A text in several languages (e-label ingredients, allergens), keyed by kernel LANGUAGES keys. */
export type LocalisedText = Partial<Record<Language, string>>;

/** Nutrition declaration per 100 ml (EU regulation 1169/2011 annex XV order); grams unless noted. */
export interface NutritionValues {
  energyKcal: number;
  energyKj: number;
  fat: number;
  saturatedFat: number;
  carbohydrates: number;
  sugars: number;
  proteins: number;
  salt: number;
}

/** One product inside a box (productType box): which product, which of its formats, how many. */
export interface BoxComponent {
  productId: number;
  formatId: number | null;
  quantity: number;
}

/**
 * A catalogue item of a shop: a bottle, an accessory, a service or a box. Its vintages,
 * formats and their promotions are rows of their own, referring to it by id. The cart fields of the spec
 * (chosenFormat, chosenVintage, isWrapped, quantity) belong to cart lines; the product holds the offer
 * (`wrapping`, `wrappingPrice`).
 */
@Entity('products')
@Index('uq_products_shop_slug', ['shopId', 'slug'], { unique: true })
@Index('idx_products_shop_name', ['shopId', 'name'])
@Index('idx_products_shop_status_name', ['shopId', 'status', 'name'])
@Index('idx_products_shop_kind_name', ['shopId', 'productType', 'name'])
@Index('idx_products_shop_appellation', ['shopId', 'appellation'])
@Index('idx_products_shop_updated', ['shopId', 'updatedAt'])
@Index('idx_products_shop_type', ['shopId', 'type'])
@Index('idx_products_shop_color', ['shopId', 'color'])
// The administrators' list of every shop's products (ADR 0086): by status or moderation, newest first.
@Index('idx_products_status_id', ['status', 'id'])
@Index('idx_products_moderated_id', ['moderated', 'id'])
export class Product {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The owning shop (spec "owner"). */
  @Column('int')
  shopId!: number;

  /** The product's name in its page address, unique in the shop. */
  @Column('varchar', { length: 100 })
  slug!: string;

  @Column('varchar', { length: 16 })
  productType!: ProductKind;

  @Column('varchar', { length: 150 })
  name!: string;

  /** A qualifier shown after the name ("Vieilles vignes", "Cuvée prestige"). */
  @Column('varchar', { length: 150, nullable: true })
  precision!: string | null;

  /** Kernel PRODUCT_TYPES key (wine, cremant…) or ACCESSORY_TYPES key for accessories. */
  @Column('varchar', { length: 32, nullable: true })
  type!: string | null;

  @Column('varchar', { length: 16, nullable: true })
  color!: string | null;

  /** The producer's own range ("Les Classiques", "Parcellaires"). */
  @Column('varchar', { length: 100, nullable: true })
  gamme!: string | null;

  @Column('varchar', { length: 150, nullable: true })
  appellation!: string | null;

  /** Kernel WINE_CATEGORIES key, 1 to 5. */
  @Column('int', { nullable: true })
  category!: number | null;

  /** Kernel QUALITIES key (sweetness mention). */
  @Column('varchar', { length: 16, nullable: true })
  quality!: string | null;

  /** Kernel GRAPE_VARIETIES keys. */
  @Column('simple-json')
  grapes!: string[];

  /** Alcohol by volume in percent, two decimals at most; a vintage may state its own. */
  @Column('double', { nullable: true })
  alcohol!: number | null;

  @Column('simple-json', { nullable: true })
  ingredients!: LocalisedText | null;

  @Column('simple-json', { nullable: true })
  allergens!: LocalisedText | null;

  @Column('simple-json', { nullable: true })
  nutrition!: NutritionValues | null;

  /** Kernel PRODUCT_LABELS keys (AOC, AB, HVE…). */
  @Column('simple-json')
  labels!: string[];

  /** ISO 3166-1 alpha-2 country of origin. */
  @Column('varchar', { length: 2, nullable: true })
  country!: string | null;

  @Column('varchar', { length: 8 })
  vatType!: VatType;

  @Column('varchar', { length: 12 })
  status!: ProductStatus;

  /** The product page's text; never shown on the e-label page (no marketing there). */
  @Column('text', { nullable: true })
  description!: string | null;

  /** Gift wrapping is offered, at `wrappingPrice` cents HT per unit. */
  @Column('boolean', { default: false })
  wrapping!: boolean;

  @MoneyColumn()
  wrappingPrice!: number;

  /** What a box holds (productType box); empty otherwise. */
  @Column('simple-json')
  components!: BoxComponent[];

  /** File keys of the product's pictures, the first one shown first. */
  @Column('simple-json')
  visuals!: string[];

  /** Typologies that see none of its formats, as kernel-order bits (domain typology-visibility, ADR 0011). */
  @Column('int', { default: 0 })
  hiddenMask!: number;

  /**
   * Hidden from buyers and visitors by an administrator because it breaks the platform's rules (ADR 0086),
   * whatever its status; its sellers still see and edit it. Only an administrator lifts it.
   */
  @Column('boolean', { default: false })
  moderated!: boolean;

  /** The rule it breaks, as the administrator wrote it (shown to the shop's sellers). */
  @Column('varchar', { length: 500, nullable: true })
  moderationReason!: string | null;

  @Column('datetime', { nullable: true })
  moderatedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
