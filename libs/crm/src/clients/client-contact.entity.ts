import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A person to talk to at a client (a contact): the buyer of a restaurant, the owner of a wine shop. */
@Entity('client_contacts')
@Index('idx_client_contacts_client', ['clientId', 'position'])
export class ClientContact {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  clientId!: number;

  /** Order on the client's page; 0 is the main contact. */
  @Column('int', { default: 0 })
  position!: number;

  @Column('varchar', { length: 100, nullable: true })
  firstname!: string | null;

  @Column('varchar', { length: 100 })
  lastname!: string;

  /** Job title ("Sommelier", "Gérant"). */
  @Column('varchar', { length: 100, nullable: true })
  role!: string | null;

  @Column('varchar', { length: 191, nullable: true })
  email!: string | null;

  /** E.164. */
  @Column('varchar', { length: 20, nullable: true })
  phone!: string | null;
}
