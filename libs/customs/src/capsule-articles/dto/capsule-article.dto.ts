import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  CAPSULE_TYPES,
  CRD_CATEGORIES,
  CRD_COLORS,
  type CapsuleType,
  type CrdCategory,
  type CrdColor,
} from '../../domain/declaration.js';

export class CapsuleArticleDto {
  @ApiProperty() id!: number;
  @ApiProperty() productId!: number;
  @ApiProperty() formatId!: number;
  @ApiProperty({ enum: CRD_CATEGORIES }) category!: CrdCategory;
  @ApiProperty({ enum: CAPSULE_TYPES, nullable: true, description: "null: the shop's capsule type" })
  capsuleType!: CapsuleType | null;
  @ApiProperty({ enum: CRD_COLORS }) color!: CrdColor;
  @ApiProperty({ example: 'CL_75' }) centilisation!: string;
  @ApiProperty({ description: 'capsules in one unit of the format' }) perUnit!: number;
}

export class CapsuleArticleInputDto {
  @ApiProperty() @IsInt() @Min(1) @Max(2_147_483_647) productId!: number;
  @ApiProperty() @IsInt() @Min(1) @Max(2_147_483_647) formatId!: number;
  @ApiProperty({ enum: CRD_CATEGORIES }) @IsIn([...CRD_CATEGORIES]) category!: CrdCategory;
  @ApiPropertyOptional({ enum: CAPSULE_TYPES, description: "the shop's capsule type when absent" })
  @IsOptional()
  @IsIn([...CAPSULE_TYPES])
  capsuleType?: CapsuleType;
  @ApiProperty({ enum: CRD_COLORS, description: "one of its category's colours" })
  @IsIn([...CRD_COLORS])
  color!: CrdColor;
  @ApiProperty({ example: 'CL_75' }) @IsString() @MaxLength(20) centilisation!: string;
  @ApiProperty({ description: 'capsules in one unit of the format' })
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  perUnit!: number;
}
