import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role } from '@cuvee/kernel';
import type { Address, UserBusiness } from '../domain/address.js';

/**
 * A person who logs in: buyer, seller (owner), collaborator (iam), agent or administrator.
 * Emails are stored lower-cased (compared that way on both engines).
 */
@Entity('users')
@Index('idx_users_master_account', ['masterAccountId'])
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 100, unique: true })
  username!: string;

  @Column('varchar', { length: 191, unique: true })
  email!: string;

  @Column('varchar', { length: 100, default: '' })
  firstname!: string;

  @Column('varchar', { length: 100, default: '' })
  lastname!: string;

  @Column('varchar', { length: 32, nullable: true })
  phone!: string | null;

  @Column('varchar', { length: 16 })
  role!: Role;

  @Column('boolean', { default: false })
  isPro!: boolean;

  @Column('simple-json', { nullable: true })
  business!: UserBusiness | null;

  /** The master user this account is linked to ("Changer de compte"); null when not linked. */
  @Column('int', { nullable: true })
  masterAccountId!: number | null;

  @Column('simple-json', { nullable: true })
  scope!: string[] | null;

  /** The buyer's cart, saved by the front end; its shape belongs to sales. */
  @Column('simple-json', { nullable: true })
  cart!: Record<string, unknown> | null;

  @Column('simple-json', { nullable: true })
  deliveryAddress!: Address | null;

  @Column('simple-json', { nullable: true })
  billingAddress!: Address | null;

  /** When the user proved the email address (validation link or password reset); null until then. */
  @Column('datetime', { nullable: true })
  validatedAt!: Date | null;

  /** Blocked by an administrator: every authenticated call answers 403. */
  @Column('boolean', { default: false })
  blocked!: boolean;

  @Column('varchar', { length: 255 })
  passwordHash!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
