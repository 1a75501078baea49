import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDateString, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../domain/campaign-rules.js';

/** A draft campaign's form; every field may be left out on update (unchanged). */
export class MarketingCampaignInputDto {
  @ApiPropertyOptional({ description: 'needed to create' })
  @IsOptional()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ description: "the model's subject when left out" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  subject?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  modelId?: number;

  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsInt({ each: true })
  listIds?: number[];

  @ApiPropertyOptional({ description: 'the settings’ sender name when left out' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  senderName?: string;

  @ApiPropertyOptional({ description: "the settings' sender address when left out; must be verified" })
  @IsOptional()
  @Satisfies(rules.email)
  @MaxLength(191)
  senderEmail?: string;
}

export class CampaignSendDto {
  @ApiPropertyOptional({ description: 'ISO date-time to send at; now when left out' })
  @IsOptional()
  @IsDateString()
  scheduledAt?: string;
}

export class CampaignReportDto {
  @ApiProperty({ description: 'deliveries written (recipients with consent when it was prepared)' })
  total!: number;

  @ApiProperty()
  pending!: number;

  @ApiProperty()
  sent!: number;

  @ApiProperty({ description: 'refused by the mail server (bounces)' })
  failed!: number;

  @ApiProperty({ description: 'left out: consent withdrawn before their turn' })
  skipped!: number;

  @ApiProperty()
  unsubscribed!: number;

  @ApiProperty({ description: '0 to 100' })
  progress!: number;
}

export class MarketingCampaignDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  subject!: string;

  @ApiProperty()
  modelId!: number;

  @ApiProperty({ type: [Number] })
  listIds!: number[];

  @ApiProperty()
  senderName!: string;

  @ApiProperty()
  senderEmail!: string;

  @ApiProperty({ enum: CAMPAIGN_STATUSES })
  status!: CampaignStatus;

  @ApiProperty({ type: Date, nullable: true })
  scheduledAt!: Date | null;

  @ApiProperty({ type: Date, nullable: true })
  startedAt!: Date | null;

  @ApiProperty({ type: Date, nullable: true })
  finishedAt!: Date | null;

  @ApiProperty({ type: CampaignReportDto })
  report!: CampaignReportDto;

  @ApiProperty()
  createdAt!: Date;
}
