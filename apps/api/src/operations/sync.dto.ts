import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsObject, IsOptional } from 'class-validator';
import type { ImportStatus } from '@cuvee/kernel';
import { MAX_SYNC_ROWS, type SyncResult, type SyncRowResult } from '@cuvee/platform';

export class SyncRequestDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: { nullable: true } },
    minItems: 1,
    maxItems: MAX_SYNC_ROWS,
    example: [
      { name: 'Chinon Les Demoiselles', vintage: '2022', container: 'bottle', unityValue: 0.75, price: 14.5 },
      { email: 'cave@exemple.fr', businessName: 'Cave du Port', typology: 'caviste' },
    ],
    description:
      "the rows, each an object of the import's fields (GET /v1/imports/kinds lists them) with a text, a " +
      'number, a boolean or null; rows are matched as the file import matches them (a product by its ' +
      'name, vintage and format, a client by its email or SIRET, a count by product, format and warehouse)',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_SYNC_ROWS)
  @IsObject({ each: true })
  rows!: Record<string, unknown>[];

  @ApiPropertyOptional({ description: 'check and count everything, write nothing' })
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;

  @ApiPropertyOptional({ description: 'all rows or none: one refused row and nothing is written' })
  @IsOptional()
  @IsBoolean()
  strict?: boolean;
}

export class SyncRowErrorDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'the field refused, when the refusal is about one',
  })
  field!: string | null;

  @ApiProperty({ example: 'Ce champ ne peut pas être vide' })
  message!: string;
}

export class SyncRowResultDto implements SyncRowResult {
  @ApiProperty({ description: "the row's position in the request, from 0" })
  index!: number;

  @ApiProperty({
    enum: ['applied', 'rejected', 'notApplied'],
    description: 'written; refused (see errors); valid but not written (a dry run, a strict sync refused)',
  })
  status!: SyncRowResult['status'];

  @ApiProperty({ type: [SyncRowErrorDto] })
  errors!: SyncRowErrorDto[];
}

export class SyncResultDto implements SyncResult {
  @ApiProperty({ description: 'the import that ran the rows (GET /v1/imports/{id}; revertible)' })
  importId!: number;

  @ApiProperty({ example: 'products' })
  kind!: string;

  @ApiProperty({ enum: ['pending', 'processing', 'completed', 'reverted', 'error'] })
  status!: ImportStatus;

  @ApiProperty()
  dryRun!: boolean;

  @ApiProperty()
  strict!: boolean;

  @ApiProperty()
  created!: number;

  @ApiProperty()
  updated!: number;

  @ApiProperty({ description: 'rows identical to what was stored' })
  skipped!: number;

  @ApiProperty()
  failed!: number;

  @ApiProperty({ type: [SyncRowResultDto] })
  rows!: SyncRowResultDto[];
}
