import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { knownSoftwareFormat, SOFTWARE_FORMATS, type SoftwareFormat } from '../domain/software-formats.js';

export class JournalFileQueryDto {
  @ApiProperty({
    enum: SOFTWARE_FORMATS,
    description: 'the accounting program: quadra (Cegid Quadra ASCII), sage (Sage 100), ebp (EBP ASCII)',
  })
  @Satisfies(knownSoftwareFormat)
  format!: SoftwareFormat;

  @ApiPropertyOptional({ example: '2026-01-01', description: "default: the current fiscal year's first day" })
  @IsOptional()
  @Satisfies(rules.date)
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: "default: the fiscal year's last day" })
  @IsOptional()
  @Satisfies(rules.date)
  to?: string;
}
