import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { LIST_KINDS, type ListKind } from '../../domain/campaign-rules.js';

/** A dynamic list's saved filter on the CRM's fields. */
export class ListFilterDto {
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  typologies?: string[];

  @ApiPropertyOptional({ type: [String], description: 'French department codes' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(120)
  @IsString({ each: true })
  departments?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  tags?: string[];

  @ApiPropertyOptional({ type: [Number], description: 'the team members who follow the clients' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsInt({ each: true })
  agentIds?: number[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isPro?: boolean;

  @ApiPropertyOptional({ description: 'prospects too' })
  @IsOptional()
  @IsBoolean()
  withProspects?: boolean;
}

export class ListInputDto {
  @ApiPropertyOptional({ description: 'needed to create' })
  @IsOptional()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({
    enum: LIST_KINDS,
    description: 'static (chosen clients) or dynamic (a filter); set at creation',
  })
  @IsOptional()
  @IsIn(LIST_KINDS)
  kind?: ListKind;

  // Null on a static list: a client sends the list back as it read it.
  @ApiPropertyOptional({ type: ListFilterDto, nullable: true, description: 'a dynamic list: its filter' })
  @IsOptional()
  @ValidateNested()
  @Type(() => ListFilterDto)
  filter?: ListFilterDto | null;

  @ApiPropertyOptional({ type: [Number], description: 'a static list: its clients (replaces them)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10_000)
  @IsInt({ each: true })
  clientIds?: number[];
}

export class ListImportDto {
  @ApiProperty({
    description: 'CSV text with an email column (; or , separated); clients found by email join the list',
  })
  @IsString()
  @MaxLength(5_000_000)
  csv!: string;
}

export class ListDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: LIST_KINDS })
  kind!: ListKind;

  @ApiProperty({ type: ListFilterDto, nullable: true })
  filter!: ListFilterDto | null;

  @ApiProperty({ description: 'clients the list holds now' })
  count!: number;

  @ApiProperty({ description: 'of them, those a campaign would reach (consent and an address)' })
  consenting!: number;

  @ApiProperty()
  createdAt!: Date;
}

export class ListImportResultDto {
  @ApiProperty()
  added!: number;

  @ApiProperty({ type: [String], description: 'addresses of no client of the shop' })
  unknown!: string[];
}

export class ListMemberDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  displayName!: string;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty()
  marketingConsent!: boolean;
}
