import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '@cuvee/kernel';

/** The roles a user can hold inside a shop (an admin belongs to none). */
export type MemberRole = Exclude<Role, 'admin'>;

/**
 * A user's place in a shop: the owner, a collaborator, an agent or a buyer with its client typology.
 * `authorizations` is the permission map (no map means allowed); `blocked` cuts access.
 * `reportsToUserId` draws the sales structure: the user this member reports to, null under the owner.
 */
@Entity('shop_members')
@Index('uq_shop_members_shop_user', ['shopId', 'userId'], { unique: true })
@Index('idx_shop_members_user', ['userId'])
@Index('idx_shop_members_shop_role', ['shopId', 'role'])
export class ShopMember {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  userId!: number;

  @Column('varchar', { length: 16 })
  role!: MemberRole;

  @Column('varchar', { length: 32, default: 'public' })
  typology!: string;

  @Column('boolean', { default: false })
  blocked!: boolean;

  @Column('simple-json', { nullable: true })
  authorizations!: Record<string, boolean> | null;

  @Column('int', { nullable: true })
  reportsToUserId!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}
