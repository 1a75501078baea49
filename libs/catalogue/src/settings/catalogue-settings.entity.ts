import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ShopFormat, ShopTypology } from '@cuvee/iam';

/** A shop's catalogue settings: its price lists (client typologies) and sale formats. One row per shop. */
@Entity('catalogue_settings')
@Index('uq_catalogue_settings_shop', ['shopId'], { unique: true })
export class CatalogueSettings {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  /** Keyed by client typology key; the `public` one is always there (defaults fill it). */
  @Column('simple-json', { nullable: true })
  typologies!: Record<string, ShopTypology> | null;

  @Column('simple-json', { nullable: true })
  formats!: Record<string, ShopFormat> | null;

  /** Quantity rules (tiers, minimums) count in 0.75 l bottles for every typology. */
  @Column('boolean', { default: false })
  allRulesInEq75!: boolean;

  @UpdateDateColumn()
  updatedAt!: Date;
}
