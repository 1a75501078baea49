import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, Public } from '@cuvee/iam';
import {
  Audited,
  ApiListResponse,
  Ctx,
  ExportsService,
  IdParamPipe,
  ListQueryDto,
  sendPage,
  type RequestContext,
} from '@cuvee/platform';
import { CreateExportDto, DownloadQueryDto, ExportDto, ExportKindDto } from './exports.dto.js';
import { actorOf, SELLERS } from './operation-actor.js';

/**
 * Exports of clients, products, stock movements and stock levels as a zip of CSV or XLSX files, written
 * by a job, with the filters the kind accepts. When the zip is ready it is offered to its
 * requester through GET /v1/documents/to-download.
 */
@ApiTags('exports')
@Controller('exports')
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Get('kinds')
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: 'The kinds of export the caller may run' })
  @ApiOkResponse({ type: ExportKindDto, isArray: true })
  kinds(@Ctx() ctx: RequestContext): ExportKindDto[] {
    return this.exports.describe(actorOf(ctx));
  }

  @Post()
  @HttpCode(201)
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: 'Starts an export (a job); the zip is offered for download once written' })
  @ApiCreatedResponse({ type: ExportDto })
  @Audited('exports.create', {
    target: 'export',
    targetId: 'result',
    details: ({ body }) => ({ kind: (body as { kind?: unknown }).kind }),
  })
  async create(@Ctx() ctx: RequestContext, @Body() body: CreateExportDto): Promise<ExportDto> {
    const actor = actorOf(ctx);
    const record = await this.exports.create(actor, body, { enqueue: true });
    return this.exports.view(record, actor.locale);
  }

  @Get()
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: "The caller's exports in the shop (react-admin list). Filters: kind, status, id" })
  @ApiListResponse(ExportDto, 'exports')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ExportDto[]> {
    return sendPage(reply, await this.exports.list(actorOf(ctx), query));
  }

  @Get(':id')
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: 'One of the caller’s exports: status, progress, rows, download link' })
  @ApiOkResponse({ type: ExportDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ExportDto> {
    return this.exports.get(actorOf(ctx), id);
  }

  @Get(':id/file')
  @Public()
  @ApiOperation({
    summary:
      'The zip, for its requester only: with their bearer token, or through the signed link the ' +
      'download list gives (opened in a new window, where no Authorization header goes)',
  })
  @ApiOkResponse({ content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  async file(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Query() query: DownloadQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.exports.file(id, {
      userId: ctx.user?.userId ?? null,
      ...(query.expires !== undefined ? { expires: query.expires } : {}),
      ...(query.signature !== undefined ? { signature: query.signature } : {}),
    });
    void reply.header('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, {
      type: 'application/zip',
      length: file.size,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }
}
