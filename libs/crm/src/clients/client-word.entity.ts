import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One search word of a client (kernel search-words): names, business, email, city, phone digits, SIRET,
 * contacts. A search is an indexed prefix range per word instead of a scan of the shop's clients.
 */
@Entity('client_words')
@Index('idx_client_words_shop_word', ['shopId', 'word', 'clientId'])
export class ClientWord {
  @PrimaryColumn('int')
  clientId!: number;

  @PrimaryColumn('varchar', { length: 40 })
  word!: string;

  @Column('int')
  shopId!: number;
}
