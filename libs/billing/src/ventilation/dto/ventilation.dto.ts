import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional } from 'class-validator';
import { Satisfies } from '@cuvee/platform';
import { accountRule } from '../../domain/billing-settings.js';
import { VENTILATION_TARGETS, type VentilationTarget } from '../ventilation.entity.js';

export class VentilationDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ enum: VENTILATION_TARGETS })
  target!: VentilationTarget;

  @ApiProperty({ description: 'the line or the payment' })
  targetId!: number;

  @ApiProperty({ type: Number, nullable: true })
  documentId!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  paymentId!: number | null;

  @ApiProperty()
  clientId!: number;

  @ApiProperty({ enum: ['sales', 'bank'] })
  journal!: 'sales' | 'bank';

  @ApiProperty({ description: 'credit notes reverse the sales entries' })
  reversed!: boolean;

  @ApiProperty()
  date!: string;

  @ApiProperty()
  label!: string;

  @ApiProperty()
  amountHt!: number;

  @ApiProperty()
  amountVat!: number;

  @ApiProperty()
  amountDuties!: number;

  @ApiProperty()
  revenueAccount!: string;

  @ApiProperty({ type: String, nullable: true })
  vatAccount!: string | null;

  @ApiProperty({ type: String, nullable: true })
  dutyAccount!: string | null;

  @ApiProperty()
  counterpartAccount!: string;

  @ApiProperty()
  bound!: boolean;

  @ApiProperty({ type: Date, nullable: true })
  boundAt!: Date | null;
}

export class VentilationInputDto {
  @ApiPropertyOptional({ example: '701100' })
  @IsOptional()
  @Satisfies(accountRule)
  revenueAccount?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Satisfies(accountRule)
  vatAccount?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Satisfies(accountRule)
  dutyAccount?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Satisfies(accountRule)
  counterpartAccount?: string;
}

export class AutoVentilationDto {
  @ApiPropertyOptional({ type: [Number], description: 'the entries to bind; all pending ones when absent' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  ids?: number[];
}

export class AutoVentilationResultDto {
  @ApiProperty()
  bound!: number;
}
