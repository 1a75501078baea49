import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { CLIENT_TYPOLOGIES, failure, isKeyOf, rules, type ValidationFailure } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { positiveQuantity } from '../../domain/stock-rules.js';

function clientIds(value: unknown): ValidationFailure | null {
  return Array.isArray(value) &&
    value.length <= 200 &&
    value.every((id) => Number.isSafeInteger(id) && id > 0)
    ? null
    : failure('validation.invalid');
}

function typologies(value: unknown): ValidationFailure | null {
  if (!Array.isArray(value) || value.length > 20) return failure('validation.invalid');
  const unknown = value.find((key) => !isKeyOf(CLIENT_TYPOLOGIES, key));
  return unknown === undefined ? null : failure('validation.unknownValue', { value: String(unknown) });
}

export class AllocationInputDto {
  @ApiPropertyOptional({ description: 'the stock level the quota is taken from (creation only)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  levelId?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({ type: [Number], description: 'CRM client ids' })
  @IsOptional()
  @Satisfies(clientIds)
  clientIds?: number[];

  @ApiPropertyOptional({ type: [String], description: 'client typology keys' })
  @IsOptional()
  @Satisfies(typologies)
  typologies?: string[];

  @ApiPropertyOptional({ description: 'bottles set aside' })
  @IsOptional()
  @Satisfies(positiveQuantity)
  quantity?: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'YYYY-MM-DD (DD/MM/YYYY accepted)' })
  @IsOptional()
  @Satisfies(rules.date)
  startsAt?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'YYYY-MM-DD: the quota returns to general stock after that day',
  })
  @IsOptional()
  @Satisfies(rules.date)
  endsAt?: string | null;
}

export class AllocationDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  levelId!: number;

  @ApiProperty()
  warehouseId!: number;

  @ApiProperty()
  productId!: number;

  @ApiProperty({ description: 'product, vintage and format' })
  label!: string;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty({ type: [Number] })
  clientIds!: number[];

  @ApiProperty({ type: [String] })
  typologies!: string[];

  @ApiProperty()
  quantity!: number;

  @ApiProperty()
  used!: number;

  @ApiProperty({ description: 'quantity − used while active, else 0' })
  remaining!: number;

  @ApiProperty({ type: String, nullable: true, description: 'YYYY-MM-DD: the first day of the quota' })
  startsAt!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'YYYY-MM-DD: the last day of the quota (it returns to general stock after it)',
  })
  endsAt!: string | null;

  @ApiProperty({ enum: ['active', 'ended'] })
  status!: string;

  @ApiProperty()
  createdAt!: Date;
}
