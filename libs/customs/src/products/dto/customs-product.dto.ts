import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CRD_CATEGORIES, CRD_COLORS, type CrdCategory, type CrdColor } from '../../domain/declaration.js';

export class CustomsProductDto {
  @ApiProperty() id!: number;
  @ApiProperty() productId!: number;
  @ApiProperty({ description: '0: every vintage of the product' }) vintageId!: number;
  @ApiProperty() label!: string;
  @ApiProperty({ type: String, nullable: true }) inaoCode!: string | null;
  @ApiProperty({ type: String, nullable: true }) certification!: string | null;
  @ApiProperty({ type: String, nullable: true }) genre!: string | null;
  @ApiProperty({ type: String, nullable: true }) appellation!: string | null;
  @ApiProperty({ type: String, nullable: true }) color!: string | null;
  @ApiProperty({ type: Number, nullable: true }) alcohol!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'excise key of the duty-rate table' }) da!:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'social-security contribution key' }) css!:
    string | null;
  @ApiProperty({ enum: CRD_CATEGORIES }) crdCategory!: CrdCategory;
  @ApiProperty({ enum: CRD_COLORS }) crdColor!: CrdColor;
}

export class CustomsProductInputDto {
  @ApiProperty() @IsInt() @Min(1) @Max(2_147_483_647) productId!: number;
  @ApiPropertyOptional({ description: '0 or absent: every vintage' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  vintageId?: number;
  @ApiProperty() @IsString() @MaxLength(100) label!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(8) inaoCode?:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  certification?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(20) genre?:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  appellation?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(20) color?:
    string | null;
  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsNumber()
  @Min(0)
  @Max(100)
  alcohol?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(32) da?:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(32) css?:
    string | null;
  @ApiProperty({ enum: CRD_CATEGORIES }) @IsIn([...CRD_CATEGORIES]) crdCategory!: CrdCategory;
  @ApiPropertyOptional({
    enum: CRD_COLORS,
    description: 'absent: green (orange for an intermediate product) under AOP/AOC, else blue (grey)',
  })
  @IsOptional()
  @IsIn([...CRD_COLORS])
  crdColor?: CrdColor;
}
