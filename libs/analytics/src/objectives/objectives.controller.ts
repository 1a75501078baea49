import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
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
import { OBJECTIVES, OBJECTIVES_REPORT } from '../analytics-access.js';
import { BAD_PERIOD, download, FILE } from '../reports/analytics.controller.js';
import { objectivesFile } from '../reports/report-files.js';
import {
  ObjectiveDto,
  ObjectiveInputDto,
  ObjectivesExportQueryDto,
  ObjectivesReportDto,
  ObjectivesReportQueryDto,
} from './dto/objective.dto.js';
import { ObjectivesReports } from './objectives-report.service.js';
import { ObjectivesService } from './objectives.service.js';

const BAD_OBJECTIVE =
  "Objectif de 0 ou moins, période mal bornée, utilisateur qui n'est pas un agent ou collaborateur de la boutique";

/** The shop's objectives (react-admin resource; docs/analytics.md "Objectives"). */
@ApiTags('analytics')
@Controller('objectives')
export class ObjectivesController {
  constructor(private readonly objectives: ObjectivesService) {}

  @Get()
  @Access(OBJECTIVES)
  @ApiOperation({ summary: 'The objectives (react-admin list; filters id, scope, userId, measure, period)' })
  @ApiListResponse(ObjectiveDto, 'objectives')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ObjectiveDto[]> {
    return sendPage(reply, await this.objectives.list(ctx, query));
  }

  @Get(':id')
  @Access(OBJECTIVES)
  @ApiOperation({ summary: 'One objective' })
  @ApiOkResponse({ type: ObjectiveDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ObjectiveDto> {
    return this.objectives.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(OBJECTIVES)
  @ApiOperation({
    summary:
      'Set an objective: the shop, an agent or a collaborator; revenue (cents), bottles, eq75 or new clients; a month, quarter, year or custom dates',
  })
  @ApiCreatedResponse({ type: ObjectiveDto })
  @ApiBadRequestResponse({ description: BAD_OBJECTIVE })
  create(@Ctx() ctx: RequestContext, @Body() body: ObjectiveInputDto): Promise<ObjectiveDto> {
    return this.objectives.create(ctx, body);
  }

  @Put(':id')
  @Access(OBJECTIVES)
  @ApiOperation({ summary: 'Replace an objective' })
  @ApiOkResponse({ type: ObjectiveDto })
  @ApiBadRequestResponse({ description: BAD_OBJECTIVE })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: ObjectiveInputDto,
  ): Promise<ObjectiveDto> {
    return this.objectives.update(ctx, id, body);
  }

  @Delete(':id')
  @Access(OBJECTIVES)
  @ApiOperation({ summary: 'Remove an objective' })
  @ApiOkResponse({ type: ObjectiveDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ObjectiveDto> {
    return this.objectives.remove(ctx, id);
  }
}

/** The objectives of a period with their progress; an agent reads their own. */
@ApiTags('analytics')
@Controller('analytics/objectives')
export class ObjectivesReportController {
  constructor(private readonly reports: ObjectivesReports) {}

  @Get()
  @Access(OBJECTIVES_REPORT)
  @ApiOperation({
    summary:
      "The objectives meeting a period, each with its actual over its own days, progress, and the progress expected today at a steady pace; an agent gets only their own (agentId: one agent's)",
  })
  @ApiOkResponse({ type: ObjectivesReportDto })
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  @ApiForbiddenResponse({ description: 'Un agent ne lit que ses propres objectifs' })
  report(@Ctx() ctx: RequestContext, @Query() query: ObjectivesReportQueryDto): Promise<ObjectivesReportDto> {
    return this.reports.report(ctx, query);
  }

  @Get('export')
  @Access(OBJECTIVES_REPORT)
  @ApiOperation({
    summary: 'The objectives and their progress as a CSV or XLSX file: objectifs-<from>-<to>.csv',
  })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse(FILE)
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  async export(
    @Ctx() ctx: RequestContext,
    @Query() query: ObjectivesExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    return download(
      reply,
      await objectivesFile(await this.reports.report(ctx, query), query.format ?? 'csv', ctx.locale),
    );
  }
}
