import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One search word of a product (kernel search-words, ADR 0011): the words of its name, appellation and
 * grape varieties, so a search is an indexed prefix range per word instead of a scan of the catalogue.
 */
@Entity('product_words')
@Index('idx_product_words_shop_word', ['shopId', 'word'])
export class ProductWord {
  @PrimaryColumn('int')
  productId!: number;

  @PrimaryColumn('varchar', { length: 40 })
  word!: string;

  @Column('int')
  shopId!: number;
}
