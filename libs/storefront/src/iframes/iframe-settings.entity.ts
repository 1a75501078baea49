import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { IframeTheme } from '../domain/iframe-rules.js';

/** The settings section "iframes": what a new widget of the shop starts with (its sites and its theme). */
@Entity('storefront_iframe_settings')
export class IframeSettings {
  @PrimaryColumn('int')
  shopId!: number;

  @Column('simple-json')
  origins!: string[];

  @Column('simple-json')
  theme!: IframeTheme;

  @UpdateDateColumn()
  updatedAt!: Date;
}
