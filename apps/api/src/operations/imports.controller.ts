import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import {
  Audited,
  ApiListResponse,
  Ctx,
  decodeBase64Upload,
  IdParamPipe,
  ImportsService,
  ListQueryDto,
  sendPage,
  type RequestContext,
} from '@cuvee/platform';
import { CreateImportDto, ImportDto, ImportKindDto, ImportTemplateQueryDto, RowErrorDto } from './imports.dto.js';
import { actorOf, SELLERS } from './operation-actor.js';

/**
 * Imports of products, clients and stock counts from CSV or XLSX files, run as jobs. The
 * kind's permission (createProduct, createClient, seeAllStock) and module (stocks for counts) are checked
 * on top of the role; another shop's import answers 404.
 */
@ApiTags('imports')
@Controller('imports')
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @Get('kinds')
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: 'The kinds of import the caller may run, with their columns (for the mapping)' })
  @ApiOkResponse({ type: ImportKindDto, isArray: true })
  kinds(@Ctx() ctx: RequestContext): ImportKindDto[] {
    return this.imports.describe(actorOf(ctx));
  }

  @Get('kinds/:kind/template')
  @Access({ roles: SELLERS })
  @ApiOperation({
    summary:
      "A kind's template to fill in: its columns and an example row (CSV), plus a second sheet saying what " +
      'each column takes, in French and English (XLSX, the default)',
  })
  @ApiOkResponse({
    content: {
      'text/csv': { schema: { type: 'string', format: 'binary' } },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: { type: 'string', format: 'binary' },
      },
    },
  })
  @ApiBadRequestResponse({ description: 'Type d\'import inconnu "x". Types disponibles : …' })
  async template(
    @Ctx() ctx: RequestContext,
    @Param('kind') kind: string,
    @Query() query: ImportTemplateQueryDto,
  ): Promise<StreamableFile> {
    const file = await this.imports.template(actorOf(ctx), kind, query.format ?? 'xlsx');
    return new StreamableFile(file.content, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }

  @Post()
  @HttpCode(201)
  @Access({ roles: SELLERS })
  @ApiOperation({
    summary:
      'Uploads a file and starts its import (status pending, then processing, completed or error). The ' +
      'format, encoding, separator and required columns are checked at once; rows are checked by the job.',
  })
  @ApiCreatedResponse({ type: ImportDto })
  @ApiBadRequestResponse({ description: 'Le fichier doit être au format CSV ou XLSX' })
  @Audited('imports.create', {
    target: 'import',
    targetId: 'result',
    details: ({ body }) => ({ kind: (body as { kind?: unknown }).kind }),
  })
  async create(@Ctx() ctx: RequestContext, @Body() body: CreateImportDto): Promise<ImportDto> {
    const actor = actorOf(ctx);
    const record = await this.imports.create(
      actor,
      {
        kind: body.kind,
        fileName: body.fileName,
        content: decodeBase64Upload(body.data),
        dryRun: body.dryRun ?? false,
        strict: body.strict ?? false,
        mapping: body.mapping ?? null,
      },
      { enqueue: true },
    );
    return this.imports.view(record, actor.locale);
  }

  @Get()
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: "The shop's imports (react-admin list). Filters: kind, status, dryRun, q, id" })
  @ApiListResponse(ImportDto, 'imports')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ImportDto[]> {
    return sendPage(reply, await this.imports.list(actorOf(ctx), query));
  }

  @Get(':id')
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: 'An import: status, progress, counts, mapping, error report link' })
  @ApiOkResponse({ type: ImportDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ImportDto> {
    return this.imports.get(actorOf(ctx), id);
  }

  @Get(':id/rejections')
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: 'The refused rows of an import, in file order: line, column, value, message' })
  @ApiListResponse(RowErrorDto, 'import-errors')
  async rejections(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RowErrorDto[]> {
    return sendPage(reply, await this.imports.rejections(actorOf(ctx), id, query));
  }

  @Get(':id/errors')
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: 'The error report: a CSV (; and BOM) of the refused rows with line and message' })
  @ApiOkResponse({ content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  async errors(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<StreamableFile> {
    const report = await this.imports.errorReport(actorOf(ctx), id);
    return new StreamableFile(report.stream, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${report.fileName}"`,
    });
  }

  @Post(':id/confirm')
  @HttpCode(201)
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: 'Runs for real what a completed dry run checked (same file, mapping and mode)' })
  @ApiCreatedResponse({ type: ImportDto })
  @ApiBadRequestResponse({ description: 'Seule une simulation terminée peut être lancée pour de bon' })
  @Audited('imports.confirm', { target: 'import' })
  async confirm(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ImportDto> {
    const actor = actorOf(ctx);
    return this.imports.view(await this.imports.confirm(actor, id), actor.locale);
  }

  @Post(':id/revert')
  @HttpCode(202)
  @Access({ roles: SELLERS })
  @ApiOperation({
    summary: 'Undoes everything the import created or changed (a job; status reverted once done)',
  })
  @ApiAcceptedResponse({ type: ImportDto })
  @ApiBadRequestResponse({
    description: 'Seul un import terminé ou en erreur, hors simulation, peut être annulé',
  })
  @Audited('imports.revert', { target: 'import' })
  revert(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ImportDto> {
    return this.imports.requestRevert(actorOf(ctx), id);
  }
}
