import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ShopIntegrations } from '@cuvee/kernel';
import type { TakeoverState } from '../domain/agent-shop.js';

/** The shop's own look on its pages and on the auth screen (editedShop). */
export interface EditedShop {
  color: string | null;
  banner: string | null;
  logo: string | null;
}

/** The company behind the shop, as printed on its documents. */
export interface ShopBusiness {
  reason: string | null;
  name: string | null;
  siret: string | null;
  vatNumber: string | null;
  street: string | null;
  zipcode: string | null;
  city: string | null;
  country: string | null;
  phone: string | null;
  /** SARL, SAS, SCEA, EARL, EI…: printed in the legal notice with the company name (`reason`). */
  legalForm: string | null;
  /** The legal notice's "directeur de la publication" (LCEN art. 6). */
  publicationDirector: string | null;
  /** Who hosts the shop's pages: name, postal address and phone (LCEN art. 6). */
  hostName: string | null;
  hostAddress: string | null;
  hostPhone: string | null;
}

/** A seller's business (a winery, a champagne house, a brewery, a merchant…): its identity. */
@Entity('shops')
@Index('idx_shops_owner', ['ownerId'])
// The producers list of visitors: online shops that are not blocked, by name.
@Index('idx_shops_online_blocked_name', ['online', 'blocked', 'name'])
// One shop per SIRET among those agents added (ADR 0087); NULLs do not collide on either engine.
@Index('uq_shops_siret', ['siret'], { unique: true })
export class Shop {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The public shop code used in links (`/auth/login?id=CODE`). */
  @Column('varchar', { length: 32, unique: true })
  code!: string;

  @Index('uq_shops_url_shop', { unique: true })
  @Column('varchar', { length: 100 })
  urlShop!: string;

  @Column('varchar', { length: 150 })
  name!: string;

  /** Kernel BUSINESS_TYPOLOGIES key: it changes the wording shown to users. */
  @Column('varchar', { length: 16 })
  businessType!: string;

  @Column('varchar', { length: 191, nullable: true })
  contactEmail!: string | null;

  @Column('int')
  ownerId!: number;

  /** Referral or external reference the shop was created with. */
  @Column('varchar', { length: 64, nullable: true })
  refId!: string | null;

  // JSON columns are nullable so rows written before a column existed still load; the service fills defaults.
  // The settings of the other contexts live in their own tables (ADR 0023, shop-settings-sections.ts).
  @Column('simple-json', { nullable: true })
  editedShop!: EditedShop | null;

  @Column('simple-json', { nullable: true })
  business!: ShopBusiness | null;

  /** Kernel PAYMENT_TYPES keys the shop accepts. */
  @Column('simple-json', { nullable: true })
  paymentsList!: string[] | null;

  @Column('simple-json', { nullable: true })
  integrations!: ShopIntegrations | null;

  /**
   * The card provider's connected-account id (an identifier, never a secret) and whether card payment
   * is switched on. Set by the payment onboarding, not by the settings form.
   */
  @Column('varchar', { length: 100, nullable: true })
  cardProviderAccountId!: string | null;

  @Column('boolean', { default: false })
  cardProviderActive!: boolean;

  /** The shop's public pages are open to visitors. */
  @Column('boolean', { default: false })
  online!: boolean;

  /** Blocked by an administrator: nobody but the admin reaches it. */
  @Column('boolean', { default: false })
  blocked!: boolean;

  /**
   * The SIRET of a shop an agent added (ADR 0087), digits only: unique, so two agents adding the same
   * producer at once make one shop. Null for shops their owners registered (their SIRET is in `business`).
   */
  @Column('varchar', { length: 14, nullable: true })
  siret!: string | null;

  /** The agent who added the shop for its producer (ADR 0087); null when its owner registered it. */
  @Index('idx_shops_added_by_agent')
  @Column('int', { nullable: true })
  addedByAgentId!: number | null;

  /** `pending` until the invited owner accepts, then `takenOver`; null for a shop its owner registered. */
  @Column('varchar', { length: 16, nullable: true })
  takeoverState!: TakeoverState | null;

  @Column('datetime', { nullable: true })
  takenOverAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
