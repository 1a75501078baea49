import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type {
  ExportFilterValues,
  ExportFilterView,
  ExportFormat,
  ExportKindView,
  ExportStatus,
  ExportView,
} from '@cuvee/platform';

const FORMATS = ['csv', 'xlsx'] as const;

export class CreateExportDto {
  @ApiProperty({
    example: 'clients',
    description: 'what to export: clients, products, stockMovements or stockLevels (GET /v1/exports/kinds)',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(50)
  kind!: string;

  @ApiProperty({ enum: FORMATS, description: 'the files inside the zip' })
  @IsIn(FORMATS)
  format!: ExportFormat;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    example: { from: '2026-01-01', to: '2026-03-31', warehouseId: 1, type: 'sale' },
    description: "filters the kind accepts (GET /v1/exports/kinds): days as 'YYYY-MM-DD', ids, list values",
  })
  @IsOptional()
  @IsObject()
  filter?: Record<string, string | number>;
}

export class ExportDto implements ExportView {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'clients' })
  kind!: string;

  @ApiProperty({ enum: FORMATS })
  format!: ExportFormat;

  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    description: 'the filters it was asked with',
  })
  filter!: ExportFilterValues;

  @ApiProperty({ enum: ['pending', 'processing', 'completed', 'error'] })
  status!: ExportStatus;

  @ApiProperty({ minimum: 0, maximum: 100 })
  progress!: number;

  @ApiProperty()
  rowCount!: number;

  @ApiProperty({ example: 'export-clients-2026-11-22-12.zip' })
  fileName!: string;

  @ApiProperty({ type: String, nullable: true, description: 'signed link, valid a day, once completed' })
  downloadUrl!: string | null;

  @ApiProperty({ type: String, nullable: true })
  error!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finishedAt!: Date | null;
}

export class ExportChoiceDto {
  @ApiProperty({ example: 'sale' })
  value!: string;

  @ApiProperty({ example: 'Vente' })
  label!: string;
}

export class ExportFilterDto implements ExportFilterView {
  @ApiProperty({ example: 'warehouseId' })
  name!: string;

  @ApiProperty({ example: 'Entrepôt' })
  label!: string;

  @ApiProperty({ enum: ['date', 'choice', 'reference'] })
  type!: 'date' | 'choice' | 'reference';

  @ApiPropertyOptional({ type: [ExportChoiceDto], description: "the accepted values of a 'choice'" })
  choices?: ExportChoiceDto[];

  @ApiPropertyOptional({ example: 'warehouses', description: "the API list a 'reference' id comes from" })
  resource?: string;

  @ApiPropertyOptional({ description: 'the export cannot run without it' })
  required?: boolean;
}

export class ExportKindDto implements ExportKindView {
  @ApiProperty({ example: 'clients' })
  kind!: string;

  @ApiProperty({ example: 'Clients et prospects' })
  label!: string;

  @ApiProperty({ type: [ExportFilterDto] })
  filters!: ExportFilterDto[];
}

export class DownloadQueryDto {
  @ApiProperty({ required: false, description: 'expiry of a signed link (seconds since 1970)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  expires?: number;

  @ApiProperty({ required: false, description: 'signature of a signed link' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  signature?: string;
}
