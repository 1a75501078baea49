import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ListQueryDto, Satisfies } from '@cuvee/platform';
import { GRANULARITIES, type Granularity } from '../../domain/periods.js';
import { AnalyticsPeriodQueryDto, choiceOf } from '../../reports/dto/analytics-query.dto.js';
import {
  AnalyticsComparedPeriodsDto,
  SalesBucketDto,
  SalesTotalsDto,
} from '../../reports/dto/analytics-report.dto.js';

/* An agent's page and dashboard (docs/analytics.md "Agents"): cents HT, Paris days. */

export class AgentSummaryQueryDto extends AnalyticsPeriodQueryDto {
  @ApiPropertyOptional({
    enum: GRANULARITIES,
    description: 'the series: default day up to 62 days, week up to 366, month above',
  })
  @IsOptional()
  @Satisfies(choiceOf(GRANULARITIES))
  granularity?: Granularity;
}

/** `to` dates the portfolio's figures (the year to it); the list's range and sort. */
export class AgentClientsQueryDto extends IntersectionType(AnalyticsPeriodQueryDto, ListQueryDto) {}

export class AgentPortfolioDto {
  @ApiProperty({ example: 42, description: 'clients the agent follows (not archived)' })
  clients!: number;

  @ApiProperty({ example: 30, description: 'of them, those invoiced in the twelve months up to `to`' })
  activeClients!: number;
}

export class AgentTopClientDto {
  @ApiProperty()
  clientId!: number;

  @ApiProperty({ example: 'Cave des Amis' })
  name!: string;

  @ApiProperty({ description: "HT of the period on the agent's sales, credit notes deducted" })
  ht!: number;
}

export class AgentSummaryDto extends AnalyticsComparedPeriodsDto {
  @ApiProperty()
  agentId!: number;

  @ApiProperty({ example: 'Alice Martin' })
  name!: string;

  @ApiProperty({ type: AgentPortfolioDto })
  portfolio!: AgentPortfolioDto;

  @ApiProperty({
    type: SalesTotalsDto,
    description: "the agent's sales (the sale's agent frozen at issue) of the three periods",
  })
  totals!: SalesTotalsDto;

  @ApiProperty({ type: [SalesBucketDto] })
  series!: SalesBucketDto[];

  @ApiProperty({ type: [AgentTopClientDto], description: 'the five first clients of the period by HT' })
  topClients!: AgentTopClientDto[];

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 1368,
    description: "the period's commission at the agent's rules; null for who may not read commissions",
  })
  commission!: number | null;
}

export class AgentClientDto {
  @ApiProperty({ description: 'the client id' })
  id!: number;

  @ApiProperty({ example: 'Cave des Amis' })
  displayName!: string;

  @ApiProperty({ example: 'caviste' })
  typology!: string;

  @ApiProperty({ type: 'string', nullable: true, example: 'Tours' })
  city!: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '2026-11-12',
    description: 'Paris day of the last order placed (cancelled or abandoned ones aside)',
  })
  lastOrderOn!: string | null;

  @ApiProperty({ example: 123400, description: "the client's HT from 1 January of `to`'s year up to `to`" })
  yearHt!: number;
}
