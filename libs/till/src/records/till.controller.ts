import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import {
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  sendPage,
  type RequestContext,
} from '@cuvee/platform';
import { ArchivesService } from '../archives/archives.service.js';
import { ArchiveBuilds } from '../archives/archive-builds.service.js';
import { ArchiveBuildDto, ArchiveUploadDto, ArchiveVerificationDto } from '../archives/dto/archive.dto.js';
import { ClosuresService } from '../closures/closures.service.js';
import { VerificationService } from '../verification/verification.service.js';
import {
  CancellationInputDto,
  CashMoveInputDto,
  ClosureInputDto,
  TicketInputDto,
  TillRecordDto,
  VerificationDto,
} from './dto/till.dto.js';
import { TillQueries } from './till-queries.service.js';
import { TillService } from './till.service.js';

/* The till is the sales points' screen (/dashboard/salespoints/{id}/new-order): createOrderSalesPoint. */
const TILL = { roles: ['owner', 'iam'], permission: 'createOrderSalesPoint' } as const;

@ApiTags('till')
@Controller('till')
export class TillController {
  constructor(
    private readonly till: TillService,
    private readonly closures: ClosuresService,
    private readonly queries: TillQueries,
    private readonly verification: VerificationService,
    private readonly archives: ArchivesService,
    private readonly builds: ArchiveBuilds,
  ) {}

  @Get('records')
  @Access(TILL)
  @ApiOperation({ summary: 'Till records (react-admin list). Filters: id, salesPointId, kind, sequence' })
  @ApiListResponse(TillRecordDto, 'till-records')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TillRecordDto[]> {
    return sendPage(reply, await this.queries.list(ctx, query));
  }

  @Get('sales-points/:id/records/:sequence')
  @Access(TILL)
  @ApiOperation({ summary: 'One record of a sales point’s till, by its sequence number' })
  @ApiOkResponse({ type: TillRecordDto })
  get(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Param('sequence', IdParamPipe) sequence: number,
  ): Promise<TillRecordDto> {
    return this.queries.get(ctx, id, sequence);
  }

  @Post('sales-points/:id/tickets')
  @HttpCode(201)
  @Access(TILL)
  @ApiOperation({
    summary: 'A sale at the till: priced at the sales point, paid (change from cash), chained',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'the till’s key for the sale: sent again (an offline sale replayed), the first ticket answers',
  })
  @ApiCreatedResponse({ type: TillRecordDto })
  @ApiConflictResponse({ description: 'La journée de caisse est clôturée' })
  @ApiUnprocessableEntityResponse({ description: 'The key was used with another sale' })
  sell(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: TicketInputDto,
    @Headers('idempotency-key') key?: string,
  ): Promise<TillRecordDto> {
    return this.till.sell(ctx, id, dto, key);
  }

  @Post('sales-points/:id/records/:sequence/cancel')
  @HttpCode(201)
  @Access(TILL)
  @ApiOperation({ summary: 'Cancel a ticket: a new negative record, the ticket unchanged' })
  @ApiCreatedResponse({ type: TillRecordDto })
  cancel(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Param('sequence', IdParamPipe) sequence: number,
    @Body() dto: CancellationInputDto,
  ): Promise<TillRecordDto> {
    return this.till.cancel(ctx, id, sequence, dto);
  }

  @Post('sales-points/:id/records/:sequence/duplicate')
  @HttpCode(201)
  @Access(TILL)
  @ApiOperation({
    summary: 'Print a receipt again: recorded, the answer carries the duplicate (“duplicata”)',
  })
  @ApiCreatedResponse({ type: TillRecordDto })
  duplicate(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Param('sequence', IdParamPipe) sequence: number,
  ): Promise<TillRecordDto> {
    return this.till.duplicate(ctx, id, sequence);
  }

  @Post('sales-points/:id/cash-moves')
  @HttpCode(201)
  @Access(TILL)
  @ApiOperation({ summary: 'Opening float, cash put in or taken out of the drawer' })
  @ApiCreatedResponse({ type: TillRecordDto })
  moveCash(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: CashMoveInputDto,
  ): Promise<TillRecordDto> {
    return this.till.moveCash(ctx, id, dto);
  }

  @Post('sales-points/:id/closures')
  @HttpCode(201)
  @Access(TILL)
  @ApiOperation({ summary: 'Close the day (Z, with the cash counted), the month or the year' })
  @ApiCreatedResponse({ type: TillRecordDto })
  @ApiConflictResponse({ description: 'La clôture … est déjà faite; a shorter period is still open' })
  close(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: ClosureInputDto,
  ): Promise<TillRecordDto> {
    return this.closures.close(ctx, id, dto);
  }

  @Post('sales-points/:id/archives/:sequence/build')
  @HttpCode(202)
  @Access(TILL)
  @ApiOperation({
    summary:
      'Build the signed archive (zip: records, manifest, Ed25519 signature) of the period a closure record closed, as a job',
  })
  @ApiAcceptedResponse({ type: ArchiveBuildDto })
  @ApiConflictResponse({ description: "Cet enregistrement n'est pas une clôture" })
  buildArchive(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Param('sequence', IdParamPipe) sequence: number,
  ): Promise<ArchiveBuildDto> {
    return this.builds.start(ctx, id, sequence);
  }

  @Get('sales-points/:id/archives/:sequence/build')
  @Access(TILL)
  @ApiOperation({ summary: 'The archive’s build: status and progress (0–100); completed once it is kept' })
  @ApiOkResponse({ type: ArchiveBuildDto })
  buildStatus(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Param('sequence', IdParamPipe) sequence: number,
  ): Promise<ArchiveBuildDto> {
    return this.builds.status(ctx, id, sequence);
  }

  @Get('sales-points/:id/archives/:sequence')
  @Access(TILL)
  @ApiOperation({ summary: 'The built archive of the period a closure record closed' })
  @ApiOkResponse({ content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } })
  @ApiConflictResponse({ description: "L'archive de cette clôture n'est pas encore prête" })
  async archive(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Param('sequence', IdParamPipe) sequence: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.builds.download(ctx, id, sequence);
    void reply.header('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, {
      type: 'application/zip',
      length: file.length,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }

  @Post('archives/verify')
  @HttpCode(200)
  @Access(TILL)
  @ApiOperation({
    summary:
      'Check an uploaded archive as `cuvee till verify --archive` does: signature, this installation’s key, records file, each record’s seal, link and number',
  })
  @ApiOkResponse({ type: ArchiveVerificationDto })
  @ApiBadRequestResponse({ description: "Ce fichier n'est pas une archive zip; L'archive dépasse 4 Mo" })
  verifyArchive(@Ctx() ctx: RequestContext, @Body() body: ArchiveUploadDto): Promise<ArchiveVerificationDto> {
    return this.archives.check(ctx, body.data);
  }

  @Get('sales-points/:id/verify')
  @Access(TILL)
  @ApiOperation({ summary: 'Check the chain: every edited, removed or reordered record is named' })
  @ApiOkResponse({ type: VerificationDto })
  verify(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<VerificationDto> {
    return this.verification.verify(ctx, id);
  }
}
