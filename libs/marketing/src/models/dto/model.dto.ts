import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { BLOCK_KINDS, MODEL_KINDS, type Block, type ModelKind } from '../../domain/email-model.js';

export class ModelInputDto {
  @ApiPropertyOptional({ description: 'needed to create' })
  @IsOptional()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({
    enum: MODEL_KINDS,
    description: 'standard (rich text) or advanced (blocks); set at creation',
  })
  @IsOptional()
  @IsIn(MODEL_KINDS)
  kind?: ModelKind;

  @ApiPropertyOptional({ description: 'may hold dynamic fields such as {{firstname}}' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  subject?: string;

  @ApiPropertyOptional({ description: 'a standard model: the rich text (sanitised when saved)' })
  @IsOptional()
  @IsString()
  @MaxLength(500_000)
  html?: string;

  @ApiPropertyOptional({
    description: `an advanced model: its blocks, each { kind: ${BLOCK_KINDS.join(' | ')}, … }`,
    type: 'array',
    items: { type: 'object' },
  })
  @IsOptional()
  @IsArray()
  blocks?: Block[];
}

export class ModelDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: MODEL_KINDS })
  kind!: ModelKind;

  @ApiProperty()
  subject!: string;

  @ApiProperty()
  html!: string;

  @ApiProperty({ type: 'array', items: { type: 'object' } })
  blocks!: Block[];

  @ApiProperty()
  updatedAt!: Date;
}

export class ModelPreviewDto {
  @ApiProperty()
  subject!: string;

  @ApiProperty({ description: 'the whole mail as HTML, dynamic fields filled with an example client' })
  html!: string;

  @ApiProperty()
  text!: string;
}

export class ModelTestDto {
  @ApiProperty({ description: 'where the test goes' })
  @IsString()
  @Satisfies(rules.email)
  @MaxLength(191)
  email!: string;
}
