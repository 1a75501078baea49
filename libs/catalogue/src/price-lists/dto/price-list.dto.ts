import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { Satisfies } from '@cuvee/platform';
import { FormatTypologyInputDto, typologyMapKeys } from '../../products/dto/product-input.dto.js';
import { AddTierDto, PriceTierDto } from '../../products/dto/product.dto.js';
import { cents } from '../../products/product-rules.js';

/** One cell of the Tarifs grid: a format's price for one typology of the shop. */
export class PriceListCellDto {
  @ApiProperty()
  visible!: boolean;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: "the typology's own price; null: the base price",
  })
  price!: number | null;

  @ApiProperty({ example: 900, description: 'the list price HT the typology pays (own price, else base)' })
  listHt!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 1080,
    description: 'one unit as the typology sees it',
  })
  display!: number | null;

  @ApiProperty({ description: 'display is tax-inclusive' })
  displayTtc!: boolean;

  @ApiPropertyOptional({ type: [PriceTierDto] })
  discountPrice?: PriceTierDto[];

  @ApiPropertyOptional({ type: [AddTierDto] })
  discountAdd?: AddTierDto[];
}

/** A row of the Tarifs grid (page /dashboard/tarifs): one format of a product, one cell per typology. */
@ApiExtraModels(PriceListCellDto)
export class PriceListRowDto {
  @ApiProperty({ description: 'the format id' })
  id!: number;

  @ApiProperty()
  productId!: number;

  @ApiProperty({ example: 'Chinon Les Demoiselles' })
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  precision!: string | null;

  @ApiProperty({ example: 'bottle' })
  productType!: string;

  @ApiProperty({ example: 'online' })
  status!: string;

  @ApiProperty({ type: String, nullable: true, example: '2022' })
  vintage!: string | null;

  @ApiProperty({ example: 'bottle' })
  container!: string;

  @ApiProperty({ example: 'litre' })
  unity!: string;

  @ApiProperty({ example: 0.75 })
  unityValue!: number;

  @ApiProperty({ example: 1 })
  eq75!: number;

  @ApiProperty({ example: 1250, description: 'base price HT, cents' })
  price!: number;

  @ApiProperty({ type: [PriceTierDto] })
  discountPrice!: PriceTierDto[];

  @ApiProperty({ type: [AddTierDto] })
  discountAdd!: AddTierDto[];

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(PriceListCellDto) },
    description: "one cell per typology of the shop, keyed like the shop's typologies",
  })
  typologies!: Record<string, PriceListCellDto>;
}

@ApiExtraModels(FormatTypologyInputDto)
export class UpdatePriceListDto {
  @ApiPropertyOptional({ example: 1250, description: 'the base price HT, cents' })
  @IsOptional()
  @Satisfies(cents)
  price?: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(FormatTypologyInputDto) },
    description:
      'the typologies to change (the others keep their cell), e.g. {"caviste":{"visible":true,"price":900}}',
  })
  @IsOptional()
  @Satisfies(typologyMapKeys)
  @ValidateNested({ each: true })
  @Type(() => FormatTypologyInputDto)
  typologies?: Map<string, FormatTypologyInputDto>;
}

/** A client typology of the shop (Shop.typologies), the columns of the Tarifs grid. */
export class TypologyDto {
  @ApiProperty({ example: 'caviste', description: 'the kernel client typology key' })
  id!: string;

  @ApiProperty({ example: 'Cavistes' })
  name!: string;

  @ApiProperty()
  public!: boolean;

  @ApiProperty()
  ttc!: boolean;

  @ApiProperty({ example: 5 })
  globalDiscount!: number;

  @ApiProperty()
  allRulesInEq75!: boolean;
}
