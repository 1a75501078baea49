import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import { ApiListResponse, Ctx, IdParamPipe, type RequestContext, sendPage } from '@cuvee/platform';
import { COMMISSIONS_REPORT } from '../analytics-access.js';
import { BAD_PERIOD, download, FILE } from '../reports/analytics.controller.js';
import { commissionsFile } from '../reports/report-files.js';
import { CommissionsReports } from './commissions-report.service.js';
import {
  CommissionLineDto,
  CommissionLinesQueryDto,
  CommissionsExportQueryDto,
  CommissionsReportDto,
  CommissionsReportQueryDto,
} from './dto/commissions-report.dto.js';

const OTHER_AGENT = 'Un agent ne lit que ses propres commissions';

/** The agents' commissions of a period (docs/analytics.md "Commissions"): cents, Paris days. */
@ApiTags('analytics')
@Controller('analytics/commissions')
export class CommissionsController {
  constructor(private readonly reports: CommissionsReports) {}

  @Get()
  @Access(COMMISSIONS_REPORT)
  @ApiOperation({
    summary:
      "Each agent's commission of a period on their basis (invoiced, credit notes deducted, or paid), with the HT counted and the split by rule (default, typology, product); an agent gets only their own",
  })
  @ApiOkResponse({ type: CommissionsReportDto })
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  @ApiForbiddenResponse({ description: OTHER_AGENT })
  report(
    @Ctx() ctx: RequestContext,
    @Query() query: CommissionsReportQueryDto,
  ): Promise<CommissionsReportDto> {
    return this.reports.report(ctx, query);
  }

  @Get('export')
  @Access(COMMISSIONS_REPORT)
  @ApiOperation({ summary: 'The commissions by agent as a CSV or XLSX file: commissions-<from>-<to>.csv' })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse(FILE)
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  async export(
    @Ctx() ctx: RequestContext,
    @Query() query: CommissionsExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    return download(
      reply,
      await commissionsFile(await this.reports.report(ctx, query), query.format ?? 'csv', ctx.locale),
    );
  }

  @Get(':agentId/lines')
  @Access(COMMISSIONS_REPORT)
  @ApiOperation({
    summary:
      "The lines behind an agent's commission (react-admin list, sort day, ht, commission, documentId): each line sold, or the share a payment settled of it",
  })
  @ApiListResponse(CommissionLineDto, 'commission-lines')
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  @ApiForbiddenResponse({ description: OTHER_AGENT })
  async lines(
    @Ctx() ctx: RequestContext,
    @Param('agentId', IdParamPipe) agentId: number,
    @Query() query: CommissionLinesQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CommissionLineDto[]> {
    return sendPage(reply, await this.reports.lines(ctx, agentId, query));
  }
}
