import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const INPUT_LINE_KINDS = ['product', 'service', 'shipping', 'discount'] as const;

/**
 * A line typed in the back office: a catalogue product (productId + formatId + vintageId, as an order
 * draft names it, priced for the client's typology unless a price is given) or a free line (label +
 * unit price). Amounts in cents.
 */
export class LineInputDto {
  @ApiPropertyOptional({
    enum: INPUT_LINE_KINDS,
    description: 'default: product with a productId, else service',
  })
  @IsOptional()
  @IsIn(INPUT_LINE_KINDS)
  kind?: (typeof INPUT_LINE_KINDS)[number];

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  productId?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: "default: the product's first vintage" })
  @IsOptional()
  @IsInt()
  vintageId?: number | null;

  @ApiPropertyOptional({ description: 'needed with productId' })
  @IsOptional()
  @IsInt()
  formatId?: number;

  @ApiPropertyOptional({ description: 'needed for a free line; replaces the catalogue label otherwise' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  label?: string;

  @ApiProperty({ minimum: 1 })
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  quantity!: number;

  @ApiPropertyOptional({ description: 'unit price HT in cents, excluding duties; needed for a free line' })
  @IsOptional()
  @IsInt()
  unitPriceHt?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'line discount, percent' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100)
  discountPercent?: number;

  @ApiPropertyOptional({ description: "VAT percent of a free line (default: the shop's standard rate)" })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(99.99)
  vatRate?: number;

  @ApiPropertyOptional({
    description: "a catalogue line gift-wrapped: the product's wrapping price is added",
  })
  @IsOptional()
  @IsBoolean()
  isWrapped?: boolean;

  @ApiPropertyOptional({ description: 'duties per unit of a free line, in cents' })
  @IsOptional()
  @IsInt()
  @Min(0)
  duties?: number;
}
