import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsOptional } from 'class-validator';
import { IMAGE_SIDES, SECTION_KINDS, type BuilderSection } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import {
  PAGE_PLACEMENTS,
  pageTitleFailure,
  placementFailure,
  type PagePlacement,
} from '../../domain/builder-pages.js';

/**
 * One section, every kind's fields in one shape (the kernel's BuilderSection is the exact union): the
 * API checks each kind's own fields (readSections) and answers which section is wrong.
 */
export class BuilderSectionDto {
  @ApiProperty({ example: 'hero-1', description: 'short, unique in the page: [a-z0-9-], 32 at most' })
  id!: string;

  @ApiProperty({ enum: SECTION_KINDS })
  kind!: BuilderSection['kind'];

  @ApiPropertyOptional({ description: 'hero, products, events, contact' })
  title?: string;

  @ApiPropertyOptional({ description: 'hero' })
  subtitle?: string;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'hero, imageText: an uploaded picture of the shop (POST /v1/visuals)',
  })
  image?: string | null;

  @ApiPropertyOptional({ description: 'hero: the call to action, with ctaHref' })
  ctaLabel?: string;

  @ApiPropertyOptional({ description: 'hero: a page of the shop (/…) or an http(s) address' })
  ctaHref?: string;

  @ApiPropertyOptional({ description: 'text, imageText: rich text, sanitised; a script is refused' })
  html?: string;

  @ApiPropertyOptional({ type: [Number], description: 'products: chosen products, in order' })
  productIds?: number[];

  @ApiPropertyOptional({
    description: 'products: the shop page filter (color, appellation, type) when no product is chosen',
    type: 'object',
    properties: { color: { type: 'string' }, appellation: { type: 'string' }, type: { type: 'string' } },
  })
  filter?: { color?: string; appellation?: string; type?: string };

  @ApiPropertyOptional({ description: 'products, events: how many to show (1 to 24)' })
  count?: number;

  @ApiPropertyOptional({ description: 'imageText: the picture described' })
  alt?: string;

  @ApiPropertyOptional({ enum: IMAGE_SIDES, description: 'imageText: the picture on this side' })
  side?: (typeof IMAGE_SIDES)[number];

  @ApiPropertyOptional({ description: 'contact' })
  address?: string;

  @ApiPropertyOptional({ description: 'contact: opening hours' })
  hours?: string;

  @ApiPropertyOptional({ description: 'contact: a map link (https), no map script' })
  mapUrl?: string;
}

export class PageContentDto {
  @ApiProperty({ example: 'Le domaine' })
  title!: string;

  @ApiProperty({ type: [BuilderSectionDto] })
  sections!: BuilderSection[];
}

/** What the owner saves: the draft and where the page goes. */
export class BuilderPageInputDto {
  @ApiProperty({ example: 'Le domaine', description: '1 to 120 characters' })
  @Satisfies(pageTitleFailure)
  title!: string;

  @ApiProperty({ enum: PAGE_PLACEMENTS, description: "home, a tab's page (with tabId), or none" })
  @Satisfies(placementFailure)
  placement!: PagePlacement;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'le-domaine', description: "the tab's id" })
  @IsOptional()
  tabId?: string | null;

  @ApiPropertyOptional({ type: [BuilderSectionDto], description: 'the draft; none: an empty page' })
  @IsOptional()
  @IsArray()
  sections?: BuilderSectionDto[];
}

/** A page in the owner's list. */
export class BuilderPageSummaryDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ description: "the draft's title" })
  title!: string;

  @ApiProperty({ enum: PAGE_PLACEMENTS })
  placement!: PagePlacement;

  @ApiProperty({ nullable: true, type: String })
  tabId!: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  publishedAt!: string | null;

  @ApiProperty({ description: 'the draft differs from the published version (or nothing is published)' })
  hasUnpublishedChanges!: boolean;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

/** A page for its editor: both versions. */
export class BuilderPageDto extends BuilderPageSummaryDto {
  @ApiProperty({ type: PageContentDto })
  draft!: PageContentDto;

  @ApiProperty({ type: PageContentDto, nullable: true })
  published!: PageContentDto | null;
}

/** What visitors see of a page: its published version only. */
export class PublishedPageDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: [BuilderSectionDto] })
  sections!: BuilderSection[];

  @ApiProperty({ format: 'date-time' })
  publishedAt!: string;
}

/** What is published at a place: the page, or null when none is (the usual content shows). */
export class PublishedPlaceDto {
  @ApiProperty({ type: PublishedPageDto, nullable: true })
  page!: PublishedPageDto | null;
}
