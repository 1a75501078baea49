import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { knownKey, PAYMENT_DELAYS, rules, type PaymentDelay } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { CartProductDto, CartShippingDto, MAX_CART_LINES } from './cart-input.dto.js';
import { LineInputDto } from './line-input.dto.js';

const MAX_LINES = 1000;

/** Fields every kind of draft shares. */
export class DocumentCommonInputDto {
  @ApiPropertyOptional({ description: 'the CRM client (needed unless a source names it)' })
  @IsOptional()
  @IsInt()
  clientId?: number;

  @ApiPropertyOptional({
    enum: PAYMENT_DELAYS.map((d) => d.key),
    description: "default: the client's, else the shop's",
  })
  @IsOptional()
  @Satisfies(knownKey(PAYMENT_DELAYS))
  paymentDelay?: PaymentDelay;

  @ApiPropertyOptional({ enum: ['fr', 'en'], description: 'language of the PDF and the mails' })
  @IsOptional()
  @IsIn(['fr', 'en'])
  locale?: 'fr' | 'en';

  @ApiPropertyOptional({ type: String, nullable: true, description: 'printed on the document' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string | null;

  @ApiPropertyOptional({ type: [String], description: "printed references (the client's purchase order…)" })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(120, { each: true })
  references?: string[];
}

export class QuoteInputDto extends DocumentCommonInputDto {
  @ApiPropertyOptional({
    type: [LineInputDto],
    description: 'catalogue lines (as an order draft names them) or free lines; these or products to create',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => LineInputDto)
  lines?: LineInputDto[];

  @ApiPropertyOptional({
    type: [CartProductDto],
    description:
      "a cart's products (/orders/add?subType=quote), as POST /v1/orders/get-cart-price takes them: priced " +
      'like the order they would make (promotions, wrapping, delivery), before the typed lines',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => CartProductDto)
  products?: CartProductDto[];

  @ApiPropertyOptional({ type: CartShippingDto, description: "with products: the cart's delivery choice" })
  @IsOptional()
  @ValidateNested()
  @Type(() => CartShippingDto)
  shipping?: CartShippingDto;

  @ApiPropertyOptional({ example: '2026-04-30', description: 'default: today + the settings validity' })
  @IsOptional()
  @Satisfies(rules.date)
  validUntil?: string;
}

/** What an invoice or a deposit is made from: billing's accepted quotes, or a registered source (orders). */
export class SourceRefDto {
  @ApiProperty({
    example: 'orders',
    description:
      "'orders' (orders of one client: validated for an invoice, not ended for a deposit) or 'quote' (accepted quotes that have no order)",
  })
  @IsString()
  @MaxLength(16)
  kind!: string;

  @ApiProperty({ type: [Number] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @IsInt({ each: true })
  ids!: number[];
}

export class InvoiceInputDto extends DocumentCommonInputDto {
  @ApiPropertyOptional({
    type: [LineInputDto],
    description: 'a direct invoice; with a source, lines added after its own',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => LineInputDto)
  lines?: LineInputDto[];

  @ApiPropertyOptional({ type: SourceRefDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SourceRefDto)
  source?: SourceRefDto;

  @ApiPropertyOptional({
    type: [Number],
    description: 'issued deposit invoices to deduct (those of the source are taken anyway)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsInt({ each: true })
  depositIds?: number[];
}

export class DepositInputDto extends DocumentCommonInputDto {
  @ApiPropertyOptional({
    type: SourceRefDto,
    description: 'the sale the deposit is asked on (accepted quote, orders)',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => SourceRefDto)
  source?: SourceRefDto;

  @ApiPropertyOptional({ description: 'percent of the sale TTC' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0.01)
  @Max(100)
  percent?: number;

  @ApiPropertyOptional({ description: 'amount TTC in cents (instead of a percent)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  amount?: number;

  @ApiPropertyOptional({
    description: "VAT percent of a deposit without source (default: the shop's standard rate)",
  })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(99.99)
  vatRate?: number;

  @ApiPropertyOptional({ description: 'label of the deposit line' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  label?: string;
}

export class CreditedLineDto {
  @ApiProperty({ description: "the invoice line's position" })
  @IsInt()
  position!: number;

  @ApiProperty()
  @IsInt()
  @Min(1)
  quantity!: number;
}

export class CreditNoteInputDto {
  @ApiProperty({ description: 'the issued invoice (or deposit invoice) to correct' })
  @IsInt()
  invoiceId!: number;

  @ApiProperty({ enum: ['full', 'lines', 'amount'] })
  @IsIn(['full', 'lines', 'amount'])
  mode!: 'full' | 'lines' | 'amount';

  @ApiPropertyOptional({
    type: [CreditedLineDto],
    description: "mode lines: the invoice's lines and quantities given back",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => CreditedLineDto)
  lines?: CreditedLineDto[];

  @ApiPropertyOptional({ description: 'mode amount: TTC in cents, spread over the invoice VAT rates' })
  @IsOptional()
  @IsInt()
  amount?: number;

  @ApiPropertyOptional({ description: 'mode amount: the line label' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  label?: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'goods come back to this warehouse at issue',
  })
  @IsOptional()
  @IsInt()
  returnWarehouseId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string | null;

  @ApiPropertyOptional({ enum: ['fr', 'en'] })
  @IsOptional()
  @IsIn(['fr', 'en'])
  locale?: 'fr' | 'en';
}

export class SendDocumentDto {
  @ApiPropertyOptional({ type: [String], description: "recipients; default: the client's email" })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  to?: string[];

  @ApiPropertyOptional({ description: "replaces the template's text" })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  message?: string;

  @ApiPropertyOptional({ enum: ['fr', 'en'] })
  @IsOptional()
  @IsIn(['fr', 'en'])
  locale?: 'fr' | 'en';
}

export class RenderRequestDto {
  @ApiPropertyOptional({ enum: ['document', 'deliveryNote'], default: 'document' })
  @IsOptional()
  @IsIn(['document', 'deliveryNote'])
  variant?: 'document' | 'deliveryNote';

  @ApiPropertyOptional({ enum: ['fr', 'en'] })
  @IsOptional()
  @IsIn(['fr', 'en'])
  locale?: 'fr' | 'en';
}

export class RenderDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  documentId!: number;

  @ApiProperty({ enum: ['document', 'deliveryNote'] })
  variant!: string;

  @ApiProperty({ enum: ['fr', 'en'] })
  locale!: string;

  @ApiProperty({ enum: ['pending', 'processing', 'completed', 'error'] })
  status!: string;

  @ApiProperty({ type: Number, nullable: true })
  size!: number | null;

  @ApiProperty({ type: String, nullable: true })
  error!: string | null;

  @ApiProperty({ type: [String], nullable: true })
  mailTo!: string[] | null;

  @ApiProperty({ type: Date, nullable: true })
  mailedAt!: Date | null;

  @ApiProperty()
  createdAt!: Date;

  @ApiProperty({ type: Date, nullable: true })
  finishedAt!: Date | null;
}

export class DocumentSentDto {
  @ApiProperty({ description: 'the document as it stands (numbered)' })
  documentId!: number;

  @ApiProperty({ type: String })
  number!: string;

  @ApiProperty({ type: RenderDto, description: 'the PDF job that mails it' })
  render!: RenderDto;
}
