import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { optional, rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';

/** The "campaigns" settings section; every field may be left out (unchanged). */
export class MarketingSettingsInputDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(120)
  senderName?: string;

  @ApiPropertyOptional({ description: "the shop's contact address or one on its domain" })
  @IsOptional()
  @Satisfies(rules.email)
  @MaxLength(191)
  senderEmail?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Satisfies(optional(rules.email))
  @MaxLength(191)
  replyTo?: string | null;

  @ApiPropertyOptional({ description: 'the legal address and mentions at the foot of every mail' })
  @IsOptional()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(2000)
  footer?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(200)
  unsubscribeText?: string;

  @ApiPropertyOptional({ description: 'mails per second, 1 to 500' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(500)
  ratePerSecond?: number;
}

export class MarketingSettingsDto {
  @ApiProperty()
  senderName!: string;

  @ApiProperty()
  senderEmail!: string;

  @ApiProperty({ type: String, nullable: true })
  replyTo!: string | null;

  @ApiProperty()
  footer!: string;

  @ApiProperty()
  unsubscribeText!: string;

  @ApiProperty()
  ratePerSecond!: number;
}
