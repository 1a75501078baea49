import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';

export const FEC_SEPARATORS = ['tab', 'pipe'] as const;

/** The days of a file of the books, inside one fiscal year (the current one by default). */
export class BooksPeriodQueryDto {
  @ApiPropertyOptional({ example: '2026-01-01', description: "default: the current fiscal year's first day" })
  @IsOptional()
  @Satisfies(rules.date)
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: "default: the fiscal year's last day" })
  @IsOptional()
  @Satisfies(rules.date)
  to?: string;
}

export class FecQueryDto extends BooksPeriodQueryDto {
  @ApiPropertyOptional({ enum: FEC_SEPARATORS, description: 'default: tab' })
  @IsOptional()
  @IsIn(FEC_SEPARATORS)
  separator?: (typeof FEC_SEPARATORS)[number];
}
