import { ApiProperty } from '@nestjs/swagger';
import { Satisfies } from '@cuvee/platform';
import { knownSoftwareFormat, SOFTWARE_FORMATS, type SoftwareFormat } from '../domain/software-formats.js';
import { BooksPeriodQueryDto } from './fec-query.dto.js';

export class JournalFileQueryDto extends BooksPeriodQueryDto {
  @ApiProperty({
    enum: SOFTWARE_FORMATS,
    description: 'the accounting program: quadra (Cegid Quadra ASCII), sage (Sage 100), ebp (EBP ASCII)',
  })
  @Satisfies(knownSoftwareFormat)
  format!: SoftwareFormat;
}
