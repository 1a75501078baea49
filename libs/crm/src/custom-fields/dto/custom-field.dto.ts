import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
} from 'class-validator';
import { failure, type ValidationFailure } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { Omittable } from '../../clients/dto/rule-decorators.js';
import {
  CUSTOM_FIELD_TYPES,
  isCustomFieldType,
  labelProblem,
  MAX_CHOICES,
  MAX_LABEL_LENGTH,
  type CustomFieldType,
} from '../../domain/custom-fields.js';

function label(value: unknown): ValidationFailure | null {
  return typeof value === 'string'
    ? labelProblem(value)
    : failure('crm.customFieldLabel', { max: MAX_LABEL_LENGTH });
}

function fieldType(value: unknown): ValidationFailure | null {
  return isCustomFieldType(value) ? null : failure('validation.unknownValue', { value: String(value) });
}

/** A custom field as the settings section writes it; every property may be left out on update. */
export class CustomFieldInputDto {
  @ApiPropertyOptional({ description: 'unique in the shop (case and accents aside), 1 to 60 characters' })
  @Omittable()
  @Satisfies(label)
  label?: string;

  @ApiPropertyOptional({
    enum: CUSTOM_FIELD_TYPES,
    description: 'needed on create; changes only while no client has a value',
  })
  @Omittable()
  @Satisfies(fieldType)
  type?: CustomFieldType;

  @ApiPropertyOptional({
    type: [String],
    description: 'the choice type only: 1 to 50 choices, each 1 to 60 characters; a choice in use stays',
  })
  @Omittable()
  @IsArray()
  @ArrayMaxSize(MAX_CHOICES + 1)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  choices?: string[];

  @ApiPropertyOptional({ description: 'place in the form, 0 first; the other fields are renumbered' })
  @Omittable()
  @IsInt()
  @Min(0)
  position?: number;

  @ApiPropertyOptional({ description: 'hidden from forms and pages; its values stay' })
  @Omittable()
  @IsBoolean()
  archived?: boolean;
}

export class CustomFieldDeleteQueryDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description:
      'true deletes the values clients have for the field too; without it, a field with values is refused (409)',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  withValues?: 'true' | 'false';
}

export class CustomFieldDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ description: "stable name in clients' customFields and in filters (custom.<key>)" })
  key!: string;

  @ApiProperty()
  label!: string;

  @ApiProperty({ enum: CUSTOM_FIELD_TYPES })
  type!: CustomFieldType;

  @ApiProperty({ type: [String] })
  choices!: string[];

  @ApiProperty()
  position!: number;

  @ApiProperty()
  archived!: boolean;

  @ApiProperty({ description: 'how many clients have a value for it' })
  valueCount!: number;
}
