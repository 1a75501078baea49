import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CustomFieldType } from '../domain/custom-fields.js';

/**
 * A field a shop adds to its clients (ADR 0091): its label, a stable key made from the first label (the
 * API's and the filters' name for it), a type, the choices of a choice field, its place in the form.
 * Archiving hides it from forms and pages; its values stay.
 */
@Entity('client_custom_fields')
@Index('uq_client_custom_fields_shop_key', ['shopId', 'key'], { unique: true })
@Index('idx_client_custom_fields_shop_position', ['shopId', 'position'])
export class ClientCustomField {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 40 })
  key!: string;

  @Column('varchar', { length: 60 })
  label!: string;

  @Column('varchar', { length: 8 })
  type!: CustomFieldType;

  /** The choice type's choices, in order; [] for the other types. */
  @Column('simple-json')
  choices!: string[];

  @Column('int')
  position!: number;

  @Column('boolean', { default: false })
  archived!: boolean;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
