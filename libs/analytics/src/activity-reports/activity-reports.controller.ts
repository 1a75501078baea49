import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import { Ctx, type RequestContext } from '@cuvee/platform';
import { ACTIVITIES_REPORT, CAMPAIGNS_REPORT, RESERVATIONS_REPORT } from '../analytics-access.js';
import { BAD_PERIOD, download, FILE } from '../reports/analytics.controller.js';
import { ActivitiesReports } from './activities-report.service.js';
import { activitiesFile, campaignsFile, reservationsFile } from './activity-report-files.js';
import { CampaignsReports } from './campaigns-report.service.js';
import {
  ActivitiesExportQueryDto,
  ActivitiesReportDto,
  ActivitiesReportQueryDto,
  CampaignsExportQueryDto,
  CampaignsReportDto,
  CampaignsReportQueryDto,
  ReservationsExportQueryDto,
  ReservationsReportDto,
  ReservationsReportQueryDto,
} from './dto/activity-reports.dto.js';
import { ReservationsReports } from './reservations-report.service.js';

const FILE_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/**
 * The reports over the other contexts' activity (docs/analytics.md "Activities", "Campaigns",
 * "Reservations"; ADR 0080): the CRM's tasks, marketing's campaigns, the bookings. Read-only.
 */
@ApiTags('analytics')
@Controller('analytics')
export class ActivityReportsController {
  constructor(
    private readonly activities: ActivitiesReports,
    private readonly campaigns: CampaignsReports,
    private readonly reservations: ReservationsReports,
  ) {}

  @Get('activities')
  @Access(ACTIVITIES_REPORT)
  @ApiOperation({
    summary:
      "The team's tasks of a period by person or activity type: planned (due), done, overdue (due before now, not done), visits done; the done ones by day, ISO week or month against the previous period and last year",
  })
  @ApiOkResponse({ type: ActivitiesReportDto })
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  activitiesReport(
    @Ctx() ctx: RequestContext,
    @Query() query: ActivitiesReportQueryDto,
  ): Promise<ActivitiesReportDto> {
    return this.activities.report(ctx, query);
  }

  @Get('activities/export')
  @Access(ACTIVITIES_REPORT)
  @ApiOperation({
    summary: 'The activities by person or type as a CSV or XLSX file: activites-<from>-<to>.csv',
  })
  @ApiProduces(...FILE_TYPES)
  @ApiOkResponse(FILE)
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  async activitiesExport(
    @Ctx() ctx: RequestContext,
    @Query() query: ActivitiesExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const report = await this.activities.report(ctx, query);
    return download(
      reply,
      await activitiesFile(report, query.by ?? 'person', query.format ?? 'csv', ctx.locale),
    );
  }

  @Get('campaigns')
  @Access(CAMPAIGNS_REPORT)
  @ApiOperation({
    summary:
      'The campaigns whose sending started in the period: recipients, delivered, bounced, skipped, unsubscribed, and the invoices HT of recipients within the window after their mail (each invoice for the latest campaign that reached its client)',
  })
  @ApiOkResponse({ type: CampaignsReportDto })
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  campaignsReport(
    @Ctx() ctx: RequestContext,
    @Query() query: CampaignsReportQueryDto,
  ): Promise<CampaignsReportDto> {
    return this.campaigns.report(ctx, query);
  }

  @Get('campaigns/export')
  @Access(CAMPAIGNS_REPORT)
  @ApiOperation({ summary: 'The campaigns as a CSV or XLSX file: campagnes-<from>-<to>.csv' })
  @ApiProduces(...FILE_TYPES)
  @ApiOkResponse(FILE)
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  async campaignsExport(
    @Ctx() ctx: RequestContext,
    @Query() query: CampaignsExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    return download(
      reply,
      await campaignsFile(await this.campaigns.report(ctx, query), query.format ?? 'csv', ctx.locale),
    );
  }

  @Get('reservations')
  @Access(RESERVATIONS_REPORT)
  @ApiOperation({
    summary:
      'The bookings of the slots of a period by event: bookings, persons, places offered and fill rate, cancellations, HT (tourist tax left out); persons by day, ISO week or month against the previous period and last year',
  })
  @ApiOkResponse({ type: ReservationsReportDto })
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  reservationsReport(
    @Ctx() ctx: RequestContext,
    @Query() query: ReservationsReportQueryDto,
  ): Promise<ReservationsReportDto> {
    return this.reservations.report(ctx, query);
  }

  @Get('reservations/export')
  @Access(RESERVATIONS_REPORT)
  @ApiOperation({ summary: 'The reservations by event as a CSV or XLSX file: reservations-<from>-<to>.csv' })
  @ApiProduces(...FILE_TYPES)
  @ApiOkResponse(FILE)
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  async reservationsExport(
    @Ctx() ctx: RequestContext,
    @Query() query: ReservationsExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    return download(
      reply,
      await reservationsFile(await this.reservations.report(ctx, query), query.format ?? 'csv', ctx.locale),
    );
  }
}
