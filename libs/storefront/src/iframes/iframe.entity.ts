import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { IframeKind, IframeTheme, ProductFilter } from '../domain/iframe-rules.js';

/**
 * A widget a producer embeds on their own site (ADR 0085): what it shows (products chosen or filtered, one
 * product, events), its theme and the sites allowed to frame it. Products and events are referred to by
 * id (no cross-context key); the shop front reads them through the catalogue's and reservations' public
 * routes, as any visitor.
 */
@Entity('storefront_iframes')
@Index('idx_storefront_iframes_shop_name', ['shopId', 'name'])
export class Iframe {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 120 })
  name!: string;

  @Column('varchar', { length: 16 })
  kind!: IframeKind;

  @Column('simple-json')
  productIds!: number[];

  @Column('simple-json')
  filter!: ProductFilter;

  @Column('int', { nullable: true })
  eventId!: number | null;

  @Column('simple-json')
  theme!: IframeTheme;

  /** Normalised origins ("https://www.domaine.fr", "https://*.domaine.fr"): the CSP frame-ancestors. */
  @Column('simple-json')
  origins!: string[];

  /** Off: the widget answers "not found" wherever it is embedded, without being deleted. */
  @Column('boolean', { default: true })
  enabled!: boolean;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
