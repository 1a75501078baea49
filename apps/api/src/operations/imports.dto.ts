import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsObject, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { failure, type ImportStatus, type ValidationFailure } from '@cuvee/kernel';
import {
  isBase64Upload,
  Satisfies,
  type ImportKindView,
  type ImportView,
  type RowErrorView,
} from '@cuvee/platform';

/** Base64 text, bare or as the data URL a browser's FileReader gives. */
export function base64Content(value: unknown): ValidationFailure | null {
  return isBase64Upload(value) ? null : failure('imports.invalidContent');
}

export class CreateImportDto {
  @ApiProperty({
    example: 'products',
    description: 'what the file holds: products, clients or stock (counted quantities)',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(50)
  kind!: string;

  @ApiProperty({ example: 'articles.csv', description: 'the name the user knows the file by' })
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  fileName!: string;

  @ApiProperty({
    description:
      'the CSV (UTF-8 with or without BOM, or Windows-1252; ; , or tab) or XLSX file in base64, bare or as a ' +
      'data URL; the request stays under BODY_LIMIT',
  })
  @Satisfies(base64Content)
  data!: string;

  @ApiPropertyOptional({ description: 'check and count everything, write nothing' })
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;

  @ApiPropertyOptional({ description: 'all rows or none: one refused row and nothing is imported' })
  @IsOptional()
  @IsBoolean()
  strict?: boolean;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string', nullable: true },
    example: { 'Réf.': 'name', Commentaire: null },
    description: 'file header → field, overriding the automatic mapping; null ignores the column',
  })
  @IsOptional()
  @IsObject()
  mapping?: Record<string, string | null>;
}

export class ColumnBindingDto {
  @ApiProperty()
  header!: string;

  @ApiProperty({ description: '0-based position in the row' })
  index!: number;

  @ApiProperty({ type: String, nullable: true, description: 'null: the column is ignored' })
  field!: string | null;
}

export class ImportDto implements ImportView {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'products' })
  kind!: string;

  @ApiProperty()
  fileName!: string;

  @ApiProperty({ enum: ['pending', 'processing', 'completed', 'reverted', 'error'] })
  status!: ImportStatus;

  @ApiProperty()
  dryRun!: boolean;

  @ApiProperty()
  strict!: boolean;

  @ApiProperty({ type: [ColumnBindingDto] })
  columns!: ColumnBindingDto[];

  @ApiProperty({ type: Number, nullable: true })
  totalRows!: number | null;

  @ApiProperty()
  processedRows!: number;

  @ApiProperty({ description: 'rows that created something (would create, for a dry run)' })
  created!: number;

  @ApiProperty()
  updated!: number;

  @ApiProperty({ description: 'rows identical to what exists' })
  skipped!: number;

  @ApiProperty({ description: 'refused rows' })
  failed!: number;

  @ApiProperty({ minimum: 0, maximum: 100 })
  progress!: number;

  @ApiProperty({ type: String, nullable: true, description: 'why the import stopped (status error)' })
  error!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'the CSV report of refused rows' })
  errorReportUrl!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  userId!: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startedAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finishedAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revertRequestedAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revertedAt!: Date | null;
}

export class ImportColumnDto {
  @ApiProperty()
  field!: string;

  @ApiProperty()
  label!: string;

  @ApiProperty()
  required!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "what to write in the cell, in the caller's language",
    example: 'Le prix hors taxes en euros, virgule ou point : 12,50',
  })
  help!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "the template's example cell", example: '12,50' })
  example!: string | null;
}

export class ImportKindDto implements ImportKindView {
  @ApiProperty({ example: 'products' })
  kind!: string;

  @ApiProperty({ example: 'Articles' })
  label!: string;

  @ApiProperty({ type: [ImportColumnDto] })
  columns!: ImportColumnDto[];

  @ApiProperty({
    type: [String],
    description: "other programs' exports recognised from their header and mapped by themselves",
    example: ['Shopify — clients'],
  })
  sources!: string[];
}

export class ImportTemplateQueryDto {
  @ApiPropertyOptional({ enum: ['csv', 'xlsx'], default: 'xlsx' })
  @IsOptional()
  @IsIn(['csv', 'xlsx'])
  format?: 'csv' | 'xlsx';
}

export class RowErrorDto implements RowErrorView {
  @ApiProperty()
  id!: number;

  @ApiProperty({ description: 'the line in the file, the header being line 1' })
  line!: number;

  @ApiProperty({ type: String, nullable: true })
  column!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'the cell as written' })
  value!: string | null;

  @ApiProperty({ example: 'Le mail est incorrect' })
  message!: string;
}
