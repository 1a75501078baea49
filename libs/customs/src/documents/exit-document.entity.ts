import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Destination, DocumentKind } from '../domain/exit-documents.js';

/**
 * The accompanying document of one sale exit of the stock ledger (a DAE or a DSA): its number, the day
 * it left, where to, and for a DAE the day its receipt was confirmed (discharged). A shipment of several
 * wines is one record per movement, with the same number.
 */
@Entity('customs_exit_documents')
@Index('uq_customs_exit_documents_movement', ['shopId', 'movementId'], { unique: true })
@Index('idx_customs_exit_documents_shipped', ['shopId', 'shippedOn'])
export class ExitDocument {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  movementId!: number;

  @Column('varchar', { length: 3 })
  kind!: DocumentKind;

  @Column('varchar', { length: 30 })
  number!: string;

  /** 'YYYY-MM-DD'. */
  @Column('varchar', { length: 10 })
  shippedOn!: string;

  @Column('varchar', { length: 8 })
  destination!: Destination;

  /** ISO 3166 code; null for a DSA in France. */
  @Column('varchar', { length: 2, nullable: true })
  country!: string | null;

  /** The consignee's excise number, or the office of exit's code for an export. */
  @Column('varchar', { length: 13, nullable: true })
  consigneeExcise!: string | null;

  /** 'YYYY-MM-DD': the DAE's receipt confirmed; null while it is not. */
  @Column('varchar', { length: 10, nullable: true })
  dischargedOn!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
