import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  MATCH_GRID_PARTNERS,
  MAX_MATCH_GRID_NAME,
  MAX_PARTNER_LABEL,
  type MatchGridPartner,
} from '../../domain/match-grid-rules.js';

/** One reference of the partner, as the grid answers it. */
export class MatchGridRowDto {
  @ApiProperty({ description: 'as the partner writes it' })
  reference!: string;
  @ApiProperty({ type: String, nullable: true, description: "the partner's own name for the article" })
  label!: string | null;
  @ApiProperty()
  productId!: number;
  @ApiProperty()
  productName!: string;
  @ApiProperty()
  formatId!: number;
  @ApiProperty({ description: '"75 cl", "1,5 l", "5 l bib"' })
  formatLabel!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'null: any vintage' })
  vintageId!: number | null;
  @ApiProperty({ type: String, nullable: true })
  vintageName!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'cents HT of one unit; null: the price grid' })
  fixedPriceHt!: number | null;
}

export class MatchGridSummaryDto {
  @ApiProperty()
  id!: number;
  @ApiProperty()
  name!: string;
  @ApiProperty({ enum: MATCH_GRID_PARTNERS })
  partnerKind!: MatchGridPartner;
  @ApiProperty({ description: "the CRM client's id, or the agent's user id" })
  partnerId!: number;
  @ApiProperty({ description: "the client's display name, or the agent's first and last names" })
  partnerName!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "the typology chosen; null: the client's own (public for an agent)",
  })
  typology!: string | null;
  @ApiProperty({ description: "the typology that prices the partner's references now" })
  priceGrid!: string;
  @ApiProperty()
  rowCount!: number;
  @ApiProperty()
  updatedAt!: Date;
}

export class MatchGridDto extends MatchGridSummaryDto {
  @ApiProperty({ type: [MatchGridRowDto] })
  rows!: MatchGridRowDto[];
}

export class MatchGridRowInputDto {
  @ApiProperty({ description: 'unique in the grid, spaces and case aside' })
  @IsString()
  @MaxLength(200)
  reference!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_PARTNER_LABEL)
  label?: string | null;

  @ApiProperty()
  @IsInt()
  @Min(1)
  productId!: number;

  @ApiProperty()
  @IsInt()
  @Min(1)
  formatId!: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'absent or null: any vintage' })
  @IsOptional()
  @IsInt()
  @Min(1)
  vintageId?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'cents HT of one unit' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100_000_000)
  fixedPriceHt?: number | null;
}

/** A grid, rows included: POST creates it, PUT replaces it whole (rows too) in one transaction. */
export class MatchGridInputDto {
  @ApiProperty()
  @IsString()
  @MaxLength(MAX_MATCH_GRID_NAME)
  name!: string;

  @ApiProperty({ enum: MATCH_GRID_PARTNERS })
  @IsIn(MATCH_GRID_PARTNERS)
  partnerKind!: MatchGridPartner;

  @ApiProperty({ description: "the CRM client's id, or the agent's user id" })
  @IsInt()
  @Min(1)
  partnerId!: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "a typology of the shop; absent or null: the client's own (public for an agent)",
  })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  typology?: string | null;

  @ApiProperty({ type: [MatchGridRowInputDto] })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => MatchGridRowInputDto)
  rows!: MatchGridRowInputDto[];
}

/** What one partner reference means in the shop, and its price (GET /match-grids/{id}/resolve). */
export class ResolvedReferenceDto {
  @ApiProperty({ description: 'as asked' })
  reference!: string;
  @ApiProperty({ description: 'false: the grid has no such reference (the other fields are null)' })
  known!: boolean;
  @ApiProperty({ type: Number, nullable: true })
  productId!: number | null;
  @ApiProperty({ type: String, nullable: true })
  productName!: string | null;
  @ApiProperty({ type: Number, nullable: true })
  formatId!: number | null;
  @ApiProperty({ type: String, nullable: true })
  formatLabel!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'null: any vintage' })
  vintageId!: number | null;
  @ApiProperty({ type: String, nullable: true })
  vintageName!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "list price HT of one unit, cents: the row's fixed price, else the price grid's",
  })
  priceHt!: number | null;
  @ApiProperty({ type: String, nullable: true, enum: ['fixed', 'priceGrid'] })
  priceSource!: 'fixed' | 'priceGrid' | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "HT of one unit ordered today: the price grid's global discount and promotions applied",
  })
  unitHt!: number | null;
}

export class ResolveQueryDto {
  @ApiProperty({
    description: 'the partner references, comma-separated (at most 200)',
    example: 'CH75-22,TR75',
  })
  @IsString()
  @MaxLength(20_000)
  references!: string;
}
