import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role } from '../domain/roles.js';

/** A person who logs in: buyer, seller (owner), collaborator (iam), agent or administrator. */
@Entity('users')
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

  @Column('varchar', { length: 255 })
  passwordHash!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
