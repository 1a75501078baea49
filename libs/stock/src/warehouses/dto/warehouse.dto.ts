import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { fiscalStatus, FISCAL_STATUSES, type FiscalStatus } from '../../domain/stock-rules.js';

export class WarehouseInputDto {
  @ApiPropertyOptional({ description: 'needed to create' })
  @IsOptional()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  address?: string | null;

  @ApiPropertyOptional({ enum: FISCAL_STATUSES, description: 'suspended: under bond (DRM); paid: duty-paid' })
  @IsOptional()
  @Satisfies(fiscalStatus)
  fiscalStatus?: FiscalStatus;

  @ApiPropertyOptional({ description: 'the warehouse orders reserve in when they name none' })
  @IsOptional()
  @IsBoolean()
  isDefault?: boolean;
}

export class WarehouseDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  address!: string | null;

  @ApiProperty({ enum: FISCAL_STATUSES })
  fiscalStatus!: FiscalStatus;

  @ApiProperty()
  isDefault!: boolean;

  @ApiProperty({ description: 'bottles on hand, all levels' })
  onHand!: number;

  @ApiProperty()
  createdAt!: Date;
}
