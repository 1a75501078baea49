import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  CAPSULE_TYPES,
  CRD_CATEGORIES,
  CRD_COLORS,
  type CapsuleType,
  type CrdCategory,
  type CrdColor,
  type CrdKind,
} from '../../domain/declaration.js';

/** Kinds a person records; uses come from the stock ledger. */
export const RECORDED_KINDS = [
  'purchase',
  'return',
  'excess',
  'otherEntry',
  'destruction',
  'missing',
  'otherExit',
] as const;

export class CrdMovementDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: '2026-10' }) month!: string;
  @ApiProperty({ enum: CRD_CATEGORIES }) category!: CrdCategory;
  @ApiProperty({ enum: CAPSULE_TYPES }) capsuleType!: CapsuleType;
  @ApiProperty({ enum: CRD_COLORS }) color!: CrdColor;
  @ApiProperty({ example: 'CL_75' }) centilisation!: string;
  @ApiProperty({ enum: RECORDED_KINDS }) kind!: CrdKind;
  @ApiProperty() quantity!: number;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'a purchase receipt line (receipt:<receipt>:<movement>); null when typed',
  })
  sourceRef!: string | null;
  @ApiProperty() createdAt!: Date;
}

export class CrdMovementInputDto {
  @ApiProperty({ enum: CRD_CATEGORIES }) @IsIn([...CRD_CATEGORIES]) category!: CrdCategory;
  @ApiPropertyOptional({ enum: CAPSULE_TYPES, description: "the shop's capsule type when absent" })
  @IsOptional()
  @IsIn([...CAPSULE_TYPES])
  capsuleType?: CapsuleType;
  @ApiProperty({ enum: CRD_COLORS, description: "one of its category's colours" })
  @IsIn([...CRD_COLORS])
  color!: CrdColor;
  @ApiProperty({ example: 'CL_75' }) @IsString() @MaxLength(20) centilisation!: string;
  @ApiProperty({ enum: RECORDED_KINDS }) @IsIn([...RECORDED_KINDS]) kind!: CrdKind;
  @ApiProperty() @IsInt() @Min(1) @Max(10_000_000) quantity!: number;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(255) reason?: string;
}
