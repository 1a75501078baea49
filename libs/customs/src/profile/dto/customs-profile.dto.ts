import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { CAPSULE_TYPES, type CapsuleType } from '../../domain/declaration.js';
import type { MovementMapping } from '../../domain/drm-categories.js';

export class CustomsProfileDto {
  @ApiProperty({ type: String, nullable: true, example: 'FR012345E6789' })
  exciseNumber!: string | null;

  @ApiProperty({ type: String, nullable: true })
  cvi!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "SIREN of the interprofession's portal" })
  interproSiren!: string | null;

  @ApiProperty({ enum: CAPSULE_TYPES })
  capsuleType!: CapsuleType;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'movement type → DRM category overrides',
  })
  mapping!: MovementMapping;
}

export class CustomsProfileInputDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'FR012345E6789' })
  @IsOptional()
  @IsString()
  @MaxLength(13)
  exciseNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  cvi?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(9)
  interproSiren?: string | null;

  @ApiPropertyOptional({ enum: CAPSULE_TYPES })
  @IsOptional()
  @IsString()
  capsuleType?: CapsuleType;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } })
  @IsOptional()
  @IsObject()
  mapping?: MovementMapping;
}
