import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsObject,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  CIVILITIES,
  CLIENT_TYPOLOGIES,
  knownKey,
  optional,
  PAYMENT_DELAYS,
  PAYMENT_TYPES,
  phoneNumber,
  PROSPECT_STAGES,
  rules,
  vatNumber,
  keysOf,
} from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { ClientAddressDto } from './address.dto.js';
import { ContactInputDto } from './contact.dto.js';
import { Nullable, Omittable } from './rule-decorators.js';

export const MAX_TAGS = 30;
export const MAX_CONTACTS = 50;

/**
 * The client form's fields; every one may be left out (unchanged on update, default on create), null
 * clears it. Who must have a name is checked on the whole record by the service: a person needs a first
 * and a last name, a professional its trade name ("Ce champ ne peut pas être vide").
 */
export class ClientInputDto {
  @ApiPropertyOptional({ description: 'professional client (business, SIRET…)' })
  @Omittable()
  @IsBoolean()
  isPro?: boolean;

  @ApiPropertyOptional({ enum: keysOf(CIVILITIES), nullable: true })
  @Nullable()
  @Satisfies(knownKey(CIVILITIES))
  civility?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @IsString()
  @MaxLength(100)
  firstname?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @IsString()
  @MaxLength(100)
  lastname?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Nom commercial' })
  @Nullable()
  @IsString()
  @MaxLength(150)
  businessName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Raison sociale' })
  @Nullable()
  @IsString()
  @MaxLength(150)
  businessReason?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @Satisfies(optional(rules.email))
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Any telephone number (stored E.164)' })
  @Nullable()
  @IsString()
  @Satisfies(optional(phoneNumber))
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Mobile number' })
  @Nullable()
  @IsString()
  @Satisfies(rules.telephoneOptional)
  mobile?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: '14 digits, Luhn-checked' })
  @Nullable()
  @Satisfies(optional(rules.siret))
  siret?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Numéro de TVA intracommunautaire' })
  @Nullable()
  @Satisfies(optional(vatNumber))
  vatNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: "Numéro d'accise" })
  @Nullable()
  @IsString()
  @MaxLength(20)
  exciseNumber?: string | null;

  @ApiPropertyOptional({ enum: keysOf(CLIENT_TYPOLOGIES), description: 'selects the price list' })
  @Omittable()
  @Satisfies(knownKey(CLIENT_TYPOLOGIES))
  typology?: string;

  @ApiPropertyOptional({ type: [String], description: `at most ${MAX_TAGS}, each 1 to 50 characters` })
  @Omittable()
  @IsArray()
  @ArrayMaxSize(MAX_TAGS)
  @Satisfies(rules.counter, { each: true })
  tags?: string[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: {
      oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }],
      nullable: true,
    },
    description:
      "values of the shop's custom fields by key (ADR 0091): a number, a date YYYY-MM-DD, true/false, one of the choices or a text; null or blank clears one; only the keys sent change",
    example: { nombre_de_couverts: 40, cave_climatisee: true },
  })
  @Omittable()
  @IsObject()
  customFields?: Record<string, string | number | boolean | null>;

  @ApiPropertyOptional({ type: [ContactInputDto], description: "replaces the client's contacts" })
  @Omittable()
  @IsArray()
  @ArrayMaxSize(MAX_CONTACTS)
  @ValidateNested({ each: true })
  @Type(() => ContactInputDto)
  contacts?: ContactInputDto[];

  @ApiPropertyOptional({ type: ClientAddressDto, nullable: true })
  @Nullable()
  @ValidateNested()
  @Type(() => ClientAddressDto)
  billingAddress?: ClientAddressDto | null;

  @ApiPropertyOptional({ type: ClientAddressDto, nullable: true })
  @Nullable()
  @ValidateNested()
  @Type(() => ClientAddressDto)
  deliveryAddress?: ClientAddressDto | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @IsString()
  @MaxLength(5000)
  notes?: string | null;

  @ApiPropertyOptional({
    enum: keysOf(PAYMENT_DELAYS),
    nullable: true,
    description: 'payment delays',
  })
  @Nullable()
  @Satisfies(knownKey(PAYMENT_DELAYS))
  paymentDelay?: string | null;

  @ApiPropertyOptional({ enum: keysOf(PAYMENT_TYPES), nullable: true })
  @Nullable()
  @Satisfies(knownKey(PAYMENT_TYPES))
  paymentType?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'compte client (411…)' })
  @Nullable()
  @IsString()
  @MaxLength(32)
  accountingCode?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'user id of the team member who follows the client',
  })
  @Nullable()
  @IsInt()
  @Min(1)
  agentId?: number | null;

  @ApiPropertyOptional({ description: 'agrees to receive marketing' })
  @Omittable()
  @IsBoolean()
  marketingConsent?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'the buyer account of the client on the shop',
  })
  @Nullable()
  @IsInt()
  @Min(1)
  userId?: number | null;

  @ApiPropertyOptional({
    enum: keysOf(PROSPECT_STAGES),
    nullable: true,
    description: 'prospect stage; null for a client (clearing it converts the prospect)',
  })
  @Nullable()
  @Satisfies(knownKey(PROSPECT_STAGES))
  pipe?: string | null;
}

/** POST /v1/clients. */
export class CreateClientDto extends ClientInputDto {
  @ApiPropertyOptional({
    description:
      'create even though a client of the shop has the same email, SIRET or phone (the 409 answer lists which)',
  })
  @Omittable()
  @IsBoolean()
  allowDuplicate?: boolean;
}

/** PUT /v1/clients/:id (react-admin sends the whole record: only known fields are accepted). */
export class UpdateClientDto extends CreateClientDto {
  @ApiPropertyOptional({ description: 'hidden from the lists, history kept' })
  @Omittable()
  @IsBoolean()
  archived?: boolean;
}

/** POST /v1/clients/:id/merge. */
export class MergeClientDto {
  @ApiProperty({ description: 'the duplicate to absorb into the client of the path (it is deleted)' })
  @IsInt()
  @Min(1)
  absorbedId!: number;
}

/** POST /v1/clients/:id/notes. */
export class NoteInputDto {
  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(5000)
  text!: string;
}

/** POST /v1/prospection/assign. */
export class AssignProspectsDto {
  @ApiProperty({ type: [Number], description: 'the clients to assign (1 to 500)' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(500)
  @IsInt({ each: true })
  @Min(1, { each: true })
  clientIds!: number[];

  @ApiProperty({ type: [Number], description: 'team members to deal them out to, in turn (1 to 20)' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  @IsInt({ each: true })
  @Min(1, { each: true })
  agentIds!: number[];
}
