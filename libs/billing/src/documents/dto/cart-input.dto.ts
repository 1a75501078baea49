import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CART_PRODUCT_TYPES, type CartProductType } from '@cuvee/kernel';

/*
 * A cart's products and delivery choice as the fronts send them: ids and quantities only, the server
 * prices (ADR 0014). The sales cart takes them, and so does a quote made from a cart
 * (/orders/add?subType=quote), which sales prices through billing's line pricing port. They live in
 * billing because sales depends on billing, never the other way.
 */

const ID = /^[1-9]\d{0,9}$/;
export const MAX_CART_LINES = 200;
export const MAX_LINE_QUANTITY = 100_000;

export class ChosenFormatDto {
  @ApiProperty({ description: "the format's id" })
  @Matches(ID)
  id!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(16)
  container?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNumber()
  unityValue?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(16)
  unity?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNumber()
  eq75?: number;
}

export class CartProductDto {
  @ApiPropertyOptional({ description: 'the line id in the cart (domain lineIdOf); computed when absent' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  idTmp?: string;

  @ApiProperty()
  @Matches(ID)
  productId!: string;

  @ApiPropertyOptional({ enum: CART_PRODUCT_TYPES })
  @IsOptional()
  @IsIn(CART_PRODUCT_TYPES)
  productType?: CartProductType;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'the vintage by name ("2022")' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  vintageName?: string | null;

  @ApiProperty({ type: ChosenFormatDto })
  @ValidateNested()
  @Type(() => ChosenFormatDto)
  chosenFormat!: ChosenFormatDto;

  @ApiProperty()
  @IsInt()
  @Min(1)
  @Max(MAX_LINE_QUANTITY)
  quantity!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isWrapped?: boolean;
}

export class CartShippingDto {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'a delivery type of the shop' })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  type?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  ref?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'a collection point ref' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  collectionPoint?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  instructions?: string;

  // Display fields the spec's cart carries; the server reads the shop's settings instead.
  @ApiPropertyOptional({ description: 'ignored: the server decides franco' })
  @IsOptional()
  @IsBoolean()
  franco?: boolean;

  @ApiPropertyOptional({ description: 'ignored: the server counts the packages' })
  @IsOptional()
  @IsInt()
  nbrPackages?: number;
}
