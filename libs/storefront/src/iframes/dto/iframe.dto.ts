import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Min,
} from 'class-validator';
import { HEADER_FONTS, rules, type HeaderFont } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import {
  IFRAME_KINDS,
  MAX_RADIUS,
  THEME_MODES,
  type IframeKind,
  type ThemeMode,
} from '../../domain/iframe-rules.js';

/* The theme's fields are checked by the domain (mergeTheme), which names the field that is wrong. */
export class IframeThemeDto {
  @ApiProperty({ enum: THEME_MODES })
  mode!: ThemeMode;

  @ApiProperty({
    example: '#7b1e3a',
    description: 'buttons, links and prices; 3:1 at least on the background',
  })
  accent!: string;

  @ApiProperty({ enum: HEADER_FONTS.map((font) => font.key), description: "one of the shop header's fonts" })
  font!: HeaderFont;

  // The bound is the domain's (mergeTheme), whose message names it; not declared, so no generic refusal.
  @ApiProperty({ description: `corner radius in px, a whole number from 0 to ${MAX_RADIUS}` })
  radius!: number;

  @ApiProperty()
  showPrices!: boolean;

  @ApiProperty()
  showStock!: boolean;
}

export class ProductFilterDto {
  @ApiPropertyOptional()
  q?: string;

  @ApiPropertyOptional()
  color?: string;

  @ApiPropertyOptional()
  appellation?: string;

  @ApiPropertyOptional()
  type?: string;
}

/** The sites allowed to embed a widget, as typed: each is checked and normalised when saved. */
const ORIGINS_DESCRIPTION =
  'sites allowed to embed it: scheme, host and port, no path ("https://www.domaine.fr", "https://*.domaine.fr")';

export class IframeInputDto {
  @ApiPropertyOptional({ description: 'needed to create' })
  @IsOptional()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ enum: IFRAME_KINDS, description: 'needed to create' })
  @IsOptional()
  @IsIn(IFRAME_KINDS)
  kind?: IframeKind;

  @ApiPropertyOptional({ type: [Number], description: 'productList: the chosen products; product: its one' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsInt({ each: true })
  @Min(1, { each: true })
  productIds?: number[];

  @ApiPropertyOptional({ type: ProductFilterDto, description: 'productList without chosen products' })
  @IsOptional()
  @IsObject()
  filter?: ProductFilterDto;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'events: one event, or null for all' })
  @IsOptional()
  @IsInt()
  @Min(1)
  eventId?: number | null;

  @ApiPropertyOptional({ type: IframeThemeDto, description: 'fields left out keep their value' })
  @IsOptional()
  @IsObject()
  theme?: Partial<IframeThemeDto>;

  @ApiPropertyOptional({ type: [String], description: ORIGINS_DESCRIPTION })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(300, { each: true })
  origins?: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

export class IframeDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: IFRAME_KINDS })
  kind!: IframeKind;

  @ApiProperty({ type: [Number] })
  productIds!: number[];

  @ApiProperty({ type: ProductFilterDto })
  filter!: ProductFilterDto;

  @ApiProperty({ type: Number, nullable: true })
  eventId!: number | null;

  @ApiProperty({ type: IframeThemeDto })
  theme!: IframeThemeDto;

  @ApiProperty({
    type: [String],
    description: 'the sites allowed to frame it (CSP frame-ancestors), normalised',
  })
  origins!: string[];

  @ApiProperty()
  enabled!: boolean;

  @ApiProperty()
  updatedAt!: Date;
}

/**
 * What the shop front needs to draw a widget and to answer with its frame-ancestors (its `origins`): the
 * widget without its name, switch and date, with its shop.
 */
export class PublicIframeDto extends OmitType(IframeDto, ['name', 'enabled', 'updatedAt'] as const) {
  @ApiProperty()
  shopId!: number;
}

export class IframeSettingsDto {
  @ApiProperty({ type: [String], description: `a new iframe's ${ORIGINS_DESCRIPTION}` })
  origins!: string[];

  @ApiProperty({ type: IframeThemeDto, description: "a new iframe's theme" })
  theme!: IframeThemeDto;
}

export class IframeSettingsInputDto {
  @ApiPropertyOptional({ type: [String], description: ORIGINS_DESCRIPTION })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(300, { each: true })
  origins?: string[];

  @ApiPropertyOptional({ type: IframeThemeDto, description: 'fields left out keep their value' })
  @IsOptional()
  @IsObject()
  theme?: Partial<IframeThemeDto>;
}
