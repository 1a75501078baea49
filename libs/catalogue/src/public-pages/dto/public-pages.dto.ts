import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LANGUAGES } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { NutritionDto, ProductDto } from '../../products/dto/product.dto.js';
import { refKey } from '../../products/product-rules.js';

export class PageShopDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'DEMO' })
  code!: string;

  @ApiProperty({ example: 'domaine-des-demoiselles' })
  urlShop!: string;

  @ApiProperty({ example: 'Domaine des Demoiselles' })
  name!: string;
}

/** The data of a public product page (`/{urlShop}/{slug}`, `/shops/{id}/{slug}`). */
export class ProductPageDto {
  @ApiProperty({ type: PageShopDto })
  shop!: PageShopDto;

  @ApiProperty({ type: ProductDto })
  product!: ProductDto;
}

export class ELabelQueryDto {
  @ApiPropertyOptional({
    enum: LANGUAGES.map((l) => l.key),
    description: 'default: Accept-Language, then fr',
  })
  @IsOptional()
  @Satisfies(refKey(LANGUAGES))
  lang?: string;

  @ApiPropertyOptional({ example: '2022', description: 'the vintage whose alcohol to show' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  vintage?: string;
}

export class ELabelProductDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'chinon-les-demoiselles' })
  slug!: string;

  @ApiProperty({ example: 'Chinon Les Demoiselles' })
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  precision!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Chinon' })
  appellation!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'red' })
  color!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'wine' })
  type!: string | null;
}

/**
 * The e-label (EU regulation 2021/2117): ingredients, allergens and the nutrition declaration per 100 ml,
 * with the alcohol of the vintage. Nothing else: no price, no description, no marketing, no tracking.
 */
export class ELabelDto {
  @ApiProperty({ example: 'Domaine des Demoiselles' })
  shopName!: string;

  @ApiProperty({ type: ELabelProductDto })
  product!: ELabelProductDto;

  @ApiProperty({ type: String, nullable: true, example: '2022' })
  vintage!: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 13 })
  alcohol!: number | null;

  @ApiProperty({ example: 'fr', description: 'the language of the texts below' })
  language!: string;

  @ApiProperty({ type: [String], example: ['fr', 'en'], description: 'languages the texts exist in' })
  languages!: string[];

  @ApiProperty({ type: String, nullable: true })
  ingredients!: string | null;

  @ApiProperty({ type: String, nullable: true })
  allergens!: string | null;

  @ApiProperty({ type: NutritionDto, nullable: true, description: 'per 100 ml' })
  nutrition!: NutritionDto | null;
}

export class Gs1ProductDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  slug!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  precision!: string | null;

  @ApiProperty({ example: 'online' })
  status!: string;
}

export class Gs1FormatDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'bottle' })
  container!: string;

  @ApiProperty({ example: 'litre' })
  unity!: string;

  @ApiProperty({ example: 0.75 })
  unityValue!: number;

  @ApiProperty({ example: '3760123450005' })
  ean!: string;
}

export class Gs1VintageDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: '2022' })
  name!: string;
}

export class Gs1LinksDto {
  @ApiProperty({ example: '/domaine-des-demoiselles/chinon-les-demoiselles' })
  page!: string;

  @ApiProperty({
    example: '/domaine-des-demoiselles/nutritiveValues?product=chinon-les-demoiselles&vintage=2022',
  })
  eLabel!: string;
}

/** What a GS1 Digital Link names: the product, its format, the vintage and the lot. */
export class Gs1ResolutionDto {
  @ApiProperty({ type: PageShopDto })
  shop!: PageShopDto;

  @ApiProperty({ type: Gs1ProductDto })
  product!: Gs1ProductDto;

  @ApiProperty({ type: Gs1FormatDto })
  format!: Gs1FormatDto;

  @ApiProperty({ type: Gs1VintageDto, nullable: true })
  vintage!: Gs1VintageDto | null;

  @ApiProperty({ type: String, nullable: true, example: 'L2201' })
  lot!: string | null;

  @ApiProperty({ type: Gs1LinksDto, description: 'shop-front paths to open' })
  links!: Gs1LinksDto;
}
