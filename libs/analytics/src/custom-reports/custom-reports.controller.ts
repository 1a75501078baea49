import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import { Ctx, type RequestContext } from '@cuvee/platform';
import { CUSTOM_REPORT } from '../analytics-access.js';
import { BAD_PERIOD, download, FILE } from '../reports/analytics.controller.js';
import { customFile } from '../reports/report-files.js';
import { CustomReports } from './custom-reports.service.js';
import { CustomExportQueryDto, CustomReportDto, CustomReportQueryDto } from './dto/custom-report.dto.js';

const BAD_CUSTOM = `${BAD_PERIOD}, plus de deux axes ou deux échelles de temps, filtre aux valeurs inconnues, preset avec des dates`;

/** The custom report run (docs/analytics.md "Custom reports"): the saved ones are `saved-reports`. */
@ApiTags('analytics')
@Controller('analytics/custom')
export class CustomReportsController {
  constructor(private readonly reports: CustomReports) {}

  @Get()
  @Access(CUSTOM_REPORT)
  @ApiOperation({
    summary:
      'A measure of the sales (HT, units, bottles, eq75, invoices or clients) by up to two axes — a time scale, channel, typology, country, agent, product, vintage, format — filtered, against the previous period and last year',
  })
  @ApiOkResponse({ type: CustomReportDto })
  @ApiBadRequestResponse({ description: BAD_CUSTOM })
  run(@Ctx() ctx: RequestContext, @Query() query: CustomReportQueryDto): Promise<CustomReportDto> {
    return this.reports.run(ctx, query);
  }

  @Get('export')
  @Access(CUSTOM_REPORT)
  @ApiOperation({ summary: 'The custom report as a CSV or XLSX file: rapport-<from>-<to>.csv' })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse(FILE)
  @ApiBadRequestResponse({ description: BAD_CUSTOM })
  async export(
    @Ctx() ctx: RequestContext,
    @Query() query: CustomExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    return download(
      reply,
      await customFile(await this.reports.run(ctx, query), query.format ?? 'csv', ctx.locale),
    );
  }
}
