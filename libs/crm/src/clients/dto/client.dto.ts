import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, MaxLength, Min } from 'class-validator';
import { CLIENT_TYPOLOGIES, keysOf, PROSPECT_STAGES } from '@cuvee/kernel';
import { DUPLICATE_FIELDS } from '../../domain/duplicates.js';
import { ClientAddressDto } from './address.dto.js';
import { ContactDto } from './contact.dto.js';
import { MemberNameDto } from './member-name.dto.js';
import { Nullable } from './rule-decorators.js';

/** A client or prospect as every CRM reply shows it (react-admin record). */
export class ClientDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  isPro!: boolean;

  @ApiProperty({ type: String, nullable: true })
  civility!: string | null;

  @ApiProperty({ type: String, nullable: true })
  firstname!: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastname!: string | null;

  @ApiProperty({ type: String, nullable: true })
  businessName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  businessReason!: string | null;

  @ApiProperty({ description: 'business, else "Lastname Firstname": what lists show and sort on' })
  displayName!: string;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'E.164' })
  phone!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'E.164' })
  mobile!: string | null;

  @ApiProperty({ type: String, nullable: true })
  siret!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'first 9 digits of the SIRET' })
  siren!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'last 5 digits of the SIRET' })
  nic!: string | null;

  @ApiProperty({ type: String, nullable: true })
  vatNumber!: string | null;

  @ApiProperty({ type: String, nullable: true })
  exciseNumber!: string | null;

  @ApiProperty({ enum: keysOf(CLIENT_TYPOLOGIES) })
  typology!: string;

  @ApiProperty({ type: [String] })
  tags!: string[];

  @ApiProperty({ type: [ContactDto] })
  contacts!: ContactDto[];

  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
    description: "values of the shop's active custom fields, by key (empty ones left out)",
  })
  customFields!: Record<string, string | number | boolean>;

  @ApiProperty({ type: ClientAddressDto, nullable: true })
  billingAddress!: ClientAddressDto | null;

  @ApiProperty({ type: ClientAddressDto, nullable: true })
  deliveryAddress!: ClientAddressDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'French department of the address (INSEE code)' })
  department!: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  @ApiProperty({ type: String, nullable: true })
  paymentDelay!: string | null;

  @ApiProperty({ type: String, nullable: true })
  paymentType!: string | null;

  @ApiProperty({ type: String, nullable: true })
  accountingCode!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  agentId!: number | null;

  @ApiProperty({ type: MemberNameDto, nullable: true })
  agent!: MemberNameDto | null;

  @ApiProperty()
  marketingConsent!: boolean;

  @ApiProperty({ type: Date, nullable: true })
  marketingConsentAt!: Date | null;

  @ApiProperty({ type: Number, nullable: true })
  userId!: number | null;

  @ApiProperty({ enum: keysOf(PROSPECT_STAGES), nullable: true })
  pipe!: string | null;

  @ApiProperty({ description: 'pipe is set' })
  isProspect!: boolean;

  @ApiProperty({ type: Date, nullable: true })
  convertedAt!: Date | null;

  @ApiProperty()
  archived!: boolean;

  @ApiProperty({
    type: Date,
    nullable: true,
    description: 'an erasure asked, waiting for an invoice to be paid',
  })
  erasureRequestedAt!: Date | null;

  @ApiProperty({ type: Date, nullable: true, description: 'the personal data was erased' })
  erasedAt!: Date | null;

  @ApiProperty({ type: Date, nullable: true, description: 'an idle prospect proposed for erasure' })
  erasureProposedAt!: Date | null;

  @ApiProperty()
  createdAt!: Date;

  @ApiProperty()
  updatedAt!: Date;
}

/** GET /v1/clients/duplicates: the values a form is about to save. */
export class DuplicateQueryDto {
  @ApiPropertyOptional()
  @Nullable()
  @IsString()
  @MaxLength(191)
  email?: string;

  @ApiPropertyOptional()
  @Nullable()
  @IsString()
  @MaxLength(32)
  siret?: string;

  @ApiPropertyOptional()
  @Nullable()
  @IsString()
  @MaxLength(32)
  phone?: string;

  @ApiPropertyOptional()
  @Nullable()
  @IsString()
  @MaxLength(32)
  mobile?: string;

  @ApiPropertyOptional({ description: 'the client being edited, left out of the answer' })
  @Nullable()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  excludeId?: number;
}

/** One client of the shop sharing identifying values with the form. */
export class DuplicateDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "null when the caller may not see that client (another agent's)",
  })
  clientId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  displayName!: string | null;

  @ApiProperty({ enum: DUPLICATE_FIELDS, isArray: true })
  fields!: string[];
}

/** One line of a client's timeline: a note, a recorded fact or a task. */
export class TimelineEntryDto {
  @ApiProperty({ description: '`event-<id>` or `task-<id>`' })
  id!: string;

  @ApiProperty({ enum: ['note', 'created', 'converted', 'merged', 'assigned', 'opportunityMoved', 'task'] })
  kind!: string;

  @ApiProperty({ description: 'when it happened (a task: done, else due)' })
  at!: Date;

  @ApiProperty({ type: String, nullable: true })
  text!: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: "the fact's values",
  })
  data!: Record<string, unknown> | null;

  @ApiProperty({ type: MemberNameDto, nullable: true })
  author!: MemberNameDto | null;
}

/** POST /v1/prospection/assign: who got which client. */
export class AssignmentDto {
  @ApiProperty()
  clientId!: number;

  @ApiProperty({ description: 'user id of the team member' })
  agentId!: number;
}
