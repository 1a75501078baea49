import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A grouped order: a seller opens it until `expiresAt`; buyers join it by placing their
 * order into it. After expiry no order joins any more ("La commande groupée a expiré !"); an
 * independent order stays possible.
 */
@Entity('grouped_orders')
@Index('idx_grouped_orders_shop_expiry', ['shopId', 'expiresAt'])
export class GroupedOrder {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 150 })
  name!: string;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('datetime')
  expiresAt!: Date;

  @Column('int', { nullable: true })
  createdById!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}
