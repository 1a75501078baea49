import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One tag of a client, lower case (the same on both engines' collations), for the tags filter. */
@Entity('client_tags')
@Index('idx_client_tags_shop_tag', ['shopId', 'tag', 'clientId'])
export class ClientTag {
  @PrimaryColumn('int')
  clientId!: number;

  @PrimaryColumn('varchar', { length: 50 })
  tag!: string;

  @Column('int')
  shopId!: number;
}
