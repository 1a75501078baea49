import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber, MoneyColumn } from '@cuvee/platform';

/**
 * One line of an issued invoice or credit note, signed (a credit note's lines are negative), with the
 * dimensions of its document frozen at issue (ADR 0077). Written in the issuing transaction; rebuilt
 * from billing by the rebuild job. One row per document line: the unique key makes a redelivered event
 * write nothing twice.
 *
 * Index choice: the products report ranges over a shop's days and groups by product, vintage and
 * format; the clients report ranges over days grouped by client (covering: the index holds every column
 * it reads), and reads each client's first and last invoice day (shop, client, kind, day: the index's
 * ends).
 */
@Entity('analytics_sales_facts')
@Index('uq_analytics_sales_facts_line', ['documentId', 'position'], { unique: true })
@Index('idx_analytics_sales_facts_shop_day_product', ['shopId', 'day', 'productId', 'vintageId', 'formatId'])
@Index('idx_analytics_sales_facts_shop_day_client', ['shopId', 'day', 'clientId', 'kind', 'documentId', 'ht'])
@Index('idx_analytics_sales_facts_shop_client_kind_day', ['shopId', 'clientId', 'kind', 'day'])
export class SalesFact {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  documentId!: number;

  @Column('int')
  position!: number;

  /** invoice or creditNote. */
  @Column('varchar', { length: 12 })
  kind!: string;

  /** The Paris day the document was issued. */
  @Column('varchar', { length: 10 })
  day!: string;

  @Column('int')
  clientId!: number;

  @Column('varchar', { length: 12 })
  channel!: string;

  @Column('varchar', { length: 24 })
  typology!: string;

  @Column('varchar', { length: 2 })
  country!: string;

  /** 0: no agent. */
  @Column('int')
  agentId!: number;

  /**
   * Who wrote the sale: the user who wrote the order it invoices, else who made the document (a credit
   * note: its invoice's); 0 when unknown. The collaborators' objectives count by it.
   */
  @Column('int', { default: 0 })
  sellerId!: number;

  @Column('int', { nullable: true })
  productId!: number | null;

  @Column('int', { nullable: true })
  vintageId!: number | null;

  @Column('int', { nullable: true })
  formatId!: number | null;

  @Column('int')
  quantity!: number;

  @Column('int')
  bottles!: number;

  /** eq75 in thousandths of a bottle. */
  @Column('int')
  eq75Milli!: number;

  @MoneyColumn()
  ht!: number;
}

/**
 * What a shop's documents of one day add up to, by channel, client typology, country and agent: the
 * sales report reads only this table. Each issued document adds to one row (an upsert that increments).
 * The key is the primary key: MariaDB stores the rows in its order, so a shop's days are read as one
 * contiguous range with every column at hand, no index lookups.
 */
@Entity('analytics_daily_sales')
export class DailySales {
  @PrimaryColumn('int')
  shopId!: number;

  @PrimaryColumn('varchar', { length: 10 })
  day!: string;

  @PrimaryColumn('varchar', { length: 12 })
  channel!: string;

  @PrimaryColumn('varchar', { length: 24 })
  typology!: string;

  @PrimaryColumn('varchar', { length: 2 })
  country!: string;

  /** 0: no agent. */
  @PrimaryColumn('int')
  agentId!: number;

  @MoneyColumn()
  ht!: number;

  @Column('int', { default: 0 })
  invoices!: number;

  @Column('int', { default: 0 })
  creditNotes!: number;

  @Column('int', { default: 0 })
  bottles!: number;

  @Column('bigint', { default: 0, transformer: bigintAsNumber })
  eq75Milli!: number;
}
