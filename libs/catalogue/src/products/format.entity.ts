import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';
import type { AddTier, FormatTypologyPrice, PriceTier } from '../domain/pricing-inputs.js';

/**
 * A sale format of a product: a 75 cl bottle, a magnum, a 5 l BIB, a case, a service
 * unit. Prices are cents HT excluding duties: a base price and its quantity tiers, and per client
 * typology a visibility and a price (with its own tiers, else the base ones).
 */
@Entity('product_formats')
@Index('idx_product_formats_product', ['productId', 'position'])
@Index('idx_product_formats_ean', ['ean'])
@Index('uq_product_formats_shop_ean', ['shopId', 'ean'], { unique: true })
export class ProductFormat {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  productId!: number;

  @Column('int')
  position!: number;

  /** Kernel FORMAT_TYPES key: bottle, bib, vrac, packing, custom. */
  @Column('varchar', { length: 16 })
  container!: string;

  /** Kernel UNITS key of unityValue. */
  @Column('varchar', { length: 16 })
  unity!: string;

  @Column('double')
  unityValue!: number;

  /** How many 75 cl bottles one unit is worth (a magnum 2); 0 when not a drink. */
  @Column('double')
  eq75!: number;

  /** Kilograms per unit, for shipping. */
  @Column('double', { nullable: true })
  weight!: number | null;

  /** Kernel PACKINGS key and units per packing (a carton of 6). */
  @Column('varchar', { length: 16, nullable: true })
  packing!: string | null;

  @Column('int', { nullable: true })
  packingQuantity!: number | null;

  @MoneyColumn()
  price!: number;

  @Column('simple-json')
  discountPrice!: PriceTier[];

  @Column('simple-json')
  discountAdd!: AddTier[];

  /** Keyed by kernel CLIENT_TYPOLOGIES key; a typology absent here sees the base price. */
  @Column('simple-json')
  typologies!: Record<string, FormatTypologyPrice>;

  @Column('simple-json')
  visuals!: string[];

  /** GTIN (EAN-13 usually) as printed on the label, check digit verified; unique in the shop. */
  @Column('varchar', { length: 14, nullable: true })
  ean!: string | null;
}
