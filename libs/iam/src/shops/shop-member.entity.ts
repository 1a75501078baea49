import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '../domain/roles.js';

/**
 * A user's place in a shop: the owner, a collaborator, an agent or a buyer with its client typology.
 * `authorizations` is the permission map of spec §6 (no map means allowed); `blocked` cuts access.
 */
@Entity('shop_members')
@Index('uq_shop_members_shop_user', ['shopId', 'userId'], { unique: true })
@Index('idx_shop_members_user', ['userId'])
export class ShopMember {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  userId!: number;

  @Column('varchar', { length: 16 })
  role!: Role;

  @Column('varchar', { length: 32, default: 'public' })
  typology!: string;

  @Column('boolean', { default: false })
  blocked!: boolean;

  @Column('simple-json', { nullable: true })
  authorizations!: Record<string, boolean> | null;
}
