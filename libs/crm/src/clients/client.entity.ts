import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type {
  Civility,
  ClientTypology,
  DepartmentCode,
  PaymentDelay,
  PaymentType,
  ProspectStage,
} from '@cuvee/kernel';
import type { Address } from '@cuvee/iam';

/**
 * A client or a prospect of a shop (a user's fields as the seller knows them, plus the CRM's own).
 * A prospect is a client with a pipeline stage (`pipe`); converting it clears the stage and keeps the row,
 * so its id, timeline, tasks and opportunities stay. `displayName` and `department` are derived on every
 * write: the list sorts and filters on them through indexes. Phones are stored in E.164 and emails lower
 * case, so duplicates compare equal whatever way they were typed.
 *
 * Index choice (ADR 0012): each filter of the list has an index (shop, filter, archived, name): the page of
 * "24 of 50,000 with a filter" reads 24 index entries in order instead of sorting, and its count reads
 * the index alone (the list leaves archived clients out).
 */
@Entity('clients')
@Index('idx_clients_shop_archived_name', ['shopId', 'archived', 'displayName'])
@Index('idx_clients_shop_typology_name', ['shopId', 'typology', 'archived', 'displayName'])
@Index('idx_clients_shop_agent_name', ['shopId', 'agentId', 'archived', 'displayName'])
@Index('idx_clients_shop_department_name', ['shopId', 'department', 'archived', 'displayName'])
@Index('idx_clients_shop_pipe_name', ['shopId', 'pipe', 'archived', 'displayName'])
@Index('idx_clients_shop_pro_name', ['shopId', 'isPro', 'archived', 'displayName'])
@Index('idx_clients_shop_created', ['shopId', 'createdAt'])
@Index('idx_clients_shop_email', ['shopId', 'email'])
@Index('idx_clients_shop_siret', ['shopId', 'siret'])
@Index('idx_clients_shop_phone', ['shopId', 'phone'])
@Index('idx_clients_shop_mobile', ['shopId', 'mobile'])
@Index('idx_clients_shop_user', ['shopId', 'userId'])
@Index('idx_clients_shop_erasure_proposed', ['shopId', 'erasureProposedAt'])
export class Client {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('boolean', { default: false })
  isPro!: boolean;

  @Column('varchar', { length: 16, nullable: true })
  civility!: Civility | null;

  @Column('varchar', { length: 100, nullable: true })
  firstname!: string | null;

  @Column('varchar', { length: 100, nullable: true })
  lastname!: string | null;

  /** Trade name (nom commercial), what a professional client is called. */
  @Column('varchar', { length: 150, nullable: true })
  businessName!: string | null;

  /** Legal name (raison sociale). */
  @Column('varchar', { length: 150, nullable: true })
  businessReason!: string | null;

  /** The name lists sort on: the business for a professional, "Lastname Firstname" for a person. */
  @Column('varchar', { length: 200 })
  displayName!: string;

  @Column('varchar', { length: 191, nullable: true })
  email!: string | null;

  /** Any telephone (landline included), E.164. */
  @Column('varchar', { length: 20, nullable: true })
  phone!: string | null;

  /** Mobile telephone, E.164. */
  @Column('varchar', { length: 20, nullable: true })
  mobile!: string | null;

  /** 14 digits; SIREN and NIC are derived from it. */
  @Column('varchar', { length: 14, nullable: true })
  siret!: string | null;

  /** Intra-community VAT number, compact upper case. */
  @Column('varchar', { length: 20, nullable: true })
  vatNumber!: string | null;

  /** Excise number (numéro d'accise) of a bonded consignee. */
  @Column('varchar', { length: 20, nullable: true })
  exciseNumber!: string | null;

  /** Selects the price list (kernel CLIENT_TYPOLOGIES). */
  @Column('varchar', { length: 32, default: 'public' })
  typology!: ClientTypology;

  @Column('simple-json', { nullable: true })
  billingAddress!: Address | null;

  @Column('simple-json', { nullable: true })
  deliveryAddress!: Address | null;

  /** French department of the billing address (else the delivery one), for prospection by area. */
  @Column('varchar', { length: 3, nullable: true })
  department!: DepartmentCode | null;

  /** Free remarks about the client (the timeline holds dated notes). */
  @Column('text', { nullable: true })
  notes!: string | null;

  @Column('varchar', { length: 24, nullable: true })
  paymentDelay!: PaymentDelay | null;

  @Column('varchar', { length: 16, nullable: true })
  paymentType!: PaymentType | null;

  /** The client's account in the accounting export (e.g. 411DUPONT). */
  @Column('varchar', { length: 32, nullable: true })
  accountingCode!: string | null;

  /** The team member (agent or collaborator) who follows the client; null: nobody in particular. */
  @Column('int', { nullable: true })
  agentId!: number | null;

  @Column('boolean', { default: false })
  marketingConsent!: boolean;

  /** When the consent was last given, the proof GDPR asks for; null while not given. */
  @Column('datetime', { nullable: true })
  marketingConsentAt!: Date | null;

  /** The buyer account of this client when it also orders on the shop. */
  @Column('int', { nullable: true })
  userId!: number | null;

  /** Prospect stage (kernel PROSPECT_STAGES); null for a client. */
  @Column('varchar', { length: 16, nullable: true })
  pipe!: ProspectStage | null;

  /** When the prospect became a client; null if it never was a prospect or still is one. */
  @Column('datetime', { nullable: true })
  convertedAt!: Date | null;

  /** Hidden from the lists, kept with its history (a client with documents cannot be deleted). */
  @Column('boolean', { default: false })
  archived!: boolean;

  /** An erasure was asked but the identity had to stay (an invoice to collect); it completes later. */
  @Column('datetime', { nullable: true })
  erasureRequestedAt!: Date | null;

  /** The client's personal data was erased: the row stays for the documents that point at it. */
  @Column('datetime', { nullable: true })
  erasedAt!: Date | null;

  /** A prospect idle for years, proposed for erasure by the retention job. */
  @Column('datetime', { nullable: true })
  erasureProposedAt!: Date | null;

  @Column('int', { nullable: true })
  createdById!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
