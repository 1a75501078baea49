import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { PRODUCT_KINDS, PRODUCT_STATUSES } from '@cuvee/kernel';

/** A row of the administrators' list of every shop's products (ADR 0086). */
export class AdminProductDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  shopId!: number;

  @ApiProperty({ description: 'the name of the shop that sells it' })
  shopName!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: PRODUCT_KINDS.map((kind) => kind.key) })
  productType!: string;

  @ApiProperty({ nullable: true, type: String, description: 'kernel PRODUCT_TYPES key (wine, cremant…)' })
  type!: string | null;

  @ApiProperty({ enum: PRODUCT_STATUSES.map((status) => status.key) })
  status!: string;

  @ApiProperty({ description: 'hidden from buyers by an administrator' })
  moderated!: boolean;

  @ApiProperty({ nullable: true, type: String })
  moderationReason!: string | null;

  @ApiProperty({ nullable: true, type: Date })
  moderatedAt!: Date | null;

  @ApiProperty()
  updatedAt!: Date;
}

/** Hide a product from the shop front, or show it again. */
export class ModerateProductDto {
  @ApiProperty({ description: 'true hides it from buyers and visitors, false lifts the moderation' })
  @IsBoolean()
  moderated!: boolean;

  @ApiPropertyOptional({ maxLength: 500, description: 'the rule it breaks (needed to hide it)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export class AdminProductActionDto {
  @ApiProperty({ example: true })
  success!: boolean;

  @ApiProperty({ example: "L'article est masqué de la boutique en ligne" })
  message!: string;

  @ApiProperty({ type: AdminProductDto })
  product!: AdminProductDto;

  @ApiProperty({ description: 'whether it was moderated before this call' })
  wasModerated!: boolean;
}
