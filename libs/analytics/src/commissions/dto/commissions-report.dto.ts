import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { failure, type ValidationFailure } from '@cuvee/kernel';
import { ListQueryDto, Satisfies } from '@cuvee/platform';
import {
  COMMISSION_BASES,
  RULE_SOURCES,
  type CommissionBasis,
  type RuleSource,
} from '../../domain/commissions.js';
import { AnalyticsPeriodQueryDto, ReportFormatQueryDto } from '../../reports/dto/analytics-query.dto.js';
import { AnalyticsPeriodDto } from '../../reports/dto/analytics-report.dto.js';

function userId(value: unknown): ValidationFailure | null {
  return /^[1-9]\d{0,9}$/.test(String(value)) ? null : failure('analytics.agentId', { value: String(value) });
}

export class CommissionsReportQueryDto extends AnalyticsPeriodQueryDto {
  @ApiPropertyOptional({ description: "one agent's user id (an agent sees only their own)" })
  @IsOptional()
  @Satisfies(userId)
  agentId?: string;
}

export class CommissionsExportQueryDto extends IntersectionType(
  CommissionsReportQueryDto,
  ReportFormatQueryDto,
) {}

/** The period and a react-admin range and sort over the lines. */
export class CommissionLinesQueryDto extends IntersectionType(AnalyticsPeriodQueryDto, ListQueryDto) {}

export class CommissionFiguresDto {
  @ApiProperty({ description: 'HT counted, cents' })
  ht!: number;

  @ApiProperty({ description: 'cents' })
  commission!: number;
}

export class CommissionBySourceDto {
  @ApiProperty({ type: CommissionFiguresDto, description: 'lines at the default rate' })
  default!: CommissionFiguresDto;

  @ApiProperty({ type: CommissionFiguresDto, description: "lines at their client typology's rate" })
  typology!: CommissionFiguresDto;

  @ApiProperty({ type: CommissionFiguresDto, description: "lines at their product's rate" })
  product!: CommissionFiguresDto;
}

export class AgentCommissionDto {
  @ApiProperty()
  agentId!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: COMMISSION_BASES })
  basis!: CommissionBasis;

  @ApiProperty({ description: 'basis points' })
  defaultRateBp!: number;

  @ApiProperty({ description: 'HT counted on the basis, cents' })
  ht!: number;

  @ApiProperty({ description: 'cents' })
  commission!: number;

  @ApiProperty({ type: CommissionBySourceDto })
  bySource!: CommissionBySourceDto;
}

export class CommissionsReportDto {
  @ApiProperty({ type: AnalyticsPeriodDto })
  period!: AnalyticsPeriodDto;

  @ApiProperty({ type: CommissionFiguresDto })
  totals!: CommissionFiguresDto;

  @ApiProperty({ type: [AgentCommissionDto], description: 'by commission, largest first' })
  agents!: AgentCommissionDto[];
}

export class CommissionLineDto {
  @ApiProperty({ description: 'document-position, with the payment on the paid basis' })
  id!: string;

  @ApiProperty({ description: 'the day counted: the issue (invoiced basis) or the payment (paid basis)' })
  day!: string;

  @ApiProperty()
  documentId!: number;

  @ApiProperty({ nullable: true, type: String })
  documentNumber!: string | null;

  @ApiProperty()
  position!: number;

  @ApiProperty({ nullable: true, type: Number })
  paymentId!: number | null;

  @ApiProperty()
  clientId!: number;

  @ApiProperty()
  clientName!: string;

  @ApiProperty()
  typology!: string;

  @ApiProperty({ nullable: true, type: Number })
  productId!: number | null;

  @ApiProperty({ nullable: true, type: String })
  productName!: string | null;

  @ApiProperty({ description: 'HT counted, cents (the paid share on the paid basis)' })
  ht!: number;

  @ApiProperty()
  rateBp!: number;

  @ApiProperty({ enum: RULE_SOURCES })
  source!: RuleSource;

  @ApiProperty({ description: 'cents' })
  commission!: number;
}
