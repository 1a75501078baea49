import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { Satisfies } from '@cuvee/platform';
import { DEFAULT_WINDOW_DAYS, MAX_WINDOW_DAYS } from '../../domain/campaigns.js';
import { GRANULARITIES, type Granularity } from '../../domain/periods.js';
import {
  AnalyticsPeriodQueryDto,
  choiceOf,
  countUpTo,
  ReportFormatQueryDto,
} from '../../reports/dto/analytics-query.dto.js';
import { AnalyticsComparedPeriodsDto } from '../../reports/dto/analytics-report.dto.js';

/*
 * The activities, campaigns and reservations reports (docs/analytics.md, ADR 0080): their queries and
 * answers. Days in Paris, amounts in cents HT.
 */

export const ACTIVITY_DIMENSIONS = ['person', 'type'] as const;
export type ActivityDimension = (typeof ACTIVITY_DIMENSIONS)[number];

/** The series' buckets: by default day up to 62 days, ISO week up to 366, month above. */
class GranularityQueryDto extends AnalyticsPeriodQueryDto {
  @ApiPropertyOptional({
    enum: GRANULARITIES,
    description: 'default: day up to 62 days, week (ISO, from Monday) up to 366, month above',
  })
  @IsOptional()
  @Satisfies(choiceOf(GRANULARITIES))
  granularity?: Granularity;
}

export class ActivitiesReportQueryDto extends GranularityQueryDto {
  @ApiPropertyOptional({ enum: ACTIVITY_DIMENSIONS, description: 'the rows: by person (default) or by type' })
  @IsOptional()
  @Satisfies(choiceOf(ACTIVITY_DIMENSIONS))
  by?: ActivityDimension;
}

export class CampaignsReportQueryDto extends AnalyticsPeriodQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    example: DEFAULT_WINDOW_DAYS,
    description: `days an invoice to a recipient counts after their mail (the sending day included), 1 to ${MAX_WINDOW_DAYS}; default ${DEFAULT_WINDOW_DAYS}`,
  })
  @IsOptional()
  @Satisfies(countUpTo(MAX_WINDOW_DAYS, 'analytics.windowDays'))
  windowDays?: string;
}

export class ReservationsReportQueryDto extends GranularityQueryDto {}

export class ActivitiesExportQueryDto extends IntersectionType(
  ActivitiesReportQueryDto,
  ReportFormatQueryDto,
) {}
export class CampaignsExportQueryDto extends IntersectionType(
  CampaignsReportQueryDto,
  ReportFormatQueryDto,
) {}
export class ReservationsExportQueryDto extends IntersectionType(
  ReservationsReportQueryDto,
  ReportFormatQueryDto,
) {}

// ---- Activities

export class ActivityCountsDto {
  @ApiProperty({ example: 12, description: 'tasks due in the period' })
  planned!: number;

  @ApiProperty({ example: 9, description: 'tasks marked done in the period' })
  done!: number;

  @ApiProperty({ example: 2, description: 'due in the period, before now, and not done' })
  overdue!: number;

  @ApiProperty({ example: 3, description: 'client visits done in the period' })
  visits!: number;
}

export class ActivityTotalsDto {
  @ApiProperty({ type: ActivityCountsDto })
  current!: ActivityCountsDto;

  @ApiProperty({ type: ActivityCountsDto })
  previous!: ActivityCountsDto;

  @ApiProperty({ type: ActivityCountsDto })
  lastYear!: ActivityCountsDto;
}

export class ActivityBucketDto {
  @ApiProperty({ example: '2026-11-02' })
  bucket!: string;

  @ApiProperty({ example: 4, description: 'activities done' })
  done!: number;

  @ApiProperty({ example: 3 })
  previousDone!: number;

  @ApiProperty({ example: 5 })
  lastYearDone!: number;
}

export class ActivityRowDto extends ActivityCountsDto {
  @ApiProperty({ example: '12', description: "the assignee's user id, or the activity type" })
  key!: string;

  @ApiProperty({ example: 'Claire Martin' })
  label!: string;

  @ApiProperty({ example: 7, description: 'done in the previous period' })
  previousDone!: number;

  @ApiProperty({ example: 6, description: 'done in last year’s period' })
  lastYearDone!: number;
}

export class ActivitiesReportDto extends AnalyticsComparedPeriodsDto {
  @ApiProperty({ type: ActivityTotalsDto })
  totals!: ActivityTotalsDto;

  @ApiProperty({ type: [ActivityBucketDto] })
  series!: ActivityBucketDto[];

  @ApiProperty({ type: [ActivityRowDto], description: 'by person or type; most done first' })
  rows!: ActivityRowDto[];
}

// ---- Campaigns

export class CampaignFiguresDto {
  @ApiProperty({ example: 2, description: 'campaigns whose sending started in the period' })
  campaigns!: number;

  @ApiProperty({ example: 640, description: 'deliveries written (recipients with consent)' })
  recipients!: number;

  @ApiProperty({ example: 630 })
  delivered!: number;

  @ApiProperty({ example: 6, description: 'refused by the mail server (bounces)' })
  failed!: number;

  @ApiProperty({ example: 4, description: 'left out: consent withdrawn before their turn' })
  skipped!: number;

  @ApiProperty({ example: 3 })
  unsubscribed!: number;

  @ApiProperty({ example: 12, description: 'recipients with an invoice counted' })
  buyers!: number;

  @ApiProperty({ example: 14 })
  invoices!: number;

  @ApiProperty({ example: 240000, description: 'cents HT of the invoices counted' })
  ht!: number;
}

export class CampaignTotalsDto {
  @ApiProperty({ type: CampaignFiguresDto })
  current!: CampaignFiguresDto;

  @ApiProperty({ type: CampaignFiguresDto })
  previous!: CampaignFiguresDto;

  @ApiProperty({ type: CampaignFiguresDto })
  lastYear!: CampaignFiguresDto;
}

export class CampaignRowDto {
  @ApiProperty({ example: 4 })
  campaignId!: number;

  @ApiProperty({ example: 'Nouveau millésime' })
  name!: string;

  @ApiProperty({ example: '2026-11-03', description: 'the Paris day its sending started' })
  sentOn!: string;

  @ApiProperty({ example: '2026-11-16', description: 'the last day an invoice may count for it' })
  windowEndsOn!: string;

  @ApiProperty({ example: 320 })
  recipients!: number;

  @ApiProperty({ example: 315 })
  delivered!: number;

  @ApiProperty({ example: 3 })
  failed!: number;

  @ApiProperty({ example: 2 })
  skipped!: number;

  @ApiProperty({ example: 0, description: 'still to be sent' })
  pending!: number;

  @ApiProperty({ example: 1 })
  unsubscribed!: number;

  @ApiProperty({ example: 6 })
  buyers!: number;

  @ApiProperty({ example: 7 })
  invoices!: number;

  @ApiProperty({ example: 120000 })
  ht!: number;
}

export class CampaignsReportDto extends AnalyticsComparedPeriodsDto {
  @ApiProperty({ example: DEFAULT_WINDOW_DAYS })
  windowDays!: number;

  @ApiProperty({ type: CampaignTotalsDto })
  totals!: CampaignTotalsDto;

  @ApiProperty({ type: [CampaignRowDto], description: 'the period’s campaigns, latest first' })
  campaigns!: CampaignRowDto[];
}

// ---- Reservations

export class ReservationFiguresDto {
  @ApiProperty({ example: 18, description: 'bookings not cancelled, of slots in the period' })
  bookings!: number;

  @ApiProperty({ example: 52, description: 'counted persons of those bookings (the places they take)' })
  persons!: number;

  @ApiProperty({ example: 120, description: 'places offered by the slots of the period' })
  capacity!: number;

  @ApiProperty({ example: 0.433, nullable: true, type: Number, description: 'persons / capacity' })
  fillRate!: number | null;

  @ApiProperty({ example: 2, description: 'bookings cancelled, of slots in the period' })
  cancellations!: number;

  @ApiProperty({ example: 5 })
  cancelledPersons!: number;

  @ApiProperty({
    example: 98000,
    description: 'cents HT of the bookings not cancelled, tourist tax left out',
  })
  ht!: number;
}

export class ReservationTotalsDto {
  @ApiProperty({ type: ReservationFiguresDto })
  current!: ReservationFiguresDto;

  @ApiProperty({ type: ReservationFiguresDto })
  previous!: ReservationFiguresDto;

  @ApiProperty({ type: ReservationFiguresDto })
  lastYear!: ReservationFiguresDto;
}

export class ReservationBucketDto {
  @ApiProperty({ example: '2026-11-02' })
  bucket!: string;

  @ApiProperty({ example: 8, description: 'persons booked for the slots of the bucket' })
  persons!: number;

  @ApiProperty({ example: 6 })
  previousPersons!: number;

  @ApiProperty({ example: 4 })
  lastYearPersons!: number;
}

export class ReservationEventRowDto extends ReservationFiguresDto {
  @ApiProperty({ example: 3 })
  eventId!: number;

  @ApiProperty({ example: 'Visite des caves' })
  title!: string;

  @ApiProperty({ example: 40 })
  previousPersons!: number;

  @ApiProperty({ example: 35 })
  lastYearPersons!: number;
}

export class ReservationsReportDto extends AnalyticsComparedPeriodsDto {
  @ApiProperty({ type: ReservationTotalsDto })
  totals!: ReservationTotalsDto;

  @ApiProperty({ type: [ReservationBucketDto] })
  series!: ReservationBucketDto[];

  @ApiProperty({
    type: [ReservationEventRowDto],
    description: 'events with slots in the period; most persons first',
  })
  events!: ReservationEventRowDto[];
}
