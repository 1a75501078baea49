import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  CLIENT_TYPOLOGIES,
  DOCUMENT_MENTIONS_MAX_LENGTH,
  TERMS_OF_SALE_MAX_LENGTH,
  hexColour,
  knownKey,
  PAYMENT_DELAYS,
  PRODUCT_TYPES,
  SALES_DESTINATIONS,
  keysOf,
  type PaymentDelay,
  type SalesDestination,
} from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import {
  accountRule,
  DOCUMENT_LOGOS,
  MAX_SALES_ACCOUNT_RULES,
  prefixRule,
} from '../../domain/billing-settings.js';
import {
  creditorIdFailure,
  MAX_PRE_NOTIFICATION_DAYS,
  MIN_PRE_NOTIFICATION_DAYS,
  normaliseAccountCode,
} from '../../domain/sepa.js';

export class SeriesSettingsDto {
  @ApiPropertyOptional({ example: 'F', description: 'capitals, digits, - and _, at most 10' })
  @IsOptional()
  @Satisfies(prefixRule)
  prefix?: string;

  @ApiPropertyOptional({ description: 'restart at 1 every fiscal year (the number then carries the year)' })
  @IsOptional()
  @IsBoolean()
  resetEachFiscalYear?: boolean;

  @ApiPropertyOptional({ minimum: 3, maximum: 8, example: 5 })
  @IsOptional()
  @IsInt()
  @Min(3)
  @Max(8)
  digits?: number;
}

export class SeriesMapDto {
  @ApiPropertyOptional({ type: SeriesSettingsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SeriesSettingsDto)
  quote?: SeriesSettingsDto;

  @ApiPropertyOptional({ type: SeriesSettingsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SeriesSettingsDto)
  invoice?: SeriesSettingsDto;

  @ApiPropertyOptional({ type: SeriesSettingsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SeriesSettingsDto)
  deposit?: SeriesSettingsDto;

  @ApiPropertyOptional({ type: SeriesSettingsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SeriesSettingsDto)
  creditNote?: SeriesSettingsDto;
}

export class MailTemplateDto {
  @ApiProperty()
  @IsString()
  @MaxLength(200)
  subject!: string;

  @ApiProperty({
    description:
      'placeholders: {clientFirstname} {clientLastname} {shopName} {documentNumber} {amountTtc} {signature}…',
  })
  @IsString()
  @MaxLength(5000)
  body!: string;
}

export class LocalisedMailDto {
  @ApiPropertyOptional({ type: MailTemplateDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => MailTemplateDto)
  fr?: MailTemplateDto;

  @ApiPropertyOptional({ type: MailTemplateDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => MailTemplateDto)
  en?: MailTemplateDto;
}

export class MailTemplatesDto {
  @ApiPropertyOptional({ type: LocalisedMailDto, description: 'sending a quote, an invoice…' })
  @IsOptional()
  @ValidateNested()
  @Type(() => LocalisedMailDto)
  document?: LocalisedMailDto;

  @ApiPropertyOptional({ type: LocalisedMailDto, description: 'reminder of overdue invoices' })
  @IsOptional()
  @ValidateNested()
  @Type(() => LocalisedMailDto)
  reminder?: LocalisedMailDto;
}

/** Direct debits (ADR 0076): the shop's creditor identifier and the pre-notification delay. */
export class SepaSettingsDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'FR72ZZZ123456',
    description: 'SEPA creditor identifier (ICS), checked by its key; spaces and case are ignored',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normaliseAccountCode(value) : value,
  )
  @Satisfies(creditorIdFailure)
  creditorId?: string | null;

  @ApiPropertyOptional({
    minimum: MIN_PRE_NOTIFICATION_DAYS,
    maximum: MAX_PRE_NOTIFICATION_DAYS,
    description: 'days between the pre-notification mail and the debit (14 unless agreed otherwise)',
  })
  @IsOptional()
  @IsInt()
  @Min(MIN_PRE_NOTIFICATION_DAYS)
  @Max(MAX_PRE_NOTIFICATION_DAYS)
  preNotificationDays?: number;
}

export class TermsOnDto {
  @ApiPropertyOptional({ description: 'print the terms of sale on quotes' })
  @IsOptional()
  @IsBoolean()
  quote?: boolean;

  @ApiPropertyOptional({ description: 'print the terms of sale on invoices and deposit invoices' })
  @IsOptional()
  @IsBoolean()
  invoice?: boolean;
}

/** Settings "documents" (ADR 0089): the documents' look and what they print beyond the law's minimum. */
export class DocumentSettingsDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '#7B1E3A',
    description: "null: the shop's colour",
  })
  @IsOptional()
  @Satisfies(hexColour)
  colour?: string | null;

  @ApiPropertyOptional({ enum: DOCUMENT_LOGOS, description: "the shop's logo at the top, or its name" })
  @IsOptional()
  @IsIn(DOCUMENT_LOGOS)
  logo?: 'shop' | 'none';

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: DOCUMENT_MENTIONS_MAX_LENGTH,
    description: "printed under the seller's identity (excise number, licence, insurance…)",
  })
  @IsOptional()
  @IsString()
  @MaxLength(DOCUMENT_MENTIONS_MAX_LENGTH)
  mentions?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: TERMS_OF_SALE_MAX_LENGTH,
    description: 'the terms of sale (CGV), printed on a last page of the kinds chosen',
  })
  @IsOptional()
  @IsString()
  @MaxLength(TERMS_OF_SALE_MAX_LENGTH)
  termsOfSale?: string | null;

  @ApiPropertyOptional({ type: TermsOnDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => TermsOnDto)
  termsOn?: TermsOnDto;
}

export class TermsOnViewDto {
  @ApiProperty()
  quote!: boolean;

  @ApiProperty()
  invoice!: boolean;
}

/** The documents settings as saved, defaults filled in. */
export class DocumentSettingsViewDto {
  @ApiProperty({ type: String, nullable: true })
  colour!: string | null;

  @ApiProperty({ enum: DOCUMENT_LOGOS })
  logo!: 'shop' | 'none';

  @ApiProperty({ type: String, nullable: true })
  mentions!: string | null;

  @ApiProperty({ type: String, nullable: true })
  termsOfSale!: string | null;

  @ApiProperty({ type: TermsOnViewDto })
  termsOn!: TermsOnViewDto;
}

/** PUT /v1/billing-settings: any subset; null clears a text. */
export class BillingSettingsInputDto {
  @ApiPropertyOptional({ type: SeriesMapDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SeriesMapDto)
  series?: SeriesMapDto;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'RCS Tours 732 829 320' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  rcs?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'share capital in cents' })
  @IsOptional()
  @IsInt()
  @Min(0)
  capital?: number | null;

  @ApiPropertyOptional({ example: 10, description: 'late-payment penalty rate, percent a year' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100)
  penaltyRate?: number;

  @ApiPropertyOptional({ enum: PAYMENT_DELAYS.map((d) => d.key) })
  @IsOptional()
  @Satisfies(knownKey(PAYMENT_DELAYS))
  paymentDelay?: PaymentDelay;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  earlyPaymentDiscount?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 365 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(365)
  quoteValidityDays?: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  footer?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  signature?: string | null;

  @ApiPropertyOptional({ type: MailTemplatesDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => MailTemplatesDto)
  mails?: MailTemplatesDto;

  @ApiPropertyOptional({ type: SepaSettingsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SepaSettingsDto)
  sepa?: SepaSettingsDto;

  @ApiPropertyOptional({ type: DocumentSettingsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => DocumentSettingsDto)
  documents?: DocumentSettingsDto;
}

export class BillingSettingsDto {
  @ApiProperty({ type: SeriesMapDto })
  series!: SeriesMapDto;

  @ApiProperty({ type: String, nullable: true })
  rcs!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  capital!: number | null;

  @ApiProperty()
  penaltyRate!: number;

  @ApiProperty()
  paymentDelay!: string;

  @ApiProperty()
  earlyPaymentDiscount!: string;

  @ApiProperty()
  quoteValidityDays!: number;

  @ApiProperty({ type: String, nullable: true })
  footer!: string | null;

  @ApiProperty({ type: String, nullable: true })
  signature!: string | null;

  @ApiProperty({ type: MailTemplatesDto })
  mails!: MailTemplatesDto;

  @ApiProperty({ type: SepaSettingsDto })
  sepa!: SepaSettingsDto;

  @ApiProperty({ type: DocumentSettingsViewDto })
  documents!: DocumentSettingsViewDto;
}

/** One accounting code: the sales account of the lines matching every criterion given (ADR 0061). */
export class SalesAccountRuleDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'wine',
    description: 'product family; null: any',
  })
  @IsOptional()
  @Satisfies(knownKey(PRODUCT_TYPES))
  family?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'restaurant',
    description: 'client typology; null: any',
  })
  @IsOptional()
  @Satisfies(knownKey(CLIENT_TYPOLOGIES))
  typology?: string | null;

  @ApiPropertyOptional({ enum: keysOf(SALES_DESTINATIONS), nullable: true, description: 'null: any' })
  @IsOptional()
  @Satisfies(knownKey(SALES_DESTINATIONS))
  destination?: SalesDestination | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 2000,
    description: 'VAT rate in basis points; null: any',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10000)
  vatRateBp?: number | null;

  @ApiProperty({ example: '701110' })
  @Satisfies(accountRule)
  account!: string;
}

/** PUT /v1/accounting-settings: any subset of the default accounts (ADR 0017). */
export class AccountingSettingsInputDto {
  @ApiPropertyOptional({ example: '707000' })
  @IsOptional()
  @Satisfies(accountRule)
  salesAccount?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { wine: '701100' },
  })
  @IsOptional()
  @IsObject()
  salesAccountsByFamily?: Record<string, string>;

  @ApiPropertyOptional()
  @IsOptional()
  @Satisfies(accountRule)
  exportSalesAccount?: string;

  @ApiPropertyOptional({ example: '707910' })
  @IsOptional()
  @Satisfies(accountRule)
  euSalesAccount?: string;

  @ApiPropertyOptional({
    type: [SalesAccountRuleDto],
    description: 'the accounting codes, replaced as a whole; the rule naming the most criteria wins',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SALES_ACCOUNT_RULES)
  @ValidateNested({ each: true })
  @Type(() => SalesAccountRuleDto)
  salesAccountRules?: SalesAccountRuleDto[];

  @ApiPropertyOptional()
  @IsOptional()
  @Satisfies(accountRule)
  serviceAccount?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Satisfies(accountRule)
  shippingAccount?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Satisfies(accountRule)
  discountAccount?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Satisfies(accountRule)
  depositAccount?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'by VAT rate in basis points',
    example: { '2000': '445711' },
  })
  @IsOptional()
  @IsObject()
  vatAccounts?: Record<string, string>;

  @ApiPropertyOptional()
  @IsOptional()
  @Satisfies(accountRule)
  vatAccount?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Satisfies(accountRule)
  dutyAccount?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Satisfies(accountRule)
  clientAccount?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Satisfies(accountRule)
  clientCreditAccount?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { check: '511200' },
  })
  @IsOptional()
  @IsObject()
  paymentAccounts?: Record<string, string>;

  @ApiPropertyOptional()
  @IsOptional()
  @Satisfies(accountRule)
  paymentAccount?: string;
}

export class AccountingSettingsDto {
  @ApiProperty()
  salesAccount!: string;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  salesAccountsByFamily!: Record<string, string>;

  @ApiProperty()
  exportSalesAccount!: string;

  @ApiProperty()
  euSalesAccount!: string;

  @ApiProperty({ type: [SalesAccountRuleDto] })
  salesAccountRules!: SalesAccountRuleDto[];

  @ApiProperty()
  serviceAccount!: string;

  @ApiProperty()
  shippingAccount!: string;

  @ApiProperty()
  discountAccount!: string;

  @ApiProperty()
  depositAccount!: string;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  vatAccounts!: Record<string, string>;

  @ApiProperty()
  vatAccount!: string;

  @ApiProperty()
  dutyAccount!: string;

  @ApiProperty()
  clientAccount!: string;

  @ApiProperty()
  clientCreditAccount!: string;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  paymentAccounts!: Record<string, string>;

  @ApiProperty()
  paymentAccount!: string;
}
