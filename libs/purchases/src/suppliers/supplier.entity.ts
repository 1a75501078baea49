import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PaymentDelay } from '@cuvee/kernel';
import type { SupplyKind } from '../domain/purchase-rules.js';

/** Someone the shop buys from: dry goods (bottles, corks, capsules, cartons, labels) or wine in bulk. */
@Entity('suppliers')
@Index('idx_suppliers_shop_name', ['shopId', 'name'])
export class Supplier {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 120 })
  name!: string;

  @Column('varchar', { length: 14, nullable: true })
  siret!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  vatNumber!: string | null;

  /** The person the shop deals with. */
  @Column('varchar', { length: 120, nullable: true })
  contactName!: string | null;

  @Column('varchar', { length: 254, nullable: true })
  email!: string | null;

  @Column('varchar', { length: 30, nullable: true })
  phone!: string | null;

  @Column('varchar', { length: 255, nullable: true })
  street!: string | null;

  @Column('varchar', { length: 10, nullable: true })
  zipcode!: string | null;

  @Column('varchar', { length: 100, nullable: true })
  city!: string | null;

  @Column('varchar', { length: 2, default: 'FR' })
  country!: string;

  /** The terms the supplier grants: its invoices fall due by them. */
  @Column('varchar', { length: 24, nullable: true })
  paymentTerms!: PaymentDelay | null;

  /** The supplier's account in the shop's books (401…). */
  @Column('varchar', { length: 20, nullable: true })
  accountingCode!: string | null;

  @Column('simple-json')
  supplies!: SupplyKind[];

  @Column('text', { nullable: true })
  notes!: string | null;

  @Column('datetime', { nullable: true })
  archivedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
