import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import {
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  type RequestContext,
  sendPage,
} from '@cuvee/platform';
import { SAVED_REPORTS } from '../analytics-access.js';
import { SavedReportsService } from './saved-reports.service.js';
import { SavedReportChangesDto, SavedReportDto, SavedReportInputDto } from './dto/saved-report.dto.js';

const BAD_REPORT =
  'Nom vide ou trop long, mesure, axe, filtre ou graphique inconnus, camembert sur le temps, courbe sans le temps, période personnalisée sans ses dates';
const NOT_YOURS = 'Seul son auteur modifie ou supprime ce rapport';

/** The saved custom reports (react-admin resource; docs/analytics.md "Custom reports"). */
@ApiTags('analytics')
@Controller('analytics/saved-reports')
export class SavedReportsController {
  constructor(private readonly reports: SavedReportsService) {}

  @Get()
  @Access(SAVED_REPORTS)
  @ApiOperation({
    summary: "The caller's saved reports and the shop's shared ones (filters q, shared, ownerId)",
  })
  @ApiListResponse(SavedReportDto, 'saved-reports')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SavedReportDto[]> {
    return sendPage(reply, await this.reports.list(ctx, query));
  }

  @Get(':id')
  @Access(SAVED_REPORTS)
  @ApiOperation({ summary: 'A saved report the caller wrote or that is shared' })
  @ApiOkResponse({ type: SavedReportDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<SavedReportDto> {
    return this.reports.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(SAVED_REPORTS)
  @ApiOperation({ summary: 'Save a custom report: measure, axes, filters, chart and period' })
  @ApiCreatedResponse({ type: SavedReportDto })
  @ApiBadRequestResponse({ description: BAD_REPORT })
  create(@Ctx() ctx: RequestContext, @Body() body: SavedReportInputDto): Promise<SavedReportDto> {
    return this.reports.create(ctx, body);
  }

  @Put(':id')
  @Access(SAVED_REPORTS)
  @ApiOperation({ summary: 'Change a report the caller wrote (what is sent changes); share it or not' })
  @ApiOkResponse({ type: SavedReportDto })
  @ApiBadRequestResponse({ description: BAD_REPORT })
  @ApiForbiddenResponse({ description: NOT_YOURS })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: SavedReportChangesDto,
  ): Promise<SavedReportDto> {
    return this.reports.update(ctx, id, body);
  }

  @Delete(':id')
  @Access(SAVED_REPORTS)
  @ApiOperation({ summary: 'Delete a report the caller wrote' })
  @ApiOkResponse({ type: SavedReportDto })
  @ApiForbiddenResponse({ description: NOT_YOURS })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<SavedReportDto> {
    return this.reports.remove(ctx, id);
  }
}
