import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ListFilter, ListKind } from '../domain/campaign-rules.js';

/** A list of recipients: chosen clients (static) or a saved filter on the CRM's fields (dynamic). */
@Entity('marketing_lists')
@Index('idx_marketing_lists_shop_name', ['shopId', 'archived', 'name'])
export class MarketingList {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 120 })
  name!: string;

  @Column('varchar', { length: 10 })
  kind!: ListKind;

  /** The saved filter of a dynamic list; null for a static one. */
  @Column('simple-json', { nullable: true })
  filter!: ListFilter | null;

  @Column('boolean', { default: false })
  archived!: boolean;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}

/** A client chosen into a static list (once: the pair is the key). */
@Entity('marketing_list_members')
@Index('idx_marketing_list_members_client', ['shopId', 'clientId'])
export class MarketingListMember {
  @PrimaryColumn('int')
  listId!: number;

  @PrimaryColumn('int')
  clientId!: number;

  @Column('int')
  shopId!: number;
}
