import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '@cuvee/iam';
import {
  AppConfig,
  Audited,
  ApiListResponse,
  Ctx,
  decodeBase64Upload,
  IdParamPipe,
  ImportsService,
  ListQueryDto,
  sendPage,
  type ImportRecord,
  type OperationActor,
  type RequestContext,
} from '@cuvee/platform';
import { MULTIPART, withFormFile, type FormFile } from '../http/multipart.js';
import { validatedBody } from '../http/validation-failed.exception.js';
import {
  CreateImportDto,
  IMPORT_FORM_SCHEMA,
  ImportDto,
  ImportKindDto,
  ImportOptionsDto,
  ImportTemplateQueryDto,
  ImportUploadDto,
  RowErrorDto,
  StageImportQueryDto,
  UPLOAD_FORM_SCHEMA,
} from './imports.dto.js';
import { actorOf, SELLERS } from './operation-actor.js';

/**
 * Imports of products, clients and stock counts from CSV or XLSX files, run as jobs. The
 * kind's permission (createProduct, createClient, seeAllStock) and module (stocks for counts) are checked
 * on top of the role; another shop's import answers 404.
 */
@ApiTags('imports')
@Controller('imports')
export class ImportsController {
  constructor(
    private readonly imports: ImportsService,
    private readonly config: AppConfig,
  ) {}

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
  @RouteConfig(MULTIPART)
  @ApiOperation({
    summary:
      'Starts the import of a file (status pending, then processing, completed or error). JSON: the file ' +
      'in base64 (fileName, data; under BODY_LIMIT) or a staged file (uploadId, from POST /v1/imports/files). ' +
      'multipart/form-data: the fields kind, dryRun, strict and mapping (JSON text) BEFORE the part file, ' +
      'streamed up to IMPORT_MAX_BYTES. Without a mapping, the one last given for the kind applies to the ' +
      'headers it names. The format, encoding, separator, header row and required columns are checked at ' +
      'once; rows are checked by the job.',
    // Two bodies, one per content type: @ApiBody would give both the same schema.
    requestBody: {
      required: true,
      content: {
        'application/json': { schema: { $ref: getSchemaPath(CreateImportDto) } },
        'multipart/form-data': { schema: IMPORT_FORM_SCHEMA },
      },
    },
  })
  @ApiExtraModels(CreateImportDto)
  @ApiCreatedResponse({ type: ImportDto })
  @ApiBadRequestResponse({ description: 'Le fichier doit être au format CSV ou XLSX' })
  @ApiNotFoundResponse({ description: "Ce fichier déposé n'existe pas ou a déjà été importé" })
  @ApiPayloadTooLargeResponse({ description: 'Le fichier dépasse la taille maximale autorisée (100 Mo)' })
  @Audited('imports.create', {
    target: 'import',
    targetId: 'result',
    details: ({ result }) => ({ kind: (result as ImportDto).kind }),
  })
  async create(@Ctx() ctx: RequestContext, @Req() request: FastifyRequest): Promise<ImportDto> {
    const actor = actorOf(ctx);
    const record = request.isMultipart()
      ? await withFormFile(request, this.config.importMaxBytes, (file) => this.createFromForm(actor, file))
      : await this.createFromJson(actor, await validatedBody(CreateImportDto, request.body));
    return this.imports.view(record, actor.locale);
  }

  private createFromJson(actor: OperationActor, body: CreateImportDto): Promise<ImportRecord> {
    const options = {
      dryRun: body.dryRun ?? false,
      strict: body.strict ?? false,
      mapping: body.mapping ?? null,
    };
    if (body.uploadId != null && body.data == null && body.fileName == null) {
      return this.imports.createFromUpload(
        actor,
        { kind: body.kind, uploadId: body.uploadId, ...options },
        { enqueue: true },
      );
    }
    if (body.uploadId != null || body.data == null || body.fileName == null) {
      throw new BadRequestException('uploads.dataOrUpload');
    }
    return this.imports.create(
      actor,
      { kind: body.kind, fileName: body.fileName, content: decodeBase64Upload(body.data), ...options },
      { enqueue: true },
    );
  }

  private async createFromForm(actor: OperationActor, file: FormFile): Promise<ImportRecord> {
    if (file.fields.kind === undefined) throw new BadRequestException('uploads.fieldsFirst');
    const fields = await validatedBody(ImportOptionsDto, formFields(file.fields));
    return this.imports.create(
      actor,
      {
        kind: fields.kind,
        fileName: file.fileName,
        content: file.stream,
        dryRun: fields.dryRun ?? false,
        strict: fields.strict ?? false,
        mapping: fields.mapping ?? null,
      },
      { enqueue: true },
    );
  }

  @Post('files')
  @HttpCode(201)
  @Access({ roles: SELLERS })
  @RouteConfig(MULTIPART)
  @ApiOperation({
    summary:
      'Stages a file for an import (multipart/form-data, one part file, streamed up to IMPORT_MAX_BYTES) and ' +
      'previews it: header, first 10 rows, the suggested mapping (the one last given for the kind, a ' +
      'recognised program, the automatic one) and the required fields it leaves unmapped. Import it within ' +
      '24 hours with POST /v1/imports {kind, uploadId, mapping?}.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ required: true, schema: UPLOAD_FORM_SCHEMA })
  @ApiCreatedResponse({ type: ImportUploadDto })
  @ApiBadRequestResponse({ description: 'La première ligne doit contenir les noms des colonnes' })
  @ApiPayloadTooLargeResponse({ description: 'Le fichier dépasse la taille maximale autorisée (100 Mo)' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Le fichier doit être envoyé en multipart/form-data' })
  stage(
    @Ctx() ctx: RequestContext,
    @Query() query: StageImportQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<ImportUploadDto> {
    const actor = actorOf(ctx);
    return withFormFile(request, this.config.importMaxBytes, (file) =>
      this.imports.stage(actor, { kind: query.kind, fileName: file.fileName, content: file.stream }),
    );
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

/** A form's fields as the JSON body would hold them: flags as booleans, the mapping parsed. */
function formFields(fields: Record<string, unknown>): Record<string, unknown> {
  const flag = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);
  const json = (value: unknown) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  };
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      name === 'dryRun' || name === 'strict' ? flag(value) : name === 'mapping' ? json(value) : value,
    ]),
  );
}
