import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PageContent } from '../domain/builder-pages.js';

/**
 * A page of the shop drawn with the builders (docs/storefront.md, ADR 0084): the draft its owner
 * edits and the version visitors see, each a title and its sections (JSON). `place` says where the
 * shop front shows it — `home`, `tab:{tab id}` — or null while it is placed nowhere; the unique index
 * keeps one page per place and shop.
 */
@Entity('storefront_builder_pages')
@Index('uq_storefront_builder_pages_shop_place', ['shopId', 'place'], { unique: true })
export class BuilderPage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 40, nullable: true })
  place!: string | null;

  @Column('simple-json')
  draft!: PageContent;

  @Column('simple-json', { nullable: true })
  published!: PageContent | null;

  @Column('datetime', { nullable: true })
  publishedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
