import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
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
import { CLIENT_TYPOLOGIES, knownKey, optional, rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { positiveQuantity } from '@cuvee/stock';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../domain/primeur-rules.js';

export class QuotaInputDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'a quota of one client…' })
  @IsOptional()
  @IsInt()
  @Min(1)
  clientId?: number | null;

  @ApiPropertyOptional({
    enum: CLIENT_TYPOLOGIES.map((t) => t.key),
    nullable: true,
    description: '…or shared by every client of a typology',
  })
  @IsOptional()
  @Satisfies(optional(knownKey(CLIENT_TYPOLOGIES)))
  typology?: string | null;

  @ApiProperty({ description: 'bottles' })
  @Satisfies(positiveQuantity)
  quantity!: number;
}

export class CampaignInputDto {
  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(120)
  name!: string;

  @ApiProperty()
  @IsInt()
  @Min(1)
  productId!: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'the vintage offered' })
  @IsOptional()
  @IsInt()
  @Min(1)
  vintageId?: number | null;

  @ApiProperty()
  @IsInt()
  @Min(1)
  formatId!: number;

  @ApiProperty({ description: 'price HT of a bottle, cents' })
  @IsInt()
  @Min(1)
  @Max(100_000_000)
  unitHt!: number;

  @ApiPropertyOptional({
    description: 'price HT of a bottle by client typology, cents',
    example: { caviste: 1800 },
  })
  @IsOptional()
  @IsObject()
  prices?: Record<string, number>;

  @ApiPropertyOptional({ description: 'VAT rate in percent, default 20' })
  @IsOptional()
  @Satisfies(rules.tva)
  vatRate?: number;

  @ApiProperty({ description: 'deposit asked at subscription, percent of the price TTC' })
  @IsNumber()
  @Min(0.01)
  @Max(100)
  depositPercent!: number;

  @ApiProperty({ example: '2026-04-01' })
  @Satisfies(rules.date)
  opensOn!: string;

  @ApiProperty({ example: '2026-06-30' })
  @Satisfies(rules.date)
  closesOn!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2027-09-01' })
  @IsOptional()
  @Satisfies(optional(rules.date))
  deliveryOn?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-05-15',
    description:
      'the last day a buyer may cancel a subscription from the shop (between opening and closing); none: they ask the shop',
  })
  @IsOptional()
  @Satisfies(optional(rules.date))
  cancelUntil?: string | null;

  @ApiPropertyOptional({ type: [QuotaInputDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => QuotaInputDto)
  quotas?: QuotaInputDto[];
}

export class BottlingInputDto {
  @ApiProperty({ description: 'the warehouse the bottled wine enters' })
  @IsInt()
  @Min(1)
  warehouseId!: number;

  @ApiProperty({ description: 'bottles filled: at least those subscribed; the rest stays in stock' })
  @Satisfies(positiveQuantity)
  quantity!: number;
}

export class QuotaDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ type: Number, nullable: true })
  clientId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  typology!: string | null;

  @ApiProperty()
  quantity!: number;

  @ApiProperty()
  subscribed!: number;

  @ApiProperty()
  left!: number;
}

export class CampaignDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  productId!: number;

  @ApiProperty()
  vintageId!: number;

  @ApiProperty()
  formatId!: number;

  @ApiProperty({ description: 'how people name the wine' })
  label!: string;

  @ApiProperty({ description: 'cents' })
  unitHt!: number;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } })
  prices!: Record<string, number>;

  @ApiProperty()
  vatRate!: number;

  @ApiProperty()
  depositPercent!: number;

  @ApiProperty()
  opensOn!: string;

  @ApiProperty()
  closesOn!: string;

  @ApiProperty({ type: String, nullable: true })
  deliveryOn!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'last day a buyer cancels from the shop' })
  cancelUntil!: string | null;

  @ApiProperty({ enum: CAMPAIGN_STATUSES })
  status!: CampaignStatus;

  @ApiProperty({ description: 'bottles of live subscriptions' })
  subscribed!: number;

  @ApiProperty({ type: [QuotaDto] })
  quotas!: QuotaDto[];

  @ApiProperty()
  createdAt!: Date;
}
