import { ApiProperty, ApiPropertyOptional, type OpenAPIObject } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsObject, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { failure, type ImportStatus, type ValidationFailure } from '@cuvee/kernel';
import {
  isBase64Upload,
  Satisfies,
  type ImportKindView,
  type ImportView,
  type RowErrorView,
  type UploadView,
} from '@cuvee/platform';

/** Base64 text, bare or as the data URL a browser's FileReader gives. */
export function base64Content(value: unknown): ValidationFailure | null {
  return isBase64Upload(value) ? null : failure('imports.invalidContent');
}

/** What every way of starting an import says besides its file: a JSON body, a form's fields. */
export class ImportOptionsDto {
  @ApiProperty({
    example: 'products',
    description: 'what the file holds: products, clients or stock (counted quantities)',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(50)
  kind!: string;

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
    description:
      'file header → field, overriding the automatic mapping; null ignores the column. Remembered for ' +
      "the shop's next files of the kind",
  })
  @IsOptional()
  @IsObject()
  mapping?: Record<string, string | null>;
}

/**
 * An import as JSON: the file in base64 (`fileName` and `data`, under BODY_LIMIT), or a file staged by
 * `POST /v1/imports/files` (`uploadId`). Exactly one of the two.
 */
export class CreateImportDto extends ImportOptionsDto {
  @ApiPropertyOptional({
    example: 'articles.csv',
    description: 'the name the user knows the file by (with data)',
  })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  fileName?: string;

  @ApiPropertyOptional({
    description:
      'the CSV (UTF-8 with or without BOM, or Windows-1252; ; , or tab) or XLSX file in base64, bare or as a ' +
      'data URL; the request stays under BODY_LIMIT (larger files: multipart/form-data)',
  })
  @IsOptional()
  @Satisfies(base64Content)
  data?: string;

  @ApiPropertyOptional({
    description:
      'the id of a file staged by POST /v1/imports/files (instead of fileName and data); used once',
    example: '3f1c1e9a-6f0e-4d36-9b54-2a1f7c1d9e20',
  })
  @IsOptional()
  @IsString()
  @MaxLength(36)
  uploadId?: string;
}

/** An OpenAPI schema (its type is not among @nestjs/swagger's exports). */
type SchemaObject = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

/** The multipart form of `POST /v1/imports`: the fields first, then the file. */
export const IMPORT_FORM_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['kind', 'file'],
  properties: {
    kind: { type: 'string', example: 'clients', description: 'before the file' },
    dryRun: { type: 'boolean', description: 'true or false, before the file' },
    strict: { type: 'boolean', description: 'true or false, before the file' },
    mapping: {
      type: 'string',
      description: 'the mapping as JSON text ({"Header": "field" | null}), before the file',
      example: '{"Courriel":"email"}',
    },
    file: { type: 'string', format: 'binary', description: 'the CSV or XLSX file, last' },
  },
};

/** The multipart form of `POST /v1/imports/files`. */
export const UPLOAD_FORM_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['file'],
  properties: {
    file: { type: 'string', format: 'binary', description: 'the CSV or XLSX file' },
  },
};

export class StageImportQueryDto {
  @ApiProperty({ example: 'clients', description: 'the kind of import the file is for' })
  @IsString()
  @MinLength(1)
  @MaxLength(50)
  kind!: string;
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

export class ImportMissingFieldDto {
  @ApiProperty({ example: 'email' })
  field!: string;

  @ApiProperty({ example: 'Email' })
  label!: string;
}

/** A staged file and its preview, for the mapping screen. */
export class ImportUploadDto implements UploadView {
  @ApiProperty({ format: 'uuid', description: 'the uploadId to give POST /v1/imports (within 24 hours)' })
  id!: string;

  @ApiProperty({ example: 'clients' })
  kind!: string;

  @ApiProperty()
  fileName!: string;

  @ApiProperty({ description: 'bytes' })
  size!: number;

  @ApiProperty({ enum: ['csv', 'xlsx'] })
  format!: 'csv' | 'xlsx';

  @ApiProperty({ type: [String], description: 'the first row, as written' })
  header!: string[];

  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'string' } },
    description: 'the first 10 data rows, cells trimmed',
  })
  sample!: string[][];

  @ApiProperty({ type: [ColumnBindingDto], description: 'the suggested binding of every column' })
  columns!: ColumnBindingDto[];

  @ApiProperty({
    type: [ImportMissingFieldDto],
    description: 'required fields no column is bound to (the import would refuse them)',
  })
  missing!: ImportMissingFieldDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'the other program whose export the file was recognised as',
  })
  source!: string | null;

  @ApiProperty({ description: "whether the shop's remembered mapping for the kind bound some columns" })
  remembered!: boolean;
}
