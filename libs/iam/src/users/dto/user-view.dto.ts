import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INTEGRATIONS, PERMISSIONS, ROLES, type Integration, type Role } from '@cuvee/kernel';
import type { Address, UserBusiness } from '../../domain/address.js';
import { PersonDto } from './person.dto.js';

export class AddressView implements Address {
  @ApiProperty({ type: String, nullable: true, description: 'Destinataire' })
  name!: string | null;
  @ApiProperty()
  street!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Complément' })
  street2!: string | null;
  @ApiProperty()
  zipcode!: string;
  @ApiProperty()
  city!: string;
  @ApiProperty({ example: 'FR' })
  country!: string;
  @ApiProperty({ type: String, nullable: true })
  county!: string | null;
  @ApiProperty({ type: String, nullable: true })
  state!: string | null;
  @ApiProperty({ type: String, nullable: true })
  stateCode!: string | null;
  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;
  @ApiProperty({ type: String, nullable: true })
  email!: string | null;
  @ApiProperty({ type: String, nullable: true })
  title!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Numéro d'accise" })
  exciseNumber!: string | null;
  @ApiProperty({ description: 'Adresse en montagne' })
  mountain!: boolean;
}

export class BusinessView implements UserBusiness {
  @ApiProperty({ type: String, nullable: true, description: 'Raison sociale' })
  reason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Nom commercial' })
  name!: string | null;
}

/** The user's place in one shop (User.shops). */
export class MembershipView {
  @ApiProperty({ description: 'Shop id' })
  id!: number;
  @ApiProperty()
  code!: string;
  @ApiProperty()
  name!: string;
  @ApiProperty()
  urlShop!: string;
  @ApiProperty({ enum: ROLES })
  role!: Role;
  @ApiProperty({ example: 'public' })
  typology!: string;
  @ApiProperty()
  blocked!: boolean;
  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: { type: 'boolean' },
    description: `Permission map (${PERMISSIONS.length} keys); null means every permission`,
  })
  authorizations!: Record<string, boolean> | null;
  @ApiProperty({
    enum: INTEGRATIONS,
    isArray: true,
    description: "The shop's active modules: what an agent's screens may ask of it (ADR 0082)",
  })
  integrations!: Integration[];
}

/** A user as the API shows it: never a password hash nor a token. */
export class UserView extends PersonDto {
  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;
  @ApiProperty({ enum: ROLES })
  role!: Role;
  @ApiProperty()
  isPro!: boolean;
  @ApiProperty({ type: BusinessView, nullable: true })
  business!: BusinessView | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The master account this account is linked to' })
  masterAccount!: number | null;
  @ApiProperty({ type: [String] })
  scope!: string[];
  @ApiProperty({ type: [MembershipView] })
  shops!: MembershipView[];
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true, description: 'The cart' })
  cart!: Record<string, unknown> | null;
  @ApiProperty({ type: AddressView, nullable: true })
  deliveryAddress!: AddressView | null;
  @ApiProperty({ type: AddressView, nullable: true })
  billingAddress!: AddressView | null;
  @ApiProperty({ description: 'The email address has been confirmed' })
  validated!: boolean;
}

export class LinkedAccountView {
  @ApiProperty()
  id!: number;
  @ApiProperty()
  username!: string;
  @ApiProperty({ enum: ROLES })
  role!: Role;
  @ApiProperty({ type: String, nullable: true, description: "The account's shop (owner, iam)" })
  shopName!: string | null;
}

/** "Changer de compte": the master account and every account it holds (itself included). */
export class MasterAccountView {
  @ApiProperty()
  id!: number;
  @ApiProperty({ type: [LinkedAccountView] })
  accounts!: LinkedAccountView[];
}

export class SavedUserView {
  @ApiProperty({ example: true })
  success!: true;
  @ApiPropertyOptional({ example: 'Vos informations ont été enregistrées' })
  message?: string;
  @ApiProperty({ type: UserView })
  user!: UserView;
}
