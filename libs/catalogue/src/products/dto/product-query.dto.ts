import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListQueryDto } from '@cuvee/platform';
import { ORIGINS } from '../../shops/shop-views.js';

/** Product queries: the react-admin list parameters plus shopIds, typology and origin. */
export class ProductListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({
    description: 'the shops whose products to list, "1,2" or "[1,2]" (at most 20); sellers default to theirs',
    example: '1',
  })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  shopIds?: string;

  @ApiPropertyOptional({
    description: 'price with this typology: sellers with seeAllPrice; others may only name their own',
    example: 'caviste',
  })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  typology?: string;

  @ApiPropertyOptional({
    enum: ORIGINS,
    description: 'dashboard (default): the seller view for sellers; shop: the shop page view for everyone',
  })
  @IsOptional()
  @IsIn(ORIGINS)
  origin?: (typeof ORIGINS)[number];
}

/** `?typology=` and `?origin=` of a single product read. */
export class ProductViewQueryDto {
  @ApiPropertyOptional({ description: 'as in the list', example: 'caviste' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  typology?: string;

  @ApiPropertyOptional({ enum: ORIGINS })
  @IsOptional()
  @IsIn(ORIGINS)
  origin?: (typeof ORIGINS)[number];
}

/** The shop page's filter choices: the shops, and the view as in the list. */
export class ProductFacetsQueryDto {
  @ApiPropertyOptional({ description: 'as in the list: "1,2" or "[1,2]"', example: '1' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  shopIds?: string;

  @ApiPropertyOptional({ description: 'as in the list', example: 'caviste' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  typology?: string;

  @ApiPropertyOptional({ enum: ORIGINS })
  @IsOptional()
  @IsIn(ORIGINS)
  origin?: (typeof ORIGINS)[number];
}
