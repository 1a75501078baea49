import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { MovementMapping } from '../domain/drm-categories.js';
import type { CapsuleType } from '../domain/declaration.js';

/**
 * A shop's identity as an entrepositaire agréé: its excise number (FR0…), its CVI, the SIREN of the
 * interprofession its DRM goes through, the kind of CRD capsules it uses and its overrides of the
 * movement-type → DRM category table. One row per shop, made the first time it is saved.
 */
@Entity('customs_profiles')
@Index('uq_customs_profiles_shop', ['shopId'], { unique: true })
export class CustomsProfile {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 13, nullable: true })
  exciseNumber!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  cvi!: string | null;

  @Column('varchar', { length: 9, nullable: true })
  interproSiren!: string | null;

  @Column('varchar', { length: 32 })
  capsuleType!: CapsuleType;

  @Column('simple-json')
  mapping!: MovementMapping;

  @UpdateDateColumn()
  updatedAt!: Date;
}
